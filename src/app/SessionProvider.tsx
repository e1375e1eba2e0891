import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { sessionMachine } from '../../machines/session.machine';
import { sessionEffects } from '../actors/session.actors';
import { readStoredToken, readStoredUser, readVersionReloadAt } from '../actors/session-storage';
import { api, tokenRefusals } from './api';
import { SessionContext } from '../kernel/session-context';
import { paths } from '../kernel/paths';

/**
 * Tells the session machine about navigation and window focus (the two moments it checks the version)
 * and about the gateway refusing the token, and carries out its requests to go home.
 */
function SessionSignals({ homeRequests }: { homeRequests: EventTarget }) {
  const session = SessionContext.useActorRef();
  const navigate = useNavigate();
  const location = useLocation();
  const shownAt = useRef(location);
  useEffect(() => {
    // The page the app opened on is not a navigation.
    if (location !== shownAt.current) session.send({ type: 'app.navigated' });
  }, [session, location]);
  useEffect(() => {
    const onFocus = () => session.send({ type: 'app.focused' });
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [session]);
  useEffect(() => {
    const refused = () => session.send({ type: 'session.refused' });
    tokenRefusals.addEventListener('refused', refused);
    return () => tokenRefusals.removeEventListener('refused', refused);
  }, [session]);
  useEffect(() => {
    // Signed out, the device shows the sign-in page for whoever uses it next (`/` would lead a visitor to /bienvenida).
    const goHome = () => void navigate(paths.login);
    homeRequests.addEventListener('home', goHome);
    return () => homeRequests.removeEventListener('home', goHome);
  }, [homeRequests, navigate]);
  return null;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  // The machine outlives any one render's navigate function, so it asks, and SessionSignals navigates.
  const [homeRequests] = useState(() => new EventTarget());
  // The login path's exception to `useEffects()`: the session must run before the gateway effects' lazy
  // chunk arrives, and asking for that chunk here would put it on the login page's path. So its effects
  // come straight from src/actors, as the settings' do (SettingsProvider).
  const logic = useMemo(
    () => sessionMachine.provide(sessionEffects({ api, goHome: () => homeRequests.dispatchEvent(new Event('home')) })),
    [homeRequests],
  );
  const input = {
    token: readStoredToken(),
    now: Date.now,
    buildVersion: import.meta.env.APP_VERSION,
    lastReloadAt: readVersionReloadAt(),
    storedUser: readStoredUser(),
  };
  return (
    <SessionContext.Provider logic={logic} options={{ input }}>
      <SessionSignals homeRequests={homeRequests} />
      {children}
    </SessionContext.Provider>
  );
}
