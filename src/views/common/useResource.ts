import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { resourceMachine, type ResourceSnapshot } from '../../../machines/resource.machine';
import type { Failure } from '../../../machines/failure';
import { useRetryOnReconnect } from './useRetryOnReconnect';

export interface Resource<T> {
  data: T | null;
  loading: boolean;
  failure: Failure | null;
  retry: () => void;
  reload: () => void;
}

export interface ResourceOptions<Request> {
  request: Request;
  unavailable: Failure;
  logText: string;
}

const selectData = (s: ResourceSnapshot) => s.context.data;
const selectLoading = (s: ResourceSnapshot) => s.hasTag('busy');
const selectFailure = (s: ResourceSnapshot) => s.context.failure;

/**
 * Runs the resource machine for one page: `read` is the real effect (a typed API call whose schema has
 * checked the answer). A new `request` (say, another product id) reads again.
 */
export function useResource<T, Request>(
  read: (request: Request) => Promise<T>,
  { request, unavailable, logText }: ResourceOptions<Request>,
): Resource<T> {
  // `read` is one of the page's module-level functions; the machine is built once per mount.
  const logic = useMemo(
    () =>
      resourceMachine.provide({
        actors: { fetchResource: fromPromise<unknown, unknown>(({ input }) => read(input as Request)) },
        actions: { logError: (_, { message, error }) => console.error(message, error) },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const actor = useActorRef(logic, { input: { request, unavailable, logText } });
  useRetryOnReconnect(actor, { type: 'resource.retry' });
  const key = JSON.stringify(request);
  useEffect(() => {
    if (JSON.stringify(actor.getSnapshot().context.request) !== key) actor.send({ type: 'resource.request', request });
    // `key` stands for `request`, which may be a new object with the same content on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, key]);
  return {
    data: useSelector(actor, selectData) as T | null,
    loading: useSelector(actor, selectLoading),
    failure: useSelector(actor, selectFailure),
    retry: () => actor.send({ type: 'resource.retry' }),
    reload: () => actor.send({ type: 'resource.reload' }),
  };
}
