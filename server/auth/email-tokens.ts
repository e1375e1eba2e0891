import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { emailCodeRules, type EmailProof } from '../../contract/auth';
import type { Db } from '../db/client';
import { authEmailToken, resUsers } from '../db/schema';

export type EmailTokenPurpose = 'verify' | 'reset';

const validMs = emailCodeRules.validMinutes * 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A million codes are quickly tried against a plain hash, so codes are keyed with the server's
 * secret: a copy of the table alone does not give them away.
 */
function hashCode(secret: string, purpose: EmailTokenPurpose, userId: number, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${userId}:${code}`).digest('hex');
}

/**
 * A new code and link for the user; any earlier one for the same purpose stops working, so only the
 * latest e-mail counts.
 */
export async function issueEmailToken(
  db: Db,
  secret: string,
  userId: number,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<{ code: string; token: string }> {
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await burnEmailTokens(tx, userId, purpose, now);
    await tx.insert(authEmailToken).values({
      userId,
      purpose,
      codeHash: hashCode(secret, purpose, userId, code),
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + validMs),
      createdAt: now,
    });
  });
  return { code, token };
}

export async function burnEmailTokens(db: Db, userId: number, purpose: EmailTokenPurpose, now: Date): Promise<void> {
  await db
    .update(authEmailToken)
    .set({ usedAt: now })
    .where(and(eq(authEmailToken.userId, userId), eq(authEmailToken.purpose, purpose), isNull(authEmailToken.usedAt)));
}

/**
 * Uses up a live token and answers its user, or null for anything wrong: unknown, used, expired,
 * burnt, or a wrong code. Each code tried counts against the token; the fifth wrong one burns it,
 * link included.
 */
export async function redeemEmailToken(
  db: Db,
  secret: string,
  purpose: EmailTokenPurpose,
  proof: EmailProof,
  now: Date,
): Promise<number | null> {
  const live = and(eq(authEmailToken.purpose, purpose), isNull(authEmailToken.usedAt), gt(authEmailToken.expiresAt, now));

  if (proof.kind === 'link') {
    const [used] = await db
      .update(authEmailToken)
      .set({ usedAt: now })
      .where(and(eq(authEmailToken.tokenHash, hashToken(proof.token)), live))
      .returning({ userId: authEmailToken.userId });
    return used?.userId ?? null;
  }

  const [latest] = await db
    .select({ id: authEmailToken.id, userId: authEmailToken.userId })
    .from(authEmailToken)
    .innerJoin(resUsers, eq(resUsers.id, authEmailToken.userId))
    .where(and(eq(resUsers.login, proof.email), live))
    .orderBy(desc(authEmailToken.createdAt), desc(authEmailToken.id))
    .limit(1);
  if (!latest) return null;

  // The try is counted before the code is compared, so parallel guesses cannot exceed the limit.
  const [counted] = await db
    .update(authEmailToken)
    .set({ attempts: sql`${authEmailToken.attempts} + 1` })
    .where(and(eq(authEmailToken.id, latest.id), live, lt(authEmailToken.attempts, emailCodeRules.maxWrongCodes)))
    .returning({ attempts: authEmailToken.attempts, codeHash: authEmailToken.codeHash });
  if (!counted) return null;

  const expected = Buffer.from(counted.codeHash, 'hex');
  const actual = Buffer.from(hashCode(secret, purpose, latest.userId, proof.code), 'hex');
  const matches = expected.length === actual.length && timingSafeEqual(expected, actual);
  if (!matches) {
    if (counted.attempts >= emailCodeRules.maxWrongCodes) {
      await db.update(authEmailToken).set({ usedAt: now }).where(eq(authEmailToken.id, latest.id));
    }
    return null;
  }
  const [used] = await db
    .update(authEmailToken)
    .set({ usedAt: now })
    .where(and(eq(authEmailToken.id, latest.id), live))
    .returning({ userId: authEmailToken.userId });
  return used?.userId ?? null;
}
