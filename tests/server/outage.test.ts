import { spawnSync } from 'node:child_process';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { createScratchTarget } from '../../server/db/scratch-database';
import { startServer } from '../../server/serve';
import { silentLogger } from '../../server/log/logger';
import { freePort } from './support/gateway-processes';

// PostgreSQL stopped under a running gateway, and started again: played by a TCP relay in front of the
// suite's PostgreSQL that refuses connections and cuts the open ones, then accepts them again on the
// same port. Only under npm run test:pg (DATABASE_URL).

const dataDir = mkdtempSync(join(tmpdir(), 'despensa-outage-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A relay from a local port to PostgreSQL that can be taken down and brought back on the same port. */
function databaseRelay(to: URL) {
  let server: Server | null = null;
  const sockets = new Set<Socket>();
  const up = (port = 0) =>
    new Promise<number>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(to.port || 5432), to.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => resolve((server!.address() as { port: number }).port));
    });
  const down = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server?.close(() => resolve());
    });
  return { up, down };
}

it.skipIf(!process.env.DATABASE_URL)(
  'keeps the process up when the database goes while a connection is checked out (a job holding its lock)',
  { timeout: 60_000 },
  async () => {
    const scratch = await createScratchTarget(process.env.DATABASE_URL, 'despensa_outage_held');
    const real = new URL(scratch.target.kind === 'postgres' ? scratch.target.url : '');
    const relay = databaseRelay(real);
    const viaRelay = new URL(real);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(await relay.up());
    const database = await openDatabase({ kind: 'postgres', url: viaRelay.toString() });
    try {
      let holding!: () => void;
      const held = new Promise<void>((resolve) => (holding = resolve));
      // The job holds its connection, idle but checked out, while the database goes away under it.
      const job = database.exclusive(4242, async () => {
        holding();
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      });
      await held;
      await relay.down();
      // Its lock cannot be given back: the run fails, and says so to its caller; nothing is left uncaught
      // (Vitest fails the file on an uncaught exception).
      await expect(job).rejects.toThrow();
    } finally {
      await database.close().catch(() => undefined);
      await scratch.drop();
    }
  },
);

it.skipIf(!process.env.DATABASE_URL)(
  'answers 503 with Retry-After in Spanish while the database is down, never 500 nor a hung request, and serves again once it is back',
  { timeout: 180_000 },
  async () => {
    const scratch = await createScratchTarget(process.env.DATABASE_URL, 'despensa_outage');
    const real = new URL(scratch.target.kind === 'postgres' ? scratch.target.url : '');
    const relay = databaseRelay(real);
    const port = await relay.up();
    const viaRelay = new URL(real);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(port);
    const server = await startServer({
      database: { kind: 'postgres', url: viaRelay.toString() },
      port: 0,
      host: '127.0.0.1',
      version: 'test',
      outboxDir: join(dataDir, 'outbox'),
      logger: silentLogger,
      drainMs: 1_000,
    });
    // Each request gives up after 10 s: a hung one fails the test instead of holding it.
    const get = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, { ...init, signal: AbortSignal.timeout(10_000) });
    const login = () =>
      get('/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'demo@despensa.cl', password: 'despensa-demo' }) });
    try {
      const session = (await (await login()).json()) as { accessToken: string };
      const bearer = { headers: { Authorization: `Bearer ${session.accessToken}` } };
      expect((await get('/api/products')).status).toBe(200);

      await relay.down();
      // Read before the outage and cached: no longer served once the instance stops hearing the others.
      await expect.poll(async () => (await get('/api/products')).status, { timeout: 20_000 }).toBe(503);
      const durations: number[] = [];
      // Answers read before the outage may still come from the instance's cache: these were never read.
      for (const [path, init] of [['/api/products?q=aceite', {}], ['/api/user-sales-orders', bearer], ['/api/categories', {}]] as const) {
        const started = Date.now();
        const res = await get(path, init);
        durations.push(Date.now() - started);
        expect(res.status, path).toBe(503);
        expect(res.headers.get('Retry-After')).toBe('2');
        expect(await res.json()).toEqual({
          error: { code: 'database_unavailable', message: 'Sin conexión con la base de datos. Inténtalo de nuevo en unos segundos.' },
        });
      }
      expect((await login()).status).toBe(503);
      expect((await get('/api/health')).status).toBe(200);
      expect((await get('/api/ready')).status).toBe(503);
      console.log(`outage: answered 503 in ${durations.join(', ')} ms`);

      await relay.up(port);
      expect((await get('/api/ready')).status).toBe(200);
      expect((await get('/api/products?q=arroz')).status).toBe(200);
      expect((await get('/api/user-sales-orders', bearer)).status).toBe(200);
      expect((await login()).status).toBe(200);
    } finally {
      await server.close();
      await relay.down();
      await scratch.drop();
    }
  },
);

