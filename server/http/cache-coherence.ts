import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Database } from '../db/client';
import { listenerName } from '../db/listener';
import type { Logger } from '../log/logger';
import { createGatewayCache, type CacheEvent, type GatewayCache, type GatewayCacheOptions } from './gateway-cache';

/** The PostgreSQL channel every gateway instance of one database tells the others of its writes on. */
export const cacheChannel = 'despensa_cache';

const message = z.union([
  z.object({ from: z.string(), id: z.string(), kind: z.literal('sessions') }),
  z.object({ from: z.string(), id: z.string(), kind: z.literal('documents'), partnerId: z.number() }),
  /** An instance applied the event `id`. */
  z.object({ from: z.string(), id: z.string(), kind: z.literal('heard') }),
]);

/**
 * How long a write waits for every other instance to say it heard. Bounded, so an instance that
 * vanished mid-write costs its writers a second, never their answer.
 */
const ackWaitMs = 1_000;

export interface CoherentCache {
  cache: GatewayCache;
  close(): Promise<void>;
}

/**
 * The gateway cache of one instance among N on one database: its writes are announced with pg_notify,
 * and a write answers only once every instance listening has applied it, so the buyer's next read, on
 * any instance, sees it. While this instance's listening connection is down its cache is not trusted
 * (no silent staleness). Resolves once it listens, or has tried to.
 */
export async function coherentCache(database: Database, logger: Logger, options: Omit<GatewayCacheOptions, 'announce' | 'trusted'> = {}): Promise<CoherentCache> {
  const instance = randomUUID();
  const awaited = new Map<string, () => void>();
  let hearing = false;
  const notify = (payload: object) =>
    database.db.execute(sql`
      select pg_notify(${cacheChannel}, ${JSON.stringify({ ...payload, from: instance })}),
        (select count(*)::int from pg_stat_activity where datname = current_database() and application_name = ${listenerName}) as listeners`);

  async function announce(event: CacheEvent) {
    const id = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    let acks = 0;
    let expected = Number.POSITIVE_INFINITY;
    const allHeard = new Promise<void>((resolve) => {
      const settle = () => acks >= expected && resolve();
      awaited.set(id, () => {
        acks += 1;
        settle();
      });
      timer = setTimeout(resolve, ackWaitMs);
      // Counted in the same statement as the notification is sent: the instances listening then.
      void notify({ ...event, id })
        .then((result) => {
          // Both drivers answer raw SQL with `rows`; Drizzle types it for neither.
          const [row] = (result as unknown as { rows: { listeners: number }[] }).rows;
          expected = hearing ? Math.max(0, (row?.listeners ?? 0) - 1) : 0;
          settle();
        })
        .catch((error: unknown) => {
          // The write itself is done; the others stop trusting their caches while the database is away.
          logger.warn({ event: 'cache.announceFailed', kind: event.kind, reason: error instanceof Error ? error.message : String(error) });
          resolve();
        });
    });
    await allHeard;
    clearTimeout(timer);
    awaited.delete(id);
  }

  const cache = createGatewayCache({ ...options, announce, trusted: false });
  const stop = await database.listen(cacheChannel, {
    heard(payload) {
      let parsed: z.infer<typeof message> | undefined;
      try {
        parsed = z.parse(message, JSON.parse(payload));
      } catch {
        logger.warn({ event: 'cache.unknownNotification' });
        return;
      }
      if (parsed.from === instance) return;
      if (parsed.kind === 'heard') {
        awaited.get(parsed.id)?.();
        return;
      }
      cache.hear(parsed.kind === 'sessions' ? { kind: 'sessions' } : { kind: 'documents', partnerId: parsed.partnerId });
      notify({ kind: 'heard', id: parsed.id }).catch(() => undefined);
    },
    connected() {
      hearing = true;
      cache.trust(true);
      logger.info({ event: 'cache.listening' });
    },
    lost(reason) {
      if (hearing) logger.warn({ event: 'cache.notListening', reason });
      hearing = false;
      cache.trust(false);
    },
  });
  return { cache, close: stop };
}
