import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appliedMigrations, migrationCount, openDatabase } from '../../server/db/client';
import { createScratchTarget } from '../../server/db/scratch-database';
import { startServer } from '../../server/serve';
import { seededTemplate } from './support/seeded-template';
import { createTestApp } from './support/test-app';
import { silentLogger } from '../../server/log/logger';

const dataDir = mkdtempSync(join(tmpdir(), 'despensa-service-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('health and readiness', () => {
  it('answers that the process is up and, with every migration applied, ready', async () => {
    const t = await createTestApp({ payments: 'none' });
    try {
      const health = await t.app.request('/api/health');
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
      const ready = await t.app.request('/api/ready');
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready' });
    } finally {
      await t.close();
    }
  });

  it('is not ready, with Retry-After and a Spanish message, while a migration is missing or the database is gone', async () => {
    const t = await createTestApp({ payments: 'none' });
    await t.db.execute(`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`);
    const missing = await t.app.request('/api/ready');
    expect(missing.status).toBe(503);
    expect(missing.headers.get('Retry-After')).toBe('5');
    expect(await missing.json()).toEqual({
      error: { code: 'not_ready', message: 'El servicio no está listo: la base de datos aún no tiene todas sus migraciones.' },
    });

    await t.close();
    const gone = await t.app.request('/api/ready');
    expect(gone.status).toBe(503);
    expect(gone.headers.get('Retry-After')).toBe('5');
    expect(((await gone.json()) as { error: { message: string } }).error.message).toBe('El servicio no está listo: la base de datos no responde.');
    // The process itself still answers.
    expect((await t.app.request('/api/health')).status).toBe(200);
  });
});

describe('several instances on one PostgreSQL', () => {
  it.skipIf(!process.env.DATABASE_URL)('started together on an empty database, migrate it once', { timeout: 60_000 }, async () => {
    const scratch = await createScratchTarget(process.env.DATABASE_URL, 'despensa_migrate');
    try {
      const instances = await Promise.all([1, 2, 3].map(() => openDatabase(scratch.target)));
      try {
        for (const instance of instances) expect(await appliedMigrations(instance.db)).toBe(migrationCount);
      } finally {
        await Promise.all(instances.map((instance) => instance.close()));
      }
    } finally {
      await scratch.drop();
    }
  });
});

/** A POST whose body arrives in two parts: it is in flight between them. */
function slowLogin(url: string) {
  const target = new URL('/api/auth/login', url);
  const body = JSON.stringify({ email: 'demo@despensa.cl', password: 'despensa-demo' });
  const half = Math.floor(body.length / 2);
  let finish: () => void = () => {};
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      { host: target.hostname, port: target.port, path: target.pathname, method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, half));
    finish = () => req.end(body.slice(half));
  });
  return { answered, finish };
}

/** The gateway's own start (migrate, seed when empty) on a copy of the run's seeded PGlite, when there is one. */
function seededPglite() {
  const template = seededTemplate();
  return template?.kind === 'pglite' ? { kind: 'pglite' as const, loadDataDir: template.dump } : { kind: 'pglite' as const };
}

describe('stopping', () => {
  it('stops taking requests, finishes the one in flight, then closes', { timeout: 120_000 }, async () => {
    const server = await startServer({ database: seededPglite(), port: 0, host: '127.0.0.1', version: 'test', outboxDir: join(dataDir, 'outbox'), logger: silentLogger });
    const inFlight = slowLogin(server.url);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const closing = server.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    inFlight.finish();
    const answer = await inFlight.answered;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toHaveProperty('accessToken');
    await closing;
  });

  it('cuts a request that outlasts the drain, and still closes', { timeout: 120_000 }, async () => {
    const server = await startServer({ database: seededPglite(), port: 0, host: '127.0.0.1', version: 'test', outboxDir: join(dataDir, 'outbox'), drainMs: 300, logger: silentLogger });
    const stuck = slowLogin(server.url);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(stuck.answered).rejects.toThrow();
  });
});
