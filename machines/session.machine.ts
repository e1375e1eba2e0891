import { assign, setup, type EventObject } from 'xstate';
import type { LoginRequest } from '../contract/session';
import { failureOf, type Failure } from './failure';
import { notProvided } from './not-provided';

/** The signed-in user as the portal keeps it (sessionStorage `user`). */
export interface SessionUser {
  id: number | null;
  role: string;
  isPremium: boolean;
  displayName: string;
  email: string;
}

export interface AccessToken {
  value: string;
  /** JWT `exp`, in seconds. */
  exp: number;
}

export interface SessionInput {
  token: AccessToken | null;
  now: () => number;
  /** The version this build was made as (1.5.4 in the app constants). */
  buildVersion?: string;
  /** When this tab last reloaded for a new version (epoch ms), kept across the reload by the app. */
  lastReloadAt?: number | null;
  /** The profile this tab stored with `token` (sessionStorage `user`), for when the gateway cannot be asked. */
  storedUser?: SessionUser | null;
}

/** Why a refresh was refused when the user must know more than that the session ended: the account was deactivated, or its role changed. */
export const accountRefusalCodes = ['account_disabled', 'role_changed'] as const;

function accountRefusalOf(error: unknown): Failure | null {
  const failure = failureOf(error);
  return (accountRefusalCodes as readonly string[]).includes(failure.code) ? failure : null;
}

export interface SessionContext {
  token: AccessToken | null;
  user: SessionUser | null;
  loginError: Failure | null;
  now: () => number;
  buildVersion: string;
  lastReloadAt: number | null;
  /** Work that a reload would lose (checkout, payment, a dirty form), by the name of who started it. */
  reloadBlockers: string[];
  /** The profile this tab stored for the token it started with, else null. */
  storedUser: SessionUser | null;
}

export type SessionEvent =
  | { type: 'session.login'; credentials: LoginRequest }
  | { type: 'session.tokenSet'; token: AccessToken }
  | { type: 'session.logout' }
  /** The gateway refused this tab's token (401): expired early, signed out elsewhere, demoted or deactivated. */
  | { type: 'session.refused' }
  | { type: 'session.loggedOutElsewhere' }
  /** Something this tab did changed the profile (the company joined the club): read it again, and tell the other tabs. */
  | { type: 'session.profileChanged' }
  /** Another tab changed the profile: read it again here too. */
  | { type: 'session.profileChangedElsewhere' }
  | { type: 'session.reloadBlocked'; by: string }
  | { type: 'session.reloadAllowed'; by: string }
  | { type: 'app.navigated' }
  | { type: 'app.focused' };

/** The token a signed-in state reads the profile with; such a state is only entered with one. */
const signedInToken = ({ context }: { context: SessionContext }): AccessToken => {
  if (!context.token) throw new Error('reading the profile without a token');
  return context.token;
};

export const emptyUser: SessionUser = { id: null, role: 'admin', isPremium: false, displayName: '', email: '' };

/** Silent renewal starts this long before the access token expires. */
export const refreshMarginMs = 60_000;
const versionPollMs = 1_000;
const serverVersionPollMs = 5 * 60_000;
/** A second version reload within this window is refused, so a bad deploy cannot loop the page. */
export const reloadCooldownMs = 10_000;
const maxTimerMs = 2 ** 31 - 1;

/** The role that drives navigation: the stored user's, `admin` when there is none (spec section 6). */
export function roleOf(context: Pick<SessionContext, 'user'>): string {
  return context.user?.role || 'admin';
}

function credentialsOf(event: EventObject): LoginRequest {
  if (event.type !== 'session.login') throw new Error(`signing in entered by ${event.type}`);
  return (event as Extract<SessionEvent, { type: 'session.login' }>).credentials;
}

