import { createActor, fromPromise, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition, type EventObject } from 'xstate';
import { allStateNodes, allTransitions, stateMark, transitionKey, type ModelPath } from './covering-paths';
import type { MachineModel } from './model';

export interface Coverage {
  statesCovered: number;
  statesTotal: number;
  transitionsCovered: number;
  transitionsTotal: number;
  paths: number;
  missedStates: string[];
  missedTransitions: string[];
}

/** Every invoked actor replaced by one that never settles: only the path's own events move the machine. */
function inertActors(machine: AnyStateMachine): AnyStateMachine {
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [name, fromPromise(() => new Promise<never>(() => {}))]),
  );
  return machine.provide({ actors });
}

/**
 * Replays each path on a live actor, checking after every step that it sits where the traversal said
 * and that the model's invariants hold, and counts the states and transitions the actor itself took.
 */
export function runPaths<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>, paths: readonly ModelPath<TMachine>[]): Coverage {
  const visitedStates = new Set<string>();
  const takenTransitions = new Set<string>();
  const live = inertActors(model.machine);
  const visit = (snapshot: AnyMachineSnapshot) => {
    for (const node of snapshot._nodes as AnyStateNode[]) visitedStates.add(stateMark(node));
  };

  for (const path of paths) {
    const actor = createActor(live, {
      input: path.input,
      inspect: (inspection) => {
        // Only the machine itself, not the inert actors it invokes; called during createActor too.
        if (inspection.type !== '@xstate.microstep' || inspection.actorRef.sessionId !== inspection.rootId) return;
        for (const t of inspection._transitions as AnyTransitionDefinition[]) {
          takenTransitions.add(transitionKey(t));
          // A transient state (left at once by an eventless transition) shows only as a source.
          visitedStates.add(`state ${t.source.id}`);
        }
        visit(inspection.snapshot as AnyMachineSnapshot);
      },
    });
    try {
      actor.start();
      let previous: AnyMachineSnapshot | undefined;
      for (const { event, state } of path.steps as { event: EventObject; state: AnyMachineSnapshot }[]) {
        if (event.type !== 'xstate.init') actor.send(event);
        const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
        visit(snapshot);
        if (JSON.stringify(snapshot.value) !== JSON.stringify(state.value)) {
          throw new Error(`${model.name}: after ${event.type} the actor is in ${JSON.stringify(snapshot.value)}, the traversal said ${JSON.stringify(state.value)}`);
        }
        model.invariants(snapshot as never, { event, previous });
        previous = snapshot;
      }
    } finally {
      actor.stop();
    }
  }

  const states = allStateNodes(model.machine).map(stateMark);
  const transitions = allTransitions(model.machine).map(transitionKey);
  return {
    statesCovered: states.filter((state) => visitedStates.has(state)).length,
    statesTotal: states.length,
    transitionsCovered: transitions.filter((key) => takenTransitions.has(key)).length,
    transitionsTotal: transitions.length,
    paths: paths.length,
    missedStates: states.filter((state) => !visitedStates.has(state)),
    missedTransitions: transitions.filter((key) => !takenTransitions.has(key)),
  };
}
