import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

/** A build of the SPA: its folder and the SHA-256 of each inline script and style of its index.html, for the CSP. */
export interface BuiltSpa {
  distDir: string;
  inlineScriptHashes: string[];
  inlineStyleHashes: string[];
}

const inlineScript = /<script>([\s\S]*?)<\/script>/g;
const inlineStyle = /<style>([\s\S]*?)<\/style>/g;
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

/** The build in `distDir`, or null when it holds none. */
export function readSpa(distDir: string): BuiltSpa | null {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const html = readFileSync(indexFile, 'utf8');
  const inlineScriptHashes = [...html.matchAll(inlineScript)].map(([, body]) => sha256(body ?? ''));
  const inlineStyleHashes = [...html.matchAll(inlineStyle)].map(([, body]) => sha256(body ?? ''));
  return { distDir, inlineScriptHashes, inlineStyleHashes };
}

/**
 * The built SPA on `app`: every file from its brotli or gzip sibling written by the build (chosen by
 * Accept-Encoding, `Vary: Accept-Encoding` on every asset), hashed assets kept for good by the browser;
 * every other GET is a client-side route answered with index.html, never cached. Its inline scripts and
 * style run only under a CSP that names their hashes: build the app with the hashes from `readSpa`.
 */
export function serveSpa(app: Hono, { distDir }: BuiltSpa) {
  app.use('/assets/*', async (c, next) => {
    await next();
    if (!c.res.ok) return;
    // File names carry a content hash, so a browser may keep them for good.
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    if (!c.res.headers.get('Vary')?.includes('Accept-Encoding')) c.header('Vary', 'Accept-Encoding', { append: true });
  });
  // index.html always from the route below, with its no-cache, even when asked for by name.
  const files = serveStatic({ root: distDir, precompressed: true });
  app.use('*', (c, next) => (c.req.path === '/' || c.req.path === '/index.html' ? next() : files(c, next)));
  // A chunk of an older build (the gateway restarted with a new one) is gone: a 404, never index.html,
  // so the page's import fails as a fetch and the reader gets the page's own reload message.
  app.get('/assets/*', (c) => c.text('Not found', 404, { 'Cache-Control': 'no-store' }));
  const indexHtml = serveStatic({ root: distDir, path: 'index.html', precompressed: true });
  app.get('*', async (c, next) => {
    c.header('Cache-Control', 'no-cache');
    return indexHtml(c, next);
  });
}
