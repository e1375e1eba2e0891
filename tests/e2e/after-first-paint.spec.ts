import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/portal';
import { startSession } from './support/sign-in';

/** The chunks a signed-in page loads only after its first paint: the header's menus, tooltips and settings button, the toast. */
const afterPaintChunks = /\/assets\/(LanguageMenu|AccountMenu|DressedSettingsButton|fluent-tooltip|AddedToast|on-use)-[\w-]+\.js$/;

/** Holds every request for those chunks until `release`: the page must do without them meanwhile. */
async function holdAfterPaintChunks(page: Page) {
  const held: Route[] = [];
  let releasing = false;
  await page.route(afterPaintChunks, (route) => (releasing ? route.continue() : void held.push(route)));
  return {
    held: () => held.length,
    release: async () => {
      releasing = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

test('a signed-in page paints whole without its menus, tooltips and toasts, and fetches them after', async ({ page }) => {
  await startSession(page, 'demo@despensa.cl');
  const chunks = await holdAfterPaintChunks(page);
  await page.goto('/dashboard/three');
  await expect(page.getByRole('heading', { name: 'Pedidos', level: 1 })).toBeVisible();
  await expect(page.getByRole('gridcell').first()).toBeVisible();
  // The header's controls are there, named, before their code has come.
  await expect(page.getByRole('button', { name: 'Idioma: Español' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajustes' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Cuenta de Daniela Muñoz' })).toBeVisible();
  // Once the page has settled it asks for them.
  await expect.poll(chunks.held, { timeout: 15_000 }).toBeGreaterThan(0);
  await chunks.release();
});

test('a press on the language menu before its code has come opens the menu once it has', async ({ page }) => {
  await startSession(page, 'demo@despensa.cl');
  const chunks = await holdAfterPaintChunks(page);
  await page.goto('/dashboard/three');
  await expect(page.getByRole('gridcell').first()).toBeVisible();

  await page.getByRole('button', { name: 'Idioma: Español' }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
  await chunks.release();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
});

test('the account menu opened by keyboard before its code has come keeps the focus and signs out', async ({ page }) => {
  await startSession(page, 'demo@despensa.cl');
  const chunks = await holdAfterPaintChunks(page);
  await page.goto('/dashboard/three');
  await expect(page.getByRole('gridcell').first()).toBeVisible();

  const account = page.getByRole('button', { name: 'Cuenta de Daniela Muñoz' });
  await account.focus();
  await page.keyboard.press('Enter');
  await chunks.release();
  await expect(page.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth\/jwt\/login/);
});
