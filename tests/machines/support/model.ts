import {
  createActor,
  fromPromise,
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type ContextFrom,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
} from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';

/**
 * What a model-based test needs to walk one machine: the machine with fake effects, the events a user,
 * the gateway or a timer can send (done/error/after events listed explicitly, since traversal runs no
 * actor), and the invariants every reached snapshot must hold.
 */
export interface MachineModel<TMachine extends AnyStateMachine> {
  name: string;
  machine: TMachine;
  /** Each input starts its own traversal (a stored token or none, a saved cart or none, ...). */
  inputs: readonly InputFrom<TMachine>[];
  events: readonly EventFromLogic<TMachine>[] | ((snapshot: AnyMachineSnapshot) => readonly EventFromLogic<TMachine>[]);
  /**
   * The part of the context that decides which transitions are possible (say, "cart above the minimum
   * order"). Snapshots that differ only elsewhere count as one vertex, which keeps the graph finite.
   */
  abstractContext?: (context: ContextFrom<TMachine>) => unknown;
  invariants: (snapshot: AnyMachineSnapshot, step: PathStep) => void;
}

export interface PathStep {
  event: EventObject;
  previous: AnyMachineSnapshot | undefined;
}

export type ModelPath = StatePath<AnyMachineSnapshot, EventObject> & { input: unknown };

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
  return [machine.root, ...allStateNodes(machine)].flatMap((node) => [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
  ]);
}

/** A stable, readable name for a transition: source, event and targets. */
export function transitionKey(t: AnyTransitionDefinition): string {
  const targets = (t.target ?? []).map((n: AnyStateNode) => n.id).join(',');
  const guard = typeof t.guard === 'string' ? t.guard : t.guard ? 'guard' : '';
  return `${t.source.id} --${t.eventType || 'always'}${guard ? `[${guard}]` : ''}--> ${targets || '(self)'}#${t.source.transitions.get(t.eventType)?.indexOf(t) ?? t.source.always?.indexOf(t)}`;
}

/** The delayed events of a machine (`xstate.after.<delay>.<state>`), to list among a model's events. */
export function afterEvents(machine: AnyStateMachine): EventObject[] {
  return allStateNodes(machine).flatMap((node) =>
    [...node.transitions.keys()].filter((type) => type.startsWith('xstate.after.')).map((type) => ({ type })),
  );
}

export function modelPaths<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>): ModelPath[] {
  const abstract = (snapshot: AnyMachineSnapshot) => [snapshot.value, model.abstractContext?.(snapshot.context) ?? null];
  // Transition-level: where it came from and by which event are part of the vertex, so that every
  // transition, not only every state, gets a shortest path of its own.
  const serialize = (snapshot: AnyMachineSnapshot, event: EventObject | undefined, previous?: AnyMachineSnapshot) =>
    JSON.stringify([...abstract(snapshot), event ? serializeEvent(event) : null, previous ? abstract(previous) : null]);
  return model.inputs.flatMap((input) =>
    getShortestPaths(model.machine as AnyActorLogic, {
      input,
      events: model.events as never,
      filterEvents: (snapshot: AnyMachineSnapshot, event: EventObject) => snapshot.can(event),
      serializeState: serialize as never,
    }).map((path) => ({ ...(path as StatePath<AnyMachineSnapshot, EventObject>), input })),
  );
}

function serializeEvent(event: EventObject): string {
  return JSON.stringify(event);
}

/** Every invoked actor replaced by one that never settles: only the path's own events move the machine. */
export function inertActors(machine: AnyStateMachine): AnyStateMachine {
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [name, fromPromise(() => new Promise<never>(() => {}))]),
  );
  return machine.provide({ actors });
}

export interface Coverage {
  statesCovered: number;
  statesTotal: number;
  transitionsCovered: number;
  transitionsTotal: number;
  paths: number;
  missedStates: string[];
  missedTransitions: string[];
}

/**
 * Replays each path on a live actor, checking after every step that it sits where the traversal said
 * and that the model's invariants hold, and records which states and transitions the paths used.
 */
export function runPaths<TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
  paths: ModelPath[] = modelPaths(model),
  onStep?: (snapshot: AnyMachineSnapshot, step: PathStep) => void,
): Coverage {
  const visitedStates = new Set<string>();
  const takenTransitions = new Set<AnyTransitionDefinition>();
  const live = inertActors(model.machine);

  for (const path of paths) {
    const actor = createActor(live, {
      input: path.input,
      inspect: (inspection) => {
        // Only the machine itself, not the inert actors it invokes; called during createActor too.
        if (inspection.type !== '@xstate.microstep' || inspection.actorRef.sessionId !== inspection.rootId) return;
        const micro = inspection as unknown as { _transitions: AnyTransitionDefinition[]; snapshot: AnyMachineSnapshot };
        for (const t of micro._transitions) {
          takenTransitions.add(t);
          // A transient state (left at once by an eventless transition) shows only as a source.
          visitedStates.add(t.source.id);
        }
        for (const node of (micro.snapshot as unknown as { _nodes: AnyStateNode[] })._nodes) visitedStates.add(node.id);
      },
    });
    try {
      actor.start();
      let previous: AnyMachineSnapshot | undefined;
      for (const step of path.steps) {
        if (step.event.type !== 'xstate.init') actor.send(step.event);
        const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
        for (const node of (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes) visitedStates.add(node.id);
        if (JSON.stringify(snapshot.value) !== JSON.stringify(step.state.value)) {
          throw new Error(
            `${model.name}: after ${step.event.type} the actor is in ${JSON.stringify(snapshot.value)}, the traversal said ${JSON.stringify(step.state.value)}`,
          );
        }
        const pathStep = { event: step.event, previous };
        model.invariants(snapshot, pathStep);
        onStep?.(snapshot, pathStep);
        previous = snapshot;
      }
    } finally {
      actor.stop();
    }
  }

  const states = allStateNodes(model.machine).map((node) => node.id);
  const transitions = allTransitions(model.machine);
  const takenKeys = new Set([...takenTransitions].map(transitionKey));
  return {
    statesCovered: states.filter((id) => visitedStates.has(id)).length,
    statesTotal: states.length,
    transitionsCovered: transitions.filter((t) => takenKeys.has(transitionKey(t))).length,
    transitionsTotal: transitions.length,
    paths: paths.length,
    missedStates: states.filter((id) => !visitedStates.has(id)),
    missedTransitions: transitions.filter((t) => !takenKeys.has(transitionKey(t))).map(transitionKey),
  };
}
