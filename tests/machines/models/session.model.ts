import { expect } from 'vitest';
import { fromCallback, type EventObject } from 'xstate';
import { reloadCooldownMs, roleOf, sessionMachine, type AccessToken, type SessionContext, type SessionUser } from '../../../machines/session.machine';
import { machineModel, type ActorAnswer } from '../support/model';

const now = 1_800_000_000_000;
const token: AccessToken = { value: 'a.b.c', exp: now / 1000 + 900 };
const renewed: AccessToken = { value: 'd.e.f', exp: now / 1000 + 1800 };
const daniela: SessionUser = { id: 1, role: 'admin', isPremium: false, displayName: 'Daniela Muñoz', email: 'demo@despensa.cl' };
const credentials = { email: 'demo@despensa.cl', password: 'despensa-demo' };

const machine = sessionMachine.provide({
  actors: { listenToOtherTabs: fromCallback<EventObject>(() => {}) },
  actions: {
    storeToken: () => {},
    storeUser: () => {},
    clearStoredSession: () => {},
    announceLogout: () => {},
    announceProfileChange: () => {},
    goHome: () => {},
    storeVersion: () => {},
    reloadPage: () => {},
    logError: () => {},
  },
});

const done = (id: string, output?: unknown): ActorAnswer => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown = new Error('falló')): ActorAnswer => ({ type: `xstate.error.actor.${id}`, error });

export const model = machineModel({
  name: 'session',
  machine,
  inputs: [
    { token: null, now: () => now, buildVersion: '1.5.4', lastReloadAt: null },
    { token, now: () => now, buildVersion: '1.5.4', lastReloadAt: now - reloadCooldownMs / 2 },
  ],
  events: [
    { type: 'session.login', credentials },
    { type: 'session.tokenSet', token: renewed },
    { type: 'session.logout' },
    { type: 'session.refused' },
    { type: 'session.loggedOutElsewhere' },
    { type: 'session.profileChanged' },
    { type: 'session.profileChangedElsewhere' },
    { type: 'session.reloadBlocked', by: 'checkout' },
    { type: 'session.reloadAllowed', by: 'checkout' },
    { type: 'app.navigated' },
    { type: 'app.focused' },
    done('logIn', token),
    failed('logIn', { code: 'invalid_credentials', message: 'Correo o contraseña incorrectos.' }),
    done('logInAgain', renewed),
    failed('logInAgain'),
    done('refreshToken', renewed),
    failed('refreshToken'),
    done('renewToken', renewed),
    failed('renewToken'),
    done('fetchProfile', daniela),
    failed('fetchProfile'),
    done('refetchProfile', { ...daniela, isPremium: true }),
    failed('refetchProfile'),
    done('logOut'),
    failed('logOut'),
    done('readStoredVersion', null),
    done('readStoredVersion', '1.5.4'),
    done('readStoredVersion', '1.5.3'),
    failed('readStoredVersion'),
    done('fetchServerVersion', '1.5.4'),
    done('fetchServerVersion', '1.6.0'),
    failed('fetchServerVersion'),
  ],
  abstractContext: (context) => ({ blocked: context.reloadBlockers.length > 0 }),
  invariants(snapshot, step) {
    const context = snapshot.context as SessionContext;
    if (snapshot.hasTag('signedIn')) expect(context.token).not.toBeNull();
    if (snapshot.matches({ auth: 'anonymous' })) expect([context.token, context.user]).toEqual([null, null]);
    if (snapshot.matches({ auth: 'authenticated' })) expect(context.user).not.toBeNull();
    // A profile read again replaces the user; a failed read keeps the one there was.
    if (step.event.type === 'xstate.done.actor.refetchProfile') expect(context.user?.isPremium).toBe(true);
    if (step.event.type === 'xstate.error.actor.refetchProfile') expect(context.user).toBe(step.previous?.context.user);
    if (snapshot.hasTag('expired')) expect(context.user).not.toBeNull();
    const startsReloading = snapshot.matches({ version: 'reloading' }) && !step.previous?.matches({ version: 'reloading' });
    if (startsReloading) {
      expect(context.reloadBlockers).toEqual([]);
      expect(context.lastReloadAt === null || now - context.lastReloadAt >= reloadCooldownMs).toBe(true);
    }
    expect(['admin', 'comprador', 'finanzas']).toContain(roleOf(context));
  },
});
