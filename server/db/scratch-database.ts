import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseTarget } from './client';

/**
 * Where a scratch database starts from: a copy of one already migrated and seeded (a test suite's
 * template, made once per run) instead of empty. PGlite copies a dumped data directory; PostgreSQL
 * copies a template database.
 */
export type ScratchTemplate = { kind: 'pglite'; dump: Blob } | { kind: 'postgres'; database: string };

/**
 * A throwaway database for a test file or a benchmark: in-memory PGlite without `adminUrl`; with it
 * (DATABASE_URL under npm run test:pg) a database of its own on that PostgreSQL, dropped afterwards.
 */
export async function createScratchTarget(
  adminUrl = process.env.DATABASE_URL,
  prefix = 'despensa_test',
  template?: ScratchTemplate,
): Promise<{ target: DatabaseTarget; drop(): Promise<void> }> {
  if (!adminUrl) {
    const loadDataDir = template?.kind === 'pglite' ? template.dump : undefined;
    return { target: { kind: 'pglite', loadDataDir }, drop: async () => {} };
  }
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const from = template?.kind === 'postgres' ? ` template ${pg.escapeIdentifier(template.database)}` : '';
  await admin.query(`create database ${name}${from}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function createScratchDatabase(adminUrl = process.env.DATABASE_URL, prefix?: string, template?: ScratchTemplate): Promise<Database> {
  const { target, drop } = await createScratchTarget(adminUrl, prefix, template);
  const database = await openDatabase(target);
  return {
    ...database,
    async close() {
      await database.close();
      await drop();
    },
  };
}
