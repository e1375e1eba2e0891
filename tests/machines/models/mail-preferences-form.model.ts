import { mailPreferencesFormMachine } from '../../../machines/mail-preferences-form.machine';
import { formModel, refusedAt } from '../support/form.model';

export const model = formModel({
  name: 'mail-preferences-form',
  machine: mailPreferencesFormMachine,
  recordIds: [null],
  draft: { mail_reminders: false },
  saved: { mail_reminders: false },
  refusal: refusedAt('mail_reminders', 'Indica si quieres recibir los recordatorios.'),
});
