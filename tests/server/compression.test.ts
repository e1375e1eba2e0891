import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSpa, serveSpa } from '../../server/http/spa-assets';
import { createTestApp } from './support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let demo: Record<string, string>;
let distDir: string;
const asset = 'assets/app-Ab12Cd34.js';
const assetText = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `fila ${i}`))};\n`;
const bootScript = 'document.documentElement.dataset.boot = "1";';
const bootStyle = 'body { margin: 0; }';
const indexHtml = `<!doctype html><html><head><script>${bootScript}</script><style>${bootStyle}</style></head><body><div id="root"></div><script type="module" src="/assets/app-Ab12Cd34.js"></script></body></html>`;

beforeAll(async () => {
  // A build as Vite writes it: the asset beside its brotli and gzip siblings.
  distDir = mkdtempSync(join(tmpdir(), 'despensa-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), indexHtml);
  writeFileSync(join(distDir, `${asset}.br`), brotliCompressSync(assetText));
  writeFileSync(join(distDir, asset), assetText);
  writeFileSync(join(distDir, `${asset}.gz`), gzipSync(assetText));
  const spa = readSpa(distDir)!;
  t = await createTestApp({ payments: 'none', inlineScriptHashes: spa.inlineScriptHashes, inlineStyleHashes: spa.inlineStyleHashes });
  // Mounted before the first request: Hono builds its router then.
  serveSpa(t.app, spa);
  demo = (await t.login('demo@despensa.cl')).auth;
});
afterAll(async () => {
  rmSync(distDir, { recursive: true, force: true });
  await t.close();
});

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });
const decoded = async (res: Response) => {
  const body = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get('Content-Encoding');
  return (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');
};

describe('a built asset', () => {
  it('of an older build, gone from this one, is a 404 and not the page, so the SPA says it cannot load it', async () => {
    const res = await get('/assets/orders-Zz99Yy88.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.text()).not.toContain('<div id="root">');
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
  ])('is sent from its precompressed sibling for Accept-Encoding "%s" (%s)', async (accept, encoding) => {
    const res = await get(`/${asset}`, { 'Accept-Encoding': accept });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe(encoding);
    expect(res.headers.get('Vary')).toContain('Accept-Encoding');
    expect(res.headers.get('Content-Type')).toMatch(/javascript/);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers.get('Content-Length'))).toBeLessThan(assetText.length / 2);
    expect(await decoded(res)).toBe(assetText);
  });

  it('is sent as it is, still varying by Accept-Encoding, to a client that takes no compression', async () => {
    const res = await get(`/${asset}`);
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Vary')).toContain('Accept-Encoding');
    expect(await res.text()).toBe(assetText);
  });
});

describe('index.html', () => {
  it.each(['/', '/index.html', '/dashboard/three', '/auth/jwt/login'])('%s is sent never cached, under a CSP that names its inline script and style by hash', async (path) => {
    const res = await get(path, { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(await decoded(res)).toBe(indexHtml);
    const hash = (text: string) => createHash('sha256').update(text).digest('base64');
    const csp = res.headers.get('Content-Security-Policy');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash(bootScript)}'`);
    // The shell's style, and an empty <style> (Fluent's provider fills its sheet through the CSSOM).
    expect(csp).toContain(`style-src 'self' 'sha256-${hash(bootStyle)}' 'sha256-${hash('')}'`);
    expect(csp).not.toContain('unsafe-inline');
  });

  it('gives no other inline script or style a way to run', () => {
    expect(readSpa(distDir)?.inlineScriptHashes).toHaveLength(1);
    expect(readSpa(distDir)?.inlineStyleHashes).toHaveLength(1);
  });
});

describe('an API answer', () => {
  const ordersPath = '/api/user-sales-orders?limit=100';

  it('above 1 KB is compressed on the fly, brotli first, and decodes to the same JSON', async () => {
    const plain = await get(ordersPath, demo);
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toContain('Accept-Encoding');
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);

    const br = await get(ordersPath, { ...demo, 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toContain('Accept-Encoding');
    expect(br.headers.get('Content-Type')).toMatch(/application\/json/);
    expect(Number(br.headers.get('Content-Length'))).toBeLessThan(text.length / 3);
    expect(JSON.parse(await decoded(br))).toEqual(JSON.parse(text));

    const gz = await get(ordersPath, { ...demo, 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(await decoded(gz))).toEqual(JSON.parse(text));
  });

  it('is not compressed for an encoding the client refuses (q=0)', async () => {
    const res = await get(ordersPath, { ...demo, 'Accept-Encoding': 'br;q=0, gzip;q=0' });
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(Array.isArray(JSON.parse(await res.text()))).toBe(true);
  });

  it('under 1 KB goes as it is', async () => {
    const res = await get('/api/version', { 'Accept-Encoding': 'br' });
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect((await res.text()).length).toBeLessThan(1024);
  });

  it('that is a PDF is never compressed again', async () => {
    const invoices = (await (await get('/api/user/invoice-details', demo)).json()) as { id: number }[];
    const res = await t.json('/api/get_invoice_pdfs', { invoice_ids: invoices.slice(0, 3).map((invoice) => invoice.id) }, { ...demo, 'Accept-Encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('that is a refusal still reads as Spanish JSON and varies by Accept-Encoding', async () => {
    const res = await get('/api/user-sales-orders?limit=abc', { ...demo, 'Accept-Encoding': 'br' });
    expect(res.status).toBe(400);
    expect(res.headers.get('Vary')).toContain('Accept-Encoding');
    const body = JSON.parse(await decoded(res)) as { error: { code: string; message: string } };
    expect(body.error.message).toMatch(/[a-záéíóúñ]/i);
  });
});
