import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { AccessTokenResponse } from '../../contract/auth';
import type { AppDeps } from '../context';
import type { Db } from '../db/client';
import { authSession } from '../db/schema';
import type { GatewayCache } from './gateway-cache';
import { newRefreshToken, refreshTokenDays, signAccessToken } from '../auth/tokens';

export const refreshCookie = 'despensa_refresh';
export const refreshCookiePath = '/api/auth';
const dayMs = 24 * 60 * 60 * 1000;

/**
 * Signs the user in, as login, refresh and e-mail verification all do: a refresh credential of the
 * session family in an HttpOnly cookie and a short-lived access token in the body. A refresh passes
 * the successor of the presented credential; when another request already stored it, that one is
 * answered again.
 */
export async function startSession(
  c: Context,
  { db, clock, jwtSecret }: Pick<AppDeps, 'db' | 'clock' | 'jwtSecret'>,
  userId: number,
  familyId: string = crypto.randomUUID(),
  refresh: { id: string; token: string; hash: string } = newRefreshToken(),
) {
  const now = clock.now();
  await db
    .insert(authSession)
    .values({
      id: refresh.id,
      familyId,
      userId,
      tokenHash: refresh.hash,
      expiresAt: new Date(now.getTime() + refreshTokenDays * dayMs),
    })
    .onConflictDoNothing({ target: authSession.tokenHash });
  setCookie(c, refreshCookie, refresh.token, {
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
    path: refreshCookiePath,
    maxAge: refreshTokenDays * 24 * 60 * 60,
  });
  const access = await signAccessToken(userId, familyId, now, jwtSecret);
  const body: AccessTokenResponse = { accessToken: access.token, expiresAt: access.exp };
  return c.json(body);
}

/** Ends one sign-in (every tab of it): its refresh credentials and access tokens stop working. */
export async function revokeFamily(db: Db, familyId: string, now: Date, cache: GatewayCache | null): Promise<void> {
  await db
    .update(authSession)
    .set({ revokedAt: now })
    .where(and(eq(authSession.familyId, familyId), isNull(authSession.revokedAt)));
  // After the update, so that no request can cache the session as live again in between.
  await cache?.forgetSessions();
}

/**
 * Ends every sign-in of the user, on every device; inside a transaction, forget cached sessions after it
 * commits. `reason` is what the holder's next refresh is told (a new role), when an administrator ended it.
 */
export async function revokeUserSessions(db: Db, userId: number, now: Date, reason: 'role_changed' | null = null): Promise<void> {
  await db
    .update(authSession)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(authSession.userId, userId), isNull(authSession.revokedAt)));
}
