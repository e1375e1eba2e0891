import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';
import type { CompanyData, CompanyMember } from '../contract/company';
import type { CompanyLimits } from '../contract/spending-limits';
import type { Role } from '../contract/vocabulary';
import { failedLoad } from './failed-load';
import { failureOf, type Failure } from './failure';
import { notProvided } from './not-provided';

/** What an admin asks of one user or invitation of the list. */
export type MemberChange =
  | { kind: 'role'; id: number; role: Role }
  | { kind: 'deactivate'; id: number }
  | { kind: 'reactivate'; id: number }
  | { kind: 'resend'; id: number }
  | { kind: 'cancel'; id: number };

/** The member as the gateway left it; null when the change removed it from the list (a cancelled invitation). */
export type ChangedMember = CompanyMember | null;

/** What the page shows after a change went through, as a code the views word. */
export type CompanyNotice = 'saved' | 'invited' | 'limits' | MemberChange['kind'];

export interface CompanyContext {
  company: CompanyData | null;
  members: readonly CompanyMember[];
  /** Why the page could not be read; set only while `failed` holds. */
  failure: Failure | null;
  /** The change being confirmed or sent, with the member it is about. */
  pending: { change: MemberChange; member: CompanyMember } | null;
  /** Why the gateway refused a change; set only while `page.ready.refused` holds. */
  refusal: Failure | null;
  notice: CompanyNotice | null;
  /** The spending limits with each active user's spending in their period; null until first read. */
  limits: CompanyLimits | null;
  /** Why the limits could not be read; set only while `limits.failed` holds. */
  limitsFailure: Failure | null;
}

export type CompanyEvent =
  | { type: 'company.retry' }
  | { type: 'member.change'; change: MemberChange }
  | { type: 'change.confirm' }
  | { type: 'change.cancel' }
  /** The company data dialog saved. */
  | { type: 'company.saved'; company: CompanyData }
  /** The invitation dialog sent one. */
  | { type: 'member.invited'; member: CompanyMember }
  /** The spending limits dialog saved: the gateway answers the limits whole again. */
  | { type: 'limits.saved'; limits: CompanyLimits }
  | { type: 'notice.dismiss' };

export interface CompanyPage {
  company: CompanyData;
  members: readonly CompanyMember[];
}

/** Invitations and users have ids of their own tables: a row is its kind and its id. */
const isInvitationChange = (change: MemberChange) => change.kind === 'resend' || change.kind === 'cancel';
const memberOf = (context: CompanyContext, change: MemberChange) =>
  context.members.find((m) => m.id === change.id && (m.kind === 'invitation') === isInvitationChange(change)) ?? null;

/** Changes that end someone's sessions or undo an invitation are confirmed first. */
export const isConfirmedFirst = (kind: MemberChange['kind']) => kind === 'role' || kind === 'deactivate' || kind === 'cancel';

/** Whether this row is the company's only active admin: nobody may demote or deactivate it (the gateway refuses too). */
export function isLastAdmin(members: readonly CompanyMember[], member: CompanyMember): boolean {
  const activeAdmin = (m: CompanyMember) => m.kind === 'user' && m.role === 'admin' && m.state === 'activo';
  return activeAdmin(member) && members.filter(activeAdmin).length === 1;
}

/**
 * The changes a row allows now ('role': its role may change), for the machine's guards and the page's
 * controls alike: an active user's role and activity, a deactivated user's return, an invitation's
 * resend and cancel; the last active admin stays one.
 */
export function allowedChanges(members: readonly CompanyMember[], member: CompanyMember): ReadonlySet<MemberChange['kind']> {
  if (member.kind === 'invitation') return new Set(['resend', 'cancel']);
  if (member.state === 'desactivado') return new Set(['reactivate']);
  return new Set(isLastAdmin(members, member) ? [] : ['role', 'deactivate']);
}

/** Whether the change means anything for that row: allowed now, and never a new role equal to the old. */
function applies(members: readonly CompanyMember[], member: CompanyMember, change: MemberChange): boolean {
  return allowedChanges(members, member).has(change.kind) && (change.kind !== 'role' || member.role !== change.role);
}

function replaceMember(members: readonly CompanyMember[], pending: NonNullable<CompanyContext['pending']>, changed: ChangedMember) {
  const { member } = pending;
  const same = (m: CompanyMember) => m.id === member.id && m.kind === member.kind;
  return changed === null ? members.filter((m) => !same(m)) : members.map((m) => (same(m) ? changed : m));
}

/** The list once a change went through, with its notice. */
function changeTaken(context: CompanyContext, changed: ChangedMember): Partial<CompanyContext> {
  const pending = context.pending as NonNullable<CompanyContext['pending']>;
  return { members: replaceMember(context.members, pending, changed), pending: null, notice: pending.change.kind };
}

const changeEvent = {
  'member.change': [
    {
      guard: 'appliesWithConfirmation',
      target: '#company.page.ready.confirming',
      actions: 'rememberChange',
    },
    { guard: 'applies', target: '#company.page.ready.changing', actions: 'rememberChange' },
  ],
  'company.saved': { target: '#company.page.ready.idle', actions: 'takeSavedCompany' },
  'member.invited': { target: '#company.page.ready.idle', actions: 'addInvitation' },
  'limits.saved': { target: '#company.page.ready.idle', actions: 'noteSavedLimits' },
} as const;

