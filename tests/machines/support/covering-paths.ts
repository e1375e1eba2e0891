import {
  createEmptyActor,
  type AnyActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import type { MachineModel, ModelEvent } from './model';

/** One step of a path: the event sent and the snapshot it leads to (`xstate.init` for the start). */
export interface ModelStep<TMachine extends AnyStateMachine = AnyStateMachine> {
  event: ModelEvent<TMachine> | { type: 'xstate.init' };
  state: SnapshotFrom<TMachine>;
}

/**
 * A path from one of the model's inputs. Its snapshots are the ones its events reach from that input:
 * exact, context and all, so a test may hold a page to them.
 */
export interface ModelPath<TMachine extends AnyStateMachine = AnyStateMachine> {
  input: InputFrom<TMachine>;
  steps: ModelStep<TMachine>[];
}

export interface Cover<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** Few paths that between them reach every state and take every transition they can reach. */
  paths: ModelPath<TMachine>[];
  /** The states (`state <id>`) and transitions (`transitionKey`) none of them reaches. */
  missed: string[];
  /** The event types some transition waits for that the model's `events` never offer. */
  unlisted: string[];
}

export interface CoverOptions<TMachine extends AnyStateMachine> {
  /** Only paths from these inputs (a page opened one way, say). */
  inputs?: (input: InputFrom<TMachine>) => boolean;
  /** Whether `event` may be sent in `before` (a page that offers no control for it then, say). */
  walkable?: (event: ModelEvent<TMachine>, before: SnapshotFrom<TMachine>) => boolean;
}

export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      out.push(child);
      visit(child);
    }
  };
  visit(machine.root);
  return out;
}

export function allTransitions(machine: AnyStateMachine): AnyTransitionDefinition[] {
  return [machine.root, ...allStateNodes(machine)].flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])]);
}

/** A stable, readable name for a transition: source, event, guard and targets. */
export function transitionKey(t: AnyTransitionDefinition): string {
  const targets = (t.target ?? []).map((n: AnyStateNode) => n.id).join(',');
  const guard = !t.guard ? '' : typeof t.guard === 'string' ? t.guard : typeof t.guard === 'object' ? String(t.guard.type) : 'guard';
  return `${t.source.id} --${t.eventType || 'always'}${guard ? `[${guard}]` : ''}--> ${targets || '(self)'}#${t.source.transitions.get(t.eventType)?.indexOf(t) ?? t.source.always?.indexOf(t)}`;
}

export const stateMark = (node: AnyStateNode) => `state ${node.id}`;

/** The delayed events of a machine (`xstate.after.<delay>.<state>`): a model need not list them. */
function afterEvents(machine: AnyStateMachine): EventObject[] {
  return allStateNodes(machine).flatMap((node) =>
    [...node.transitions.keys()].filter((type) => type.startsWith('xstate.after.')).map((type) => ({ type })),
  );
}

/** Event types the machine raises itself, which no model lists: eventless moves and a region's end. */
const raisedByTheMachine = (type: string) => type === '' || type === '*' || type.startsWith('xstate.done.state.');

/**
 * The states and transitions one snapshot and event reach, as `runPaths` counts them on a live actor:
 * recorded from the microsteps the machine reports while it computes the next snapshot.
 */
function recorder(universe: Set<string>) {
  let marks = new Set<string>();
  const self = createEmptyActor();
  self.system.inspect((inspection) => {
    if (inspection.type !== '@xstate.microstep') return;
    for (const t of inspection._transitions) {
      marks.add(`state ${t.source.id}`);
      marks.add(transitionKey(t));
    }
    for (const node of (inspection.snapshot as AnyMachineSnapshot)._nodes) marks.add(stateMark(node));
  });
  // What xstate/graph's traversal passes: actions are resolved, none performed.
  const scope = {
    self,
    id: '',
    sessionId: 'model',
    logger: () => {},
    defer: () => {},
    emit: () => {},
    system: self.system,
    stopChild: () => {},
    actionExecutor: () => {},
  } as unknown as AnyActorScope;
  return {
    scope,
    /** Runs `compute`, returning the snapshot it reached and the states and transitions on the way, among `universe`. */
    marks(compute: () => AnyMachineSnapshot): [AnyMachineSnapshot, Set<string>] {
      marks = new Set();
      const result = compute();
      for (const node of result._nodes) marks.add(stateMark(node));
      return [result, new Set([...marks].filter((mark) => universe.has(mark)))];
    },
  };
}

interface Edge {
  from: string;
  event: EventObject;
  to: string;
  state: AnyMachineSnapshot;
  marks: Set<string>;
}

interface Vertex {
  snapshot: AnyMachineSnapshot;
  edges: Edge[];
  /** The edge this vertex was first reached by: its snapshot is the one that path reaches. */
  via: Edge | null;
}

interface Graph {
  input: unknown;
  startMarks: Set<string>;
  start: string;
  vertices: Map<string, Vertex>;
}

/** A walk this long takes no further detour, so that a failing path stays short enough to read. */
const longestWalk = 16;

/**
 * The covering paths of a model: few paths that between them reach every state and take every
 * transition of its machine, each path's snapshots the exact ones its events reach.
 *
 * Per input, a breadth-first traversal whose vertices are the state value and `abstractContext` (what
 * decides which transitions are possible, not every context variant); the first snapshot to reach a
 * vertex stands for it. (xstate/graph's `getShortestPaths` keeps the last snapshot seen under a key
 * instead, which is not on the path when the key is coarser than the context.) Then walks: from the
 * start, each walk goes by the graph to the nearest transition not yet taken or state not yet reached
 * and takes it, again and again, each event applied to the walk's own snapshot. What the walks miss (a
 * context the abstraction merged but a guard tells apart) is reached by the graph's shortest path to it.
 */
