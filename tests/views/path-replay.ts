import { createActor, type AnyStateMachine, type AnyStateNode, type EventObject, type SnapshotFrom } from 'xstate';
import { allStateNodes, inertActors, type ModelPath } from '../machines/support/model';
import { statesOf } from '../machines/support/path-cover';

/** `it.each` rows for model paths, each named by its events in order. */
export const pathCases = (paths: readonly ModelPath[]) =>
  paths.map((path) => [path.steps.slice(1).map((step) => step.event.type.replace(/^xstate\./, '')).join(' → '), path] as const);

/**
 * The states that none of `paths` passes through, among those `shows` keeps (a transient state, say, is
 * never on screen): empty when the replayed paths show the page in every one.
 */
export function statesNotShown(machine: AnyStateMachine, paths: readonly ModelPath[], shows: (node: AnyStateNode) => boolean = () => true) {
  const shown = new Set(paths.flatMap(statesOf));
  return allStateNodes(machine)
    .filter(shows)
    .map((node) => `state ${node.id}`)
    .filter((state) => !shown.has(state));
}

/**
 * The machine as the page should be driving it, with every actor stalled so that only the replayed path
 * moves it: it tells the exact context at each step, which a traversal's snapshot (one per abstract key)
 * cannot.
 */
export function shadowOf<TMachine extends AnyStateMachine>(machine: TMachine, { input, delays }: { input?: unknown; delays?: Record<string, number> } = {}) {
  const inert = inertActors(machine);
  return createActor((delays ? inert.provide({ delays }) : inert) as TMachine, { input } as never).start();
}

/**
 * Replays a model path on a rendered page: each event goes to the page the way its user, the gateway or
 * the clock would send it (`replay`) and to the shadow; `check` holds the page to the shadow's snapshot at
 * the start and after every step.
 */
export async function walkPath<TMachine extends AnyStateMachine>(
  path: ModelPath,
  shadow: ReturnType<typeof shadowOf<TMachine>>,
  replay: (event: EventObject, before: SnapshotFrom<TMachine>) => Promise<unknown>,
  check: (expected: SnapshotFrom<TMachine>) => unknown,
) {
  try {
    for (const step of path.steps) {
      if (step.event.type !== 'xstate.init') {
        await replay(step.event, shadow.getSnapshot() as SnapshotFrom<TMachine>);
        shadow.send(step.event as never);
      }
      await check(shadow.getSnapshot() as SnapshotFrom<TMachine>);
    }
  } finally {
    shadow.stop();
  }
}
