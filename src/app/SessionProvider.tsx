import { useEffect, useMemo, type ReactNode } from 'react';
import { sessionMachine } from '../../machines/session.machine';
import { sessionImplementations } from '../actors/session.actors';
import { readStoredToken, readVersionReloadAt } from '../actors/session-storage';
import { api } from './api';
import { router } from './router';
import { SessionContext } from './session-context';

/** Tells the session machine about navigation and window focus, the two moments it checks the version. */
function SessionSignals() {
  const session = SessionContext.useActorRef();
  useEffect(() => {
    const unsubscribe = router.subscribe(() => session.send({ type: 'app.navigated' }));
    const onFocus = () => session.send({ type: 'app.focused' });
    window.addEventListener('focus', onFocus);
    return () => {
      unsubscribe();
      window.removeEventListener('focus', onFocus);
    };
  }, [session]);
  return null;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const logic = useMemo(
    () => sessionMachine.provide(sessionImplementations({ api, goHome: () => void router.navigate('/') })),
    [],
  );
  const input = {
    token: readStoredToken(),
    now: Date.now,
    buildVersion: import.meta.env.APP_VERSION,
    lastReloadAt: readVersionReloadAt(),
  };
  return (
    <SessionContext.Provider logic={logic} options={{ input }}>
      <SessionSignals />
      {children}
    </SessionContext.Provider>
  );
}
