import { assign, setup, type SnapshotFrom } from 'xstate';
import { linesFileName, type AnalyticsReport } from '../contract/analytics';
import { failedLoad } from './failed-load';
import { failureOf, type Failure } from './failure';
import { notProvided } from './not-provided';
import { isValidChoice, periodOf, type Period, type PeriodChoice } from './rules/period';

export interface AnalyticsInput {
  /** The Santiago day the page opened on, `YYYY-MM-DD`: the periods end with its month. */
  today: string;
  /** The period the URL asked for; the last 12 months otherwise. */
  choice?: PeriodChoice;
}

export interface AnalyticsContext {
  today: string;
  choice: PeriodChoice;
  /** The last report read; kept while another period loads, so the page does not blink. */
  report: AnalyticsReport | null;
  /** Why the report could not be read; set only while `failed` holds. */
  failure: Failure | null;
  /** Why the CSV could not be made; set only while `ready.exportFailed` holds. */
  exportFailure: Failure | null;
}

export type AnalyticsEvent =
  | { type: 'analytics.period'; choice: PeriodChoice }
  | { type: 'analytics.retry' }
  | { type: 'analytics.export' }
  | { type: 'analytics.dismiss' };

export const defaultChoice: PeriodChoice = { preset: 'last12' };
const choiceOf = (input: AnalyticsInput) =>
  input.choice && isValidChoice(input.choice, input.today) ? input.choice : defaultChoice;

/** The months the report covers: the choice read on the day the page opened. */
export const periodOfContext = (context: Pick<AnalyticsContext, 'choice' | 'today'>): Period => periodOf(context.choice, context.today);


export const analyticsMachine = setup({
  types: {
    input: {} as AnalyticsInput,
    context: {} as AnalyticsContext,
    events: {} as AnalyticsEvent,
  },
  actors: {
    loadReport: notProvided.actor<AnalyticsReport, Period>('analytics', 'loadReport'),
    exportLines: notProvided.actor<Blob, Period>('analytics', 'exportLines'),
  },
  actions: {
    saveFile: (_, _params: { file: Blob; fileName: string }) => notProvided.action('analytics', 'saveFile'),
  },
  guards: {
    isValidChoice: ({ context }, { choice }: { choice: PeriodChoice }) => isValidChoice(choice, context.today),
    hasNoOrders: (_, { report }: { report: AnalyticsReport }) => report.current.orders === 0,
  },
}).createMachine({
  id: 'analytics',
  description: "The company's purchases in a period of months beside as many months before, and their lines as a CSV.",
  context: ({ input }) => {
    const choice = choiceOf(input);
    return { today: input.today, choice, report: null, failure: null, exportFailure: null };
  },
  initial: 'loading',
  on: {
    'analytics.period': {
      guard: { type: 'isValidChoice', params: ({ event }) => ({ choice: event.choice }) },
      target: '.loading',
      actions: assign({ choice: ({ event }) => event.choice }),
    },
  },
  states: {
    loading: {
      description: 'Reading the report of the period; the previous one stays on screen meanwhile.',
      tags: ['busy'],
      invoke: {
        id: 'loadReport',
        src: 'loadReport',
        input: ({ context }) => periodOfContext(context),
        onDone: [
          {
            guard: { type: 'hasNoOrders', params: ({ event }) => ({ report: event.output }) },
            target: 'empty',
            actions: assign({ report: ({ event }) => event.output }),
          },
          { target: 'ready', actions: assign({ report: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    ready: {
      description: 'The figures, charts and tables of the period are shown.',
      initial: 'idle',
      states: {
        idle: { on: { 'analytics.export': 'exporting' } },
        exporting: {
          description: "Making the CSV of the period's lines.",
          tags: ['busy'],
          invoke: {
            id: 'exportLines',
            src: 'exportLines',
            input: ({ context }) => periodOfContext(context),
            onDone: {
              target: 'idle',
              actions: { type: 'saveFile', params: ({ context, event }) => ({ file: event.output, fileName: linesFileName(periodOfContext(context)) }) },
            },
            onError: { target: 'exportFailed', actions: assign({ exportFailure: ({ event }) => failureOf(event.error) }) },
          },
        },
        exportFailed: {
          description: 'The CSV could not be made: the reason, with a retry.',
          tags: ['error'],
          exit: assign({ exportFailure: null }),
          on: { 'analytics.export': 'exporting', 'analytics.dismiss': 'idle' },
        },
      },
    },
    empty: {
      description: 'No purchases in the period: said so, with the other periods a click away (the debt, if any, still shows).',
    },
    failed: failedLoad<AnalyticsContext, AnalyticsEvent>('analytics.retry', 'The report could not be read: the reason and a retry.'),
  },
});

export type AnalyticsSnapshot = SnapshotFrom<typeof analyticsMachine>;