export function coveringPaths<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>, options: CoverOptions<TMachine> = {}): Cover<TMachine> {
  const { machine } = model;
  const universe = new Set([...allStateNodes(machine).map(stateMark), ...allTransitions(machine).map(transitionKey)]);
  const record = recorder(universe);
  const timers = afterEvents(machine);
  const key = (snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.value, model.abstractContext?.(snapshot.context) ?? null]);
  const offered = new Set<string>();
  const walkable = (event: EventObject, before: AnyMachineSnapshot) =>
    before.can(event) && (options.walkable?.(event as ModelEvent<TMachine>, before as SnapshotFrom<TMachine>) ?? true);

  const graphs = model.inputs
    .filter((input) => options.inputs?.(input) ?? true)
    .map((input): Graph => {
      const [first, startMarks] = record.marks(() => machine.getInitialSnapshot(record.scope, input) as AnyMachineSnapshot);
      const vertices = new Map<string, Vertex>([[key(first), { snapshot: first, edges: [], via: null }]]);
      for (const [from, vertex] of vertices) {
        if (vertex.snapshot.status !== 'active') continue;
        const listed = typeof model.events === 'function' ? model.events(vertex.snapshot as SnapshotFrom<TMachine>) : model.events;
        for (const event of [...listed, ...timers] as EventObject[]) {
          offered.add(event.type);
          if (!walkable(event, vertex.snapshot)) continue;
          const [state, marks] = record.marks(() => machine.transition(vertex.snapshot, event, record.scope) as AnyMachineSnapshot);
          const edge: Edge = { from, event, to: key(state), state, marks };
          vertex.edges.push(edge);
          if (!vertices.has(edge.to)) vertices.set(edge.to, { snapshot: state, edges: [], via: edge });
        }
      }
      return { input, startMarks, start: key(first), vertices };
    });

  const uncovered = new Set(graphs.flatMap((graph) => [...graph.startMarks, ...[...graph.vertices.values()].flatMap((v) => v.edges.flatMap((e) => [...e.marks]))]));
  const covered = new Set<string>();
  const cover = (marks: Set<string>) =>
    marks.forEach((mark) => {
      uncovered.delete(mark);
      covered.add(mark);
    });
  const strayed = new Set<Edge>();
  const wanted = (edge: Edge) => !strayed.has(edge) && [...edge.marks].some((mark) => uncovered.has(mark));
  const paths: ModelPath[] = [];

  for (const graph of graphs) {
    for (;;) {
      let at = graph.vertices.get(graph.start)!.snapshot;
      const steps: ModelStep[] = [{ event: { type: 'xstate.init' }, state: at }];
      const before = uncovered.size;
      cover(graph.startMarks);
      for (let route = routeTo(graph, key(at), wanted); route && steps.length <= longestWalk; route = routeTo(graph, key(at), wanted)) {
        for (const { event } of route) {
          if (!walkable(event, at)) break;
          const [state, marks] = record.marks(() => machine.transition(at, event, record.scope) as AnyMachineSnapshot);
          steps.push({ event, state });
          cover(marks);
          at = state;
        }
        // This walk's own context took it elsewhere: that edge is left to the graph's path to it.
        if (wanted(route.at(-1)!)) strayed.add(route.at(-1)!);
      }
      if (uncovered.size < before) paths.push({ input: graph.input, steps });
      else if (!routeTo(graph, graph.start, wanted)) break;
    }
  }

  for (const graph of graphs) {
    for (const vertex of graph.vertices.values()) {
      for (const edge of vertex.edges) {
        if (![...edge.marks].some((mark) => uncovered.has(mark))) continue;
        const route = [edge];
        for (let via = graph.vertices.get(edge.from)!.via; via; via = graph.vertices.get(via.from)!.via) route.unshift(via);
        const steps: ModelStep[] = [{ event: { type: 'xstate.init' }, state: graph.vertices.get(graph.start)!.snapshot }];
        paths.push({ input: graph.input, steps: [...steps, ...route.map(({ event, state }) => ({ event, state }))] });
        cover(graph.startMarks);
        route.forEach(({ marks }) => cover(marks));
      }
    }
  }

  const waitedFor = new Set(allTransitions(machine).map((t) => t.eventType));
  return {
    paths: paths as ModelPath<TMachine>[],
    missed: [...universe].filter((mark) => !covered.has(mark)),
    unlisted: [...waitedFor].filter((type) => !raisedByTheMachine(type) && !offered.has(type)).sort(),
  };
}

/** The shortest way through the graph from `from` to an edge `wanted` says to take, that edge last. */
function routeTo(graph: Graph, from: string, wanted: (edge: Edge) => boolean): Edge[] | null {
  const reachedBy = new Map<string, Edge | null>([[from, null]]);
  for (const [at] of reachedBy) {
    for (const edge of graph.vertices.get(at)?.edges ?? []) {
      if (wanted(edge)) {
        const route = [edge];
        for (let via = reachedBy.get(at); via; via = reachedBy.get(via.from)) route.unshift(via);
        return route;
      }
      if (!reachedBy.has(edge.to)) reachedBy.set(edge.to, edge);
    }
  }
  return null;
}
