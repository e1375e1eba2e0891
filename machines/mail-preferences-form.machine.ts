import type { SnapshotFrom } from 'xstate';
import type { MailPreferences } from '../contract/session';
import { formMachine } from './form';

export const mailPreferencesFormMachine = formMachine<MailPreferences, MailPreferences>({
  id: 'mailPreferencesForm',
  description:
    'The reminders switch in the settings drawer: whether the signed-in user gets the e-mails they may turn off (the Club renewal, a card about to expire).',
  saving: 'PUT of the choice; the switch is disabled until the gateway answers.',
});

export type MailPreferencesFormSnapshot = SnapshotFrom<typeof mailPreferencesFormMachine>;
