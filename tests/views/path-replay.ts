import { createActor, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, type EventObject, type SnapshotFrom } from 'xstate';
import { allStateNodes, inertActors, modelPaths, type MachineModel, type ModelPath } from '../machines/support/model';
import { coveringPaths, statesOf } from '../machines/support/path-cover';

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

const edgesOf = (path: ModelPath) =>
  path.steps.slice(0, -1).map((step, i) => `${JSON.stringify(step.state.value)} ${JSON.stringify(path.steps[i + 1]!.event)}`);

/** Few of a model's paths that take every move between states at least once; the machine tests walk all of them. */
export function edgeCoveringPaths<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>): ModelPath[] {
  return coveringPaths(modelPaths(model), { marksOf: (path) => edgesOf(path).map((edge) => [edge, 1] as const) });
}

/**
 * Replays a path's recorded steps on a rendered page: `replay` sends each event as its user or the
 * gateway would, given the snapshot before it; `expectScreen` holds the page to each snapshot.
 */
export async function replayRecorded(
  path: ModelPath,
  replay: (event: EventObject, before: AnyMachineSnapshot) => Promise<unknown>,
  expectScreen: (snapshot: AnyMachineSnapshot) => Promise<unknown>,
) {
  let before = path.steps[0]!.state;
  await expectScreen(before);
  for (const step of path.steps.slice(1)) {
    await replay(step.event, before);
    await expectScreen(step.state);
    before = step.state;
  }
}
