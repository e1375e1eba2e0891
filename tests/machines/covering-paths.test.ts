import { describe, expect, it } from 'vitest';
import { assign, fromPromise, initialTransition, setup, transition } from 'xstate';
import { coveringPaths } from './support/covering-paths';
import { machineModel } from './support/model';
import { runPaths } from './support/run-paths';

// A list that loads, fails and retries, reloads by itself after a while, and opens only once it has rows.
const machine = setup({
  types: { context: {} as { rows: number }, events: {} as { type: 'retry' } | { type: 'open' } },
  actors: { load: fromPromise<number>(() => new Promise<never>(() => {})) },
  guards: { hasRows: ({ context }) => context.rows > 0 },
  delays: { refresh: 60_000 },
}).createMachine({
  id: 'list',
  context: { rows: 0 },
  initial: 'loading',
  states: {
    loading: {
      invoke: { id: 'load', src: 'load', onDone: { target: 'ready', actions: assign({ rows: ({ event }) => event.output }) }, onError: 'failed' },
    },
    failed: { on: { retry: 'loading' } },
    ready: { on: { open: { guard: 'hasRows', target: 'open' } }, after: { refresh: 'loading' } },
    open: { type: 'final' },
  },
});

const model = machineModel({
  name: 'list',
  machine,
  inputs: [undefined],
  events: [
    { type: 'retry' },
    { type: 'open' },
    { type: 'xstate.done.actor.load', output: 0 },
    { type: 'xstate.done.actor.load', output: 3 },
    // Another list with rows: the same vertex of the graph, another context.
    { type: 'xstate.done.actor.load', output: 5 },
    { type: 'xstate.error.actor.load', error: new TypeError('Failed to fetch') },
  ],
  abstractContext: (context) => context.rows > 0,
  invariants: (snapshot) => expect(snapshot.context.rows).toBeGreaterThanOrEqual(0),
});

describe('covering paths', () => {
  it('take every state and transition, the timer included, on a live actor, in few paths', () => {
    const cover = coveringPaths(model);
    const coverage = runPaths(model, cover.paths);
    expect({ missedStates: coverage.missedStates, missedTransitions: coverage.missedTransitions, unlisted: cover.unlisted }).toEqual({
      missedStates: [],
      missedTransitions: [],
      unlisted: [],
    });
    expect(cover.paths.length).toBeLessThanOrEqual(2);
  });

  it('hold the snapshots their own events reach, context and all', () => {
    for (const path of coveringPaths(model).paths) {
      let [reached] = initialTransition(machine);
      expect(path.steps[0]!.state.context).toEqual(reached.context);
      for (const step of path.steps.slice(1)) {
        [reached] = transition(machine, reached, step.event as never);
        expect([step.state.value, step.state.context]).toEqual([reached.value, reached.context]);
      }
    }
  });

  it('name the answers a model does not list', () => {
    expect(coveringPaths({ ...model, events: [{ type: 'retry' }, { type: 'open' }] }).unlisted).toEqual(['xstate.done.actor.load', 'xstate.error.actor.load']);
  });

  it('miss, and say so, a transition whose guard reads what the abstraction leaves out', () => {
    const blind = { ...model, abstractContext: undefined };
    const cover = coveringPaths(blind);
    expect(cover.missed).toEqual(['state list.open', 'list.ready --open[hasRows]--> list.open#0']);
    expect(runPaths(blind, cover.paths).missedTransitions).toEqual(['list.ready --open[hasRows]--> list.open#0']);
  });

  it('leave out what a page cannot be sent, and say what that misses', () => {
    const cover = coveringPaths(model, { walkable: (event) => event.type !== 'retry' });
    expect(cover.missed).toEqual(['list.failed --retry--> list.loading#0']);
  });
});
