import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { sessionEndpoints, type LoginRequest } from '../../contract/session';
import type { AccessToken, SessionUser } from '../../machines/session.machine';
import type { sessionMachine } from '../../machines/session.machine';
import type { ApiClient } from '../api/client';
import type { Failure } from '../../machines/failure';
import { failing } from './failure';
import type { MachineEffects } from './machine-effects';
import { takeNewestBuild } from './service-worker';
import * as storage from './session-storage';

const channelName = 'despensa-session';

async function renewAccessToken(api: ApiClient): Promise<AccessToken> {
  const answer = await api.request(sessionEndpoints.refresh);
  // No refresh cookie: a visitor, for whom the machine goes on as anonymous.
  if (!answer) throw { code: 'no_session' } satisfies Failure;
  return { value: answer.accessToken, exp: answer.expiresAt };
}

export interface SessionEffectsOptions {
  api: ApiClient;
  goHome: () => void;
}

/** Tells this browser's other tabs of the same portal what happened here. */
function announce(message: 'logout' | 'profile') {
  const channel = new BroadcastChannel(channelName);
  channel.postMessage(message);
  channel.close();
}

/** The session machine's real effects: the gateway, sessionStorage, localStorage and BroadcastChannel. */
export function sessionEffects({ api: client, goHome }: SessionEffectsOptions): MachineEffects<typeof sessionMachine> {
  const api = failing(client);
  return {
    actors: {
      logIn: fromPromise<AccessToken, LoginRequest>(async ({ input }) => {
        const answer = await api.request(sessionEndpoints.login, { body: input });
        return { value: answer.accessToken, exp: answer.expiresAt };
      }),
      refreshToken: fromPromise<AccessToken, void>(() => renewAccessToken(api)),
      fetchProfile: fromPromise<SessionUser, AccessToken>(async () => {
        const profile = await api.request(sessionEndpoints.profile);
        return {
          id: profile.id,
          role: profile.role,
          isPremium: profile.is_premium,
          displayName: profile.name,
          email: profile.email,
        };
      }),
      logOut: fromPromise<void, AccessToken | null>(() => api.request(sessionEndpoints.logout)),
      readStoredVersion: fromPromise<string | null, void>(async () => storage.readStoredVersion()),
      fetchServerVersion: fromPromise<string, void>(async () => (await api.request(sessionEndpoints.version)).version),
      listenToOtherTabs: fromCallback<EventObject>(({ sendBack }) => {
        const channel = new BroadcastChannel(channelName);
        channel.onmessage = (message: MessageEvent<unknown>) => {
          if (message.data === 'logout') sendBack({ type: 'session.loggedOutElsewhere' });
          if (message.data === 'profile') sendBack({ type: 'session.profileChangedElsewhere' });
        };
        return () => channel.close();
      }),
    },
    actions: {
      storeToken: (_, token) => storage.storeToken(token),
      storeUser: (_, user) => storage.storeUser(user),
      clearStoredSession: () => storage.clearStoredSession(),
      announceLogout: () => announce('logout'),
      announceProfileChange: () => announce('profile'),
      goHome,
      storeVersion: (_, version) => storage.storeVersion(version),
      reloadPage: (_, reloadedAt) => {
        storage.storeVersionReloadAt(reloadedAt);
        void takeNewestBuild().then(() => window.location.reload());
      },
      logError: (_, { message, error }) => console.error(message, error),
    },
  };
}
