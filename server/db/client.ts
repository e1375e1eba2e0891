import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pgSchema, serial, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { count } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import { silentLogger, type Logger } from '../log/logger';
import { listenOnPostgres, type Hearing } from './listener';

/** The one typed SQL layer: the same Drizzle API whether PGlite or PostgreSQL sits below. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** What `exclusive` did: ran `run` and got its result, or found another holder and left it alone. */
export type Exclusive<T> = { ran: true; result: T } | { ran: false };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `run` only if no one else holds the lock `key`: on PostgreSQL an advisory lock, held by one
   * connection for the run, so N gateway instances never run it at once; PGlite has one process.
   */
  exclusive<T>(key: number, run: () => Promise<T>): Promise<Exclusive<T>>;
  /**
   * Hears what is sent with `pg_notify` on `channel` by every gateway on this database (this one too).
   * Resolves with the way to stop listening.
   */
  listen(channel: string, hearing: Hearing): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** How many migrations this build carries (drizzle-kit's journal): a database with fewer is not ready. */
export const migrationCount: number = (
  JSON.parse(readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] }
).entries.length;

/** Where Drizzle's migrator records what it applied; not in schema.ts, which drizzle-kit turns into migrations. */
const appliedMigrationRows = pgSchema('drizzle').table('__drizzle_migrations', { id: serial('id').primaryKey() });

/** How many migrations the database has applied. */
export async function appliedMigrations(db: Db): Promise<number> {
  const [row] = await db.select({ applied: count() }).from(appliedMigrationRows);
  return row?.applied ?? 0;
}

/** The session lock every instance takes before migrating, so N instances started at once migrate once. */
const migrationLock = 4241;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /**
   * `dataDir` undefined keeps the database in memory (tests); `loadDataDir` starts it as a copy of a
   * dumped one (a suite's migrated and seeded template) instead of an empty cluster.
   */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/**
 * A database that does not accept a new connection within 2 s is treated as down (503), never waited on.
 * A burst that holds all ten of the pool's connections is not an outage: a request waits up to 10 s for
 * one (pg-pool's own timeout), else two hundred requests at once were told the database was down.
 */
const connectTimeoutMs = 2_000;
const poolWaitMs = 10_000;

class PromptClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super({ ...(typeof config === 'string' ? { connectionString: config } : config), connectionTimeoutMillis: connectTimeoutMs });
  }
}

/** The gateway's connections to PostgreSQL at `url`, ten at most. */
export const postgresPool = (url: string) => new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: poolWaitMs, Client: PromptClient });

export async function openDatabase(target: DatabaseTarget, logger: Pick<Logger, 'warn'> = silentLogger): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = postgresPool(target.url);
    // An idle connection the server closed (a restart, a failover) must not bring the gateway down:
    // the pool drops it and opens a new one on the next query.
    pool.on('error', (error) => logger.warn({ event: 'database.idleConnectionLost', reason: error.message }));
    // pg-pool listens only to idle connections. One lost while checked out (a transaction, a job's advisory
    // lock) already fails its query, which its caller answers (a 503); unheard, its 'error' event would be
    // an uncaught exception that ends the process.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg(pool, { schema });
    // The others wait here, then find every migration applied and apply none.
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [migrationLock]);
      await migratePg(db, { migrationsFolder });
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [migrationLock]).catch(() => undefined);
      lock.release();
    }
    return {
      db,
      kind: 'postgres',
      async exclusive(key, run) {
        const holder = await pool.connect();
        try {
          const { rows } = await holder.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key]);
          if (!rows[0]?.locked) return { ran: false };
          try {
            return { ran: true, result: await run() };
          } finally {
            await holder.query('select pg_advisory_unlock($1)', [key]);
          }
        } finally {
          holder.release();
        }
      },
      listen: (channel, hearing) => listenOnPostgres(target.url, channel, hearing),
      close: () => pool.end(),
    };
  }
  // One options object: PGlite reads a second argument only after a data directory's name.
  const client = new PGlite({ dataDir: target.dataDir, loadDataDir: target.loadDataDir });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  const held = new Set<number>();
  return {
    db,
    kind: 'pglite',
    async exclusive(key, run) {
      if (held.has(key)) return { ran: false };
      held.add(key);
      try {
        return { ran: true, result: await run() };
      } finally {
        held.delete(key);
      }
    },
    // One process has this database: its own notifications are all there is to hear, and it never drops.
    async listen(channel, hearing) {
      const stop = await client.listen(channel, (payload) => hearing.heard(payload));
      hearing.connected();
      return () => stop();
    },
    close: () => client.close(),
  };
}
