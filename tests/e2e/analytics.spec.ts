import type { Page } from '@playwright/test';
import { audit, newContext, report, themes, type Theme } from './support/axe';
import { expect, test } from './support/portal';
import { signIn } from './support/sign-in';

const spendTile = (page: Page) => page.getByRole('group', { name: 'Gasto del período (con IVA)' });
const monthsChart = (page: Page) => page.getByRole('img', { name: 'Gráfico de barras del gasto por mes' });
/** nivo's columns, first to last (its own test ids). */
const columns = (chart: ReturnType<Page['getByRole']>) => chart.locator('svg rect[data-testid^="bar.item."]');
/** `$44.140.833` as a number. */
const pesos = (text: string) => Number(text.replace(/[^\d-]/g, ''));

async function openAnalytics(page: Page, query = '') {
  await page.goto(`/dashboard/one${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Análisis de compras' })).toBeVisible();
  await expect(spendTile(page)).toBeVisible();
  // nivo's chunk has arrived and drawn the columns.
  await expect(columns(monthsChart(page)).first()).toBeVisible();
}

test('the demo company reads its purchases, changes the period, and a month opens its orders', async ({ page }) => {
  await signIn(page);
  await openAnalytics(page);
  await expect(page).toHaveURL(/\/dashboard\/one\?periodo=last12$/);
  const year = await spendTile(page).locator('p').textContent();
  const yearOrders = await page.getByRole('group', { name: 'Pedidos' }).locator('p').textContent();

  await page.getByRole('combobox', { name: 'Período' }).selectOption({ label: 'Últimos 3 meses' });
  await expect(page).toHaveURL(/\?periodo=last3$/);
  await expect(spendTile(page).locator('p')).not.toHaveText(year!);
  await expect(page.getByRole('group', { name: 'Pedidos' }).locator('p')).not.toHaveText(yearOrders!);
  const months = page.getByRole('table', { name: 'Tabla del gasto por mes' }).getByRole('row');
  await expect(months).toHaveCount(4);

  // The first column of the three is the first month of the period.
  const firstMonth = (await months.nth(1).getByRole('link').getAttribute('href'))!.split('mes=')[1]!;
  await columns(monthsChart(page)).first().click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/three\\?mes=${firstMonth}$`));
  await expect(page.getByText(/^Solo los pedidos de /)).toBeVisible();
  // The table is drawn a commit after the filter's note (RenderAfterCommit): wait for its first date.
  const dateCells = page.getByRole('grid', { name: 'Pedidos' }).getByRole('row').locator('[role=gridcell]:nth-child(1)');
  await expect(dateCells.first()).toBeVisible();
  const dates = await dateCells.allTextContents();
  expect(dates.length).toBeGreaterThan(0);
  const [year4, month2] = firstMonth.split('-');
  for (const date of dates) expect(date, 'dd-mm-aaaa in the month asked for').toMatch(new RegExp(`^\\d{2}-${month2}-${year4}$`));
  await page.getByRole('button', { name: 'Ver todos los meses' }).click();
  await expect(page).toHaveURL(/\/dashboard\/three$/);
  await expect(page.getByText(/^Solo los pedidos de /)).toHaveCount(0);
});

test('the CSV of the period adds up to the spend the page shows, and a debt bucket opens its invoices', async ({ page }) => {
  await signIn(page);
  await openAnalytics(page, '?periodo=last6');
  const spend = pesos((await spendTile(page).locator('p').textContent())!);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^compras-\d{4}-\d{2}-\d{4}-\d{2}\.csv$/);
  const text = (await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks))).toString('utf8');
  expect(text.charCodeAt(0), 'UTF-8 with BOM, so Excel in Spanish reads the accents').toBe(0xfeff);
  const [header, ...lines] = text.slice(1).trim().split('\r\n');
  expect(header).toBe('Fecha;Pedido;Código;Producto;Categoría;Cantidad;Unidad;Neto;IVA;Total');
  const total = lines.reduce((sum, line) => sum + Number(line.split(';').at(-1)!.replace(/\./g, '').replace(',', '.')), 0);
  expect(Math.round(total)).toBe(spend);

  const bucket = page.getByRole('table', { name: 'Tabla de la deuda por antigüedad' }).getByRole('link', { name: 'Al día: ver las facturas' });
  await bucket.click();
  await expect(page).toHaveURL(/\/dashboard\/group\/five\?deuda=current$/);
  await expect(page.getByText('Solo las facturas impagas al día.')).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Facturas' })).toBeVisible();
});

test('a comprador sees the spend but not the debt', async ({ page }) => {
  await signIn(page, 'comprador@despensa.cl');
  await openAnalytics(page);
  await expect(page.getByRole('group', { name: 'Deuda pendiente' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Deuda por antigüedad' })).toHaveCount(0);
});

for (const theme of Object.keys(themes) as Theme[]) {
  test(`the page with its charts drawn, split by category, has no axe violations in the ${theme} theme`, async ({ browser }) => {
    const context = await newContext(browser, theme);
    const page = await context.newPage();
    await signIn(page);
    await openAnalytics(page);
    await expect(columns(page.getByRole('img', { name: 'Gráfico de barras de la deuda por antigüedad' })).first()).toBeVisible();
    const problems = await audit(page, `/dashboard/one [${theme}]`);
    await page.getByRole('switch', { name: 'Por categoría' }).check();
    await expect(page.getByRole('list', { name: 'Categorías del gráfico' })).toBeVisible();
    problems.push(...(await audit(page, `/dashboard/one by category [${theme}]`)));
    await context.close();
    report(problems);
  });
}
