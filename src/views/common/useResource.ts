import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { resourceMachine, type ResourceSnapshot } from '../../../machines/resource.machine';
import type { Failure } from '../../../machines/failure';
import type { MachineEffects } from '../../kernel/effects';
import { usePageMachine } from './usePageMachine';

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
 * Runs the resource machine for one page, as `usePageMachine` runs a page's (read again when the
 * connection comes back): `read` is the real effect (a typed API call whose schema has checked the
 * answer). A new `request` (say, another product id) reads again.
 */
export function useResource<T, Request>(
  read: (request: Request) => Promise<T>,
  { request, unavailable, logText }: ResourceOptions<Request>,
): Resource<T> {
  // `read` is one of the effects' reads, the same on every render: the machine is provided once per mount.
  const [effects] = useState(
    (): MachineEffects<typeof resourceMachine> => ({
      actors: { fetchResource: fromPromise<unknown, unknown>(({ input }) => read(input as Request)) },
      actions: { logError: (_, { message, error }) => console.error(message, error) },
    }),
  );
  const actor = usePageMachine(resourceMachine, effects, { input: { request, unavailable, logText }, retryOn: { type: 'resource.retry' } });
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
