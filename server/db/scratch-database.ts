import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseTarget } from '../../../server/db/client';

/**
 * Where the server suite runs: in-memory PGlite by default; with DATABASE_URL (npm run test:pg) each
 * test file gets a database of its own on that PostgreSQL, dropped afterwards.
 */
export async function createTestTarget(): Promise<{ target: DatabaseTarget; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { target: { kind: 'pglite' }, drop: async () => {} };
  const name = `despensa_test_${randomBytes(6).toString('hex')}`;
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

export async function createTestDatabase(): Promise<Database> {
  const { target, drop } = await createTestTarget();
  const database = await openDatabase(target);
  return {
    ...database,
    async close() {
      await database.close();
      await drop();
    },
  };
}
