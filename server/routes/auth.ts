import { deleteCookie, getCookie } from 'hono/cookie';
import { sessionEndpoints } from '../../contract/session';
import { endSignIn, rotateRefresh, type RefreshRefusal } from '../auth/session-rotation';
import { checkSignIn } from '../auth/sign-in';
import { successorRefreshToken } from '../auth/tokens';
import type { AppDeps } from '../context';
import { clientAddress } from '../http/client-address';
import { endpointRouter } from '../http/endpoint';
import { ApiError } from '../http/errors';
import { refreshCookie, refreshCookiePath, startSession } from '../http/session';

/** A refused refresh whose holder should know more than that the session ended: why. */
function noSession(refusal: NonNullable<RefreshRefusal>): ApiError {
  if (refusal === 'account_disabled') {
    return new ApiError(401, 'account_disabled', 'Tu cuenta fue desactivada por el administrador de tu empresa. Pídele que la reactive para volver a entrar.');
  }
  return new ApiError(401, 'role_changed', 'El administrador de tu empresa cambió tu rol. Ingresa tu contraseña para seguir con tus nuevos permisos.');
}

/** Signing in, refreshing the access token from the refresh cookie, and signing out. */
export function authRoutes(deps: AppDeps) {
  const { jwtSecret, config } = deps;

  return endpointRouter(deps)
    .on(sessionEndpoints.login, async (c, { body: { email, password } }) => {
      const userId = await checkSignIn(deps, email, password, clientAddress(c, config.trustProxy ?? false));
      return startSession(c, deps, userId);
    })
    .on(sessionEndpoints.refresh, async (c) => {
      const presented = getCookie(c, refreshCookie);
      if (!presented) return null;
      const session = await rotateRefresh(deps, presented);
      if ('refused' in session) {
        // A refused cookie is removed, so the next tab asks as a visitor instead of being refused again.
        deleteCookie(c, refreshCookie, { path: refreshCookiePath, secure: true });
        // Expired, signed out or replayed: its holder is a visitor now, which is not an error (a 401 would
        // be one in every visitor's console). A deactivated account or a new role is said, with a 401.
        if (session.refused === null) return null;
        throw noSession(session.refused);
      }
      // A second rotation within the grace window (another tab, another instance) gets the same successor.
      return startSession(c, deps, session.userId, session.familyId, successorRefreshToken(presented, jwtSecret));
    })
    .on(sessionEndpoints.logout, async (c) => {
      const refresh = getCookie(c, refreshCookie);
      const bearer = c.req.header('Authorization')?.replace(/^Bearer /, '');
      await endSignIn(deps, { refresh, bearer });
      deleteCookie(c, refreshCookie, { path: refreshCookiePath, secure: true });
    }).app;
}
