import type { Page } from '@playwright/test';
import { addedToast } from './support/journey';
import { expect, test } from './support/portal';
import { signIn } from './support/sign-in';

/**
 * A B2B cart: the first `lines` products the catalogue can sell, one of each, added in one go. Picked
 * in a tall window, where the windowed catalogue mounts enough cards at once; then the window the test
 * is about.
 */
async function fillLongCart(page: Page, lines: number, viewport: { width: number; height: number }): Promise<number> {
  await page.setViewportSize({ width: 1366, height: 3_000 });
  const unpicked = page.getByRole('checkbox', { name: /^Seleccionar /, disabled: false, checked: false });
  const counter = page.getByText(/^Seleccionados: \d+$/);
  await expect(unpicked.first()).toBeVisible();
  let picked = 0;
  while (picked < lines) {
    await unpicked.first().check();
    await expect(counter).not.toHaveText(`Seleccionados: ${picked}`);
    picked = Number((await counter.textContent())?.replace(/\D/g, ''));
  }
  await page.getByRole('button', { name: 'Agregar seleccionados' }).click();
  await expect(addedToast(page, 'Productos agregados al carrito.')).toBeVisible();
  await page.setViewportSize(viewport);
  return picked;
}

test.describe('a long cart', () => {
  test('keeps "Ir a pagar" and the totals in view at 1366x768 at every scroll position, its lines scrolling inside', async ({ page }) => {
    await signIn(page);
    const count = await fillLongCart(page, 14, { width: 1366, height: 768 });
    const cart = page.getByRole('region', { name: 'Tu carrito' });
    const pay = cart.getByRole('button', { name: 'Ir a pagar' });
    const total = cart.getByText('Total', { exact: true });
    const lines = cart.getByRole('list', { name: `${count} productos en el carrito` });
    await expect(lines.getByRole('listitem')).toHaveCount(count);
    for (const y of [0, 600, 2_000, 100_000]) {
      await page.evaluate((to) => window.scrollTo(0, to), y);
      await expect(pay, `window scrolled to ${y}`).toBeInViewport();
      await expect(total, `window scrolled to ${y}`).toBeInViewport();
    }
    // The panel says how many lines are below its fold, and brings the next ones in.
    const more = cart.getByRole('button', { name: /^\d+ productos? más abajo$/ });
    const below = async () => Number(((await more.textContent()) ?? '').match(/\d+/)?.[0] ?? 0);
    await expect(more).toBeVisible();
    const hidden = await below();
    expect(hidden).toBeGreaterThan(0);
    await more.click();
    await expect.poll(below).toBeLessThan(hidden);
    const box = await cart.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(768);
    // The lines scroll inside the panel; the last one can be reached and changed there.
    await lines.evaluate((list) => list.scrollTo(0, list.scrollHeight));
    await expect(lines.getByRole('listitem').last()).toBeInViewport();
    await expect(pay).toBeInViewport();

    // The header counts the lines, not kilos and units, and leads to the checkout from any page.
    await page.goto('/dashboard/three');
    await page.getByRole('link', { name: `Carrito: ${count} productos` }).click();
    await expect(page).toHaveURL(/\/product\/checkout$/);
  });

  test('keeps "Ir a pagar" in view in the drawer on a phone', async ({ page }) => {
    await signIn(page);
    const count = await fillLongCart(page, 14, { width: 390, height: 844 });
    await page.getByRole('button', { name: `Carrito: ${count} productos` }).click();
    const drawer = page.getByRole('dialog', { name: 'Carrito' });
    await expect(drawer.getByRole('list', { name: `${count} productos en el carrito` }).getByRole('listitem')).toHaveCount(count);
    await expect(drawer.getByRole('button', { name: 'Ir a pagar' })).toBeInViewport();
    const size = await drawer.getByRole('button', { name: 'Ir a pagar' }).boundingBox();
    expect(size!.height).toBeGreaterThanOrEqual(44);
  });
});
