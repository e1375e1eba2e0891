import { guidePinFormMachine } from '../../../machines/guide-pin-form.machine';
import { formModel } from '../support/form.model';
import { aceite, guide } from './order-guide.model';

export const notSold = { status: 404, code: 'not_found', message: 'El producto no existe o ya no está disponible.' };

export const model = formModel({
  name: 'guide-pin-form',
  machine: guidePinFormMachine,
  recordIds: [aceite.product.id],
  draft: { choice: 'pinned' },
  saved: guide,
  refusal: notSold,
});
