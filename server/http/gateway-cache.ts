import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv, AuthUser } from '../context';
import { santiagoDate } from '../../machines/rules/calendar';
import type { AccessClaims } from '../auth/tokens';

interface Remembered<T> {
  value: T;
  until: number;
}

interface CachedAnswer {
  body: ArrayBuffer;
  headers: [string, string][];
}

/**
 * What the gateway keeps in memory so that hot reads cost about as much as static JSON: live sessions
 * and whole answers of the document lists and the catalogue. The gateway's own writes invalidate at
 * once (a logout, an order, a settled payment); anything written behind its back, straight into the
 * database, shows within `ttlMs`.
 */
export interface GatewayCache {
  readonly ttlMs: number;
  /** Claims of an access token whose signature was already checked (its expiry is still checked each time). */
  verifiedToken(token: string, now: number): AccessClaims | undefined;
  rememberToken(token: string, claims: AccessClaims, now: number): void;
  session(familyId: string, now: number): AuthUser | undefined;
  rememberSession(familyId: string, user: AuthUser, now: number): void;
  /** A logout, a rotated credential reused, a password reset: the next request checks the database. */
  forgetSessions(): void;
  answer(key: string, now: number): CachedAnswer | undefined;
  rememberAnswer(key: string, answer: CachedAnswer, now: number): void;
  /** Generation of a company's documents; part of every answer key, so a bump drops its answers. */
  companyGeneration(partnerId: number): number;
  companyDocumentsChanged(partnerId: number): void;
}

/** A map that forgets its oldest entries past `max`, so memory stays bounded. */
function boundedMap<V>(max: number) {
  const map = new Map<string, Remembered<V>>();
  return {
    get(key: string, now: number): V | undefined {
      const hit = map.get(key);
      if (!hit) return undefined;
      if (hit.until > now) return hit.value;
      map.delete(key);
      return undefined;
    },
    set(key: string, value: V, until: number) {
      map.delete(key);
      map.set(key, { value, until });
      if (map.size > max) map.delete(map.keys().next().value as string);
    },
    clear: () => map.clear(),
  };
}

export function createGatewayCache({ ttlMs = 2_000, maxEntries = 5_000 } = {}): GatewayCache {
  const tokens = boundedMap<AccessClaims>(maxEntries);
  const sessions = boundedMap<AuthUser>(maxEntries);
  const answers = boundedMap<CachedAnswer>(maxEntries);
  const generations = new Map<number, number>();
  return {
    ttlMs,
    verifiedToken: (token, now) => tokens.get(token, now),
    rememberToken: (token, claims, now) => tokens.set(token, claims, Math.min(now + ttlMs, claims.exp * 1000)),
    session: (familyId, now) => sessions.get(familyId, now),
    rememberSession: (familyId, user, now) => sessions.set(familyId, user, now + ttlMs),
    forgetSessions: () => sessions.clear(),
    answer: (key, now) => answers.get(key, now),
    rememberAnswer: (key, answer, now) => answers.set(key, answer, now + ttlMs),
    companyGeneration: (partnerId) => generations.get(partnerId) ?? 0,
    companyDocumentsChanged: (partnerId) => generations.set(partnerId, (generations.get(partnerId) ?? 0) + 1),
  };
}

const keptHeaders = ['content-type', 'x-next-cursor', 'cache-control', 'etag'];

/** The Santiago day changes at midnight, on a minute boundary: computed once a minute, not per request. */
let dayMemo = { minute: Number.NaN, day: '' };
function santiagoDay(now: number): string {
  const minute = Math.floor(now / 60_000);
  if (minute !== dayMemo.minute) dayMemo = { minute, day: santiagoDate(new Date(now)) };
  return dayMemo.day;
}

/**
 * Serves a GET from the cache when the same answer was given within the TTL. `scope` is 'company'
 * for a signed-in company's documents (keyed by company and its generation) or 'public'. The day in
 * Santiago is part of the key: invoice states change at midnight. Placed before the query's
 * validation: only valid requests were ever answered 200, so a hit needs no second look.
 */
export function cachedAnswer({ cache, clock }: Pick<AppDeps, 'cache' | 'clock'>, scope: 'company' | 'public') {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!cache) return next();
    const now = clock.now().getTime();
    const owner = scope === 'company' ? `${c.get('user').partnerId}:${cache.companyGeneration(c.get('user').partnerId)}` : 'public';
    const key = `${owner}|${santiagoDay(now)}|${c.req.url}`;
    const hit = cache.answer(key, now);
    if (hit) return c.body(hit.body, 200, Object.fromEntries(hit.headers));
    await next();
    if (c.res.status !== 200) return;
    const body = await c.res.clone().arrayBuffer();
    const headers = keptHeaders.flatMap((name) => {
      const value = c.res.headers.get(name);
      return value === null ? [] : [[name, value] as [string, string]];
    });
    cache.rememberAnswer(key, { body, headers }, now);
  });
}
