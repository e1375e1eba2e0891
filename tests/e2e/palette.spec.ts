import type { Page } from '@playwright/test';
import { expect, test } from './support/portal';
import { signIn, startSession } from './support/sign-in';

// The buyer's palette against the real gateway: pages, products by SKU into the cart, orders by number
// and invoices by folio, by keyboard, on a laptop and on a phone.

async function openPalette(page: Page) {
  // The shortcut belongs to the signed-in layout: it listens once the page is drawn.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Buscar en Despensa' });
  await expect(dialog.getByRole('combobox', { name: 'Buscar páginas, productos, pedidos o facturas' })).toBeFocused();
  return dialog;
}

const group = (dialog: ReturnType<Page['getByRole']>, name: string) => dialog.getByRole('group', { name });

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('opens from Ctrl+K pressed 300 ms after navigating, while the page is still loading', async ({ page }) => {
    await startSession(page, 'demo@despensa.cl');
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await page.waitForTimeout(300);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Buscar en Despensa' });
    await expect(dialog.getByRole('combobox', { name: 'Buscar páginas, productos, pedidos o facturas' })).toBeFocused();
  });

  test('lays the box over the results in one column and opens a page by its title', async ({ page }) => {
    await signIn(page);
    const dialog = await openPalette(page);
    await expect(dialog.getByText('Escribe palabras clave')).toBeVisible();
    await page.keyboard.type('tus pedidos');
    await expect(group(dialog, 'E-Commerce').getByRole('option')).toHaveText(['PedidosTus pedidos y su estado']);
    const results = dialog.getByRole('listbox', { name: 'Resultados' }).locator('..');
    await expect(results).toHaveCSS('height', '400px');
    const box = (await dialog.getByRole('combobox').boundingBox())!;
    const list = (await results.boundingBox())!;
    const surface = (await dialog.boundingBox())!;
    // One column: the box above the results, each as wide as most of the dialog.
    expect(box.y + box.height).toBeLessThanOrEqual(list.y + 1);
    expect(box.width).toBeGreaterThan(surface.width * 0.7);
    expect(list.width).toBeGreaterThan(surface.width * 0.9);
    await expect(dialog).not.toContainText('/dashboard');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Pedidos', level: 1 })).toBeVisible();
  });

  test('adds a product found by its SKU to the cart with Enter, twice, and stays open', async ({ page }) => {
    await signIn(page);
    const dialog = await openPalette(page);
    await page.keyboard.type('pa-008');
    const products = group(dialog, 'Productos');
    await expect(products.getByRole('option')).toHaveCount(1);
    await expect(products.getByRole('option')).toContainText('Medialunas');
    await expect(products.getByRole('option')).toContainText('Agregar');
    await expect(products.getByRole('option')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(dialog.getByText(/Has agregado Medialunas.* al carrito/)).toBeVisible();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Carrito: 1 producto' })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Carrito: 1 producto' }).click();
    await expect(page.getByRole('main')).toContainText('Medialunas');
  });

  test('opens an order found by its number with its detail, and an invoice found by its folio in Facturas', async ({ page }) => {
    await signIn(page);
    let dialog = await openPalette(page);
    await page.keyboard.type('S0000');
    const order = group(dialog, 'Pedidos').getByRole('option').first();
    await expect(order).toContainText(/Pedido S0000\d/);
    const orderName = (await order.textContent())!.match(/S\d{5}/)![0];
    await order.click();
    await expect(page).toHaveURL(/\/dashboard\/three\?pedido=\d+$/);
    await expect(page.getByRole('dialog', { name: orderName })).toBeVisible();

    // A folio of the company, as its accountant would have it at hand.
    await page.goto('/dashboard/group/five');
    await expect(page.getByRole('main')).toContainText(/F-\d{6}/);
    const folio = (await page.getByRole('main').textContent())!.match(/F-\d{6}/)![0];
    dialog = await openPalette(page);
    await page.keyboard.type(folio.slice(0, -1));
    const invoices = group(dialog, 'Facturas').getByRole('option');
    await expect(invoices.first()).toContainText(/Factura F-\d{6}/);
    // The pages come first, then products, orders and invoices: End reaches the last invoice.
    await page.keyboard.press('End');
    await expect(invoices.last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await dialog.getByRole('combobox').fill(folio);
    await expect(invoices).toHaveCount(1);
    await invoices.first().click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/group/five\\?folio=${folio}$`));
    await expect(page.getByRole('searchbox', { name: 'Buscar por folio, pedido u orden de compra' })).toHaveValue(folio);
    await expect(page.getByRole('main')).toContainText(folio);
  });

  test("does not show a comprador the company's invoices", async ({ page }) => {
    await signIn(page, 'comprador@despensa.cl');
    const dialog = await openPalette(page);
    await page.keyboard.type('F-0');
    await expect(dialog.getByText('Sin resultados')).toBeVisible();
    await expect(group(dialog, 'Facturas')).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('fits the screen, with results a finger can choose', async ({ page }) => {
    await signIn(page);
    await page.getByRole('banner').getByRole('button', { name: 'Buscar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buscar en Despensa' });
    await dialog.getByRole('combobox').fill('palta');
    const options = dialog.getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const surface = (await dialog.boundingBox())!;
    expect(surface.x).toBeGreaterThanOrEqual(0);
    expect(surface.x + surface.width).toBeLessThanOrEqual(390);
    for (const option of await options.all()) expect((await option.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await options.first().tap();
    await expect(dialog.getByText(/Has agregado Palta/)).toBeVisible();
  });
});
