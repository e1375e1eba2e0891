import { shallowEqual, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { CompanyData, CompanyMember } from '../../../contract/company';
import type { CompanyLimits } from '../../../contract/spending-limits';
import { can } from '../../../contract/permissions';
import { allowedChanges, isLastAdmin, type companyMachine, type CompanySnapshot, type MemberChange } from '../../../machines/company.machine';
import { roleOf } from '../../../machines/session.machine';
import { SessionContext } from '../../kernel/session-context';

export type CompanyActor = ActorRefFrom<typeof companyMachine>;

const selectStatus = (s: CompanySnapshot) => ({
  loading: s.matches({ page: 'loading' }),
  busy: s.hasTag('busy'),
  changing: s.matches({ page: { ready: 'changing' } }),
  failure: s.context.failure,
  refusal: s.context.refusal,
  pending: s.context.pending,
  notice: s.context.notice,
  company: s.context.company,
});
const selectMembers = (s: CompanySnapshot) => s.context.members;
const selectLimits = (s: CompanySnapshot) => ({
  limits: s.context.limits,
  limitsLoading: s.matches({ limits: 'loading' }),
  limitsFailure: s.context.limitsFailure,
});

/** The limits dialog opens on the company's rule (no member) or on one user's. */
type Dialog = 'company' | 'invite' | { limitsOf: CompanyMember | null } | null;

/** Empresa's state: the machine's, what the signed-in role may do (contract/permissions.ts), and the open dialog. */
export function useCompanyView(actor: CompanyActor) {
  const status = useSelector(actor, selectStatus, shallowEqual);
  const members = useSelector(actor, selectMembers);
  const limits = useSelector(actor, selectLimits, shallowEqual);
  const role = SessionContext.useSelector((s) => roleOf(s.context));
  const [dialog, setDialog] = useState<Dialog>(null);

  return {
    ...status,
    members,
    ...limits,
    canEdit: can(role, 'company.edit'),
    canManageUsers: can(role, 'users.manage'),
    canManageLimits: can(role, 'limits.manage'),
    /** A user's rule and spending now; none for an invitation or a deactivated user. */
    spendingOf: (member: CompanyMember) =>
      member.kind === 'user' ? (limits.limits?.members.find((spending) => spending.user_id === member.id) ?? null) : null,
    isLastAdmin: (member: CompanyMember) => isLastAdmin(members, member),
    allowedChanges: (member: CompanyMember) => allowedChanges(members, member),
    dialog,
    openDialog: setDialog,
    openLimits: (member: CompanyMember | null) => setDialog({ limitsOf: member }),
    closeDialog: () => setDialog(null),
    retry: () => actor.send({ type: 'company.retry' }),
    change: (change: MemberChange) => actor.send({ type: 'member.change', change }),
    confirm: () => actor.send({ type: 'change.confirm' }),
    cancel: () => actor.send({ type: 'change.cancel' }),
    dismiss: () => actor.send({ type: 'notice.dismiss' }),
    saved: (company: CompanyData) => actor.send({ type: 'company.saved', company }),
    invited: (member: CompanyMember) => actor.send({ type: 'member.invited', member }),
    limitsSaved: (saved: CompanyLimits) => actor.send({ type: 'limits.saved', limits: saved }),
  };
}

export type CompanyViewModel = ReturnType<typeof useCompanyView>;
