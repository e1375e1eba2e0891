import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginPath, paths } from '../../kernel/paths';
import { SessionContext } from '../../kernel/session-context';
import { FullPageSpinner } from './FullPageSpinner';

/**
 * A chunk of its own (Fluent's Dialog comes with it), so the login page does not load it. It is fetched as
 * soon as a session is signed in, long before that session can expire, and stays mounted from then on.
 */
const SessionExpiredDialog = lazy(() => import('./SessionExpiredDialog').then((module) => ({ default: module.SessionExpiredDialog })));

/**
 * Renders its page only for a signed-in session. A visitor goes to the login with a way back; a session
 * that ends here (a logout, in this tab or another) goes to the plain login, so whoever signs in next
 * on this device is not sent to the previous user's page.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  const signedIn = SessionContext.useSelector((s) => s.hasTag('signedIn'));
  const busy = SessionContext.useSelector((s) => s.hasTag('busy'));
  const [wasSignedIn, setWasSignedIn] = useState(signedIn);
  if (signedIn && !wasSignedIn) setWasSignedIn(true);
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
  if (wasSignedIn) return <Navigate to={paths.login} replace />;
  const returnTo = `${location.pathname}${location.search}`;
  return <Navigate to={loginPath(returnTo)} replace />;
}
