import { fromPromise } from 'xstate';
import type { AccessToken, Credentials, SessionUser } from '../../machines/session.machine';
import type { sessionMachine } from '../../machines/session.machine';
import type { ApiClient } from '../api/client';
import { accessTokenResponse, userProfile } from '../api/contract/auth';
import * as storage from './session-storage';

/** The session machine's real effects: the gateway for credentials and profile, sessionStorage for keeping them. */
export function sessionImplementations(api: ApiClient): Parameters<typeof sessionMachine.provide>[0] {
  return {
    actors: {
      logIn: fromPromise<AccessToken, Credentials>(async ({ input }) => {
        const answer = await api.post('/auth/login', input, accessTokenResponse);
        return { value: answer.accessToken, exp: answer.expiresAt };
      }),
      fetchProfile: fromPromise<SessionUser, AccessToken>(async () => {
        const profile = await api.get('/user-profile', userProfile);
        return {
          id: profile.id,
          role: profile.role,
          isPremium: profile.is_premium,
          displayName: profile.name,
          email: profile.email,
        };
      }),
      logOut: fromPromise<void, AccessToken | null>(() => api.postNoContent('/auth/logout')),
    },
    actions: {
      storeToken: (_, token) => storage.storeToken(token),
      storeUser: (_, user) => storage.storeUser(user),
      clearStoredSession: () => storage.clearStoredSession(),
      logError: (_, { message, error }) => console.error(message, error),
    },
  };
}
