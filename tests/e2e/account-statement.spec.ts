import type { Download, Page } from '@playwright/test';
import type { AccountStatement } from '../../contract/account-statement';
import { formatClp } from '../../machines/rules/money';
import { accessToken } from './support/journey';
import { expect, test } from './support/portal';
import { signIn } from './support/sign-in';

const facturas = '/dashboard/group/five';
const statementPath = '/dashboard/estado-de-cuenta';

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Estado de cuenta' });
const closingTile = (page: Page) => page.getByRole('group', { name: 'Saldo final' });

async function bytesOf(download: Download) {
  return Buffer.concat(await (await download.createReadStream()).toArray());
}

test('finanzas finds in Estado de cuenta the debt Facturas shows, and downloads its PDF and CSV', async ({ page }) => {
  await signIn(page, 'finanzas@despensa.cl', facturas);
  const owedTile = page.getByRole('group', { name: 'Total adeudado' }).locator('p');
  await expect(owedTile).toHaveText(/^\$/);
  const owed = (await owedTile.textContent())!;

  await page.getByRole('navigation').getByRole('link', { name: 'Estado de cuenta' }).click();
  await expect(page).toHaveURL(new RegExp(`${statementPath}$`));
  await expect(heading(page)).toBeVisible();
  // This month up to today: what it closes with is what is owed today.
  await expect(page.getByRole('button', { name: 'Este mes' })).toHaveAttribute('aria-pressed', 'true');
  await expect(closingTile(page).locator('p')).toHaveText(owed);

  // The gateway's figures are the page's.
  const statement = (await (
    await page.request.get('/api/account-statement', { headers: { Authorization: `Bearer ${await accessToken(page)}` } })
  ).json()) as AccountStatement;
  expect(formatClp(statement.closing_balance)).toBe(owed);
  const { from, to } = statement.period;

  const pdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar PDF' }).click();
  const pdfFile = await pdf;
  expect(pdfFile.suggestedFilename()).toBe(`estado-de-cuenta-${from}-${to}.pdf`);
  expect((await bytesOf(pdfFile)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar CSV' }).click();
  const csvFile = await csv;
  expect(csvFile.suggestedFilename()).toBe(`estado-de-cuenta-${from}-${to}.csv`);
  const lines = (await bytesOf(csvFile)).toString('utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines[0]).toBe('Fecha;Documento;Detalle;Cargo;Abono;Saldo');
  expect(lines.at(-1)).toMatch(new RegExp(`;Saldo final;\\d+;\\d+;${statement.closing_balance}$`));

  // Another period is read again; the previous month ends where this one starts.
  await page.getByRole('button', { name: 'Mes anterior' }).click();
  await expect(page.getByRole('button', { name: 'Mes anterior' })).toHaveAttribute('aria-pressed', 'true');
  await expect(closingTile(page).locator('p')).toHaveText(formatClp(statement.opening_balance));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the statement never scrolls sideways', async ({ page }) => {
    await signIn(page, 'finanzas@despensa.cl', statementPath);
    await expect(closingTile(page)).toBeVisible();
    await page.getByRole('button', { name: 'Este año' }).click();
    await expect(page.getByRole('button', { name: 'Este año' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('table', { name: 'Movimientos del período' }).getByRole('row').nth(1)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  });
});

test('comprador has no Estado de cuenta: no entry in the navigation, and the gateway refuses it', async ({ page }) => {
  await signIn(page, 'comprador@despensa.cl');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Estado de cuenta' })).toHaveCount(0);
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  for (const path of ['/api/account-statement', '/api/account-statement/pdf', '/api/account-statement/csv']) {
    expect((await page.request.get(path, { headers })).status(), path).toBe(403);
  }
});
