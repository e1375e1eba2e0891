import { and, desc, eq, gt, inArray, lte, ne } from 'drizzle-orm';
import { emailCodeRules } from '../../contract/auth';
import type { Db } from '../db/client';
import { authLoginAttempt } from '../db/schema';

/** At most `limit` attempts under `key` within any `windowMs` (a sliding window). */
export interface ThrottleRule {
  key: string;
  limit: number;
  windowMs: number;
}

const quarterHour = 15 * 60_000;

/** Failed sign-ins per account, keyed by the e-mail typed so unknown accounts behave the same. */
export const loginAccountRule = (email: string): ThrottleRule => ({ key: `login:account:${email}`, limit: 5, windowMs: quarterHour });

/** Failed sign-ins per client address, which may try many accounts. */
export const loginAddressRule = (address: string): ThrottleRule => ({ key: `login:address:${address}`, limit: 20, windowMs: quarterHour });

/** Verification codes sent to one address: registering sends the first. */
export const verificationMailRule = (email: string): ThrottleRule => ({
  key: `mail:verify:${email}`,
  limit: 1,
  windowMs: emailCodeRules.resendAfterSeconds * 1000,
});

/** Reset codes sent to one address, which also bounds guessing: five tries per code. */
export const resetMailRule = (email: string): ThrottleRule => ({
  key: `mail:reset:${email}`,
  limit: 1,
  windowMs: emailCodeRules.resendAfterSeconds * 1000,
});

/**
 * Seconds until one more attempt fits the rule; 0 when it fits now. `recent` are the times of the
 * attempts within the window, newest first: the window frees up when the oldest of the last `limit`
 * leaves it.
 */
export function retryAfterSeconds(rule: ThrottleRule, recent: readonly Date[], now: Date): number {
  const oldestCounted = recent[rule.limit - 1];
  if (!oldestCounted) return 0;
  const freeAt = oldestCounted.getTime() + rule.windowMs;
  return freeAt > now.getTime() ? Math.ceil((freeAt - now.getTime()) / 1000) : 0;
}

export interface Reservation {
  /** 0 when the attempt may go ahead; otherwise it was not counted and may be retried after this many seconds. */
  retryAfter: number;
  /** Takes the attempt back: it did not fail. */
  release(): Promise<void>;
}

/**
 * Counts the attempt under every rule before it is judged, so guesses sent in parallel cannot all
 * pass the check before any of them is recorded. An attempt refused here is not counted.
 */
export async function reserveAttempt(db: Db, rules: readonly ThrottleRule[], now: Date): Promise<Reservation> {
  const rows = await db
    .insert(authLoginAttempt)
    .values(rules.map((rule) => ({ key: rule.key, attemptedAt: now })))
    .returning({ id: authLoginAttempt.id, key: authLoginAttempt.key });
  const ids = rows.map((row) => row.id);
  const release = async () => {
    await db.delete(authLoginAttempt).where(inArray(authLoginAttempt.id, ids));
  };

  let retryAfter = 0;
  for (const rule of rules) {
    const windowStart = new Date(now.getTime() - rule.windowMs);
    // Rows that left the window no longer matter to anyone.
    await db.delete(authLoginAttempt).where(and(eq(authLoginAttempt.key, rule.key), lte(authLoginAttempt.attemptedAt, windowStart)));
    const own = rows.find((row) => row.key === rule.key)?.id ?? 0;
    const recent = await db
      .select({ attemptedAt: authLoginAttempt.attemptedAt })
      .from(authLoginAttempt)
      .where(and(eq(authLoginAttempt.key, rule.key), gt(authLoginAttempt.attemptedAt, windowStart), ne(authLoginAttempt.id, own)))
      .orderBy(desc(authLoginAttempt.attemptedAt))
      .limit(rule.limit);
    retryAfter = Math.max(retryAfter, retryAfterSeconds(rule, recent.map((row) => row.attemptedAt), now));
  }
  if (retryAfter > 0) await release();
  return { retryAfter, release };
}

/** Forgets every attempt under `key`: a correct password or a new one ends the account's lock. */
export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(authLoginAttempt).where(eq(authLoginAttempt.key, key));
}

export async function recordAttempt(db: Db, key: string, now: Date): Promise<void> {
  await db.insert(authLoginAttempt).values({ key, attemptedAt: now });
}
