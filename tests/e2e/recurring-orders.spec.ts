import type { Page } from '@playwright/test';
import type { RecurringOrdersList } from '../../contract/recurring-orders';
import { accessToken, expectStep, fillCart } from './support/journey';
import { expect, test } from './support/portal';
import { signIn } from './support/sign-in';

const name = 'Semana de la cocina (e2e)';

/** The company's recurring order saved by this test, as the gateway answers it. */
async function saved(page: Page) {
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  const list = (await (await page.request.get('/api/recurring-orders', { headers })).json()) as RecurringOrdersList;
  return list.orders.find((order) => order.name === name)!;
}

/** The gateway's recurring job, run by the sandbox's test clock as of `at`. */
async function runJob(page: Page, at: Date) {
  const res = await page.request.post('/api/sandbox/test-clock/recurring-orders', { data: { at: at.toISOString() } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { built: number; placed: number; failed: number; missed: number };
}

test('a weekly recurring order saved from the cart is prepared by the job, changed before its cutoff, and placed once at it', async ({ page }) => {
  await signIn(page);
  await fillCart(page);
  await page.getByRole('button', { name: 'Ir a pagar' }).click();
  await expectStep(page, 'Carrito');
  await page.getByRole('button', { name: 'Repetir cada semana' }).click();

  await expect(page).toHaveURL(/\/dashboard\/pedidos-recurrentes$/);
  const dialog = page.getByRole('dialog', { name: 'Nuevo pedido recurrente' });
  await expect(dialog.getByRole('textbox', { name: /^Palta Hass/ })).toHaveValue('10');
  await dialog.getByRole('textbox', { name: 'Nombre' }).fill(name);
  // Every delivery day: the next date is then the earliest one the checkout would offer.
  for (const day of ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado']) await dialog.getByRole('checkbox', { name: day }).check();
  await dialog.getByRole('combobox', { name: /Medio de pago/ }).selectOption({ label: 'Crédito 30 días' });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Guardamos tu pedido recurrente.')).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name }) });
  await expect(card).toContainText('Activo');

  // The job prepares the next date a day before its cutoff: run it then (or now, when that is past).
  const next = (await saved(page)).next_date!;
  const buildAt = new Date(Math.max(Date.now(), Date.parse(`${next}T14:00:00-03:00`) - 2 * 24 * 60 * 60 * 1000 + 2 * 60 * 60 * 1000));
  await runJob(page, buildAt);
  const prepared = (await saved(page)).upcoming!;
  expect(prepared.delivery_date).toBe(next);
  expect(prepared.lines.map((line) => [line.name, line.quantity])).toContainEqual(['Palta Hass', 10]);

  await page.reload();
  await card.getByRole('button', { name: 'Cambiar cantidades' }).click();
  // Avocados come in 10 kg boxes: 12 kg is refused beside the line, nothing typed lost; 20 kg is saved.
  const palta = card.getByRole('textbox', { name: /^Palta Hass/ });
  await palta.fill('12');
  await card.getByRole('button', { name: 'Guardar cantidades' }).click();
  await expect(card.getByText('Este producto se vende en múltiplos de 10 kg', { exact: false })).toBeVisible();
  await expect(palta).toHaveValue('12');
  await palta.fill('20');
  await card.getByRole('button', { name: 'Guardar cantidades' }).click();
  await expect(page.getByText('Guardamos las cantidades de ese pedido.')).toBeVisible();
  await expect(card.getByRole('listitem').filter({ hasText: 'Palta Hass' })).toContainText('20');

  // At the cutoff the job places it once; a second run places nothing more.
  const cutoff = new Date(Date.parse(prepared.cutoff_at) + 1000);
  expect((await runJob(page, cutoff)).placed).toBeGreaterThanOrEqual(1);
  expect((await runJob(page, cutoff)).placed).toBe(0);
  const last = (await saved(page)).last!;
  expect(last.state).toBe('placed');
  expect(last.lines.map((line) => [line.name, line.quantity])).toContainEqual(['Palta Hass', 20]);

  await page.reload();
  await expect(card.getByRole('link', { name: last.order_name! })).toHaveAttribute('href', `/dashboard/three?pedido=${last.order_id}`);

  // Deleted, it leaves the list; the order it placed stays in Pedidos.
  await card.getByRole('button', { name: `Eliminar ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Eliminamos el pedido recurrente.', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name })).toHaveCount(0);
  await page.goto(`/dashboard/three?pedido=${last.order_id}`);
  await expect(page.getByText(last.order_name!).first()).toBeVisible();
});

test('finanzas has no recurring orders: no entry in the navigation, and the gateway refuses them', async ({ page }) => {
  await signIn(page, 'finanzas@despensa.cl');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Pedidos recurrentes' })).toHaveCount(0);
  const refused = await page.request.get('/api/recurring-orders', { headers: { Authorization: `Bearer ${await accessToken(page)}` } });
  expect(refused.status()).toBe(403);
});
