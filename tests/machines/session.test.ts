import type { LoginRequest } from '../../contract/session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import { emptyUser, refreshMarginMs, reloadCooldownMs, roleOf, sessionMachine, type AccessToken, type SessionUser } from '../../machines/session.machine';

const start = 1_800_000_000_000;
let now = start;
const tokenFor = (minutes: number): AccessToken => ({ value: `t${minutes}`, exp: (now + minutes * 60_000) / 1000 });
const daniela: SessionUser = { id: 1, role: 'comprador', isPremium: false, displayName: 'Daniela Muñoz', email: 'demo@despensa.cl' };

interface Fakes {
  logIn?: (c: LoginRequest) => Promise<AccessToken>;
  refreshToken?: () => Promise<AccessToken>;
  fetchProfile?: () => Promise<SessionUser>;
  logOut?: () => Promise<void>;
  storedVersion?: () => Promise<string | null>;
  serverVersion?: () => Promise<string>;
}

function startSession(token: AccessToken | null, fakes: Fakes = {}, extra: { lastReloadAt?: number; storedUser?: SessionUser } = {}) {
  const effects = {
    storeToken: vi.fn(),
    storeUser: vi.fn(),
    clearStoredSession: vi.fn(),
    announceLogout: vi.fn(),
    announceProfileChange: vi.fn(),
    goHome: vi.fn(),
    storeVersion: vi.fn(),
    reloadPage: vi.fn(),
    logError: vi.fn(),
  };
  let otherTabs: ((event: EventObject) => void) | undefined;
  const machine = sessionMachine.provide({
    actors: {
      logIn: fromPromise<AccessToken, LoginRequest>(({ input }) => (fakes.logIn ?? (async () => tokenFor(15)))(input)),
      refreshToken: fromPromise<AccessToken, void>(() => (fakes.refreshToken ?? (() => Promise.reject(new Error('401'))))()),
      fetchProfile: fromPromise<SessionUser, AccessToken>(() => (fakes.fetchProfile ?? (async () => daniela))()),
      logOut: fromPromise<void, AccessToken | null>(() => (fakes.logOut ?? (async () => {}))()),
      readStoredVersion: fromPromise<string | null, void>(() => (fakes.storedVersion ?? (async () => '1.5.4'))()),
      fetchServerVersion: fromPromise<string, void>(() => (fakes.serverVersion ?? (async () => '1.5.4'))()),
      listenToOtherTabs: fromCallback<EventObject>(({ sendBack }) => {
        otherTabs = sendBack;
      }),
    },
    actions: {
      storeToken: (_, t) => effects.storeToken(t),
      storeUser: (_, u) => effects.storeUser(u),
      clearStoredSession: () => effects.clearStoredSession(),
      announceLogout: () => effects.announceLogout(),
      announceProfileChange: () => effects.announceProfileChange(),
      goHome: () => effects.goHome(),
      storeVersion: (_, v) => effects.storeVersion(v),
      reloadPage: (_, at) => effects.reloadPage(at),
      logError: (_, p) => effects.logError(p.message),
    },
  });
  const actor = createActor(machine, {
    input: { token, now: () => now, buildVersion: '1.5.4', lastReloadAt: extra.lastReloadAt ?? null, storedUser: extra.storedUser ?? null },
  }).start();
  return { actor, effects, otherTab: (event: EventObject) => otherTabs?.(event) };
}

const signedIn = (s: { hasTag(tag: string): boolean; matches(v: object): boolean }) =>
  s.matches({ auth: 'authenticated' });

