import { expect } from 'vitest';
import { sessionMachine, type AccessToken, type SessionUser } from '../../../machines/session.machine';
import type { MachineModel } from '../support/model';

const now = 1_800_000_000_000;
const token: AccessToken = { value: 'a.b.c', exp: now / 1000 + 900 };
const daniela: SessionUser = { id: 1, role: 'admin', isPremium: false, displayName: 'Daniela Muñoz', email: 'demo@despensa.cl' };

const machine = sessionMachine.provide({
  actions: { storeToken: () => {}, storeUser: () => {}, clearStoredSession: () => {}, logError: () => {} },
});

export const model: MachineModel<typeof machine> = {
  name: 'session',
  machine,
  inputs: [
    { token: null, now: () => now },
    { token, now: () => now },
  ],
  events: [
    { type: 'session.login', credentials: { email: 'demo@despensa.cl', password: 'despensa-demo' } },
    { type: 'session.logout' },
    { type: 'xstate.done.actor.logIn', output: token } as never,
    { type: 'xstate.error.actor.logIn', error: { code: 'invalid_credentials', message: 'Correo o contraseña incorrectos.' } } as never,
    { type: 'xstate.done.actor.fetchProfile', output: daniela } as never,
    { type: 'xstate.error.actor.fetchProfile', error: new Error('500') } as never,
    { type: 'xstate.done.actor.logOut' } as never,
    { type: 'xstate.error.actor.logOut', error: new Error('offline') } as never,
  ],
  invariants(snapshot) {
    const { token: current, user } = snapshot.context as { token: AccessToken | null; user: SessionUser | null };
    if (snapshot.matches('authenticated')) expect(current).not.toBeNull();
    if (snapshot.matches('anonymous')) expect([current, user]).toEqual([null, null]);
  },
};