const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    logIn: notProvided.actor<AccessToken, LoginRequest>('session', 'logIn'),
    refreshToken: notProvided.actor<AccessToken, void>('session', 'refreshToken'),
    fetchProfile: notProvided.actor<SessionUser, AccessToken>('session', 'fetchProfile'),
    logOut: notProvided.actor<void, AccessToken | null>('session', 'logOut'),
    readStoredVersion: notProvided.actor<string | null, void>('session', 'readStoredVersion'),
    fetchServerVersion: notProvided.actor<string, void>('session', 'fetchServerVersion'),
    listenToOtherTabs: notProvided.listener<EventObject>('session', 'listenToOtherTabs'),
  },
  actions: {
    storeToken: (_, _token: AccessToken) => notProvided.action('session', 'storeToken'),
    storeUser: (_, _user: SessionUser | null) => notProvided.action('session', 'storeUser'),
    /** The profile the gateway answered. */
    keepProfile: assign({ user: (_, user: SessionUser) => user }),
    clearStoredSession: () => notProvided.action('session', 'clearStoredSession'),
    announceLogout: () => notProvided.action('session', 'announceLogout'),
    announceProfileChange: () => notProvided.action('session', 'announceProfileChange'),
    goHome: () => notProvided.action('session', 'goHome'),
    storeVersion: (_, _version: string) => notProvided.action('session', 'storeVersion'),
    reloadPage: (_, _reloadedAt: number) => notProvided.action('session', 'reloadPage'),
    logError: (_, _params: { message: string; error: unknown }) => notProvided.action('session', 'logError'),
  },
  guards: {
    isStoredTokenUnexpired: ({ context }) => context.token !== null && context.token.exp * 1000 > context.now(),
    isStoredVersionMissing: (_, version: string | null) => version === null,
    isVersionCurrent: ({ context }, version: string | null) => version === context.buildVersion,
    isReloadBlocked: ({ context }) => context.reloadBlockers.length > 0,
    hasReloadedRecently: ({ context }) =>
      context.lastReloadAt !== null && context.now() - context.lastReloadAt < reloadCooldownMs,
  },
  delays: {
    // Timers hold at most 2^31-1 ms (about 24.8 days); a longer delay would fire at once.
    tokenRefreshDue: ({ context }) =>
      context.token ? Math.min(maxTimerMs, Math.max(0, context.token.exp * 1000 - context.now() - refreshMarginMs)) : 0,
    versionPoll: versionPollMs,
    serverVersionPoll: serverVersionPollMs,
  },
});

/** A token set by a registration or an invitation replaces the session's, in or out: kept, stored, and its user read again. */
const adoptSetToken = sessionSetup.enqueueActions(({ enqueue, event }) => {
  if (event.type !== 'session.tokenSet') return;
  enqueue.assign({ token: event.token, user: null, storedUser: null });
  enqueue({ type: 'storeToken', params: event.token });
  enqueue({ type: 'storeUser', params: null });
});

