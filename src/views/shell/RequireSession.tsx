import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginPath, paths } from '../../kernel/paths';
import { SessionContext } from '../../kernel/session-context';
import { FullPageSpinner } from './FullPageSpinner';
import { useFirstPaintBehind } from '../common/AfterFirstPaint';

/**
 * A chunk of its own (Fluent's Dialog comes with it), so neither the login page nor a signed-in page's
 * first paint loads it. It is fetched once that paint is behind the page, long before the session can
 * expire (at once if it already has), and stays mounted from then on.
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
  const expired = SessionContext.useSelector((s) => s.hasTag('expired'));
  const dialogWanted = useFirstPaintBehind() || expired;
  const [wasSignedIn, setWasSignedIn] = useState(signedIn);
  if (signedIn && !wasSignedIn) setWasSignedIn(true);
  if (signedIn) {
    return (
      <>
        {children}
        {dialogWanted && (
          <Suspense fallback={null}>
            <SessionExpiredDialog />
          </Suspense>
        )}
      </>
    );
  }
  if (busy) return <FullPageSpinner />;
  if (wasSignedIn) return <Navigate to={paths.login} replace />;
  const returnTo = `${location.pathname}${location.search}`;
  return <Navigate to={loginPath(returnTo)} replace />;
}
