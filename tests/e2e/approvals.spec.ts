import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { CompanyMember } from '../../contract/company';
import type { ApprovalSummary } from '../../contract/order-approvals';
import { addDays, santiagoInstant } from '../../machines/rules/calendar';
import { deliveryDates } from '../../server/domain/delivery';
import { audit, report } from './support/axe';
import { accessToken, checkoutToPayment, fillCart, type Purchase } from './support/journey';
import { linkIn, mailTo } from './support/outbox';
import { expect, test } from './support/portal';
import { signIn } from './support/sign-in';

const buyerLogin = 'comprador@despensa.cl';
const buyerName = 'Carlos Fuentes';

/** About $150.000 with IVA: above a $100.000 limit per order. */
const bigCart: readonly Purchase[] = [
  { search: 'PALTA', name: 'Palta Hass', quantity: '20' },
  { search: 'nuggets', name: 'Nuggets de pollo', quantity: '3' },
  { search: 'noquis', name: 'Ñoquis de papa', quantity: '2' },
];

const bearer = async (page: Page) => ({ Authorization: `Bearer ${await accessToken(page)}` });

async function gateway<T>(request: APIRequestContext, headers: Record<string, string>, method: 'GET' | 'PUT' | 'POST', path: string, data?: unknown): Promise<{ status: number; body: T }> {
  const res = await request.fetch(path, { method, headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() }, ...(data === undefined ? {} : { data }) });
  return { status: res.status(), body: (await res.json()) as T };
}

/** The buyer's user id, as the company's limits list it. */
async function buyerId(page: Page): Promise<number> {
  const { body } = await gateway<CompanyMember[]>(page.request, await bearer(page), 'GET', '/api/company/users');
  return body.find((member) => member.kind === 'user' && member.email === buyerLogin)!.id;
}

/** The buyer's own rule back to the company's (none): the worker's other tests buy without limits. */
async function clearBuyerRule(page: Page) {
  const { status } = await gateway(page.request, await bearer(page), 'PUT', `/api/spending-limits/users/${await buyerId(page)}`, { rule: null });
  expect(status).toBe(200);
}

async function buyerPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, buyerLogin, '/dashboard/two');
  return page;
}

/** The buyer's cart through Carrito and Direcciones to Pago, on credit, where it is sent for approval. */
async function sendForApproval(page: Page) {
  await fillCart(page, bigCart);
  await checkoutToPayment(page);
  await page.getByRole('radiogroup', { name: 'Medio de pago' }).getByRole('radio', { name: 'Crédito a 30 días' }).check();
  await expect(page.getByText('Este pedido supera tu límite por pedido de $100.000.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pagar \$/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Enviar para aprobación' }).click();
  await expect(page.getByRole('heading', { name: 'Pedido enviado para aprobación' })).toBeVisible();
}

test('an admin limits the comprador to $100.000 an order; his $150.000 cart waits; approved from the e-mail link, it is placed once', async ({ page, browser, baseURL }) => {
  await signIn(page, 'demo@despensa.cl', '/dashboard/group');
  try {
    await page.getByRole('button', { name: `Límites de ${buyerName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Límites de compra de ${buyerName}` });
    await dialog.getByRole('radio', { name: 'Límites propios' }).check();
    await dialog.getByRole('textbox', { name: 'Límite por pedido' }).fill('100000');
    const problems = await audit(page, 'the limits dialog');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Límite: $100.000 por pedido (propio)')).toBeVisible();

    const buyer = await buyerPage(browser, baseURL);
    await sendForApproval(buyer);
    problems.push(...(await audit(buyer, 'the request sent')));
    const [request] = (await gateway<ApprovalSummary[]>(buyer.request, await bearer(buyer), 'GET', '/api/order-approvals')).body;
    expect(request).toMatchObject({ state: 'waiting', reason: { kind: 'per_order', limit: 100_000 } });
    expect(request!.amount_total).toBeGreaterThan(100_000);

    // The admin follows the e-mail's link to the request, and approves it.
    const mail = await mailTo('demo@despensa.cl', `${buyerName} envió un pedido para tu aprobación`);
    await page.goto(linkIn(mail, '/dashboard/aprobaciones'));
    await expect(page.getByRole('heading', { name: `Solicitud de ${buyerName}` })).toBeVisible();
    problems.push(...(await audit(page, 'a request waiting')));
    await page.getByRole('button', { name: 'Aprobar', exact: true }).click();
    await expect(page.getByText(/Aprobaste la solicitud: el pedido S\d+/)).toBeVisible();
    report(problems);

    const decided = (await gateway<ApprovalSummary[]>(page.request, await bearer(page), 'GET', '/api/order-approvals')).body.find((row) => row.id === request!.id)!;
    expect(decided.state).toBe('placed');
    const again = await gateway(page.request, await bearer(page), 'POST', `/api/order-approvals/${request!.id}/approve`, {});
    expect(again.status).toBe(409);
    const { body: orders } = await gateway<{ name: string }[]>(page.request, await bearer(page), 'GET', '/api/user-sales-orders');
    expect(orders.filter((order) => order.name === decided.order!.name)).toHaveLength(1);
    await buyer.context().close();
  } finally {
    await clearBuyerRule(page);
  }
});

