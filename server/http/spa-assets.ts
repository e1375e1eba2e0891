import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { compressAnswers } from './compress';

const inlineScript = /<script>/g;

/**
 * The built SPA on `app`: hashed assets from their brotli or gzip sibling written by the build (chosen by
 * Accept-Encoding, `Vary: Accept-Encoding` on every one), kept for good by the browser; every other GET is
 * a client-side route answered with index.html, compressed on the fly and never cached. Returns false when
 * `distDir` holds no build.
 */
export function serveSpa(app: Hono, distDir: string): boolean {
  if (!existsSync(join(distDir, 'index.html'))) return false;
  const indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8');
  app.use('/assets/*', async (c, next) => {
    await next();
    if (!c.res.ok) return;
    // File names carry a content hash, so a browser may keep them for good.
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    if (!c.res.headers.get('Vary')?.includes('Accept-Encoding')) c.header('Vary', 'Accept-Encoding', { append: true });
  });
  // index.html always from here, never from the folder: its inline scripts need this answer's nonce.
  const serveFile = serveStatic({ root: distDir, precompressed: true });
  app.use('*', (c, next) => (c.req.path === '/' || c.req.path === '/index.html' ? next() : serveFile(c, next)));
  app.get('*', compressAnswers(), (c) => {
    c.header('Cache-Control', 'no-cache');
    const nonce = c.get('secureHeadersNonce') as string | undefined;
    return c.html(nonce ? indexHtml.replaceAll(inlineScript, `<script nonce="${nonce}">`) : indexHtml);
  });
  return true;
}
