import type { Page } from '@playwright/test';
import type { InvoiceListRow } from '../../contract/lists';
import type { PaymentMethod } from '../../contract/payments';
import { formatClp } from '../../machines/rules/money';
import { audit, report } from './support/axe';
import { accessToken, decide } from './support/journey';
import { expect, test } from './support/portal';
import { signIn } from './support/sign-in';

const facturas = '/dashboard/group/five';

async function gateway<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path, { headers: { Authorization: `Bearer ${await accessToken(page)}` } });
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

/** The company's invoices still owed, newest first, as Facturas lists them. */
const owedInvoices = async (page: Page) => (await gateway<InvoiceListRow[]>(page, '/api/user/invoice-details')).filter((row) => row.total_due > 0 && !row.payment_id);

/** Checks the invoices in Facturas (the newest, so on the list's first page). */
async function choose(page: Page, invoices: readonly InvoiceListRow[]) {
  for (const invoice of invoices) await page.getByRole('checkbox', { name: `Seleccionar factura ${invoice.name}` }).check();
}

test('finanzas pays three invoices with a saved card in one payment, sees them Pagado and downloads the receipt', async ({ page }) => {
  await signIn(page, 'finanzas@despensa.cl', facturas);
  const chosen = (await owedInvoices(page)).slice(0, 3);
  expect(chosen).toHaveLength(3);
  await choose(page, chosen);
  await page.getByRole('link', { name: 'Pagar seleccionadas (3)' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Pagar facturas' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Facturas a pagar' });
  for (const invoice of chosen) await expect(list).toContainText(invoice.name);
  const total = chosen.reduce((sum, invoice) => sum + invoice.total_due, 0);
  await page.getByRole('radio', { name: /Visa •••• 4242/ }).check();
  const problems = await audit(page, 'the pay page');
  await page.getByRole('button', { name: `Pagar ${formatClp(total)}` }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Pago aprobado' })).toBeVisible();
  await expect(page.getByText(`Pagaste 3 facturas por ${formatClp(total)} con Visa •••• 4242`, { exact: false })).toBeVisible();
  report([...problems, ...(await audit(page, 'the approved payment'))]);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar comprobante' }).click();
  expect((await download).suggestedFilename()).toBe('comprobante-de-pago.pdf');

  // Back in Facturas every one is Pagado, with its receipt beside it.
  await page.getByRole('link', { name: 'Ver facturas' }).click();
  const rows = await gateway<InvoiceListRow[]>(page, '/api/user/invoice-details');
  for (const invoice of chosen) {
    const row = rows.find((candidate) => candidate.id === invoice.id)!;
    expect(row).toMatchObject({ despensa_custom_state: 'Pagado', total_due: 0 });
    expect(row.payment_id).toBeTruthy();
  }
  await page.getByRole('searchbox', { name: 'Buscar por folio, pedido u orden de compra' }).fill(chosen[0]!.name);
  await expect(page.getByRole('link', { name: `Comprobante de ${chosen[0]!.name}` })).toBeVisible();
});

test('a declined card changes no invoice', async ({ page }) => {
  await signIn(page, 'finanzas@despensa.cl', facturas);
  const [invoice] = await owedInvoices(page);
  // A card typed on the provider's page, which the bank declines there.
  await page.goto(`${facturas}/pagar?facturas=${invoice!.id}`);
  await page.getByRole('radio', { name: 'Tarjeta de crédito o débito, en la página de pago' }).check();
  await page.getByRole('button', { name: `Pagar ${formatClp(invoice!.total_due)}` }).click();
  await decide(page, 'Rechazar pago');

  await expect(page.getByRole('heading', { level: 1, name: 'El pago no se realizó' })).toBeVisible();
  await expect(page.getByText('No se cobró nada y la factura sigue por pagar.')).toBeVisible();
  report(await audit(page, 'the declined payment'));
  const after = (await gateway<InvoiceListRow[]>(page, '/api/user/invoice-details')).find((row) => row.id === invoice!.id)!;
  expect(after.total_due).toBe(invoice!.total_due);
  expect(after.despensa_custom_state).toBe(invoice!.despensa_custom_state);
  // And the same invoice can be paid again at once.
  await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
  await expect(page.getByRole('button', { name: `Pagar ${formatClp(invoice!.total_due)}` })).toBeVisible();
});

test('a comprador sees no way to pay, and the gateway refuses one', async ({ page }) => {
  await signIn(page, 'comprador@despensa.cl');
  await expect(page.getByRole('link', { name: /Pagar seleccionadas/ })).toHaveCount(0);
  await page.goto(`${facturas}/pagar?facturas=1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagar facturas' })).toHaveCount(0);
  const methods = await gateway<PaymentMethod[]>(page, '/api/payment-methods');
  const res = await page.request.post('/api/invoice-payments', {
    headers: { Authorization: `Bearer ${await accessToken(page)}`, 'Idempotency-Key': crypto.randomUUID() },
    data: { invoice_ids: [1], payment_method_id: methods[0]!.id },
  });
  expect(res.status()).toBe(403);
});