beforeEach(() => {
  now = start;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => vi.useRealTimers());

describe('session: token and profile', () => {
  it('keeps an unexpired stored token and loads the profile', async () => {
    const { actor } = startSession(tokenFor(10));
    const snapshot = await waitFor(actor, signedIn);
    expect(snapshot.context.user).toEqual(daniela);
    expect(roleOf(snapshot.context)).toBe('comprador');
  });

  it('renews an expired stored token through the refresh cookie, e.g. in a new tab', async () => {
    const { actor, effects } = startSession(tokenFor(-1), { refreshToken: async () => tokenFor(15) });
    expect(actor.getSnapshot().matches({ auth: 'refreshing' })).toBe(true);
    const snapshot = await waitFor(actor, signedIn);
    expect(snapshot.context.token).toEqual(tokenFor(15));
    expect(effects.storeToken).toHaveBeenCalledWith(tokenFor(15));
  });

  it('starts anonymous when there is neither a token nor a refresh cookie', async () => {
    const { actor, effects } = startSession(null);
    const snapshot = await waitFor(actor, (s) => s.matches({ auth: 'anonymous' }));
    expect(snapshot.context.token).toBeNull();
    expect(effects.clearStoredSession).toHaveBeenCalledOnce();
  });

  it('signs in: stores the token, clears the stored user, fetches the profile again', async () => {
    const { actor, effects } = startSession(null);
    await waitFor(actor, (s) => s.matches({ auth: 'anonymous' }));
    actor.send({ type: 'session.login', credentials: { email: 'demo@despensa.cl', password: 'despensa-demo' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, signedIn);
    expect(effects.storeUser.mock.calls).toEqual([[null], [daniela]]);
  });

  it('keeps the gateway reason when signing in fails', async () => {
    const { actor } = startSession(null, {
      logIn: () => Promise.reject({ code: 'invalid_credentials', message: 'Correo o contraseña incorrectos.' }),
    });
    await waitFor(actor, (s) => s.matches({ auth: 'anonymous' }));
    actor.send({ type: 'session.login', credentials: { email: 'demo@despensa.cl', password: 'x' } });
    const snapshot = await waitFor(actor, (s) => s.context.loginError !== null);
    expect(snapshot.context.loginError).toEqual({ code: 'invalid_credentials', message: 'Correo o contraseña incorrectos.' });
    expect(snapshot.matches({ auth: 'anonymous' })).toBe(true);
  });

  it('keeps no words for a failure with no answer: the page says it could not connect', async () => {
    const { actor } = startSession(null, { logIn: () => Promise.reject(new TypeError('Failed to fetch')) });
    await waitFor(actor, (s) => s.matches({ auth: 'anonymous' }));
    actor.send({ type: 'session.login', credentials: { email: 'demo@despensa.cl', password: 'x' } });
    const snapshot = await waitFor(actor, (s) => s.context.loginError !== null);
    expect(snapshot.context.loginError).toEqual({ code: 'unknown' });
  });

  it('sets an empty user and logs "Error al cargar perfil" when the profile fails', async () => {
    const { actor, effects } = startSession(tokenFor(10), { fetchProfile: () => Promise.reject(new Error('500')) });
    const snapshot = await waitFor(actor, signedIn);
    expect(snapshot.context.user).toEqual(emptyUser);
    expect(roleOf(snapshot.context)).toBe('admin');
    expect(effects.logError).toHaveBeenCalledWith('Error al cargar perfil');
  });

  it('keeps the profile this tab stored with its token when the profile cannot be read (a reload offline)', async () => {
    const { actor, effects } = startSession(tokenFor(10), { fetchProfile: () => Promise.reject(new TypeError('Failed to fetch')) }, { storedUser: daniela });
    const snapshot = await waitFor(actor, signedIn);
    expect(snapshot.context.user).toEqual(daniela);
    expect(effects.storeUser).toHaveBeenLastCalledWith(daniela);
    expect(effects.logError).toHaveBeenCalledWith('Error al cargar perfil');
  });

  it('takes a token the gateway refuses while reading the profile (forged or revoked) to the refresh cookie, keeping no stored user', async () => {
    const stored = tokenFor(10);
    const renewed = tokenFor(15);
    let reads = 0;
    const { actor, effects } = startSession(
      stored,
      { refreshToken: async () => renewed, fetchProfile: () => (++reads === 1 ? new Promise<SessionUser>(() => {}) : Promise.resolve(daniela)) },
      { storedUser: { ...daniela, displayName: 'Otra persona' } },
    );
    expect(actor.getSnapshot().matches({ auth: 'loadingProfile' })).toBe(true);
    actor.send({ type: 'session.refused' });
    const snapshot = await waitFor(actor, (state) => state.matches({ auth: 'authenticated' }));
    expect(snapshot.context.token).toEqual(renewed);
    expect(snapshot.context.user).toEqual(daniela);
    expect(effects.storeToken).toHaveBeenCalledWith(renewed);
    expect(effects.logError).not.toHaveBeenCalled();
  });

  it('ends a refused token as anonymous when there is no refresh cookie either', async () => {
    const { actor, effects } = startSession(tokenFor(10), { fetchProfile: () => new Promise<SessionUser>(() => {}) }, { storedUser: daniela });
    actor.send({ type: 'session.refused' });
    const snapshot = await waitFor(actor, (state) => state.matches({ auth: 'anonymous' }));
    expect([snapshot.context.token, snapshot.context.user]).toEqual([null, null]);
    expect(effects.clearStoredSession).toHaveBeenCalled();
  });

  it('never lends the stored profile to a token from the shared refresh cookie, which may belong to another user', async () => {
    const { actor } = startSession(null, { refreshToken: async () => tokenFor(15), fetchProfile: () => Promise.reject(new Error('500')) }, { storedUser: daniela });
    const snapshot = await waitFor(actor, signedIn);
    expect(snapshot.context.user).toEqual(emptyUser);
  });

  it('a token set from outside clears the stored user and fetches the profile again', async () => {
    const { actor, effects } = startSession(tokenFor(10));
    await waitFor(actor, signedIn);
    actor.send({ type: 'session.tokenSet', token: tokenFor(15) });
    expect(effects.storeUser).toHaveBeenLastCalledWith(null);
    await waitFor(actor, signedIn);
    expect(effects.storeUser).toHaveBeenLastCalledWith(daniela);
  });
});

describe('session: renewal and expiry', () => {
  it('renews the token silently a minute before it expires, staying signed in', async () => {
    let renewals = 0;
    const { actor, effects } = startSession(tokenFor(15), {
      refreshToken: async () => {
        renewals += 1;
        return tokenFor(30);
      },
    });
    await waitFor(actor, signedIn);
    vi.advanceTimersByTime(15 * 60_000 - refreshMarginMs - 1);
    expect(renewals).toBe(0);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    await waitFor(actor, signedIn);
    expect(renewals).toBe(1);
    expect(effects.storeToken).toHaveBeenLastCalledWith(tokenFor(30));
  });

  it('does not renew at once a token that expires further away than a timer can wait', async () => {
    let renewals = 0;
    const { actor } = startSession(tokenFor(60 * 24 * 60), {
      refreshToken: async () => {
        renewals += 1;
        return tokenFor(15);
      },
    });
    await waitFor(actor, signedIn);
    vi.advanceTimersByTime(60_000);
    expect(renewals).toBe(0);
  });

  it('keeps the page (still signed in, user kept) and asks to sign in again when renewal fails', async () => {
    const { actor, effects } = startSession(tokenFor(2), { refreshToken: () => Promise.reject(new Error('401')) });
    await waitFor(actor, signedIn);
    vi.advanceTimersByTime(60_000);
    const expired = await waitFor(actor, (s) => s.hasTag('expired'));
    expect(expired.hasTag('signedIn')).toBe(true);
    expect(expired.context.user).toEqual(daniela);
    expect(effects.clearStoredSession).not.toHaveBeenCalled();

    actor.send({ type: 'session.login', credentials: { email: 'demo@despensa.cl', password: 'despensa-demo' } });
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    await waitFor(actor, signedIn);
  });
});

describe('session: an account an administrator changed', () => {
  const refusal = (code: string, message: string) => Object.assign(new Error(message), { code, message });

  it('says on the renewal dialog that the role changed, and signs in again with it', async () => {
    const message = 'El administrador de tu empresa cambió tu rol. Ingresa tu contraseña para seguir con tus nuevos permisos.';
    const { actor } = startSession(tokenFor(2), { refreshToken: () => Promise.reject(refusal('role_changed', message)) });
    await waitFor(actor, signedIn);
    vi.advanceTimersByTime(60_000);
    const expired = await waitFor(actor, (s) => s.hasTag('expired'));
    expect(expired.context.loginError).toEqual({ code: 'role_changed', message });
    actor.send({ type: 'session.login', credentials: { email: 'demo@despensa.cl', password: 'despensa-demo' } });
    expect((await waitFor(actor, signedIn)).context.loginError).toBeNull();
  });

  it('says on the login page that the account was deactivated, when a new tab finds it so', async () => {
    const message = 'Tu cuenta fue desactivada por el administrador de tu empresa. Pídele que la reactive para volver a entrar.';
    const { actor } = startSession(null, { refreshToken: () => Promise.reject(refusal('account_disabled', message)) });
    const snapshot = await waitFor(actor, (s) => s.matches({ auth: 'anonymous' }));
    expect(snapshot.context.loginError).toEqual({ code: 'account_disabled', message });
  });

  it('keeps no word for any other refusal: the session simply ended', async () => {
    const { actor } = startSession(null, { refreshToken: () => Promise.reject(refusal('invalid_request', 'Revisa los datos enviados.')) });
    expect((await waitFor(actor, (s) => s.matches({ auth: 'anonymous' }))).context.loginError).toBeNull();
  });
});

describe('session: a changed profile', () => {
  it('reads the profile again when this tab changed it, tells the other tabs, and keeps the page', async () => {
    const premium = { ...daniela, isPremium: true };
    let answer = daniela;
    const { actor, effects } = startSession(tokenFor(10), { fetchProfile: async () => answer });
    await waitFor(actor, (s) => s.matches({ auth: 'authenticated' }));
    answer = premium;
    actor.send({ type: 'session.profileChanged' });
    // Not busy: the page is not replaced by a loading state while the profile is read.
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    const snapshot = await waitFor(actor, (s) => s.matches({ auth: 'authenticated' }));
    expect(snapshot.context.user?.isPremium).toBe(true);
    expect(effects.announceProfileChange).toHaveBeenCalledOnce();
    expect(effects.storeUser).toHaveBeenLastCalledWith(premium);
  });

  it('reads it again when another tab changed it, without announcing it back', async () => {
    let answer = daniela;
    const { actor, effects, otherTab } = startSession(tokenFor(10), { fetchProfile: async () => answer });
    await waitFor(actor, (s) => s.matches({ auth: 'authenticated' }));
    answer = { ...daniela, isPremium: true };
    otherTab({ type: 'session.profileChangedElsewhere' });
    await waitFor(actor, (s) => s.context.user?.isPremium === true);
    expect(effects.announceProfileChange).not.toHaveBeenCalled();
  });
});

describe('session: logout', () => {
  it('removes token and user, tells other tabs and goes home, even when the gateway call fails', async () => {
    const { actor, effects } = startSession(tokenFor(10), { logOut: () => Promise.reject(new Error('offline')) });
    await waitFor(actor, signedIn);
    actor.send({ type: 'session.logout' });
    const snapshot = await waitFor(actor, (s) => s.matches({ auth: 'anonymous' }));
    expect(snapshot.context).toMatchObject({ token: null, user: null });
    expect(effects.announceLogout).toHaveBeenCalledOnce();
    expect(effects.clearStoredSession).toHaveBeenCalledOnce();
    expect(effects.goHome).toHaveBeenCalledOnce();
    expect(effects.logError).toHaveBeenCalledWith('Error al cerrar sesión');
  });

  it('ends this tab when another tab logs out, without calling the gateway again', async () => {
    const logOut = vi.fn(async () => {});
    const { actor, effects, otherTab } = startSession(tokenFor(10), { logOut });
    await waitFor(actor, signedIn);
    otherTab({ type: 'session.loggedOutElsewhere' });
    expect(actor.getSnapshot().matches({ auth: 'anonymous' })).toBe(true);
    expect(effects.clearStoredSession).toHaveBeenCalledOnce();
    expect(logOut).not.toHaveBeenCalled();
  });
});

describe('session: version reload', () => {
  const tick = async () => {
    vi.advanceTimersByTime(1_000);
    await vi.waitFor(() => Promise.resolve());
  };

  it('stores the build version when none is stored, without reloading', async () => {
    const { actor, effects } = startSession(null, { storedVersion: async () => null });
    await tick();
    await waitFor(actor, (s) => s.matches({ version: 'watching' }));
    expect(effects.storeVersion).toHaveBeenCalledWith('1.5.4');
    expect(effects.reloadPage).not.toHaveBeenCalled();
  });

  it('stores its version and reloads when another version is stored', async () => {
    const { actor, effects } = startSession(null, { storedVersion: async () => '1.5.3' });
    await tick();
    await waitFor(actor, (s) => s.matches({ version: 'reloading' }));
    expect(effects.storeVersion).toHaveBeenCalledWith('1.5.4');
    expect(effects.reloadPage).toHaveBeenCalledWith(now);
  });

  it('waits for the next navigation while a checkout is in progress', async () => {
    const { actor, effects } = startSession(null, { storedVersion: async () => '1.5.5' });
    actor.send({ type: 'session.reloadBlocked', by: 'checkout' });
    await tick();
    await waitFor(actor, (s) => s.matches({ version: 'reloadDeferred' }));
    actor.send({ type: 'app.navigated' });
    expect(actor.getSnapshot().matches({ version: 'reloadDeferred' })).toBe(true);
    actor.send({ type: 'session.reloadAllowed', by: 'checkout' });
    actor.send({ type: 'app.navigated' });
    expect(actor.getSnapshot().matches({ version: 'reloading' })).toBe(true);
    expect(effects.reloadPage).toHaveBeenCalledOnce();
  });

  it('never reloads twice within 10 s', async () => {
    const { actor, effects } = startSession(null, { storedVersion: async () => '1.5.5' }, { lastReloadAt: now - reloadCooldownMs + 2_000 });
    await tick();
    await waitFor(actor, (s) => s.matches({ version: 'watching' }));
    expect(effects.reloadPage).not.toHaveBeenCalled();
  });

  it('asks the server for its version on focus and reloads when it is newer', async () => {
    const { actor, effects } = startSession(null, { serverVersion: async () => '1.6.0' });
    actor.send({ type: 'app.focused' });
    await waitFor(actor, (s) => s.matches({ version: 'reloading' }));
    expect(effects.reloadPage).toHaveBeenCalledOnce();
  });
});
