import type { SnapshotFrom } from 'xstate';
import type { AcceptInvitationRequest } from '../contract/company';
import { formMachine } from './form';
import type { AccessToken } from './session.machine';

export const invitationFormMachine = formMachine<AcceptInvitationRequest, AccessToken>({
  id: 'invitationForm',
  description:
    "The invitee, from the e-mailed link, chooses a name and a password; the gateway spends the link (single use, 7 days) and answers a session, which the page hands to the session machine.",
  saving: 'POST of the acceptance with the link’s token; the submit button is disabled.',
});

export type InvitationFormSnapshot = SnapshotFrom<typeof invitationFormMachine>;