test('a rejection reaches the comprador by e-mail and in Pedidos, and his cart is rebuilt from it', async ({ page, browser, baseURL }) => {
  await signIn(page, 'demo@despensa.cl', '/dashboard/aprobaciones');
  try {
    await gateway(page.request, await bearer(page), 'PUT', `/api/spending-limits/users/${await buyerId(page)}`, { rule: { per_order: 100_000, per_period: null, period: 'month' } });
    const buyer = await buyerPage(browser, baseURL);
    await sendForApproval(buyer);

    await page.reload();
    await page.getByRole('button', { name: new RegExp(`^Ver solicitud de ${buyerName}`) }).first().click();
    await page.getByRole('button', { name: 'Rechazar', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill('Sin presupuesto este mes');
    const problems = await audit(page, 'the rejection dialog');
    await dialog.getByRole('button', { name: 'Rechazar' }).click();
    await expect(page.getByText('Sin presupuesto este mes').first()).toBeVisible();

    const mail = await mailTo(buyerLogin, 'Tu pedido no fue aprobado');
    expect(mail).toContain('«Sin presupuesto este mes»');
    await buyer.goto('/dashboard/three');
    await expect(buyer.getByText(/rechazado/i).first()).toBeVisible();
    problems.push(...(await audit(buyer, 'Pedidos with a rejected request')));
    await buyer.goto(linkIn(mail, '/dashboard/aprobaciones'));
    await buyer.getByRole('button', { name: 'Volver a armar el carrito' }).click();
    await expect(buyer.getByText('Pusimos los productos de esta solicitud en tu carrito.')).toBeVisible();
    report(problems);
    await buyer.context().close();
  } finally {
    await clearBuyerRule(page);
  }
});

test("the monthly limit counts an order by its day in Santiago, across a month's last hour", async ({ page, browser, baseURL }) => {
  await signIn(page, 'demo@despensa.cl', '/dashboard/group');
  const buyer = await buyerPage(browser, baseURL);
  const placed: number[] = [];
  try {
    const limit = 150_000;
    await gateway(page.request, await bearer(page), 'PUT', `/api/spending-limits/users/${await buyerId(page)}`, { rule: { per_order: null, per_period: limit, period: 'month' } });
    const headers = await bearer(buyer);
    const { body: products } = await gateway<{ items: { id: number; list_price: number; cxti_price: number; qty_min: number }[] }>(buyer.request, headers, 'GET', '/api/products?limit=40');
    // About $100.000 with IVA: one such order fits in $150.000 a month, two do not.
    const product = products.items.find((item) => item.list_price >= 5_000 && item.list_price <= 40_000)!;
    const quantity = Math.ceil(70_000 / product.list_price);
    const { body: addresses } = await gateway<{ id: number; type: string; is_default: boolean }[]>(buyer.request, headers, 'GET', '/api/addresses');

    // A boundary long past, with no orders of the buyer on either side, whose orders never come first in Pedidos
    // (orders dated in this month's last hour would list above the worker's later orders, cancelled or not).
    const lastDay = '2020-01-31';
    const instants = { lastHour: santiagoInstant(lastDay, 23, 30), lastMinutes: santiagoInstant(lastDay, 23, 50), nextMonth: santiagoInstant(addDays(lastDay, 1), 0, 30) };
    const date = deliveryDates(instants.nextMonth).find((day) => deliveryDates(instants.lastHour).includes(day))!;
    const orderAt = (at: Date) =>
      gateway<{ order_id?: number; error?: { code: string; reason?: unknown } }>(buyer.request, headers, 'POST', '/api/sandbox/test-clock/sales-orders', {
        at: at.toISOString(),
        order: {
          partner_id: addresses.find((address) => address.type === 'invoice' && address.is_default)!.id,
          // By card, waiting for a payment, so the orders can be cancelled after: nothing is charged, nothing stays.
          payment_method_id: 1,
          scheduled_date: date,
          retiro_en_tienda: true,
          order_line: [{ product_id: product.id, product_uom_qty: quantity, price_unit: product.list_price, cxti_price: product.cxti_price }],
        },
      });

    // 23:30 on 31 January in Santiago is already 1 February in UTC: that order is January's.
    const last = await orderAt(instants.lastHour);
    expect(last.status).toBe(201);
    placed.push(last.body.order_id!);
    const refused = await orderAt(instants.lastMinutes);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'approval_required', reason: { kind: 'per_period', limit } });
    // Half an hour into February in Santiago, the month starts from nothing.
    const next = await orderAt(instants.nextMonth);
    expect(next.status).toBe(201);
    placed.push(next.body.order_id!);
  } finally {
    for (const id of placed) expect((await gateway(buyer.request, await bearer(buyer), 'POST', `/api/sales-orders/${id}/cancel`)).status).toBe(200);
    await buyer.context().close();
    await clearBuyerRule(page);
  }
});
