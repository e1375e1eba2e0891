import { assign, fromPromise, setup } from 'xstate';

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

export interface Credentials {
  email: string;
  password: string;
}

/** A failure the user can act on: `code` picks the translated text, `message` is the gateway's Spanish. */
export interface UserFacingError {
  code: string;
  message: string;
}

export interface SessionInput {
  token: AccessToken | null;
  now: () => number;
}

export interface SessionContext {
  token: AccessToken | null;
  user: SessionUser | null;
  loginError: UserFacingError | null;
  now: () => number;
}

export type SessionEvent =
  | { type: 'session.login'; credentials: Credentials }
  | { type: 'session.logout' };

export const emptyUser: SessionUser = { id: null, role: 'admin', isPremium: false, displayName: '', email: '' };

/** Real effects come from `provide()`; a machine started without them fails loudly. */
function notProvided<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`session actor "${name}" was not provided`)));
}

function toUserFacingError(error: unknown): UserFacingError {
  if (error && typeof error === 'object' && 'code' in error && 'message' in error) {
    return { code: String(error.code), message: String(error.message) };
  }
  return { code: 'unknown', message: 'Something went wrong' };
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    logIn: notProvided<AccessToken, Credentials>('logIn'),
    fetchProfile: notProvided<SessionUser, AccessToken>('fetchProfile'),
    logOut: notProvided<void, AccessToken | null>('logOut'),
  },
  actions: {
    storeToken: (_, _token: AccessToken) => {
      throw new Error('session action "storeToken" was not provided');
    },
    storeUser: (_, _user: SessionUser | null) => {
      throw new Error('session action "storeUser" was not provided');
    },
    clearStoredSession: () => {
      throw new Error('session action "clearStoredSession" was not provided');
    },
    logError: (_, _params: { message: string; error: unknown }) => {
      throw new Error('session action "logError" was not provided');
    },
  },
  guards: {
    isStoredTokenUnexpired: ({ context }) => context.token !== null && context.token.exp * 1000 > context.now(),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ token: input.token, user: null, loginError: null, now: input.now }),
  initial: 'starting',
  states: {
    starting: {
      tags: ['busy'],
      always: [
        { guard: 'isStoredTokenUnexpired', target: 'loadingProfile' },
        { target: 'anonymous', actions: [assign({ token: null }), 'clearStoredSession'] },
      ],
    },
    anonymous: {
      on: {
        'session.login': 'signingIn',
      },
    },
    signingIn: {
      tags: ['busy'],
      entry: assign({ loginError: null }),
      invoke: {
        id: 'logIn',
        src: 'logIn',
        input: ({ event }) => {
          if (event.type !== 'session.login') throw new Error(`signingIn entered by ${event.type}`);
          return event.credentials;
        },
        onDone: {
          target: 'loadingProfile',
          actions: [
            assign({ token: ({ event }) => event.output, user: null }),
            { type: 'storeToken', params: ({ event }) => event.output },
            { type: 'storeUser', params: null },
          ],
        },
        onError: {
          target: 'anonymous',
          actions: assign({ loginError: ({ event }) => toUserFacingError(event.error) }),
        },
      },
    },
    loadingProfile: {
      tags: ['busy'],
      invoke: {
        id: 'fetchProfile',
        src: 'fetchProfile',
        input: ({ context }) => {
          if (!context.token) throw new Error('loadingProfile without a token');
          return context.token;
        },
        onDone: {
          target: 'authenticated',
          actions: [
            assign({ user: ({ event }) => event.output }),
            { type: 'storeUser', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'authenticated',
          actions: [
            assign({ user: emptyUser }),
            { type: 'logError', params: ({ event }) => ({ message: 'Error al cargar perfil', error: event.error }) },
          ],
        },
      },
    },
    authenticated: {
      on: {
        'session.logout': 'loggingOut',
      },
    },
    loggingOut: {
      tags: ['busy'],
      // The stored token is cleared only after the call, which needs it to revoke the session.
      invoke: {
        id: 'logOut',
        src: 'logOut',
        input: ({ context }) => context.token,
        onDone: { target: 'anonymous', actions: [assign({ token: null, user: null }), 'clearStoredSession'] },
        onError: {
          target: 'anonymous',
          actions: [
            assign({ token: null, user: null }),
            'clearStoredSession',
            { type: 'logError', params: ({ event }) => ({ message: 'Error al cerrar sesión', error: event.error }) },
          ],
        },
      },
    },
  },
});
