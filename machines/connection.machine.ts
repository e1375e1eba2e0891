import { assign, setup, type SnapshotFrom } from 'xstate';
import { notProvided } from './not-provided';

/**
 * Whether the portal reaches its gateway. Any call that finds no server (no network, a proxy with no
 * instance behind it, the database away: 503 `database_unavailable`) or the browser going offline
 * reports `gateway.unreachable`; the banner "Sin conexión con el servidor" then stays until the gateway
 * says it is ready again: asked on the buyer's retry, when the browser is back online, and by itself
 * with a growing pause. Nothing the buyer holds (the cart, a form) is touched: it only waits.
 */
export interface ConnectionContext {
  /** Readiness checks that failed since the connection was lost: the pause before the next one grows with them. */
  attempts: number;
}

export type ConnectionEvent = { type: 'gateway.unreachable' } | { type: 'connection.retry' } | { type: 'browser.online' };

/**
 * The window event the effects dispatch when the gateway answers again: a page that failed for want of a
 * connection loads again by itself (`useRetryOnReconnect`).
 */
export const reconnectedEvent = 'despensa:reconnected';

/** The pause before the n-th check by itself: 2, 4, 8, 16 s, then every 30 s. */
export const retryPauseMs = (attempts: number) => Math.min(2_000 * 2 ** attempts, 30_000);

export const connectionMachine = setup({
  types: {
    context: {} as ConnectionContext,
    events: {} as ConnectionEvent,
  },
  actors: {
    // Resolves when the gateway answers ready; rejects otherwise.
    checkReady: notProvided.actor<unknown, void>('connection', 'checkReady'),
    // Sends `gateway.unreachable` and `browser.online` for as long as the machine runs.
    signals: notProvided.listener<ConnectionEvent>('connection', 'signals'),
  },
  actions: {
    announceRestored: () => notProvided.action('connection', 'announceRestored'),
  },
  delays: {
    retryPause: ({ context }) => retryPauseMs(context.attempts),
    restoredNotice: 4_000,
  },
}).createMachine({
  id: 'connection',
  description:
    'Whether the portal reaches its gateway: lost on any call that finds no server, then checked on retry, ' +
    'when the browser is back online and by itself with a growing pause, until the gateway is ready again.',
  context: { attempts: 0 },
  invoke: { src: 'signals' },
  initial: 'online',
  states: {
    online: {
      description: 'The gateway answers: nothing is shown.',
      on: { 'gateway.unreachable': 'offline' },
    },
    offline: {
      description: 'A call found no server: the banner says so and offers a retry; the cart and the page stay as they are.',
      entry: assign({ attempts: 0 }),
      initial: 'waiting',
      states: {
        waiting: {
          description: 'Pausing before checking again by itself; the buyer may retry now.',
          after: { retryPause: 'checking' },
          on: { 'connection.retry': 'checking', 'browser.online': 'checking' },
        },
        checking: {
          description: 'Asking the gateway whether it is ready.',
          tags: ['busy'],
          invoke: {
            src: 'checkReady',
            onDone: '#connection.restored',
            onError: { target: 'waiting', actions: assign({ attempts: ({ context }) => context.attempts + 1 }) },
          },
        },
      },
    },
    restored: {
      description: 'The gateway is ready again: said for a moment, then nothing is shown; failed pages load again.',
      entry: 'announceRestored',
      after: { restoredNotice: 'online' },
      on: { 'gateway.unreachable': 'offline' },
    },
  },
});

export type ConnectionSnapshot = SnapshotFrom<typeof connectionMachine>;
