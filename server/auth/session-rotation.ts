import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppDeps } from '../context';
import { authSession, resUsers } from '../db/schema';
import { revokeFamily } from '../http/session';
import { hashRefreshToken, verifyAccessToken } from './tokens';

/** Two tabs refreshing at once present the same credential; within this window that is not theft. */
const rotationGraceMs = 30_000;

/**
 * The sign-in a refresh credential continues, the credential marked rotated; null when it is refused:
 * unknown, revoked, expired, of an inactive user, or rotated long ago.
 */
export async function rotateRefresh(
  { db, clock, cache }: Pick<AppDeps, 'db' | 'clock' | 'cache'>,
  presented: string,
): Promise<{ userId: number; familyId: string } | null> {
  const now = clock.now();
  const [session] = await db
    .select()
    .from(authSession)
    .innerJoin(resUsers, eq(resUsers.id, authSession.userId))
    .where(eq(authSession.tokenHash, hashRefreshToken(presented)))
    .limit(1);
  if (!session || session.auth_session.revokedAt || session.auth_session.expiresAt <= now || !session.res_users.active) {
    return null;
  }
  const { id, familyId, userId, rotatedAt } = session.auth_session;
  if (rotatedAt && now.getTime() - rotatedAt.getTime() > rotationGraceMs) {
    // A rotated credential came back long after: someone kept a copy. End every tab of it.
    await revokeFamily(db, familyId, now, cache);
    return null;
  }
  await db
    .update(authSession)
    .set({ rotatedAt: now })
    .where(and(eq(authSession.id, id), isNull(authSession.rotatedAt)));
  return { userId, familyId };
}

/** Ends the sign-in of the refresh credential and the one of the access token, whichever were presented and are still ours. */
export async function endSignIn(
  { db, clock, jwtSecret, cache }: Pick<AppDeps, 'db' | 'clock' | 'jwtSecret' | 'cache'>,
  presented: { refresh: string | undefined; bearer: string | undefined },
): Promise<void> {
  const now = clock.now();
  if (presented.refresh) {
    const [session] = await db
      .select({ familyId: authSession.familyId })
      .from(authSession)
      .where(and(eq(authSession.tokenHash, hashRefreshToken(presented.refresh)), gt(authSession.expiresAt, now)))
      .limit(1);
    if (session) await revokeFamily(db, session.familyId, now, cache);
  }
  const claims = presented.bearer ? await verifyAccessToken(presented.bearer, now, jwtSecret) : null;
  if (claims) await revokeFamily(db, claims.sid, now, cache);
}
