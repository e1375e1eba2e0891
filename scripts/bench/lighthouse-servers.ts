import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import react from '@vitejs/plugin-react';
import { Hono } from 'hono';
import { build } from 'vite';
import packageJson from '../../package.json' with { type: 'json' };
import { readSpa, serveSpa } from '../../server/http/spa-assets';
import { startServer } from '../../server/serve';
import { griffelAot, precompress } from '../../vite.config';
import { silentLogger } from '../../server/log/logger';

/** A page bench:lighthouse measures, served from 127.0.0.1 until `close`. */
export interface Served {
  url: string;
  close(): Promise<void>;
}

/**
 * The portal as `npm start` runs it: built with the repo's vite.config.ts (with its .br/.gz siblings) and
 * served by the real gateway on a fresh PGlite data dir, which the gateway seeds with the demo data.
 */
export async function startPortal(work: string): Promise<Served> {
  const distDir = join(work, 'portal');
  await build({ logLevel: 'silent', build: { outDir: distDir, emptyOutDir: true } });
  const dataDir = join(work, 'data');
  return startServer({
    database: { kind: 'pglite', dataDir },
    outboxDir: join(dataDir, 'outbox'),
    port: 0,
    host: '127.0.0.1',
    // The build's own version, or the session machine would see a new release and reload the page.
    version: packageJson.version,
    distDir,
    logger: silentLogger,
  });
}

/**
 * The bare stack's floor page of bench:bundle, compressed like the portal and served by the same SPA
 * middleware on a bare Hono app, so the difference to the portal is the product and nothing else.
 */
export async function startFloor(work: string): Promise<Served> {
  const outDir = join(work, 'floor');
  await build({
    root: resolve('scripts/bench/bundle-floor'),
    configFile: false,
    logLevel: 'silent',
    plugins: [react(), griffelAot(), precompress()],
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  const spa = readSpa(outDir);
  if (!spa) throw new Error(`the floor page was not built into ${outDir}`);
  const app = new Hono();
  serveSpa(app, spa);
  const server = await new Promise<ReturnType<typeof serve>>((done) => {
    const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => done(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close() {
      const closed = new Promise<void>((done, fail) => server.close((error) => (error ? fail(error) : done())));
      // Chromium keeps its keep-alive sockets open; close() would wait for them.
      if ('closeAllConnections' in server) server.closeAllConnections();
      return closed;
    },
  };
}
