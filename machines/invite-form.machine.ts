import type { SnapshotFrom } from 'xstate';
import type { CompanyMember, InviteRequest } from '../contract/company';
import { formMachine } from './form';

export const inviteFormMachine = formMachine<InviteRequest, CompanyMember>({
  id: 'inviteForm',
  description:
    "An admin invites someone by e-mail with a role: the gateway mails a single-use link valid 7 days; an address that already has an account or an invitation is refused beside the field.",
  saving: 'POST of the invitation, which the gateway mails; the submit button is disabled.',
});

export type InviteFormSnapshot = SnapshotFrom<typeof inviteFormMachine>;