export const companyMachine = setup({
  types: {
    context: {} as CompanyContext,
    events: {} as CompanyEvent,
  },
  actors: {
    loadCompany: notProvided.actor<CompanyPage, void>('company', 'loadCompany'),
    changeMember: notProvided.actor<ChangedMember, MemberChange>('company', 'changeMember'),
    loadLimits: notProvided.actor<CompanyLimits, void>('company', 'loadLimits'),
  },
  actions: {
    takeSavedCompany: assign(({ event }) => {
      assertEvent(event, 'company.saved');
      return { company: event.company, notice: 'saved' as const };
    }),
    addInvitation: assign(({ context, event }) => {
      assertEvent(event, 'member.invited');
      return { members: [...context.members, event.member], notice: 'invited' as const };
    }),
    noteSavedLimits: assign({ notice: 'limits' as const }),
    takeSavedLimits: assign(({ event }) => {
      assertEvent(event, 'limits.saved');
      return { limits: event.limits };
    }),
    rememberChange: assign(({ context, event }) => {
      assertEvent(event, 'member.change');
      return { pending: { change: event.change, member: memberOf(context, event.change) as CompanyMember }, notice: null };
    }),
  },
  guards: {
    applies: ({ context, event }) => {
      assertEvent(event, 'member.change');
      const member = memberOf(context, event.change);
      return member !== null && applies(context.members, member, event.change);
    },
    appliesWithConfirmation: ({ context, event }) => {
      assertEvent(event, 'member.change');
      const member = memberOf(context, event.change);
      return member !== null && applies(context.members, member, event.change) && isConfirmedFirst(event.change.kind);
    },
    changedAUser: ({ context }) => context.pending !== null && !isInvitationChange(context.pending.change),
  },
}).createMachine({
  id: 'company',
  description:
    "Empresa: the company's data and its users and invitations, read together; an admin changes a role, deactivates, reactivates, resends or cancels (confirming what ends sessions), and the dialogs hand back what they saved. The spending limits are read beside them, so a failure there hides nothing else.",
  context: { company: null, members: [], failure: null, pending: null, refusal: null, notice: null, limits: null, limitsFailure: null },
  type: 'parallel',
  states: {
    page: {
      description: 'The data and the users.',
      initial: 'loading',
      states: {
        loading: {
          description: 'Reading the company and its users.',
          tags: ['busy'],
          invoke: {
            id: 'loadCompany',
            src: 'loadCompany',
            onDone: {
              target: 'ready',
              actions: assign({ company: ({ event }) => event.output.company, members: ({ event }) => event.output.members }),
            },
            onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
          },
        },
        failed: failedLoad<CompanyContext, CompanyEvent>('company.retry', 'The page could not be read: the message and a retry are shown.'),
        ready: {
          description: 'The data and the users; what may be changed depends on the role (contract/permissions.ts).',
          initial: 'idle',
          on: { 'notice.dismiss': { actions: assign({ notice: null }) } },
          states: {
            idle: {
              on: changeEvent,
            },
            confirming: {
              description: 'A dialog names the user and what the change does (their sessions end) before it is sent.',
              on: {
                'change.confirm': 'changing',
                'change.cancel': { target: 'idle', actions: assign({ pending: null }) },
              },
            },
            changing: {
              tags: ['busy'],
              invoke: {
                id: 'changeMember',
                src: 'changeMember',
                input: ({ context }) => (context.pending as NonNullable<CompanyContext['pending']>).change,
                // A user's role or activity decides whom the limits govern: they are read again, afresh.
                onDone: [
                  { guard: 'changedAUser', target: ['idle', '#company.limits.loading'], actions: assign(({ context, event }) => changeTaken(context, event.output)) },
                  { target: 'idle', actions: assign(({ context, event }) => changeTaken(context, event.output)) },
                ],
                onError: {
                  target: 'refused',
                  actions: assign({ pending: null, refusal: ({ event }) => failureOf(event.error) }),
                },
              },
            },
            refused: {
              description: "The gateway refused the change (the last admin, a user of another company): its words above the list, which stays as it was.",
              tags: ['error'],
              exit: assign({ refusal: null }),
              on: { ...changeEvent, 'notice.dismiss': 'idle' },
            },
          },
        },
      },
    },
    limits: {
      description: "The company's spending limits and each user's spending in their period, read beside the page; the dialog's save answers them whole.",
      initial: 'loading',
      on: { 'limits.saved': { target: '.shown', actions: 'takeSavedLimits' } },
      states: {
        loading: {
          description: 'Reading the limits; what an earlier read showed stays until the answer comes.',
          invoke: {
            id: 'loadLimits',
            src: 'loadLimits',
            onDone: { target: 'shown', actions: assign({ limits: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: assign({ limitsFailure: ({ event }) => failureOf(event.error) }) },
          },
        },
        failed: {
          description: 'The limits could not be read: their message and a retry, in their section; the rest of the page stays.',
          tags: ['error'],
          exit: assign({ limitsFailure: null }),
          on: { 'company.retry': 'loading' },
        },
        shown: { description: "The rule in words above the users, and each buyer's on their card." },
      },
    },
  },
});

export type CompanySnapshot = SnapshotFrom<typeof companyMachine>;
