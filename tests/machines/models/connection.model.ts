import { expect } from 'vitest';
import { connectionMachine, retryPauseMs, type ConnectionSnapshot } from '../../../machines/connection.machine';
import { machineModel } from '../support/model';

const notReady = { status: 503, code: 'database_unavailable', message: 'Sin conexión con la base de datos.' };

const machine = connectionMachine.provide({ actions: { announceRestored: () => {} } });

export const model = machineModel({
  name: 'connection',
  machine,
  inputs: [undefined as never],
  events: [
    { type: 'gateway.unreachable' },
    { type: 'connection.retry' },
    { type: 'browser.online' },
    { type: 'xstate.done.actor.0.connection.offline.checking', output: { status: 'ready' } },
    { type: 'xstate.error.actor.0.connection.offline.checking', error: new TypeError('Failed to fetch') },
    { type: 'xstate.error.actor.0.connection.offline.checking', error: notReady },
  ],
  abstractContext: (context) => [Math.min(context.attempts, 2)],
  invariants: (snapshot, step) => {
    const s = snapshot as ConnectionSnapshot;
    const before = step.previous as ConnectionSnapshot | undefined;
    expect(s.context.attempts).toBeGreaterThanOrEqual(0);
    expect(s.hasTag('busy')).toBe(s.matches({ offline: 'checking' }));
    // A lost connection starts counting again; a failed check makes the next pause longer, up to 30 s.
    if (s.matches('offline') && before && !before.matches('offline')) expect(s.context.attempts).toBe(0);
    if (before?.matches({ offline: 'checking' }) && s.matches({ offline: 'waiting' })) {
      expect(s.context.attempts).toBe(before.context.attempts + 1);
      expect(retryPauseMs(s.context.attempts)).toBeGreaterThanOrEqual(retryPauseMs(before.context.attempts));
    }
    expect(retryPauseMs(s.context.attempts)).toBeLessThanOrEqual(30_000);
  },
});
