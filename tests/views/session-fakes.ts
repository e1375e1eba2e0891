import type { LoginRequest } from '../../contract/session';
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { sessionMachine, type AccessToken, type SessionUser } from '../../machines/session.machine';

export interface SessionFakes {
  logIn?: (credentials: LoginRequest) => Promise<AccessToken>;
  refreshToken?: () => Promise<AccessToken>;
  logOut?: () => Promise<void>;
  goHome?: () => void;
}

const noRefreshCookie = () => Promise.reject(new Error('no refresh cookie'));

/**
 * The session machine over effects that answer at once: `user`'s profile, no refresh cookie unless
 * given, the build's own version, and storage that keeps nothing. Views tests start from here.
 */
export function sessionWithFakes(user: SessionUser, fakes: SessionFakes = {}) {
  return sessionMachine.provide({
    actors: {
      logIn: fromPromise<AccessToken, LoginRequest>(({ input }) =>
        (fakes.logIn ?? (() => Promise.reject(new Error('no sign-in here'))))(input),
      ),
      fetchProfile: fromPromise<SessionUser, AccessToken>(async () => user),
      logOut: fromPromise<void, AccessToken | null>(() => (fakes.logOut ?? (async () => {}))()),
      refreshToken: fromPromise<AccessToken, void>(() => (fakes.refreshToken ?? noRefreshCookie)()),
      readStoredVersion: fromPromise<string | null, void>(async () => '1.5.4'),
      fetchServerVersion: fromPromise<string, void>(async () => '1.5.4'),
      listenToOtherTabs: fromCallback<EventObject>(() => {}),
    },
    actions: {
      storeToken: () => {},
      storeUser: () => {},
      clearStoredSession: () => {},
      announceLogout: () => {},
      announceProfileChange: () => {},
      goHome: () => fakes.goHome?.(),
      storeVersion: () => {},
      reloadPage: () => {},
      logError: () => {},
    },
  });
}
