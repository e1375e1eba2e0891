import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../../../server/db/client';
import type { ScratchTemplate } from '../../../server/db/scratch-database';
import { seedDemoData } from '../../../server/db/seed';
import { TestClock } from './test-clock';

/** Where the run's seeded template is: a dumped PGlite data directory's file, or a PostgreSQL database. */
type SeededTemplateRef = { kind: 'pglite'; file: string } | { kind: 'postgres'; database: string };

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: SeededTemplateRef | null;
  }
}

async function migrateAndSeed(database: Database): Promise<void> {
  // As of the suite's clock, so invoice states and delivery dates are the same on every run.
  await seedDemoData(database.db, new TestClock().now());
}

/**
 * The server project's global setup: migrates and seeds one database for the whole run, which every
 * test app then copies (a few hundred milliseconds) instead of migrating and seeding its own (seconds).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The project's env reaches its test files, not this setup: the seed hashes the demo passwords at the
  // same cost as the tests' own hashes (vitest.config.ts).
  Object.assign(process.env, project.config.env);
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ kind: 'pglite' });
    await migrateAndSeed(database);
    const client = (database.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('none');
    await database.close();
    const folder = mkdtempSync(join(tmpdir(), 'despensa-template-'));
    const file = join(folder, 'seeded.tar');
    writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
    project.provide('seededTemplate', { kind: 'pglite', file });
    return async () => rmSync(folder, { recursive: true, force: true });
  }
  const name = `despensa_template_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  await migrateAndSeed(database);
  await database.close();
  project.provide('seededTemplate', { kind: 'postgres', database: name });
  return async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}

let loaded: ScratchTemplate | undefined;

/** The run's seeded template, or none when the file runs without the global setup (then it seeds its own). */
export function seededTemplate(): ScratchTemplate | undefined {
  const ref = inject('seededTemplate');
  if (!ref) return undefined;
  if (ref.kind === 'postgres') return { kind: 'postgres', database: ref.database };
  loaded ??= { kind: 'pglite', dump: new Blob([readFileSync(ref.file)]) };
  return loaded;
}
