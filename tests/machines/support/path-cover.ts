import type { AnyMachineSnapshot } from 'xstate';
import type { ModelPath } from './model';

/** Something a replayed path shows (a state, a move), and how much showing it is worth. */
export type Mark = readonly [name: string, weight: number];

/** How the moves of a path tell snapshots apart; by default their state value. */
export type SnapshotKey = (snapshot: AnyMachineSnapshot) => string;
const byValue: SnapshotKey = (snapshot) => JSON.stringify(snapshot.value);

/** The state nodes a path passes through. */
export const statesOf = (path: ModelPath) => path.steps.flatMap((step) => step.state._nodes.map((node) => `state ${node.id}`));

/** The moves a path makes: from one snapshot, by an event, to the next. */
export const movesOf = (path: ModelPath, key: SnapshotKey = byValue) =>
  path.steps.slice(1).map((step, index) => `${key(path.steps[index]!.state)} ${step.event.type} ${key(step.state)}`);

/** A state shown weighs a hundred moves taken: paths that reach new screens come first. */
export const stateAndMoveMarks = (path: ModelPath): Mark[] => [
  ...statesOf(path).map((state) => [state, 100] as const),
  ...movesOf(path).map((move) => [move, 1] as const),
];

/**
 * The paths a view test replays on the rendered page, where each takes a second or more: greedily, the
 * path whose marks not yet shown weigh the most, until every mark is shown or `most` paths are picked.
 * The machine tests walk every path; these few show every screen and move in the page.
 */
export function coveringPaths(
  paths: readonly ModelPath[],
  { most = Infinity, marksOf = stateAndMoveMarks }: { most?: number; marksOf?: (path: ModelPath) => readonly Mark[] } = {},
): ModelPath[] {
  const marks = new Map(paths.map((path) => [path, marksOf(path)]));
  const unseen = new Set([...marks.values()].flatMap((list) => list.map(([name]) => name)));
  const fresh = (path: ModelPath) => marks.get(path)!.reduce((sum, [name, weight]) => sum + (unseen.has(name) ? weight : 0), 0);
  const chosen: ModelPath[] = [];
  while (unseen.size > 0 && chosen.length < most) {
    const best = paths.reduce((a, b) => (fresh(b) > fresh(a) ? b : a));
    if (fresh(best) === 0) break;
    for (const [name] of marks.get(best)!) unseen.delete(name);
    chosen.push(best);
  }
  return chosen;
}
