import { and, eq, gt, isNull } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { loginRequest } from '../../src/api/contract/auth';
import type { AppDeps } from '../context';
import { authSession, resUsers } from '../db/schema';
import { unknownAccountHash, verifyPassword } from '../domain/password';
import {
  hashRefreshToken,
  newRefreshToken,
  refreshTokenDays,
  signAccessToken,
  verifyAccessToken,
} from '../domain/tokens';
import { ApiError } from '../http/errors';
import { jsonBody } from '../http/validate';

export const refreshCookie = 'despensa_refresh';
const cookiePath = '/api/auth';
const dayMs = 24 * 60 * 60 * 1000;
/** Two tabs refreshing at once present the same credential; within this window that is not theft. */
const rotationGraceMs = 30_000;

const badCredentials = () => new ApiError(401, 'invalid_credentials', 'Correo o contraseña incorrectos.');
const noSession = () => new ApiError(401, 'session_expired', 'Tu sesión expiró. Inicia sesión de nuevo.');

export function authRoutes(deps: AppDeps) {
  const { db, clock, jwtSecret } = deps;

  async function startSession(c: Context, userId: number, familyId: string) {
    const now = clock.now();
    const refresh = newRefreshToken();
    await db.insert(authSession).values({
      id: refresh.id,
      familyId,
      userId,
      tokenHash: refresh.hash,
      expiresAt: new Date(now.getTime() + refreshTokenDays * dayMs),
    });
    setCookie(c, refreshCookie, refresh.token, {
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: cookiePath,
      maxAge: refreshTokenDays * 24 * 60 * 60,
    });
    const access = await signAccessToken(userId, familyId, now, jwtSecret);
    return c.json({ accessToken: access.token, expiresAt: access.exp });
  }

  async function revokeFamily(familyId: string) {
    await db
      .update(authSession)
      .set({ revokedAt: clock.now() })
      .where(and(eq(authSession.familyId, familyId), isNull(authSession.revokedAt)));
  }

  return new Hono()
    .post('/login', jsonBody(loginRequest), async (c) => {
      const { email, password } = c.req.valid('json');
      const [user] = await db
        .select({ id: resUsers.id, passwordHash: resUsers.passwordHash, active: resUsers.active })
        .from(resUsers)
        .where(eq(resUsers.login, email))
        .limit(1);
      const matches = await verifyPassword(password, user?.passwordHash ?? (await unknownAccountHash()));
      if (!user || !matches || !user.active) throw badCredentials();
      return startSession(c, user.id, crypto.randomUUID());
    })
    .post('/refresh', async (c) => {
      const presented = getCookie(c, refreshCookie);
      if (!presented) throw noSession();
      const now = clock.now();
      const [session] = await db
        .select()
        .from(authSession)
        .innerJoin(resUsers, eq(resUsers.id, authSession.userId))
        .where(eq(authSession.tokenHash, hashRefreshToken(presented)))
        .limit(1);
      if (!session || session.auth_session.revokedAt || session.auth_session.expiresAt <= now || !session.res_users.active) {
        throw noSession();
      }
      const { id, familyId, userId, rotatedAt } = session.auth_session;
      if (rotatedAt && now.getTime() - rotatedAt.getTime() > rotationGraceMs) {
        // A rotated credential came back long after: someone kept a copy. End every tab of it.
        await revokeFamily(familyId);
        throw noSession();
      }
      await db
        .update(authSession)
        .set({ rotatedAt: now })
        .where(and(eq(authSession.id, id), isNull(authSession.rotatedAt)));
      return startSession(c, userId, familyId);
    })
    .post('/logout', async (c) => {
      const presented = getCookie(c, refreshCookie);
      if (presented) {
        const [session] = await db
          .select({ familyId: authSession.familyId })
          .from(authSession)
          .where(and(eq(authSession.tokenHash, hashRefreshToken(presented)), gt(authSession.expiresAt, clock.now())))
          .limit(1);
        if (session) await revokeFamily(session.familyId);
      }
      const bearer = c.req.header('Authorization')?.replace(/^Bearer /, '');
      const claims = bearer ? await verifyAccessToken(bearer, clock.now(), jwtSecret) : null;
      if (claims) await revokeFamily(claims.sid);
      deleteCookie(c, refreshCookie, { path: cookiePath, secure: true });
      return c.body(null, 204);
    });
}
