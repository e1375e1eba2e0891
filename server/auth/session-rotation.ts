import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppDeps } from '../context';
import { authSession, resUsers } from '../db/schema';
import { revokeFamily } from '../http/session';
import { hashRefreshToken, verifyAccessToken } from './tokens';

/** Two tabs refreshing at once present the same credential; within this window that is not theft. */
const rotationGraceMs = 30_000;

/**
 * Why a refresh credential of ours was refused, when its holder should know more than "sign in again":
 * the account was deactivated (signing in would fail too), or an administrator changed its role.
 */
export type RefreshRefusal = 'account_disabled' | 'role_changed' | null;

/**
 * The sign-in a refresh credential continues, the credential marked rotated; `refused` (with the reason
 * its holder is told, if any) when it is unknown, revoked, expired, of an inactive user, or rotated long ago.
 */
export async function rotateRefresh(
  { db, clock, cache }: Pick<AppDeps, 'db' | 'clock' | 'cache'>,
  presented: string,
): Promise<{ userId: number; familyId: string } | { refused: RefreshRefusal }> {
  const now = clock.now();
  const [session] = await db
    .select()
    .from(authSession)
    .innerJoin(resUsers, eq(resUsers.id, authSession.userId))
    .where(eq(authSession.tokenHash, hashRefreshToken(presented)))
    .limit(1);
  // Only the holder of a credential that was valid learns why it no longer is.
  if (!session || session.auth_session.expiresAt <= now) return { refused: null };
  if (!session.res_users.active) return { refused: 'account_disabled' };
  if (session.auth_session.revokedAt) return { refused: session.auth_session.revokedReason === 'role_changed' ? 'role_changed' : null };
  const { id, familyId, userId, rotatedAt } = session.auth_session;
  if (rotatedAt && now.getTime() - rotatedAt.getTime() > rotationGraceMs) {
    // A rotated credential came back long after: someone kept a copy. End every tab of it.
    await revokeFamily(db, familyId, now, cache);
    return { refused: null };
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
