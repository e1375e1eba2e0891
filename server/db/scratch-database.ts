import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseTarget } from './client';

/**
 * A throwaway database for a test file or a benchmark: in-memory PGlite without `adminUrl`; with it
 * (DATABASE_URL under npm run test:pg) a database of its own on that PostgreSQL, dropped afterwards.
 */
export async function createScratchTarget(
  adminUrl = process.env.DATABASE_URL,
  prefix = 'despensa_test',
): Promise<{ target: DatabaseTarget; drop(): Promise<void> }> {
  if (!adminUrl) return { target: { kind: 'pglite' }, drop: async () => {} };
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
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

export async function createScratchDatabase(adminUrl = process.env.DATABASE_URL, prefix?: string): Promise<Database> {
  const { target, drop } = await createScratchTarget(adminUrl, prefix);
  const database = await openDatabase(target);
  return {
    ...database,
    async close() {
      await database.close();
      await drop();
    },
  };
}
