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

/** A write other instances must hear of: sessions ended, or a company's documents changed. */
export type CacheEvent = { kind: 'sessions' } | { kind: 'documents'; partnerId: number };

/**
 * What the gateway keeps in memory so that hot reads cost about as much as static JSON: live sessions
 * and whole answers of the document lists and the catalogue. Every instance's writes invalidate on
 * every instance at once (`announce`, a logout, an order, a settled payment); anything written behind
 * the gateways' backs, straight into the database, shows within `ttlMs`.
 */
export interface GatewayCache {
  readonly ttlMs: number;
  /** Claims of an access token whose signature was already checked (its expiry is still checked each time). */
  verifiedToken(token: string, now: number): AccessClaims | undefined;
  rememberToken(token: string, claims: AccessClaims, now: number): void;
  /** Changes whenever sessions are forgotten: read it before the database, and hand it to `rememberSession`. */
  sessionsEpoch(): number;
  session(familyId: string, now: number): AuthUser | undefined;
  /** Kept only if no session was ended since `epoch`: a read that raced a logout must not outlive it. */
  rememberSession(familyId: string, user: AuthUser, now: number, epoch: number): void;
  /** A logout, a rotated credential reused, a password reset: the next request, on any instance, checks the database. */
  forgetSessions(): Promise<void>;
  answer(key: string, now: number): CachedAnswer | undefined;
  rememberAnswer(key: string, answer: CachedAnswer, now: number): void;
  /** Generation of a company's documents; part of every answer key, so a bump drops its answers. */
  companyGeneration(partnerId: number): number;
  companyDocumentsChanged(partnerId: number): Promise<void>;
  /** Another instance's write. */
  hear(event: CacheEvent): void;
  /**
   * Whether this instance hears the others: while it does not, it neither serves from nor fills its
   * cache, and when it hears again it starts empty (what was missed in between is unknown).
   */
  trust(trusted: boolean): void;
}

export interface GatewayCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** Tells the other instances of a write, resolving once they were told; alone, there is no one to tell. */
  announce?: (event: CacheEvent) => Promise<void>;
  /** Whether the cache starts trusted: an instance that must hear the others first starts untrusted. */
  trusted?: boolean;
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

export function createGatewayCache({
  ttlMs = 2_000,
  maxEntries = 5_000,
  announce = () => Promise.resolve(),
  trusted: startsTrusted = true,
}: GatewayCacheOptions = {}): GatewayCache {
  const tokens = boundedMap<AccessClaims>(maxEntries);
  const sessions = boundedMap<AuthUser>(maxEntries);
  const answers = boundedMap<CachedAnswer>(maxEntries);
  const generations = new Map<number, number>();
  let epoch = 0;
  let trusted = startsTrusted;
  const forgetSessionsHere = () => {
    epoch += 1;
    sessions.clear();
  };
  const bumpCompany = (partnerId: number) => generations.set(partnerId, (generations.get(partnerId) ?? 0) + 1);
  return {
    ttlMs,
    // A token's signature does not depend on what other instances wrote: kept even when not trusted.
    verifiedToken: (token, now) => tokens.get(token, now),
    rememberToken: (token, claims, now) => tokens.set(token, claims, Math.min(now + ttlMs, claims.exp * 1000)),
    sessionsEpoch: () => epoch,
    session: (familyId, now) => (trusted ? sessions.get(familyId, now) : undefined),
    rememberSession: (familyId, user, now, since) => {
      if (trusted && since === epoch) sessions.set(familyId, user, now + ttlMs);
    },
    forgetSessions: () => {
      forgetSessionsHere();
      return announce({ kind: 'sessions' });
    },
    answer: (key, now) => (trusted ? answers.get(key, now) : undefined),
    rememberAnswer: (key, answer, now) => {
      if (trusted) answers.set(key, answer, now + ttlMs);
    },
    companyGeneration: (partnerId) => generations.get(partnerId) ?? 0,
    companyDocumentsChanged: (partnerId) => {
      bumpCompany(partnerId);
      return announce({ kind: 'documents', partnerId });
    },
    hear: (event) => (event.kind === 'sessions' ? forgetSessionsHere() : bumpCompany(event.partnerId)),
    trust: (hearing) => {
      if (hearing && !trusted) {
        forgetSessionsHere();
        answers.clear();
      }
      trusted = hearing;
    },
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
