import { and, eq, isNull } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Role } from '../../contract/vocabulary';
import type { AppDeps, AppEnv, AuthUser } from '../context';
import { authSession, resUsers } from '../db/schema';
import { verifyAccessToken } from '../auth/tokens';
import { ApiError } from './errors';

const unauthorized = () =>
  new ApiError(401, 'unauthorized', 'Tu sesión expiró o no es válida. Inicia sesión de nuevo.', undefined, {
    'WWW-Authenticate': 'Bearer',
  });

/**
 * Bearer JWT with a live session: a valid signature is not enough once the user logged out (its
 * session family is revoked) or was disabled.
 */
export function requireUser({ db, clock, jwtSecret, cache }: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('Authorization');
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const now = clock.now().getTime();
    let claims = token ? cache?.verifiedToken(token, now) : undefined;
    if (token && !claims) {
      claims = (await verifyAccessToken(token, clock.now(), jwtSecret)) ?? undefined;
      if (claims) cache?.rememberToken(token, claims, now);
    }
    if (!claims || claims.exp * 1000 <= now) throw unauthorized();
    const known = cache?.session(claims.sid, now);
    const epoch = cache?.sessionsEpoch() ?? 0;
    if (known && known.id === claims.sub) {
      c.set('user', known);
      return next();
    }
    const [row] = await db
      .select({ id: resUsers.id, partnerId: resUsers.partnerId, role: resUsers.role, email: resUsers.login })
      .from(authSession)
      .innerJoin(resUsers, eq(resUsers.id, authSession.userId))
      .where(
        and(
          eq(authSession.familyId, claims.sid),
          eq(authSession.userId, claims.sub),
          isNull(authSession.revokedAt),
          eq(resUsers.active, true),
        ),
      )
      .limit(1);
    if (!row) throw unauthorized();
    const user: AuthUser = { id: row.id, partnerId: row.partnerId, role: row.role as Role, email: row.email, sessionFamily: claims.sid };
    cache?.rememberSession(claims.sid, user, now, epoch);
    c.set('user', user);
    await next();
  });
}