export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  description:
    'Who is signed in: the access token, its silent renewal through the refresh cookie, the profile, logout in every tab, and reloading when a new version is out.',
  type: 'parallel',
  context: ({ input }) => ({
    token: input.token,
    user: null,
    loginError: null,
    now: input.now,
    buildVersion: input.buildVersion ?? '0.0.0',
    lastReloadAt: input.lastReloadAt ?? null,
    reloadBlockers: [],
    storedUser: input.token ? (input.storedUser ?? null) : null,
  }),
  on: {
    'session.reloadBlocked': {
      actions: assign({
        reloadBlockers: ({ context, event }) =>
          context.reloadBlockers.includes(event.by) ? context.reloadBlockers : [...context.reloadBlockers, event.by],
      }),
    },
    'session.reloadAllowed': {
      actions: assign({ reloadBlockers: ({ context, event }) => context.reloadBlockers.filter((by) => by !== event.by) }),
    },
  },
  states: {
    auth: {
      description: 'The access token and the user it belongs to.',
      initial: 'starting',
      invoke: { id: 'listenToOtherTabs', src: 'listenToOtherTabs' },
      on: {
        'session.loggedOutElsewhere': {
          description: 'Another tab logged out: the shared refresh session is gone, so this tab ends too.',
          target: '.anonymous',
          actions: [assign({ token: null, user: null, storedUser: null }), 'clearStoredSession'],
        },
      },
      states: {
        starting: {
          tags: ['busy'],
          always: [{ guard: 'isStoredTokenUnexpired', target: 'loadingProfile' }, { target: 'refreshing' }],
        },
        refreshing: {
          description: 'No usable token in this tab: try the refresh cookie (a new tab, or a token that expired).',
          tags: ['busy'],
          invoke: {
            id: 'refreshToken',
            src: 'refreshToken',
            onDone: {
              target: 'loadingProfile',
              // The refresh cookie is shared by the tabs: its token may be another user's than this tab's stored profile.
              actions: [assign({ token: ({ event }) => event.output, storedUser: null }), { type: 'storeToken', params: ({ event }) => event.output }],
            },
            // A deactivated account, or a new role, is said on the login page: "sign in" alone would mislead.
            onError: { target: 'anonymous', actions: [assign({ token: null, loginError: ({ event }) => accountRefusalOf(event.error) }), 'clearStoredSession'] },
          },
        },
        anonymous: {
          on: {
            'session.login': 'signingIn',
            'session.tokenSet': {
              target: 'loadingProfile',
              actions: adoptSetToken,
            },
          },
        },
        signingIn: {
          tags: ['busy'],
          entry: assign({ loginError: null }),
          invoke: {
            id: 'logIn',
            src: 'logIn',
            input: ({ event }) => credentialsOf(event),
            onDone: {
              target: 'loadingProfile',
              actions: [
                assign({ token: ({ event }) => event.output, user: null, storedUser: null }),
                { type: 'storeToken', params: ({ event }) => event.output },
                { type: 'storeUser', params: null },
              ],
            },
            onError: {
              target: 'anonymous',
              actions: assign({ loginError: ({ event }) => failureOf(event.error) }),
            },
          },
        },
        loadingProfile: {
          description:
            'Reads the profile. When it cannot (offline, the gateway down): the profile this tab stored with this token if there is one, so a reload without a connection keeps the buyer and the cart; else an empty user.',
          tags: ['busy', 'signedIn'],
          on: {
            'session.refused': {
              description:
                'The gateway refused the token the profile is read with (forged, revoked, or expired early): try the refresh cookie rather than keep a stored user.',
              target: 'refreshing',
            },
          },
          invoke: {
            id: 'fetchProfile',
            src: 'fetchProfile',
            input: signedInToken,
            onDone: {
              target: 'authenticated',
              actions: [
                { type: 'keepProfile', params: ({ event }) => event.output },
                { type: 'storeUser', params: ({ event }) => event.output },
              ],
            },
            onError: {
              target: 'authenticated',
              actions: [
                assign({ user: ({ context }) => context.storedUser ?? emptyUser }),
                { type: 'storeUser', params: ({ context }) => context.user },
                { type: 'logError', params: ({ event }) => ({ message: 'Error al cargar perfil', error: event.error }) },
              ],
            },
          },
        },
        authenticated: {
          tags: ['signedIn'],
          after: { tokenRefreshDue: 'renewingToken' },
          on: {
            'session.profileChanged': { target: 'refreshingProfile', actions: 'announceProfileChange' },
            'session.profileChangedElsewhere': 'refreshingProfile',
            'session.logout': 'loggingOut',
            'session.refused': {
              description:
                'A call was refused for the token: renew it through the refresh cookie, which the gateway revoked if an admin demoted or deactivated the user.',
              target: 'renewingToken',
            },
            'session.tokenSet': {
              target: 'loadingProfile',
              actions: adoptSetToken,
            },
          },
        },
        refreshingProfile: {
          description: 'The profile changed (the company joined the Club CXTI, here or in another tab): read it again; the page stays as it is.',
          tags: ['signedIn'],
          invoke: {
            id: 'refetchProfile',
            src: 'fetchProfile',
            input: signedInToken,
            onDone: {
              target: 'authenticated',
              actions: [
                { type: 'keepProfile', params: ({ event }) => event.output },
                { type: 'storeUser', params: ({ event }) => event.output },
              ],
            },
            onError: {
              target: 'authenticated',
              actions: { type: 'logError', params: ({ event }) => ({ message: 'Error al actualizar el perfil', error: event.error }) },
            },
          },
          on: { 'session.logout': 'loggingOut', 'session.refused': 'renewingToken' },
        },
        renewingToken: {
          description: 'The token is about to expire: renew it silently, the page stays as it is.',
          tags: ['signedIn'],
          invoke: {
            id: 'renewToken',
            src: 'refreshToken',
            onDone: {
              target: 'authenticated',
              actions: [assign({ token: ({ event }) => event.output }), { type: 'storeToken', params: ({ event }) => event.output }],
            },
            onError: { target: 'sessionExpired', actions: assign({ loginError: ({ event }) => accountRefusalOf(event.error) }) },
          },
          on: { 'session.logout': 'loggingOut' },
        },
        sessionExpired: {
          description: 'Renewal failed: the page, its input and the cart stay; the user is asked to sign in again.',
          tags: ['signedIn', 'expired'],
          initial: 'waitingForLogin',
          on: { 'session.logout': 'loggingOut' },
          states: {
            waitingForLogin: {
              on: { 'session.login': 'signingIn' },
            },
            signingIn: {
              tags: ['busy'],
              entry: assign({ loginError: null }),
              invoke: {
                id: 'logInAgain',
                src: 'logIn',
                input: ({ event }) => credentialsOf(event),
                onDone: {
                  target: '#session.auth.loadingProfile',
                  actions: [
                    assign({ token: ({ event }) => event.output }),
                    { type: 'storeToken', params: ({ event }) => event.output },
                  ],
                },
                onError: {
                  target: 'waitingForLogin',
                  actions: assign({ loginError: ({ event }) => failureOf(event.error) }),
                },
              },
            },
          },
        },
        loggingOut: {
          tags: ['busy'],
          entry: ['announceLogout'],
          // The stored token is cleared only after the call, which needs it to revoke the session.
          invoke: {
            id: 'logOut',
            src: 'logOut',
            input: ({ context }) => context.token,
            onDone: {
              target: 'anonymous',
              actions: [assign({ token: null, user: null, storedUser: null }), 'clearStoredSession', 'goHome'],
            },
            onError: {
              target: 'anonymous',
              actions: [
                assign({ token: null, user: null, storedUser: null }),
                'clearStoredSession',
                'goHome',
                { type: 'logError', params: ({ event }) => ({ message: 'Error al cerrar sesión', error: event.error }) },
              ],
            },
          },
        },
      },
    },
    version: {
      description: 'Reloads the page when a newer version is out, but never over work in progress and never in a loop.',
      initial: 'watching',
      states: {
        watching: {
          after: { versionPoll: 'readingStoredVersion', serverVersionPoll: 'fetchingServerVersion' },
          on: { 'app.focused': 'fetchingServerVersion' },
        },
        readingStoredVersion: {
          invoke: {
            id: 'readStoredVersion',
            src: 'readStoredVersion',
            onDone: [
              {
                guard: { type: 'isStoredVersionMissing', params: ({ event }) => event.output },
                target: 'watching',
                actions: { type: 'storeVersion', params: ({ context }) => context.buildVersion },
              },
              { guard: { type: 'isVersionCurrent', params: ({ event }) => event.output }, target: 'watching' },
              { target: 'reloadNeeded' },
            ],
            onError: {
              target: 'watching',
              actions: { type: 'logError', params: ({ event }) => ({ message: 'Error al leer la versión', error: event.error }) },
            },
          },
        },
        fetchingServerVersion: {
          invoke: {
            id: 'fetchServerVersion',
            src: 'fetchServerVersion',
            onDone: [
              { guard: { type: 'isVersionCurrent', params: ({ event }) => event.output }, target: 'watching' },
              { target: 'reloadNeeded' },
            ],
            onError: 'watching',
          },
        },
        reloadNeeded: {
          always: [
            { guard: 'isReloadBlocked', target: 'reloadDeferred' },
            // Storing nothing here: another tab may hold the newer build, and fighting it would loop.
            { guard: 'hasReloadedRecently', target: 'watching' },
            { target: 'reloading' },
          ],
        },
        reloadDeferred: {
          description: 'A checkout, payment or form is in progress: wait for the next navigation.',
          on: { 'app.navigated': 'reloadNeeded' },
        },
        reloading: {
          type: 'final',
          entry: [
            { type: 'storeVersion', params: ({ context }) => context.buildVersion },
            { type: 'reloadPage', params: ({ context }) => context.now() },
          ],
        },
      },
    },
  },
});
