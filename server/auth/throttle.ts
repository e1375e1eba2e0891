import { and, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { emailCodeRules } from '../../contract/auth';
import type { Clock } from '../context';
import type { Db } from '../db/client';
import { authLoginAttempt } from '../db/schema';

/** At most `limit` attempts under `key` within any `windowMs` (a sliding window). */
export interface ThrottleRule {
  key: string;
  limit: number;
  windowMs: number;
}

const quarterHour = 15 * 60_000;

/**
 * Failed sign-ins of one account from one client address: the buyer's own typos, or a guesser there.
 * Keyed by the e-mail typed so unknown accounts behave the same. Only this pair locks after a few
 * failures, so five wrong passwords from one place do not lock the real buyer out everywhere.
 */
export const loginPairRule = (email: string, address: string | undefined): ThrottleRule => ({
  key: `${pairPrefix(email)}${address ?? ''}`,
  limit: 5,
  windowMs: quarterHour,
});

/** An e-mail holds no space, so the prefix of an account's pairs cannot be the prefix of another's. */
const pairPrefix = (email: string) => `login:pair:${email} `;

/** Failed sign-ins of one account from every address together: looser, for guesses spread over many addresses. */
export const loginAccountRule = (email: string): ThrottleRule => ({ key: `login:account:${email}`, limit: 50, windowMs: quarterHour });

/** Failed sign-ins per client address, which may try many accounts. */
export const loginAddressRule = (address: string): ThrottleRule => ({ key: `login:address:${address}`, limit: 20, windowMs: quarterHour });

/** Registrations refused for a RUT that has an account, per address: each such answer says a company is a customer. */
export const registrationAddressRule = (address: string): ThrottleRule => ({
  key: `register:address:${address}`,
  limit: 20,
  windowMs: quarterHour,
});

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
  /** The attempt counts within the window: it failed (or, for a message, it was sent). */
  keep(): Promise<void>;
}

/** An attempt still pending after this long was left by a process that stopped: it no longer holds a place. */
const pendingExpiresMs = 60_000;
/** How long an attempt waits for those ahead of it to be judged before it is asked to come back. */
const longestWaitMs = 30_000;
/**
 * A waiting attempt looks again when an attempt of this process under one of its keys is judged, or
 * after a pause that grows to the longest (for those judged by another instance), so waiting
 * attempts do not keep the database busy.
 */
const firstPauseMs = 20;
const longestPauseMs = 250;
const waiting = new Map<string, Set<() => void>>();

/** One place under each key was freed or settled: the attempt that has waited longest for it looks again. */
function judged(keys: readonly string[]): void {
  for (const key of keys) {
    const [first] = waiting.get(key) ?? [];
    first?.();
  }
}

function nextTurn(keys: readonly string[], pauseMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, pauseMs);
    function done() {
      clearTimeout(timer);
      for (const key of keys) waiting.get(key)?.delete(done);
      resolve();
    }
    for (const key of keys) {
      const wakers = waiting.get(key) ?? new Set();
      wakers.add(done);
      waiting.set(key, wakers);
    }
  });
}

/**
 * Holds a place for the attempt under every rule before it is judged, so guesses sent in parallel
 * cannot all pass the check before any of them is recorded: at most `limit` attempts are judged or
 * counted at once. Only failures already counted refuse an attempt (429); while attempts ahead of it
 * are still being judged it waits its turn, so many correct sign-ins at once all go through. The
 * check and the place are taken under a lock per key, so N gateway instances judge one window.
 */
export async function reserveAttempt(db: Db, rules: readonly ThrottleRule[], clock: Clock): Promise<Reservation> {
  const keys = rules.map((rule) => rule.key);
  const waitUntil = performance.now() + longestWaitMs;
  for (let pauseMs = firstPauseMs; ; pauseMs = Math.min(pauseMs * 2, longestPauseMs)) {
    const outcome = await tryReserve(db, rules, clock.now());
    if (outcome === 'wait') {
      if (performance.now() >= waitUntil) return { retryAfter: 1, release: async () => {}, keep: async () => {} };
      await nextTurn(keys, pauseMs);
      continue;
    }
    if (typeof outcome === 'number') return { retryAfter: outcome, release: async () => {}, keep: async () => {} };
    return {
      retryAfter: 0,
      release: async () => {
        await db.delete(authLoginAttempt).where(inArray(authLoginAttempt.id, outcome));
        judged(keys);
      },
      keep: async () => {
        await db.update(authLoginAttempt).set({ pending: false }).where(inArray(authLoginAttempt.id, outcome));
        judged(keys);
      },
    };
  }
}

/** The ids of the places taken, the seconds to wait when counted failures fill a window, or 'wait' while others are judged. */
async function tryReserve(db: Db, rules: readonly ThrottleRule[], now: Date): Promise<number[] | number | 'wait'> {
  return db.transaction(async (tx) => {
    // In one order, so two attempts locking the same keys cannot wait for each other.
    for (const key of rules.map((rule) => rule.key).sort()) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    }
    let retryAfter = 0;
    let full = false;
    for (const rule of rules) {
      // Rows that left the window, and places held by a process that stopped, no longer matter to anyone.
      await tx
        .delete(authLoginAttempt)
        .where(
          and(
            eq(authLoginAttempt.key, rule.key),
            or(
              lte(authLoginAttempt.attemptedAt, new Date(now.getTime() - rule.windowMs)),
              and(eq(authLoginAttempt.pending, true), lte(authLoginAttempt.attemptedAt, new Date(now.getTime() - pendingExpiresMs))),
            ),
          ),
        );
      // One read, so an attempt judged meanwhile is seen once, as pending or as failed. Fewer than
      // `limit` are ever pending, so the newest `limit` failures follow them.
      const rows = await tx
        .select({ attemptedAt: authLoginAttempt.attemptedAt, pending: authLoginAttempt.pending })
        .from(authLoginAttempt)
        .where(eq(authLoginAttempt.key, rule.key))
        .orderBy(desc(authLoginAttempt.pending), desc(authLoginAttempt.attemptedAt))
        .limit(rule.limit * 2);
      const failed = rows.filter((row) => !row.pending).map((row) => row.attemptedAt);
      retryAfter = Math.max(retryAfter, retryAfterSeconds(rule, failed, now));
      if (rows.length >= rule.limit) full = true;
    }
    if (retryAfter > 0) return retryAfter;
    if (full) return 'wait';
    const rows = await tx
      .insert(authLoginAttempt)
      .values(rules.map((rule) => ({ key: rule.key, attemptedAt: now, pending: true })))
      .returning({ id: authLoginAttempt.id });
    return rows.map((row) => row.id);
  });
}

/** Forgets the failures counted under `key`: a correct password ends the lock of the account at that address. */
export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(authLoginAttempt).where(and(eq(authLoginAttempt.key, key), eq(authLoginAttempt.pending, false)));
}

/** Forgets every failed sign-in of the account, from every address: a new password ends every lock of it. */
export async function clearAccountAttempts(db: Db, email: string): Promise<void> {
  await db
    .delete(authLoginAttempt)
    .where(
      and(
        eq(authLoginAttempt.pending, false),
        or(eq(authLoginAttempt.key, loginAccountRule(email).key), sql`starts_with(${authLoginAttempt.key}, ${pairPrefix(email)})`),
      ),
    );
}

export async function recordAttempt(db: Db, key: string, now: Date): Promise<void> {
  await db.insert(authLoginAttempt).values({ key, attemptedAt: now });
}
