import type { Page } from '@playwright/test';
import { expect, test } from './support/portal';

// A visitor looks before signing in: the welcome page leads to the catalogue with list prices, a product
// and back, and is asked to sign in only to buy. Nothing of it writes an error to the console, not even
// with a refresh cookie that no longer opens a session.

function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a visitor browses the catalogue from the welcome page and is asked to sign in only to buy', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/bienvenida$/);
  await page.getByRole('link', { name: 'Ver el catálogo' }).click();
  await expect(page).toHaveURL(/\/catalogo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nuestro catálogo' })).toBeVisible();
  const results = page.getByRole('list', { name: 'Productos encontrados' });
  await expect(results.getByRole('listitem').first()).toBeVisible();
  // List prices, and no way to buy until signed in.
  await expect(results.getByText(/neto$/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Agregar / })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'inicia sesión' })).toHaveAttribute('href', '/auth/jwt/login?returnTo=%2Fdashboard%2Ftwo');

  // A search stays in the address, and the product's page leads back to it.
  await page.getByRole('searchbox', { name: 'Buscar productos' }).fill('ajo');
  await expect(page).toHaveURL(/\/catalogo\?buscar=ajo$/);
  await results.getByRole('link', { name: 'Ajo chileno' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ajo chileno' })).toBeVisible();
  await expect(page.getByText('$5.490 neto por kg')).toBeVisible();
  await page.getByRole('link', { name: 'Volver al catálogo' }).click();
  await expect(page).toHaveURL(/\/catalogo$/);
  expect(errors).toEqual([]);
});

test('a visitor with a refresh cookie that no longer opens a session sees no error, in the page or the console', async ({ page, context, baseURL }) => {
  const errors = consoleErrors(page);
  const { hostname } = new URL(baseURL!);
  await context.addCookies([{ name: 'despensa_refresh', value: 'una-cookie-vencida', domain: hostname, path: '/api/auth', httpOnly: true, secure: true, sameSite: 'Strict' }]);
  const renewal = page.waitForResponse('**/api/auth/refresh');
  await page.goto('/catalogo');
  expect((await renewal).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Nuestro catálogo' })).toBeVisible();
  expect((await context.cookies()).some((cookie) => cookie.name === 'despensa_refresh')).toBe(false);
  expect(errors).toEqual([]);
});

test('a signed-in buyer who opens the visitors’ catalogue is taken to their own, with the same search', async ({ page }) => {
  const answer = await page.request.post('/api/auth/login', { data: { email: 'comprador@despensa.cl', password: 'despensa-demo' } });
  expect(answer.status()).toBe(200);
  await page.goto('/catalogo?buscar=arroz');
  await expect(page).toHaveURL(/\/dashboard\/two\?buscar=arroz$/);
  await expect(page.getByRole('searchbox', { name: 'Buscar productos' })).toHaveValue('arroz');
});
