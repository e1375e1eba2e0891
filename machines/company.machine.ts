import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';
import type { CompanyData, CompanyMember } from '../contract/company';
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
export type CompanyNotice = 'saved' | 'invited' | MemberChange['kind'];

export interface CompanyContext {
  company: CompanyData | null;
  members: readonly CompanyMember[];
  /** Why the page could not be read; set only while `failed` holds. */
  failure: Failure | null;
  /** The change being confirmed or sent, with the member it is about. */
  pending: { change: MemberChange; member: CompanyMember } | null;
  /** Why the gateway refused a change; set only while `ready.refused` holds. */
  refusal: Failure | null;
  notice: CompanyNotice | null;
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

const changeEvent = {
  'member.change': [
    {
      guard: 'appliesWithConfirmation',
      target: '#company.ready.confirming',
      actions: 'rememberChange',
    },
    { guard: 'applies', target: '#company.ready.changing', actions: 'rememberChange' },
  ],
  'company.saved': { target: '#company.ready.idle', actions: 'takeSavedCompany' },
  'member.invited': { target: '#company.ready.idle', actions: 'addInvitation' },
} as const;

export const companyMachine = setup({
  types: {
    context: {} as CompanyContext,
    events: {} as CompanyEvent,
  },
  actors: {
    loadCompany: notProvided.actor<CompanyPage, void>('company', 'loadCompany'),
    changeMember: notProvided.actor<ChangedMember, MemberChange>('company', 'changeMember'),
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
  },
}).createMachine({
  id: 'company',
  description:
    "Empresa: the company's data and its users and invitations, read together; an admin changes a role, deactivates, reactivates, resends or cancels (confirming what ends sessions), and the dialogs hand back what they saved.",
  context: { company: null, members: [], failure: null, pending: null, refusal: null, notice: null },
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
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => {
                const pending = context.pending as NonNullable<CompanyContext['pending']>;
                return { members: replaceMember(context.members, pending, event.output), pending: null, notice: pending.change.kind };
              }),
            },
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
});

export type CompanySnapshot = SnapshotFrom<typeof companyMachine>;
