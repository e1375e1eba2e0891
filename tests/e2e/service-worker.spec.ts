import type { Page } from '@playwright/test';
import { fillCart, weeklyOrder } from './support/journey';
import { expect, test } from './support/portal';
import { signIn } from './support/sign-in';

// The service worker (vite.config.ts, src/actors/service-worker.ts): a returning buyer's pages start from
// the files it keeps, the gateway's answers are never kept, and without a connection the shell opens, says
// so, and the cart is still there.

test.use({ serviceWorkers: 'allow' });

const cartLink = (page: Page, count: number) => page.getByRole('banner').getByRole('link', { name: `Carrito: ${count} producto${count === 1 ? '' : 's'}` });

/** Every URL the page's origin keeps in CacheStorage. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });

test('a returning buyer loads the code from the service worker, the gateway is always asked, and offline the shell opens with the cart', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'comprador@despensa.cl');
  await fillCart(page, weeklyOrder.slice(0, 1));
  await expect(cartLink(page, 1)).toBeVisible();
  // Registered once the page has loaded; it keeps the whole build, then controls the page.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 60_000 }).toBe('activated');
  const kept = await cachedUrls(page);
  expect(kept).toContain('/index.html');
  expect(kept.some((path) => /^\/assets\/index-[\w-]+\.js$/.test(path))).toBe(true);
  expect(kept.filter((path) => path.startsWith('/api/'))).toEqual([]);
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  expect(await manifest.json()).toMatchObject({ name: 'Despensa', start_url: '/', display: 'standalone' });

  // The next visit: its code from the worker, its data from the gateway.
  const scripts: { url: string; fromWorker: boolean }[] = [];
  const answers: { url: string; fromWorker: boolean }[] = [];
  page.on('response', (response) => {
    const entry = { url: response.url(), fromWorker: response.fromServiceWorker() };
    if (response.request().resourceType() === 'script') scripts.push(entry);
    if (new URL(response.url()).pathname.startsWith('/api/')) answers.push(entry);
  });
  await page.goto('/dashboard/three');
  await expect(page.getByRole('heading', { name: 'Pedidos', level: 1 })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Pedidos' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => !script.fromWorker)).toEqual([]);
  expect(answers.length).toBeGreaterThan(0);
  expect(answers.filter((answer) => answer.fromWorker)).toEqual([]);
  expect((await cachedUrls(page)).filter((path) => path.startsWith('/api/'))).toEqual([]);

  // Without a connection: the shell and the page open from the worker, say so, and keep the cart.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pedidos', level: 1 })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Sin conexión con el servidor.' })).toBeVisible();
  await expect(cartLink(page, 1)).toBeVisible();
  await context.setOffline(false);
});
