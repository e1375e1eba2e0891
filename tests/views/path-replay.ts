import { act, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { fromPromise, type AnyStateMachine, type EventObject, type InputFrom, type SnapshotFrom } from 'xstate';
import { coveringPaths, type ModelPath } from '../machines/support/covering-paths';
import type { MachineModel, ModelEvent } from '../machines/support/model';

type Settle = { output?: unknown } | { error: unknown };

/**
 * A page's gateway calls, each held until the test answers it, as a model path does: `held(name)` is
 * the actor to provide under `name`, `read(name)` a read (a plain async function) held the same way;
 * `inputs(name)` is what each call was given; `answer(name, outcome)` settles the latest call of that
 * name or invoke id (an earlier one belongs to a state already left), waiting for the page to make it.
 */
export function heldCalls<Name extends string>(names: readonly Name[]) {
  const calls: { name: Name; id: string; input: unknown; settle: (outcome: Settle) => void }[] = [];
  const hold = <TOutput,>(name: Name, id: string, input: unknown) =>
    new Promise<TOutput>((resolve, reject) => {
      calls.push({ name, id, input, settle: (o) => ('error' in o ? reject(o.error) : resolve(o.output as TOutput)) });
    });
  const of = (nameOrId: string) => calls.filter((call) => call.id === nameOrId || call.name === nameOrId);
  return {
    held: <TOutput, TInput>(name: Name) => fromPromise<TOutput, TInput>(({ input, self }) => hold<TOutput>(name, self.id, input)),
    read:
      <TOutput, TInput = void>(name: Name) =>
      (input: TInput) =>
        hold<TOutput>(name, name, input),
    inputs: (nameOrId: Name | (string & {})) => of(nameOrId).map((call) => call.input),
    /** Whether an answer to `id` is one of these calls' (a name given here, or an invoke id seen). */
    holds: (id: string) => (names as readonly string[]).includes(id) || calls.some((call) => call.id === id),
    async answer(nameOrId: Name | (string & {}), outcome: Settle) {
      await waitFor(() => {
        if (of(nameOrId).length === 0) throw new Error(`the page never called ${nameOrId}`);
      });
      const call = of(nameOrId).at(-1)!;
      await act(async () => call.settle(outcome));
    },
  };
}

/** What the replay needs of a page's held calls. */
interface Answering {
  holds: (id: string) => boolean;
  answer: (id: string, outcome: Settle) => Promise<void>;
}

/**
 * How a view test drives its page along a model's paths. `TPage` is what `render` hands the others; its
 * `calls`, from `heldCalls`, answer the path's `xstate.done.actor.<id>` and `xstate.error.actor.<id>`.
 */
export interface PathsOnPage<TMachine extends AnyStateMachine, TPage extends object> {
  /** Renders the page as the path's input opens it. */
  render: (input: InputFrom<TMachine>) => TPage | Promise<TPage>;
  /** Sends any other event as its user, the browser or the clock would, given the snapshot before it. */
  send: (event: ModelEvent<TMachine>, before: SnapshotFrom<TMachine>, page: NoInfer<TPage>) => unknown;
  /** Holds the page to the machine's exact snapshot: at the start and after every step. */
  expectScreen: (expected: SnapshotFrom<TMachine>, page: NoInfer<TPage>) => unknown;
  /** Whether the page can be sent `event` in `before` (it offers a control for it then); always, unless said. */
  walkable?: (event: ModelEvent<TMachine>, before: SnapshotFrom<TMachine>) => boolean;
  /** Only the paths from these inputs of the model. */
  inputs?: (input: InputFrom<TMachine>) => boolean;
  /** States (`state <id>`) and transitions (`<source> --<event>--> <target>`) left to other tests, each with a reason beside it. */
  leftOut?: readonly RegExp[];
  /** Stops what `render` started outside React (an actor, a listener). */
  cleanup?: (page: NoInfer<TPage>) => unknown;
}

/**
 * The one way a view test replays its machine's model on the rendered page. Called in a `describe`, it
 * registers a test that the paths reach every state and take every transition of the machine (but those
 * `leftOut`), and one test per covering path: the page is rendered for the path's input, each event is
 * answered through the held calls or sent by `send`, and `expectScreen` holds the page to the path's
 * snapshot at the start and after every step.
 */
export function replayPaths<TMachine extends AnyStateMachine, TPage extends object>(
  model: MachineModel<TMachine>,
  page: PathsOnPage<TMachine, TPage>,
) {
  const { paths, missed } = coveringPaths(model, { walkable: page.walkable, inputs: page.inputs });
  it(`takes every state and transition of the ${model.name} machine`, () => {
    expect(missed.filter((mark) => !page.leftOut?.some((pattern) => pattern.test(mark)))).toEqual([]);
  });
  const names = paths.map((path) => nameOf(model.inputs, path));
  // Two paths alike but for what an answer carried get a number each.
  const named = paths.map((path, index) => {
    const name = names[index]!;
    return [names.filter((other) => other === name).length > 1 ? `${name} (${names.slice(0, index + 1).filter((other) => other === name).length})` : name, path] as const;
  });
  it.each(named)('%s', async (_, path) => {
    const rendered = await page.render(path.input);
    const { calls } = rendered as { calls?: Answering };
    try {
      let before = path.steps[0]!.state;
      await page.expectScreen(before, rendered);
      for (const { event, state } of path.steps.slice(1)) {
        const answer = /^xstate\.(done|error)\.actor\.(.+)$/.exec((event as EventObject).type);
        if (answer && calls?.holds(answer[2]!)) {
          const { output, error } = event as { output?: unknown; error?: unknown };
          await calls.answer(answer[2]!, answer[1] === 'done' ? { output } : { error });
        } else {
          await page.send(event as ModelEvent<TMachine>, before, rendered);
        }
        await page.expectScreen(state, rendered);
        before = state;
      }
    } finally {
      await page.cleanup?.(rendered);
    }
  });
}

/** `fetchOrders answered`, `fetchOrders failed`, `after retryPause`, or the event's own type. */
const eventName = (type: string) =>
  type
    .replace(/^xstate\.done\.actor\.(.+)$/, '$1 answered')
    .replace(/^xstate\.error\.actor\.(.+)$/, '$1 failed')
    .replace(/^xstate\.after\.([^.]+)\..*$/, 'after $1');

/** A path's events in order, and which input it starts from when the model has several. */
function nameOf(inputs: readonly unknown[], path: ModelPath) {
  const events = path.steps.slice(1).map((step) => eventName(step.event.type)).join(' → ') || 'start';
  return inputs.length > 1 ? `input ${inputs.indexOf(path.input) + 1}: ${events}` : events;
}
