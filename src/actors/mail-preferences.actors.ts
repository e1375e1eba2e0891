import { fromPromise } from 'xstate';
import { sessionEndpoints, type MailPreferences } from '../../contract/session';
import type { SaveInput } from '../../machines/form';
import type { mailPreferencesFormMachine } from '../../machines/mail-preferences-form.machine';
import type { ApiClient } from '../api/client';
import { failing } from './failure';
import type { MachineEffects } from './machine-effects';

/** The reminders switch writes the signed-in user's choice. */
export function mailPreferencesFormEffects(client: ApiClient): MachineEffects<typeof mailPreferencesFormMachine> {
  const api = failing(client);
  return {
    actors: {
      save: fromPromise<MailPreferences, SaveInput<MailPreferences>>(({ input }) => api.request(sessionEndpoints.updateMailPreferences, { body: input.draft })),
    },
  };
}
