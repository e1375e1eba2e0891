import { and, eq, gt, isNull } from 'drizzle-orm';
import { deleteCookie, getCookie } from 'hono/cookie';
import { authErrorCodes, sessionEndpoints } from '../../contract/session';
import type { AppDeps } from '../context';
import { authSession, resUsers } from '../db/schema';
import { unknownAccountHash, verifyPassword } from '../domain/password';
import { clearAttempts, loginAccountRule, loginAddressRule, loginPairRule, reserveAttempt, type ThrottleRule } from '../auth/throttle';
import { tooManyAttempts } from '../auth/errors';
import { hashRefreshToken, successorRefreshToken, verifyAccessToken } from '../auth/tokens';
import { clientAddress } from '../http/client-address';
import { endpointRouter } from '../http/endpoint';
import { ApiError } from '../http/errors';
import { refreshCookie, refreshCookiePath, revokeFamily, startSession } from '../http/session';

/** Two tabs refreshing at once present the same credential; within this window that is not theft. */
const rotationGraceMs = 30_000;

const badCredentials = () => new ApiError(401, authErrorCodes.invalidCredentials, 'Correo o contraseña incorrectos.');
const noSession = () => new ApiError(401, 'session_expired', 'Tu sesión expiró. Inicia sesión de nuevo.');
const unverified = () =>
  new ApiError(
    403,
    authErrorCodes.emailUnverified,
    'Aún no confirmas tu correo. Ingresa el código que te enviamos al registrarte o pide uno nuevo.',
  );

export function authRoutes(deps: AppDeps) {
  const { db, clock, jwtSecret, config } = deps;

  return endpointRouter(deps)
    .on(sessionEndpoints.login, async (c, { body: { email, password } }) => {
      const address = clientAddress(c, config.trustProxy ?? false);
      const pairRule = loginPairRule(email, address);
      const rules: ThrottleRule[] = [pairRule, loginAccountRule(email), ...(address ? [loginAddressRule(address)] : [])];
      const attempt = await reserveAttempt(db, rules, clock);
      if (attempt.retryAfter > 0) throw tooManyAttempts(attempt.retryAfter);

      const [user] = await db
        .select({ id: resUsers.id, passwordHash: resUsers.passwordHash, active: resUsers.active, verifiedAt: resUsers.emailVerifiedAt })
        .from(resUsers)
        .where(eq(resUsers.login, email))
        .limit(1);
      const matches = await verifyPassword(password, user?.passwordHash ?? (await unknownAccountHash()));
      if (!user || !matches || !user.active) {
        // Counted against the account at this address, the account, and the address.
        await attempt.keep();
        throw badCredentials();
      }

      await attempt.release();
      await clearAttempts(db, pairRule.key);
      if (!user.verifiedAt) throw unverified();
      await db.update(resUsers).set({ lastLoginAt: clock.now() }).where(eq(resUsers.id, user.id));
      return startSession(c, deps, user.id);
    })
    .on(sessionEndpoints.refresh, async (c) => {
      const presented = getCookie(c, refreshCookie);
      if (!presented) return null;
      // A refused cookie is removed, so the next tab asks as a visitor instead of being refused again.
      const refused = () => {
        deleteCookie(c, refreshCookie, { path: refreshCookiePath, secure: true });
        return noSession();
      };
      const now = clock.now();
      const [session] = await db
        .select()
        .from(authSession)
        .innerJoin(resUsers, eq(resUsers.id, authSession.userId))
        .where(eq(authSession.tokenHash, hashRefreshToken(presented)))
        .limit(1);
      if (!session || session.auth_session.revokedAt || session.auth_session.expiresAt <= now || !session.res_users.active) {
        throw refused();
      }
      const { id, familyId, userId, rotatedAt } = session.auth_session;
      if (rotatedAt && now.getTime() - rotatedAt.getTime() > rotationGraceMs) {
        // A rotated credential came back long after: someone kept a copy. End every tab of it.
        await revokeFamily(db, familyId, now, deps.cache);
        throw refused();
      }
      await db
        .update(authSession)
        .set({ rotatedAt: now })
        .where(and(eq(authSession.id, id), isNull(authSession.rotatedAt)));
      // A second rotation within the grace window (another tab, another instance) gets the same successor.
      return startSession(c, deps, userId, familyId, successorRefreshToken(presented, jwtSecret));
    })
    .on(sessionEndpoints.logout, async (c) => {
      const presented = getCookie(c, refreshCookie);
      const now = clock.now();
      if (presented) {
        const [session] = await db
          .select({ familyId: authSession.familyId })
          .from(authSession)
          .where(and(eq(authSession.tokenHash, hashRefreshToken(presented)), gt(authSession.expiresAt, now)))
          .limit(1);
        if (session) await revokeFamily(db, session.familyId, now, deps.cache);
      }
      const bearer = c.req.header('Authorization')?.replace(/^Bearer /, '');
      const claims = bearer ? await verifyAccessToken(bearer, now, jwtSecret) : null;
      if (claims) await revokeFamily(db, claims.sid, now, deps.cache);
      deleteCookie(c, refreshCookie, { path: refreshCookiePath, secure: true });
    }).app;
}
