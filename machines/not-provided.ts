import { fromCallback, fromPromise, type EventObject, type NonReducibleUnknown } from 'xstate';

/**
 * The defaults of a machine's effects: the app provides the real ones (src/actors), a test its fakes,
 * and a machine started without them fails loudly, naming what is missing.
 */
const missing = (machine: string, name: string) => new Error(`${machine}: effect "${name}" was not provided`);

export const notProvided = {
  /** An invoked promise actor. */
  actor: <TOutput, TInput>(machine: string, name: string) =>
    fromPromise<TOutput, TInput>(() => Promise.reject(missing(machine, name))),
  /** An invoked callback actor (a listener). */
  listener: <TEvent extends EventObject, TInput = NonReducibleUnknown>(machine: string, name: string) =>
    fromCallback<TEvent, TInput>(() => {
      throw missing(machine, name);
    }),
  /** An action. */
  action: (machine: string, name: string): never => {
    throw missing(machine, name);
  },
};
