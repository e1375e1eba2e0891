import type { Page } from '@playwright/test';
import { expect, test } from './support/portal';
import { startSession } from './support/sign-in';

/** What the page's console says the CSP refused, as it happens. */
function cspRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) refused.push(message.text());
  });
  return refused;
}

const lightSettings = JSON.stringify({
  version: 1,
  data: { themeMode: 'light', themeContrast: 'default', themeDirection: 'ltr', themeLayout: 'vertical', themeStretch: false, themeColorPresets: 'default' },
});

test('before any JavaScript arrives the page shows the brand and a skeleton, in the stored theme and direction', async ({ page }) => {
  const refused = cspRefusals(page);
  // The entry never arrives: what shows is the HTML shell alone.
  await page.route('**/assets/index-*.js', (route) => route.abort());
  await page.goto('/auth/jwt/login');
  await expect(page.locator('#root')).toContainText('Despensa');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(41, 41, 41)');
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');

  await page.evaluate((settings) => {
    localStorage.setItem('settings', settings);
    localStorage.setItem('i18nextLng', 'ar');
  }, lightSettings);
  await page.reload();
  await expect(page.locator('#root')).toContainText('Despensa');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
  expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual(['rtl', 'ar']);
  expect(refused).toEqual([]);
});

test('a corrupt stored setting leaves the shell in its defaults', async ({ page }) => {
  await page.route('**/assets/index-*.js', (route) => route.abort());
  await page.goto('/auth/jwt/login');
  await page.evaluate(() => localStorage.setItem('settings', '{"version":1,"data":'));
  await page.reload();
  await expect(page.locator('#root')).toContainText('Despensa');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(41, 41, 41)');
});

test('the login page preloads its own chunk beside the entry, and the app replaces the shell', async ({ page }) => {
  const refused = cspRefusals(page);
  await page.goto('/auth/jwt/login');
  await expect(page.getByRole('heading', { name: 'Inicia sesión' })).toBeVisible();
  const preloaded = await page.$$eval('link[rel=modulepreload]', (links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(preloaded.some((href) => /\/assets\/LoginPage-[\w-]+\.js$/.test(href))).toBe(true);
  await expect(page.locator('.boot')).toHaveCount(0);
  expect(refused).toEqual([]);
});

test('a signed-in page preloads its area: Pedidos its orders chunk', async ({ page }) => {
  await page.goto('/dashboard/three');
  const preloaded = await page.$$eval('link[rel=modulepreload]', (links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(preloaded.some((href) => /\/assets\/orders\.area-[\w-]+\.js$/.test(href))).toBe(true);
  expect(preloaded.some((href) => /\/assets\/signed-in\.routes-[\w-]+\.js$/.test(href))).toBe(true);
});

test("a signed-in page's first reads leave with the HTML, and the app takes their answers instead of asking again", async ({ page }) => {
  await startSession(page, 'demo@despensa.cl');
  await page.goto('/dashboard/three');
  await expect(page.getByRole('gridcell').first()).toBeVisible();
  // The tab now holds its token: a reload starts the reads before any script of the app runs.
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(pathname);
  });
  await page.reload();
  await expect(page.getByRole('gridcell').first()).toBeVisible();
  expect(asked.filter((path) => path === '/api/user-profile')).toHaveLength(1);
  expect(asked.filter((path) => path === '/api/user-sales-orders')).toHaveLength(1);
  expect(await page.evaluate(() => Object.keys(window.despensaEarlyReads?.answers ?? { none: true }))).toEqual([]);
});

test('a forged token in the tab gets nothing from the early reads, and the page asks to sign in', async ({ page }) => {
  await page.goto('/auth/jwt/login');
  // Once the login page shows, its own session has ended: it will not clear the token set below.
  await expect(page.getByRole('heading', { name: 'Inicia sesión' })).toBeVisible();
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const forged = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '1', exp: Math.floor(Date.now() / 1000) + 3600 })}.${'x'.repeat(43)}`;
  await page.evaluate((token) => sessionStorage.setItem('accessToken', token), forged);
  const answers: [string, number][] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/api/user')) answers.push([pathname, response.status()]);
  });
  await page.goto('/dashboard/group/five');
  await expect(page).toHaveURL(/\/auth\/jwt\/login/);
  expect(answers).toEqual(expect.arrayContaining([['/api/user-profile', 401], ['/api/user/invoice-details', 401]]));
  expect(answers.every(([, status]) => status === 401)).toBe(true);
  await expect(page.getByRole('gridcell')).toHaveCount(0);
});

/** The built style sheets the page has, in document order, by name. */
const builtSheets = (page: Page) =>
  page.evaluate(() => [...document.styleSheets].flatMap((sheet) => (sheet.href ? [new URL(sheet.href).pathname.replace(/^\/assets\/|-[\w-]{8}\.css$/g, '')] : [])));

test("the login page has its own small style sheet; signing in adds the whole build's after it, another page has that one alone, and no inline style is refused", async ({ page }) => {
  const refused = cspRefusals(page);
  await page.goto('/auth/jwt/login');
  await expect(page.getByRole('heading', { name: 'Inicia sesión' })).toBeVisible();
  expect(await builtSheets(page)).toEqual(['styles-login']);
  // Fluent's button, laid out by its rules in the sheet: a flex box, not the browser's inline-block.
  expect(await page.getByRole('button', { name: 'Iniciar sesión' }).evaluate((button) => getComputedStyle(button).display)).toMatch(/^(inline-)?flex$/);

  await page.getByLabel('Correo electrónico').fill('demo@despensa.cl');
  await page.getByLabel('Contraseña').fill('despensa-demo');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('heading', { name: 'Productos' })).toBeVisible();
  // Second, so its order of the rules decides where the two hold the same ones.
  expect(await builtSheets(page)).toEqual(['styles-login', 'styles']);
  // Any other page opened at its address has the whole build's alone: it holds every rule of the login's.
  await page.goto('/dashboard/one');
  await expect(page.locator('svg').first()).toBeVisible();
  expect(await builtSheets(page)).toEqual(['styles']);
  expect(refused).toEqual([]);
});