/**
 * A PostgreSQL cluster of this test's own, to stop and start for real: the suite's cluster serves the
 * other test files at the same time. initdb refuses root, so the cluster belongs to the postgres user.
 */
const pgBin = '/usr/lib/postgresql/15/bin';
const postgresUid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim() || Number.NaN);
const canRunCluster = existsSync(join(pgBin, 'initdb')) && process.getuid?.() === 0 && Number.isInteger(postgresUid);

function ownCluster(port: number) {
  const dir = mkdtempSync(join(tmpdir(), 'despensa-outage-pg-'));
  chownSync(dir, postgresUid, -1);
  const asPostgres = (command: string) => {
    const run = spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { cwd: '/', encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`${command}: ${run.stderr}`);
  };
  const pgCtl = (action: string) =>
    asPostgres(`${pgBin}/pg_ctl -D ${dir}/data -l ${dir}/log -w ${action} -o "-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off"`);
  asPostgres(`${pgBin}/initdb -D ${dir}/data -A trust -U postgres -E UTF8 --locale=C.UTF-8 >/dev/null`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => pgCtl('start'),
    // fast: PostgreSQL ends every session (admin_shutdown) and stops, as a restart or a failover does.
    stop: () => pgCtl('-m fast stop'),
    remove() {
      spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', `${pgBin}/pg_ctl -D ${dir}/data -m immediate stop`], { cwd: '/' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

it.skipIf(!process.env.DATABASE_URL || !canRunCluster)(
  'with its PostgreSQL cluster really stopped and started again: 503 meanwhile, then the same process serves',
  { timeout: 180_000 },
  async () => {
    const cluster = ownCluster(await freePort());
    cluster.start();
    let server: Awaited<ReturnType<typeof startServer>> | undefined;
    try {
      server = await startServer({
        database: { kind: 'postgres', url: cluster.url },
        port: 0,
        host: '127.0.0.1',
        version: 'test',
        outboxDir: join(dataDir, 'outbox-cluster'),
        logger: silentLogger,
        drainMs: 1_000,
      });
      const get = (path: string, init: RequestInit = {}) => fetch(`${server!.url}${path}`, { ...init, signal: AbortSignal.timeout(10_000) });
      const login = await get('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'demo@despensa.cl', password: 'despensa-demo' }),
      });
      const bearer = { headers: { Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` } };
      expect((await get('/api/user-sales-orders', bearer)).status).toBe(200);

      cluster.stop();
      const started = Date.now();
      const res = await get('/api/user-sales-orders', bearer);
      const took = Date.now() - started;
      expect(res.status).toBe(503);
      expect(res.headers.get('Retry-After')).toBe('2');
      expect((await get('/api/ready')).status).toBe(503);
      expect((await get('/api/health')).status).toBe(200);

      cluster.start();
      await expect.poll(async () => (await get('/api/ready')).status, { timeout: 30_000 }).toBe(200);
      expect((await get('/api/user-sales-orders', bearer)).status).toBe(200);
      console.log(`cluster stopped: 503 in ${took} ms; started again: served by the same process`);
    } finally {
      await server?.close();
      cluster.remove();
    }
  },
);
