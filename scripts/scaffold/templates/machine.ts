import type { Names } from '../names';

/** machines/<name>.machine.ts: a list read once, shown, or failed with a retry. */
export const machineModule = ({ kebab, camel, pascal, words }: Names) => `import { assign, setup, type SnapshotFrom } from 'xstate';
import type { ${pascal}Row } from '../contract/${kebab}';
import { failedLoad } from './failed-load';
import { failureOf, type Failure } from './failure';
import { notProvided } from './not-provided';

export interface ${pascal}Context {
  rows: readonly ${pascal}Row[];
  /** Why the list could not be read; set only while \`failed\` holds. */
  failure: Failure | null;
}

export type ${pascal}Event = { type: '${camel}.retry' };

export const ${camel}Machine = setup({
  types: {
    context: {} as ${pascal}Context,
    events: {} as ${pascal}Event,
  },
  actors: {
    fetch${pascal}: notProvided.actor<readonly ${pascal}Row[], void>('${camel}', 'fetch${pascal}'),
  },
}).createMachine({
  id: '${camel}',
  description: '${words}: the company\\'s list, read once, shown, or failed with a retry.',
  context: { rows: [], failure: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the list; a list shown before stays until the answer comes.',
      tags: ['busy'],
      invoke: {
        id: 'fetch${pascal}',
        src: 'fetch${pascal}',
        onDone: { target: 'loaded', actions: assign({ rows: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    failed: failedLoad<${pascal}Context, ${pascal}Event>('${camel}.retry', 'The list could not be read: the message and a retry are shown.'),
    loaded: {
      description: 'The list, or the empty page when it has no rows.',
    },
  },
});

export type ${pascal}Snapshot = SnapshotFrom<typeof ${camel}Machine>;
`;

/** tests/machines/models/<name>.model.ts: the machine's events and answers for the path tests. */
export const modelModule = ({ kebab, camel, pascal }: Names) => `import { expect } from 'vitest';
import type { ${pascal}Row } from '../../../contract/${kebab}';
import { ${camel}Machine, type ${pascal}Snapshot } from '../../../machines/${kebab}.machine';
import { machineModel } from '../support/model';

// new:screen: rows as the gateway answers them, with the fields the page shows.
export const rows: readonly ${pascal}Row[] = [
  { id: 1, name: 'Primera fila' },
  { id: 2, name: 'Segunda fila' },
];

export const forbidden = { status: 403, code: 'forbidden', message: 'Tu rol no permite ver esta lista.' };
export const offline = new TypeError('Failed to fetch');

export const model = machineModel({
  name: '${camel}',
  machine: ${camel}Machine,
  inputs: [undefined],
  events: [
    { type: '${camel}.retry' },
    { type: 'xstate.done.actor.fetch${pascal}', output: rows },
    { type: 'xstate.done.actor.fetch${pascal}', output: [] },
    { type: 'xstate.error.actor.fetch${pascal}', error: forbidden },
    { type: 'xstate.error.actor.fetch${pascal}', error: offline },
  ],
  abstractContext: (context) => [context.rows.length, context.failure?.code ?? null],
  invariants: (snapshot) => {
    const s = snapshot as ${pascal}Snapshot;
    expect(s.context.failure !== null).toBe(s.matches('failed'));
    expect(s.hasTag('error')).toBe(s.matches('failed'));
    expect(s.hasTag('busy')).toBe(s.matches('loading'));
  },
});
`;
