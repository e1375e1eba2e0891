import { fromPromise } from 'xstate';
import {
  companyEndpoints,
  type AcceptInvitationRequest,
  type CompanyData,
  type CompanyMember,
  type InviteRequest,
  type UpdateCompanyRequest,
} from '../../contract/company';
import { noSpendingRule, spendingLimitEndpoints, type CompanyLimits } from '../../contract/spending-limits';
import type { companyFormMachine } from '../../machines/company-form.machine';
import type { Failure } from '../../machines/failure';
import type { ChangedMember, CompanyPage, companyMachine, MemberChange } from '../../machines/company.machine';
import type { SaveInput } from '../../machines/form';
import type { invitationFormMachine } from '../../machines/invitation-form.machine';
import type { inviteFormMachine } from '../../machines/invite-form.machine';
import type { AccessToken } from '../../machines/session.machine';
import type { SpendingLimitDraft, spendingLimitFormMachine } from '../../machines/spending-limit-form.machine';
import type { ApiClient } from '../api/client';
import { failing } from './failure';
import type { MachineEffects } from './machine-effects';

/** Empresa's calls: the data and the users read together, the spending limits beside them, and one call per change of a row. */
export function companyEffects(client: ApiClient): MachineEffects<typeof companyMachine> {
  const api = failing(client);
  return {
    actors: {
      loadCompany: fromPromise<CompanyPage, void>(async () => {
        const [company, members] = await Promise.all([api.request(companyEndpoints.read), api.request(companyEndpoints.members)]);
        return { company, members };
      }),
      loadLimits: fromPromise<CompanyLimits, void>(() => api.request(spendingLimitEndpoints.company)),
      changeMember: fromPromise<ChangedMember, MemberChange>(async ({ input: change }) => {
        const params = { id: change.id };
        switch (change.kind) {
          case 'role':
            return api.request(companyEndpoints.updateMember, { params, body: { role: change.role } });
          case 'deactivate':
          case 'reactivate':
            return api.request(companyEndpoints.updateMember, { params, body: { active: change.kind === 'reactivate' } });
          case 'resend':
            return api.request(companyEndpoints.resendInvitation, { params });
          case 'cancel':
            await api.request(companyEndpoints.cancelInvitation, { params });
            return null;
        }
      }),
    },
  };
}

/** The company data dialog sends only what changed, so an unchanged locked RUT is never refused. */
export function companyFormEffects(client: ApiClient): MachineEffects<typeof companyFormMachine> {
  const api = failing(client);
  return {
    actors: { save: fromPromise<CompanyData, SaveInput<UpdateCompanyRequest>>(({ input }) => api.request(companyEndpoints.update, { body: input.draft })) },
  };
}

export function inviteFormEffects(client: ApiClient): MachineEffects<typeof inviteFormMachine> {
  const api = failing(client);
  return {
    actors: { save: fromPromise<CompanyMember, SaveInput<InviteRequest>>(({ input }) => api.request(companyEndpoints.invite, { body: input.draft })) },
  };
}

/** A user's rule travels inside `rule`, where the gateway names its fields; the dialog's fields are the rule's own. */
function asRuleFields(failure: Failure): Failure {
  if (!failure.fields) return failure;
  return { ...failure, fields: Object.fromEntries(Object.entries(failure.fields).map(([field, messages]) => [field.replace(/^rule\./, ''), messages])) };
}

/** The company's rule (no user), or a user's own; the company has no other rule to follow, so null there is no limit at all. */
export function spendingLimitFormEffects(client: ApiClient): MachineEffects<typeof spendingLimitFormMachine> {
  const api = failing(client);
  return {
    actors: {
      save: fromPromise<CompanyLimits, SaveInput<SpendingLimitDraft>>(({ input: { id, draft } }) =>
        id === null
          ? api.request(spendingLimitEndpoints.setCompany, { body: draft.rule ?? noSpendingRule })
          : api.request(spendingLimitEndpoints.setMember, { params: { id }, body: draft }).catch((failure: Failure) => {
              throw asRuleFields(failure);
            }),
      ),
    },
  };
}

/** The invitee's acceptance answers a session like a sign-in. */
export function invitationFormEffects(client: ApiClient): MachineEffects<typeof invitationFormMachine> {
  const api = failing(client);
  return {
    actors: {
      save: fromPromise<AccessToken, SaveInput<AcceptInvitationRequest>>(async ({ input }) => {
        const answer = await api.request(companyEndpoints.acceptInvitation, { body: input.draft });
        return { value: answer.accessToken, exp: answer.expiresAt };
      }),
    },
  };
}
