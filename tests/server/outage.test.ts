import { createServer, connect, type Server, type Socket } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createScratchTarget } from '../../server/db/scratch-database';
import { startServer } from '../../server/serve';
import { silentLogger } from '../../server/log/logger';

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
