import { inviteFormMachine } from '../../../machines/invite-form.machine';
import { newcomer } from './company.model';
import { formModel, refusedAt } from '../support/form.model';

export const model = formModel({
  name: 'invite-form',
  machine: inviteFormMachine,
  recordIds: [null],
  draft: { email: newcomer.email, role: newcomer.role },
  saved: newcomer,
  refusal: refusedAt('email', 'Ese correo ya tiene una cuenta en Despensa.'),
});
