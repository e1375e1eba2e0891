import { and, eq, isNull } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../context';
import { authSession, resUsers } from '../db/schema';
import { verifyAccessToken } from '../domain/tokens';
import { ApiError } from './errors';

const unauthorized = () =>
  new ApiError(401, 'unauthorized', 'Tu sesión expiró o no es válida. Inicia sesión de nuevo.', undefined, {
    'WWW-Authenticate': 'Bearer',
  });

/**
 * Bearer JWT with a live session: a valid signature is not enough once the user logged out (its
 * session family is revoked) or was disabled.
 */
export function requireUser({ db, clock, jwtSecret }: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('Authorization');
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const claims = token ? await verifyAccessToken(token, clock.now(), jwtSecret) : null;
    if (!claims) throw unauthorized();
    const [row] = await db
      .select({ id: resUsers.id, partnerId: resUsers.partnerId })
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
    c.set('user', { id: row.id, partnerId: row.partnerId, sessionFamily: claims.sid });
    await next();
  });
}
