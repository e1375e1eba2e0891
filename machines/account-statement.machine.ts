import { assign, setup, type SnapshotFrom } from 'xstate';
import type { AccountStatementRow } from '../contract/account-statement';
import { failedLoad } from './failed-load';
import { failureOf, type Failure } from './failure';
import { notProvided } from './not-provided';

export interface AccountStatementContext {
  rows: readonly AccountStatementRow[];
  /** Why the list could not be read; set only while `failed` holds. */
  failure: Failure | null;
}

export type AccountStatementEvent = { type: 'accountStatement.retry' };

export const accountStatementMachine = setup({
  types: {
    context: {} as AccountStatementContext,
    events: {} as AccountStatementEvent,
  },
  actors: {
    fetchAccountStatement: notProvided.actor<readonly AccountStatementRow[], void>('accountStatement', 'fetchAccountStatement'),
  },
}).createMachine({
  id: 'accountStatement',
  description: 'Account statement: the company\'s list, read once, shown, or failed with a retry.',
  context: { rows: [], failure: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the list; a list shown before stays until the answer comes.',
      tags: ['busy'],
      invoke: {
        id: 'fetchAccountStatement',
        src: 'fetchAccountStatement',
        onDone: { target: 'loaded', actions: assign({ rows: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    failed: failedLoad<AccountStatementContext, AccountStatementEvent>('accountStatement.retry', 'The list could not be read: the message and a retry are shown.'),
    loaded: {
      description: 'The list, or the empty page when it has no rows.',
    },
  },
});

export type AccountStatementSnapshot = SnapshotFrom<typeof accountStatementMachine>;
