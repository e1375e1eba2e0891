import { invitationFormMachine } from '../../../machines/invitation-form.machine';
import { formModel, refusedAt } from '../support/form.model';

export const model = formModel({
  name: 'invitation-form',
  machine: invitationFormMachine,
  recordIds: [null],
  draft: { token: 'x'.repeat(43), name: 'Paula Vera', password: 'una-clave-larga' },
  saved: { value: 'a.b.c', exp: 1_795_000_000 },
  refusal: refusedAt('password', 'La contraseña debe tener al menos 10 caracteres.'),
});
