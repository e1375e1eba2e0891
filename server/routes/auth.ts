import { and, eq, gt, isNull } from 'drizzle-orm';
import { deleteCookie, getCookie } from 'hono/cookie';
import { authErrorCodes, sessionEndpoints } from '../../contract/session';
import type { AppDeps } from '../context';
import { authSession, resUsers } from '../db/schema';
import { unknownAccountHash, verifyPassword } from '../domain/password';
import { clearAttempts, loginAccountRule, loginAddressRule, reserveAttempt } from '../auth/throttle';
import { hashRefreshToken, verifyAccessToken } from '../auth/tokens';
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

/** The same answer whether the account or the address hit its limit, so neither is revealed. */
function tooManyAttempts(retryAfter: number) {
  const minutes = Math.ceil(retryAfter / 60);
  const wait = minutes === 1 ? '1 minuto' : `${minutes} minutos`;
  return new ApiError(
    429,
    authErrorCodes.tooManyAttempts,
    `Demasiados intentos fallidos. Espera ${wait} antes de volver a intentarlo.`,
    undefined,
    { 'Retry-After': String(retryAfter) },
  );
}

export function authRoutes(deps: AppDeps) {
  const { db, clock, jwtSecret, config } = deps;

  return endpointRouter(deps)
    .on(sessionEndpoints.login, async (c, { body: { email, password } }) => {
      const address = clientAddress(c, config.trustProxy ?? false);
      const accountRule = loginAccountRule(email);
      const attempt = await reserveAttempt(db, address ? [accountRule, loginAddressRule(address)] : [accountRule], clock.now());
      if (attempt.retryAfter > 0) throw tooManyAttempts(attempt.retryAfter);

      const [user] = await db
        .select({ id: resUsers.id, passwordHash: resUsers.passwordHash, active: resUsers.active, verifiedAt: resUsers.emailVerifiedAt })
        .from(resUsers)
        .where(eq(resUsers.login, email))
        .limit(1);
      const matches = await verifyPassword(password, user?.passwordHash ?? (await unknownAccountHash()));
      // A failure stays counted against the account and the address.
      if (!user || !matches || !user.active) throw badCredentials();

      await attempt.release();
      await clearAttempts(db, accountRule.key);
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
      return startSession(c, deps, userId, familyId);
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
