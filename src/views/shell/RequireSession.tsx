import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginPath } from '../../app/paths';
import { SessionContext } from '../../app/session-context';
import { FullPageSpinner } from './FullPageSpinner';

/**
 * A chunk of its own (Fluent's Dialog comes with it), so the login page does not load it. It is fetched as
 * soon as a session is signed in, long before that session can expire, and stays mounted from then on.
 */
const SessionExpiredDialog = lazy(() => import('./SessionExpiredDialog').then((module) => ({ default: module.SessionExpiredDialog })));

/** Renders its page only for a signed-in session; anyone else goes to the login with a way back. */
export function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  const signedIn = SessionContext.useSelector((s) => s.hasTag('signedIn'));
  const busy = SessionContext.useSelector((s) => s.hasTag('busy'));
  if (signedIn) {
    return (
      <>
        {children}
        <Suspense fallback={null}>
          <SessionExpiredDialog />
        </Suspense>
      </>
    );
  }
  if (busy) return <FullPageSpinner />;
  const returnTo = `${location.pathname}${location.search}`;
  return <Navigate to={loginPath(returnTo)} replace />;
}
