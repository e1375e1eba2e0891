import type { Page } from '@playwright/test';
import { expect, test } from './support/portal';
import { signIn } from './support/sign-in';

// The compact list a professional buyer orders from: ten or more products to a laptop's screen, each
// box named by its product, and the filters in the address so back, a bookmark and a shared link keep
// them. (The cart panel's count of lines out of view is in long-cart.spec.ts.)

const results = (page: Page) => page.getByRole('list', { name: 'Productos encontrados' });

/** Products wholly on screen below the header, once the list's top is scrolled up to it. */
async function productsOnScreen(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const list = document.querySelector('[role="list"][aria-label="Productos encontrados"]')!;
    window.scrollBy(0, list.getBoundingClientRect().top - header);
    return [...list.querySelectorAll('[role="listitem"]')].filter((item) => {
      const rect = item.getBoundingClientRect();
      return rect.top >= header - 1 && rect.bottom <= window.innerHeight + 1;
    }).length;
  });
}

for (const [viewport, atLeast] of [
  [{ width: 1366, height: 768 }, 10],
  [{ width: 390, height: 844 }, 5],
] as const) {
  test(`the compact list shows at least ${atLeast} products at ${viewport.width}x${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'comprador@despensa.cl', '/dashboard/two');
    await page.getByRole('button', { name: 'Lista' }).click();
    await expect(page).toHaveURL(/vista=lista/);
    await expect(results(page).getByRole('listitem').first()).toBeVisible();
    expect(await productsOnScreen(page)).toBeGreaterThanOrEqual(atLeast);
    // Each box says which product it picks.
    await expect(page.getByRole('checkbox', { name: 'Seleccionar Aceite de canola 5 L' })).toBeVisible();
  });
}

test('back after filtering restores the filter, and a shared address opens on it', async ({ page }) => {
  await signIn(page, 'comprador@despensa.cl', '/dashboard/two');
  const category = page.getByRole('combobox', { name: 'Categoría' });
  const sort = page.getByRole('combobox', { name: 'Ordenar por' });
  await expect(category.getByRole('option', { name: /^Lácteos y huevos/ })).toBeAttached();
  await category.selectOption({ label: 'Lácteos y huevos (14)' });
  await expect(page).toHaveURL(/categoria=lacteos-y-huevos/);
  await sort.selectOption({ label: 'Precio: mayor a menor' });
  await expect(page).toHaveURL(/categoria=lacteos-y-huevos&orden=precio-desc/);
  const firstDairy = await results(page).getByRole('heading', { level: 3 }).first().textContent();

  // A product, then back: the category and the sort are still there, with their products.
  await results(page).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/detalle\?id=/);
  await page.goBack();
  await expect(category).toHaveValue('lacteos-y-huevos');
  await expect(sort).toHaveValue('price_desc');
  await expect(results(page).getByRole('heading', { level: 3 }).first()).toHaveText(firstDairy!);

  // Back once more undoes the sort alone, and again the category.
  await page.goBack();
  await expect(sort).toHaveValue('name_asc');
  await expect(category).toHaveValue('lacteos-y-huevos');
  await page.goBack();
  await expect(category).toHaveValue('');

  // A search is kept in the address without a step per keystroke, and a shared address opens on it.
  await page.getByRole('searchbox', { name: 'Buscar productos' }).fill('aceite');
  await expect(page).toHaveURL(/buscar=aceite/);
  await page.goto('/dashboard/two?buscar=aceite&vista=lista');
  await expect(page.getByRole('searchbox', { name: 'Buscar productos' })).toHaveValue('aceite');
  await expect(page.getByRole('button', { name: 'Lista' })).toHaveAttribute('aria-pressed', 'true');
  await expect(results(page).getByRole('heading', { level: 3 }).first()).toContainText(/aceite/i);
});
