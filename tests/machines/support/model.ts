import type { AnyMachineSnapshot, AnyStateMachine, ContextFrom, EventFromLogic, EventObject, InputFrom, SnapshotFrom } from 'xstate';

/*
 * The model of one machine, in tests/machines/models/<name>.model.ts. paths.test.ts walks every model
 * it finds there; the page's view test replays the same paths on the rendered page
 * (tests/views/path-replay.ts). A model file reads:
 *
 *   export const model = machineModel({
 *     name: 'orders-list',
 *     // The machine with its logging quiet; effects a test wants to see are recorded by its own actions.
 *     machine: ordersListMachine.provide({ actions: { logError: () => {} } }),
 *     // Each input starts its own traversal: a page opened plainly, or on one month.
 *     inputs: [{}, { month: '2025-05' }],
 *     events: [
 *       // What the user (or the browser, another tab) can do: one event per case worth telling apart.
 *       { type: 'list.search', text: 'perez' },
 *       { type: 'list.reload' },
 *       // What each invoked actor can answer, by its invoke id. The traversal runs no actor: an answer
 *       // not listed here never comes, and the transitions waiting for it are never taken.
 *       { type: 'xstate.done.actor.fetchOrders', output: orders },
 *       { type: 'xstate.error.actor.fetchOrders', error: new TypeError('Failed to fetch') },
 *       // Timers (`xstate.after.*`) are added for you.
 *     ],
 *     // What the guards (and a page's `walkable`) read, and nothing more: snapshots alike in it are one
 *     // vertex of the graph. Every context variant is a property test's job, not the paths'.
 *     abstractContext: (context) => [context.list.rows.length > 0, context.month !== null],
 *     // What must hold after every step of every path.
 *     invariants: (snapshot) => expect(snapshot.context.failure !== null).toBe(snapshot.hasTag('error')),
 *   });
 *
 * A form on machines/form.ts is `formModel(...)` (form.model.ts). The export must be named `model`.
 * paths.test.ts fails, naming what to add, on a file without it, on an event type a transition waits for
 * that `events` never offers, and on any state or transition the paths do not reach.
 */

/** What an invoked actor answers, as its machine receives it: `xstate.done.actor.<id>` or `xstate.error.actor.<id>`. */
export type ActorAnswer = { type: `xstate.done.actor.${string}`; output?: unknown } | { type: `xstate.error.actor.${string}`; error: unknown };

/** An event a model may send: the machine's own, an actor's answer, or a timer. */
export type ModelEvent<TMachine extends AnyStateMachine> = EventFromLogic<TMachine> | ActorAnswer | { type: `xstate.after.${string}` };

/** The step an invariant is checked after: the event just sent and the snapshot before it. */
export interface PathStep {
  event: EventObject;
  previous: AnyMachineSnapshot | undefined;
}

export interface MachineModel<TMachine extends AnyStateMachine> {
  /** The machine's name in the coverage table and in the view tests. */
  name: string;
  machine: TMachine;
  /** Each input starts its own traversal (a stored token or none, a saved cart or none, ...). */
  inputs: readonly InputFrom<TMachine>[];
  /** The events to try in every snapshot, or those worth trying in `snapshot`. */
  events: readonly ModelEvent<TMachine>[] | ((snapshot: SnapshotFrom<TMachine>) => readonly ModelEvent<TMachine>[]);
  /**
   * The part of the context that decides which transitions are possible (say, "cart above the minimum
   * order"). Snapshots that differ only elsewhere count as one vertex, which keeps the graph small.
   */
  abstractContext?: (context: ContextFrom<TMachine>) => unknown;
  invariants: (snapshot: SnapshotFrom<TMachine>, step: PathStep) => void;
}

/** A model, typed by its machine: events, contexts and snapshots are the machine's own. */
export function machineModel<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>): MachineModel<TMachine> {
  return model;
}
