import { act } from '@testing-library/react';
import { fromPromise } from 'xstate';

type Settle = { output?: unknown } | { error: unknown };

/**
 * A page's gateway calls as actors that hold each call until the test answers it, as a model path
 * does: `held(name)` is the actor, `inputs(name)` what each call was given, `answer(name, ...)` settles
 * the latest one.
 */
export function heldCalls<Name extends string>(names: readonly Name[]) {
  const calls = Object.fromEntries(names.map((name) => [name, []])) as unknown as Record<Name, { input: unknown; settle: (outcome: Settle) => void }[]>;
  return {
    held: <TOutput, TInput>(name: Name) =>
      fromPromise<TOutput, TInput>(
        ({ input }) =>
          new Promise<TOutput>((resolve, reject) => {
            calls[name].push({ input, settle: (o) => ('error' in o ? reject(o.error) : resolve(o.output as TOutput)) });
          }),
      ),
    inputs: (name: Name) => calls[name].map((call) => call.input),
    async answer(name: Name, outcome: Settle) {
      const call = calls[name].at(-1);
      if (!call) throw new Error(`the page never called ${name}`);
      await act(async () => call.settle(outcome));
    },
  };
}
