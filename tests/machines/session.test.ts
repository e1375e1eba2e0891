import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  emptyUser,
  sessionMachine,
  type AccessToken,
  type Credentials,
  type SessionUser,
} from '../../machines/session.machine';

const now = 1_800_000_000_000;
const validToken: AccessToken = { value: 'a.b.c', exp: now / 1000 + 600 };
const daniela: SessionUser = { id: 1, role: 'admin', isPremium: false, displayName: 'Daniela Muñoz', email: 'demo@despensa.cl' };

function startSession(options: {
  token?: AccessToken | null;
  logIn?: (c: Credentials) => Promise<AccessToken>;
  fetchProfile?: () => Promise<SessionUser>;
  logOut?: () => Promise<void>;
}) {
  const effects = { storeToken: vi.fn(), storeUser: vi.fn(), clearStoredSession: vi.fn(), logError: vi.fn() };
  const machine = sessionMachine.provide({
    actors: {
      logIn: fromPromise<AccessToken, Credentials>(({ input }) => (options.logIn ?? (() => Promise.resolve(validToken)))(input)),
      fetchProfile: fromPromise<SessionUser, AccessToken>(() => (options.fetchProfile ?? (() => Promise.resolve(daniela)))()),
      logOut: fromPromise<void, AccessToken | null>(() => (options.logOut ?? (() => Promise.resolve()))()),
    },
    actions: {
      storeToken: (_, token) => effects.storeToken(token),
      storeUser: (_, user) => effects.storeUser(user),
      clearStoredSession: () => effects.clearStoredSession(),
      logError: (_, params) => effects.logError(params.message),
    },
  });
  const actor = createActor(machine, { input: { token: options.token ?? null, now: () => now } }).start();
  return { actor, effects };
}

describe('session machine', () => {
  it('keeps an unexpired stored token and loads the profile', async () => {
    const { actor } = startSession({ token: validToken });
    const snapshot = await waitFor(actor, (s) => s.matches('authenticated'));
    expect(snapshot.context.user).toEqual(daniela);
  });

  it('drops an expired stored token and starts anonymous', () => {
    const { actor, effects } = startSession({ token: { value: 'a.b.c', exp: now / 1000 - 1 } });
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(effects.clearStoredSession).toHaveBeenCalledOnce();
  });

  it('signs in: stores the token, clears the stored user, fetches the profile again', async () => {
    const { actor, effects } = startSession({});
    actor.send({ type: 'session.login', credentials: { email: 'demo@despensa.cl', password: 'despensa-demo' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(effects.storeToken).toHaveBeenCalledWith(validToken);
    expect(effects.storeUser.mock.calls).toEqual([[null], [daniela]]);
  });

  it('keeps the gateway reason when signing in fails', async () => {
    const { actor } = startSession({
      logIn: () => Promise.reject({ code: 'invalid_credentials', message: 'Correo o contraseña incorrectos.' }),
    });
    actor.send({ type: 'session.login', credentials: { email: 'demo@despensa.cl', password: 'x' } });
    const snapshot = await waitFor(actor, (s) => s.matches('anonymous') && s.context.loginError !== null);
    expect(snapshot.context.loginError).toEqual({ code: 'invalid_credentials', message: 'Correo o contraseña incorrectos.' });
  });

  it('falls back to "Something went wrong" for a failure with no answer', async () => {
    const { actor } = startSession({ logIn: () => Promise.reject(new TypeError('Failed to fetch')) });
    actor.send({ type: 'session.login', credentials: { email: 'demo@despensa.cl', password: 'x' } });
    const snapshot = await waitFor(actor, (s) => s.context.loginError !== null);
    expect(snapshot.context.loginError?.message).toBe('Something went wrong');
  });

  it('sets an empty user and logs "Error al cargar perfil" when the profile fails', async () => {
    const { actor, effects } = startSession({ token: validToken, fetchProfile: () => Promise.reject(new Error('500')) });
    const snapshot = await waitFor(actor, (s) => s.matches('authenticated'));
    expect(snapshot.context.user).toEqual(emptyUser);
    expect(effects.logError).toHaveBeenCalledWith('Error al cargar perfil');
  });

  it('logs out: token and user removed even when the gateway call fails, which is only logged', async () => {
    const { actor, effects } = startSession({ token: validToken, logOut: () => Promise.reject(new Error('offline')) });
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'session.logout' });
    const snapshot = await waitFor(actor, (s) => s.matches('anonymous'));
    expect(snapshot.context).toMatchObject({ token: null, user: null });
    expect(effects.clearStoredSession).toHaveBeenCalledOnce();
    expect(effects.logError).toHaveBeenCalledWith('Error al cerrar sesión');
  });
});
