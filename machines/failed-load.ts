import { assign, type EventObject, type MachineContext } from 'xstate';

/**
 * Where a page machine's read ends when the gateway refuses it or does not answer: the failure is shown
 * (kept in `failure` while the state holds) with a retry, which reads again from `loading`.
 */
export function failedLoad<TContext extends MachineContext & { failure: unknown }, TEvent extends EventObject>(
  retry: TEvent['type'],
  description: string,
) {
  return {
    description,
    tags: ['error'],
    exit: assign<TContext, TEvent, undefined, TEvent, never>({ failure: null } as Partial<TContext>),
    on: { [retry]: 'loading' } as Partial<Record<TEvent['type'], 'loading'>>,
  };
}
