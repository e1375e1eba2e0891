import { assign, setup, type SnapshotFrom } from 'xstate';
import { statementFileName, type AccountStatement, type StatementPeriod } from '../contract/account-statement';
import { failedLoad } from './failed-load';
import { failureOf, type Failure } from './failure';
import { notProvided } from './not-provided';
import { isStatementPeriod, presetPeriod } from './rules/statement-period';

export interface AccountStatementInput {
  /** The Santiago day the page opened on, `YYYY-MM-DD`: the statement opens on this month up to it. */
  today: string;
}

export type StatementFormat = 'pdf' | 'csv';

export interface AccountStatementContext {
  today: string;
  period: StatementPeriod;
  /** The last statement read; kept while another period loads, so the page does not blink. */
  statement: AccountStatement | null;
  /** Why the statement could not be read; set only while `failed` holds. */
  failure: Failure | null;
  /** Which file could not be made and why; set only while `ready.downloadFailed` holds. */
  downloadFailure: { format: StatementFormat; failure: Failure } | null;
}

export type AccountStatementEvent =
  | { type: 'accountStatement.period'; period: StatementPeriod }
  | { type: 'accountStatement.retry' }
  | { type: 'accountStatement.downloadPdf' }
  | { type: 'accountStatement.downloadCsv' }
  | { type: 'accountStatement.dismiss' };

export const accountStatementMachine = setup({
  types: {
    input: {} as AccountStatementInput,
    context: {} as AccountStatementContext,
    events: {} as AccountStatementEvent,
  },
  actors: {
    loadStatement: notProvided.actor<AccountStatement, StatementPeriod>('accountStatement', 'loadStatement'),
    downloadPdf: notProvided.actor<Blob, StatementPeriod>('accountStatement', 'downloadPdf'),
    downloadCsv: notProvided.actor<Blob, StatementPeriod>('accountStatement', 'downloadCsv'),
  },
  actions: {
    saveFile: (_, _params: { file: Blob; fileName: string }) => notProvided.action('accountStatement', 'saveFile'),
  },
  guards: {
    isStatementPeriod: ({ context }, { period }: { period: StatementPeriod }) => isStatementPeriod(period, context.today),
  },
}).createMachine({
  id: 'accountStatement',
  description:
    "Estado de cuenta: the company's invoices and payments of a period with the running balance, read again for each period chosen, and its PDF and CSV made on demand.",
  context: ({ input }) => ({ today: input.today, period: presetPeriod('thisMonth', input.today), statement: null, failure: null, downloadFailure: null }),
  initial: 'loading',
  on: {
    // A file being made is of the period left: it is abandoned with it.
    'accountStatement.period': {
      guard: { type: 'isStatementPeriod', params: ({ event }) => ({ period: event.period }) },
      target: '.loading',
      actions: assign({ period: ({ event }) => event.period }),
    },
  },
  states: {
    loading: {
      description: "Reading the period's statement; the one shown before stays meanwhile.",
      tags: ['busy'],
      invoke: {
        id: 'loadStatement',
        src: 'loadStatement',
        input: ({ context }) => context.period,
        onDone: { target: 'ready', actions: assign({ statement: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    ready: {
      description: 'The balances, the ageing, the credit line and the movements of the period are shown, or that it has none.',
      initial: 'idle',
      states: {
        idle: {
          description: 'The statement is shown; its PDF and its CSV are a click away.',
          on: { 'accountStatement.downloadPdf': 'downloadingPdf', 'accountStatement.downloadCsv': 'downloadingCsv' },
        },
        downloadingPdf: {
          description: "Making the period's PDF; the statement stays on screen.",
          tags: ['busy'],
          invoke: {
            id: 'downloadPdf',
            src: 'downloadPdf',
            input: ({ context }) => context.period,
            onDone: { target: 'idle', actions: { type: 'saveFile', params: ({ context, event }) => ({ file: event.output, fileName: statementFileName(context.period, 'pdf') }) } },
            onError: { target: 'downloadFailed', actions: assign({ downloadFailure: ({ event }) => ({ format: 'pdf' as const, failure: failureOf(event.error) }) }) },
          },
        },
        downloadingCsv: {
          description: "Making the period's CSV; the statement stays on screen.",
          tags: ['busy'],
          invoke: {
            id: 'downloadCsv',
            src: 'downloadCsv',
            input: ({ context }) => context.period,
            onDone: { target: 'idle', actions: { type: 'saveFile', params: ({ context, event }) => ({ file: event.output, fileName: statementFileName(context.period, 'csv') }) } },
            onError: { target: 'downloadFailed', actions: assign({ downloadFailure: ({ event }) => ({ format: 'csv' as const, failure: failureOf(event.error) }) }) },
          },
        },
        downloadFailed: {
          description: 'A file could not be made: the reason, with a retry; the statement stays.',
          tags: ['error'],
          exit: assign({ downloadFailure: null }),
          on: {
            'accountStatement.downloadPdf': 'downloadingPdf',
            'accountStatement.downloadCsv': 'downloadingCsv',
            'accountStatement.dismiss': 'idle',
          },
        },
      },
    },
    failed: failedLoad<AccountStatementContext, AccountStatementEvent>('accountStatement.retry', 'The statement could not be read: the reason and a retry.'),
  },
});

export type AccountStatementSnapshot = SnapshotFrom<typeof accountStatementMachine>;
