import { expect, test } from './support/portal';

const lightSettings = JSON.stringify({
  version: 1,
  data: { themeMode: 'light', themeContrast: 'default', themeDirection: 'ltr', themeLayout: 'vertical', themeStretch: false, themeColorPresets: 'default' },
});

test('before any JavaScript arrives the page shows the brand and a skeleton, in the stored theme and direction', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) refused.push(message.text());
  });
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
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) refused.push(message.text());
  });
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
