import { fromCallback, fromPromise } from 'xstate';
import { serviceEndpoints } from '../../contract/service';
import { reconnectedEvent, type ConnectionEvent, type connectionMachine } from '../../machines/connection.machine';
import { ApiRequestError, type ApiClient } from '../api/client';
import type { MachineEffects } from './machine-effects';

/**
 * Whether a refused call found no gateway: no network, a proxy with no instance behind it (its own
 * 502-504, which carries no error of ours), or the database away. The payment provider's 502/503 are
 * the gateway answering, and are not.
 */
export const isUnreachable = (error: unknown) =>
  error instanceof ApiRequestError &&
  (error.code === 'network' || error.code === 'database_unavailable' || (error.code === 'http_error' && (error.status ?? 0) > 501));

/** The client, telling `reach` (an `unreachable` event) of every call that found no gateway. */
export function watchingReach(api: ApiClient, reach: EventTarget): ApiClient {
  return {
    request: (spec, ...args) =>
      api.request(spec, ...args).catch((error: unknown) => {
        if (isUnreachable(error)) reach.dispatchEvent(new Event('unreachable'));
        throw error;
      }),
  };
}

/**
 * The connection's real effects: GET /api/ready, which answers only when the database answers too, and
 * what says the gateway is out of reach: the pages' calls (`watchingReach`) and the browser going
 * offline or back online.
 */
export function connectionEffects(api: ApiClient, reach: EventTarget): MachineEffects<typeof connectionMachine> {
  return {
    actions: {
      announceRestored: () => window.dispatchEvent(new Event(reconnectedEvent)),
    },
    actors: {
      checkReady: fromPromise<unknown, void>(() => api.request(serviceEndpoints.ready)),
      signals: fromCallback<ConnectionEvent>(({ sendBack }) => {
        const unreachable = () => sendBack({ type: 'gateway.unreachable' });
        const online = () => sendBack({ type: 'browser.online' });
        reach.addEventListener('unreachable', unreachable);
        window.addEventListener('offline', unreachable);
        window.addEventListener('online', online);
        return () => {
          reach.removeEventListener('unreachable', unreachable);
          window.removeEventListener('offline', unreachable);
          window.removeEventListener('online', online);
        };
      }),
    },
  };
}
