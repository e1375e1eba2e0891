import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { accessToken, expectStep } from './support/journey';
import { expect, test } from './support/portal';
import { signIn } from './support/sign-in';

interface CatalogueProduct {
  id: number;
  default_code: string;
  name: string;
  uom: string;
  stock_state: string;
  quantity_rule: { step: number; min: number };
}

/** Products demo can order today, read from the gateway as the page would see them. */
async function orderable(page: Page): Promise<CatalogueProduct[]> {
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  const answer = await page.request.get('/api/products?limit=60', { headers });
  const { items } = (await answer.json()) as { items: CatalogueProduct[] };
  return items.filter((item) => item.stock_state !== 'out');
}

/** A quantity as a Chilean writes it. */
const written = (quantity: number) => String(quantity).replace('.', ',');

const fileInput = (page: Page) => page.locator('input[type="file"]');
const lines = (page: Page) => page.getByRole('list', { name: 'Líneas revisadas, primero las que necesitan tu atención' }).getByRole('listitem');

async function openQuickOrder(page: Page) {
  await signIn(page);
  await page.getByRole('navigation', { name: 'Comprar desde' }).getByRole('link', { name: 'Pedido rápido' }).click();
  await expect(page).toHaveURL(/\/dashboard\/pedido-rapido$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido rápido' })).toBeVisible();
}

test('demo pastes ten lines, two of them bad, and adds the eight good ones to the cart in one go', async ({ page }) => {
  await openQuickOrder(page);
  const good = (await orderable(page)).slice(0, 8);
  expect(good).toHaveLength(8);
  // Each way a kitchen writes a line: SKU and quantity, the name with its unit, "3 x name".
  const pasted = good.map((product, index) =>
    index % 3 === 0
      ? `${product.default_code.toLowerCase()} ${written(product.quantity_rule.min)}`
      : index % 3 === 1
        ? `${product.name} ${written(product.quantity_rule.min)} ${product.uom}`
        : `${product.quantity_rule.min} x ${product.name}`,
  );
  const text = [...pasted.slice(0, 4), 'caviar de beluga 2', ...pasted.slice(4), `${good[0]!.default_code} dos`].join('\n');
  await page.getByRole('textbox', { name: 'Líneas del pedido' }).fill(text);
  await page.getByRole('button', { name: 'Revisar líneas' }).click();

  await expect(page.getByRole('status').first()).toContainText('8 líneas listas para agregar');
  await expect(page.getByRole('status').first()).toContainText('2 no se pueden usar');
  // The two bad lines come first, each with its reason; nothing is in the cart yet.
  await expect(lines(page).nth(0)).toContainText('Línea 5:');
  await expect(lines(page).nth(0)).toContainText('No encontramos este producto en el catálogo');
  await expect(lines(page).nth(1)).toContainText('Línea 10:');
  await expect(lines(page).nth(1)).toContainText('La cantidad no es un número mayor que cero.');
  await expect(lines(page)).toHaveCount(10);

  await page.getByRole('button', { name: 'Agregar 8 líneas al carrito' }).click();
  await expect(page.getByText('Agregamos 8 líneas a tu carrito.')).toBeVisible();
  await page.getByRole('link', { name: 'Ir al carrito' }).click();
  await expectStep(page, 'Carrito');
  const cart = page.getByRole('main');
  for (const product of good) await expect(cart.getByRole('textbox', { name: `Cantidad de ${product.name}` })).toHaveValue(written(product.quantity_rule.min));
});

test('uploads a CSV as a Spanish Excel writes it and an XLSX, and refuses a file past the limit before reading it', async ({ page }) => {
  await openQuickOrder(page);
  const products = await orderable(page);
  // Names with accents, so Latin-1 must be read as Latin-1 for them to match.
  const accented = products.filter((product) => /[áéíóúñ]/i.test(product.name)).slice(0, 2);
  const plain = products.filter((product) => !accented.includes(product)).slice(0, 2);
  expect(accented).toHaveLength(2);
  const csv = [
    'Código;Descripción;Cantidad;Unidad',
    ...accented.map((product) => `;${product.name};${written(product.quantity_rule.min)};${product.uom}`),
    ...plain.map((product) => `${product.default_code};;${written(product.quantity_rule.min * 2)};`),
    `${plain[0]!.default_code};;=B2*2;`,
  ].join('\r\n');
  await fileInput(page).setInputFiles({ name: 'pedido semanal.csv', mimeType: 'text/csv', buffer: Buffer.from(`${csv}\r\n`, 'latin1') });
  await expect(page.getByRole('status').first()).toContainText('4 líneas listas para agregar');
  await expect(lines(page).nth(0)).toContainText('Línea 6:');
  await expect(lines(page).nth(0)).toContainText('Tiene una fórmula');
  for (const product of accented) await expect(lines(page).filter({ hasText: product.name })).toHaveCount(1);

  await page.getByRole('button', { name: 'Volver a editar' }).click();
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Pedido');
  sheet.addRow(['SKU', 'Cantidad']);
  for (const product of plain) sheet.addRow([product.default_code, product.quantity_rule.min]);
  sheet.addRow(['Producto que no existe', 1]);
  await fileInput(page).setInputFiles({
    name: 'pedido.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  });
  await expect(page.getByRole('status').first()).toContainText('2 líneas listas para agregar');
  await expect(lines(page).nth(0)).toContainText('Línea 4:');
  await page.getByRole('button', { name: 'Agregar 2 líneas al carrito' }).click();
  await expect(page.getByText('Agregamos 2 líneas a tu carrito.')).toBeVisible();

  await page.getByRole('button', { name: 'Nuevo pedido rápido' }).click();
  await fileInput(page).setInputFiles({ name: 'enorme.csv', mimeType: 'text/csv', buffer: Buffer.alloc(2 * 1024 * 1024 + 1, 'a') });
  await expect(page.getByRole('alert')).toContainText('No pudimos leer enorme.csv. El archivo pesa más de 2 MB.');
  await fileInput(page).setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
  await expect(page.getByRole('alert')).toContainText('No es una planilla: sube un CSV o un XLSX.');
});

test('the template downloads with its headings, and finanzas has no way to a quick order', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard/pedido-rapido');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Descargar la plantilla (CSV)' }).click()]);
  const template = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  });
  expect(template).toMatch(/^\uFEFFSKU;Producto;Cantidad;Unidad\r\n/);

  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await signIn(page, 'finanzas@despensa.cl');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Pedido rápido' })).toHaveCount(0);
  const refused = await page.request.post('/api/quick-order/preview', {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
    data: { lines: [{ row: 1, query: 'palta', quantity: '1', unit: null }] },
  });
  expect(refused.status()).toBe(403);
});
