import { cardNameFormMachine } from '../../../machines/card-name-form.machine';
import { formModel, refusedAt } from '../support/form.model';
import { visa } from './cards.model';

export const model = formModel({
  name: 'card-name-form',
  machine: cardNameFormMachine,
  recordIds: [visa.id],
  draft: { nickname: 'Tarjeta de la cocina' },
  saved: { ...visa, nickname: 'Tarjeta de la cocina' },
  refusal: refusedAt('nickname', 'El nombre de la tarjeta puede tener hasta 40 caracteres.'),
});
