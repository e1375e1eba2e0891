import type { Page } from '@playwright/test';
import { expect, test } from './support/portal';
import { signIn } from './support/sign-in';

// Pedidos and Facturas read as the buyer's own documents, against the real gateway: the columns a buyer
// reads, the search by product, each invoice's own PDF, and no sideways scroll on a laptop or a phone.

const ordersGrid = (page: Page) => page.getByRole('grid', { name: 'Pedidos' });
const invoicesGrid = (page: Page) => page.getByRole('grid', { name: 'Facturas' });
const headersOf = (grid: ReturnType<Page['getByRole']>) => grid.getByRole('columnheader').allTextContents();

/** Neither the page nor the table scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, grid: ReturnType<Page['getByRole']>) {
  const overflow = await grid.evaluate((table) => {
    const scroller = table.parentElement!;
    return { page: document.documentElement.scrollWidth - window.innerWidth, table: scroller.scrollWidth - scroller.clientWidth };
  });
  expect(overflow).toEqual({ page: 0, table: 0 });
}

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('Pedidos shows date, number, purchase order, delivery, state and total, and finds the orders of a product, kept over a reload', async ({ page }) => {
    await signIn(page, 'demo@despensa.cl', '/dashboard/three');
    const grid = ordersGrid(page);
    await expect(grid.getByRole('row').nth(1)).toBeVisible();
    expect(await headersOf(grid)).toEqual(['Fecha', 'N.º de pedido', 'Orden de compra', 'Entrega', 'Estado', 'Total']);
    await expectNoSidewaysScroll(page, grid);
    await expect(page.getByRole('option', { name: 'Nombre A-Z' })).toHaveCount(0);

    // A product of the newest order finds that order again.
    const first = grid.getByRole('row').nth(1);
    const number = (await first.getByRole('gridcell').nth(1).textContent())!;
    await first.click();
    const drawer = page.getByRole('dialog');
    const product = (await drawer.getByRole('table', { name: 'Productos' }).getByRole('row').nth(1).getByRole('cell').first().textContent())!;
    await drawer.getByRole('button', { name: 'Cerrar' }).click();
    await expect(drawer).toBeHidden();
    const count = page.getByRole('status').filter({ hasText: /pedidos?$/ });
    const all = await count.textContent();
    await page.getByRole('searchbox', { name: 'Producto' }).fill(product);
    await expect(count).not.toHaveText(all!);
    await expect(grid.getByRole('gridcell', { name: number, exact: true })).toBeVisible();
    // The question is in the address: a reload, a bookmark or a shared link opens on it.
    await expect(page).toHaveURL(/[?&]producto=/);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Producto' })).toHaveValue(product);
    await expect(grid.getByRole('gridcell', { name: number, exact: true })).toBeVisible();
    await expect(count).not.toHaveText(all!);
    await page.getByRole('searchbox', { name: 'Producto' }).fill('');
    await expect(count).toHaveText(all!);
    await page.screenshot({ path: test.info().outputPath('orders-1366.png') });
  });

  test("Facturas shows each invoice's order and purchase order, and opens or saves that invoice's own PDF", async ({ page }) => {
    await signIn(page, 'demo@despensa.cl', '/dashboard/group/five');
    const grid = invoicesGrid(page);
    await expect(grid.getByRole('row').nth(1)).toBeVisible();
    expect(await headersOf(grid)).toEqual(['', 'Folio', 'Pedido', 'Orden de compra', 'Fecha', 'Vencimiento', 'Total', 'Saldo', 'Estado', 'PDF']);
    await expectNoSidewaysScroll(page, grid);
    const folio = (await grid.getByRole('row').nth(1).getByRole('gridcell').nth(1).textContent())!;

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: `Descargar factura ${folio}` }).click();
    expect((await downloading).suggestedFilename()).toBe(`${folio.replace(/[\\/:*?"<>|]/g, '-')}.pdf`);

    // A headless browser saves a PDF instead of showing it: what the new tab is opened on is checked.
    await page.evaluate(() => {
      const files = new Map<string, Blob>();
      const opened: Blob[] = [];
      const objectUrl = URL.createObjectURL.bind(URL);
      URL.createObjectURL = (file: Blob | MediaSource) => {
        const url = objectUrl(file);
        if (file instanceof Blob) files.set(url, file);
        return url;
      };
      window.open = (url?: string | URL) => (opened.push(files.get(String(url))!), window);
      Object.assign(window, { opened });
    });
    await page.getByRole('button', { name: `Ver factura ${folio}` }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => (window as unknown as { opened: Blob[] }).opened.length)).toBe(1);
    const shown = await page.evaluate(async () => {
      const [file] = (window as unknown as { opened: Blob[] }).opened;
      return { type: file?.type, start: await file?.slice(0, 5).text() };
    });
    expect(shown).toEqual({ type: 'application/pdf', start: '%PDF-' });
    await page.screenshot({ path: test.info().outputPath('invoices-1366.png') });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Pedidos keeps the number with its date, the total and the state, without scrolling sideways', async ({ page }) => {
    await signIn(page, 'demo@despensa.cl', '/dashboard/three');
    const grid = ordersGrid(page);
    await expect(grid.getByRole('row').nth(1)).toBeVisible();
    expect(await headersOf(grid)).toEqual(['Pedido', 'Total', 'Estado']);
    await expect(grid.getByRole('row').nth(1).getByText(/^\d{2}-\d{2}-\d{4}$/)).toBeVisible();
    await expectNoSidewaysScroll(page, grid);
    await page.screenshot({ path: test.info().outputPath('orders-390.png') });
  });

  test("Facturas keeps each invoice's checkbox and PDF buttons 44 px, without scrolling sideways", async ({ page }) => {
    await signIn(page, 'demo@despensa.cl', '/dashboard/group/five');
    const grid = invoicesGrid(page);
    await expect(grid.getByRole('row').nth(1)).toBeVisible();
    expect(await headersOf(grid)).toEqual(['', 'Folio', 'Saldo', 'PDF']);
    await expectNoSidewaysScroll(page, grid);
    const firstRow = grid.getByRole('row').nth(1);
    for (const button of [...(await firstRow.getByRole('button', { name: /^(Ver|Descargar) factura / }).all()), firstRow.getByRole('checkbox')]) {
      const box = (await button.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
    await grid.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('invoices-390.png') });
  });
});
