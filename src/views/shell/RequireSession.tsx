import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { SessionContext } from '../../app/session-context';
import { FullPageSpinner } from './FullPageSpinner';
import { SessionExpiredDialog } from './SessionExpiredDialog';

/** Renders its page only for a signed-in session; anyone else goes to the login with a way back. */
export function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  const signedIn = SessionContext.useSelector((s) => s.hasTag('signedIn'));
  const busy = SessionContext.useSelector((s) => s.hasTag('busy'));
  if (signedIn) {
    return (
      <>
        {children}
        <SessionExpiredDialog />
      </>
    );
  }
  if (busy) return <FullPageSpinner />;
  const returnTo = `${location.pathname}${location.search}`;
  return <Navigate to={`/auth/jwt/login?returnTo=${encodeURIComponent(returnTo)}`} replace />;
}
