import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resPartner, saleOrder, sandboxPayment } from '../../server/db/schema';
import { earliestDate, invoicesOfOrder, line, newKey, openOrdersApp, orderRow, ordersOf, type OrdersApp, transactionsOf } from './orders.fixtures';

// An order whose card was declined or left pending waits for its payment: the buyer pays that same
// order again (on credit too) or cancels it; never a second order for its lines.

let t: OrdersApp['t'], catalogue: OrdersApp['catalogue'], companies: OrdersApp['companies'], demo: OrdersApp['demo'], other: OrdersApp['other'];
beforeAll(async () => {
  ({ t, catalogue, companies, demo, other } = await openOrdersApp('TST-DRAFT'));
});
afterAll(() => t.close());

type Refusal = { error: { code: string; message: string; available?: number } };

async function cardOrder(boxes = 2, auth = demo, partnerId = companies.demo): Promise<{ id: number; total: number }> {
  const res = await t.json(
    '/api/create-sales-order',
    { partner_id: partnerId, payment_method_id: 1, scheduled_date: earliestDate, retiro_en_tienda: true, order_line: [line(catalogue.huevos, boxes)] },
    { ...auth, 'Idempotency-Key': newKey() },
  );
  expect(res.status).toBe(201);
  const body = (await res.json()) as { order_id: number; amount_total: number };
  return { id: body.order_id, total: body.amount_total };
}

const pay = (orderId: number, paymentMethodId: number, key = newKey(), auth = demo) =>
  t.json('/api/payments', { order_id: orderId, payment_method_id: paymentMethodId }, { ...auth, 'Idempotency-Key': key });
const cancel = (orderId: number, auth = demo) => t.app.request(`/api/sales-orders/${orderId}/cancel`, { method: 'POST', headers: auth });

/** The card payment opened and declined by the provider, read back as the return page would. */
async function declined(orderId: number) {
  const res = await pay(orderId, 1);
  expect(res.status).toBe(201);
  const { payment_id } = (await res.json()) as { payment_id: string };
  await t.db.update(sandboxPayment).set({ state: 'rejected', message: 'Fondos insuficientes' }).where(eq(sandboxPayment.transactionId, payment_id));
  const read = await t.app.request(`/api/payments/${payment_id}`, { headers: demo });
  expect(((await read.json()) as { status: string }).status).toBe('rejected');
  return payment_id;
}

describe('paying an order that waits for its payment on credit', () => {
  it('confirms the same order on the line after a declined card, once, with its invoice due in 30 days', async () => {
    const before = await ordersOf(t.db, companies.demo);
    const order = await cardOrder();
    await declined(order.id);
    const key = newKey();
    const res = await pay(order.id, 2, key);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ redirect_url: `/product/finalpago?order_id=${order.id}` });
    expect(await orderRow(t.db, order.id)).toMatchObject({ state: 'sale', paymentMethodCode: 'credit' });
    const [invoice, ...more] = await invoicesOfOrder(t.db, order.id);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({ amountTotal: order.total, amountResidual: order.total });
    expect(invoice!.invoiceDateDue > invoice!.invoiceDate).toBe(true);
    // Asked again (a retry, another tab), the same answer and nothing more.
    for (const again of [await pay(order.id, 2, key), await pay(order.id, 2)]) {
      expect(again.status).toBe(201);
      expect(await again.json()).toEqual({ redirect_url: `/product/finalpago?order_id=${order.id}` });
    }
    expect(await invoicesOfOrder(t.db, order.id)).toHaveLength(1);
    expect(await ordersOf(t.db, companies.demo)).toBe(before + 1);
    // And a card can no longer pay it.
    const card = await pay(order.id, 1);
    expect(card.status).toBe(409);
    expect(((await card.json()) as Refusal).error.code).toBe('order_not_payable');
  });

  it('refuses while a card payment of it is still open at the provider', async () => {
    const order = await cardOrder();
    expect((await pay(order.id, 1)).status).toBe(201);
    const res = await pay(order.id, 2);
    expect(res.status).toBe(409);
    expect(((await res.json()) as Refusal).error.code).toBe('payment_in_progress');
    expect(await orderRow(t.db, order.id)).toMatchObject({ state: 'draft', paymentMethodCode: 'card' });
  });

  it('refuses above what is left of the line, with the figure, and leaves the order waiting', async () => {
    const order = await cardOrder(3);
    await declined(order.id);
    const [row] = await t.db.select({ limit: resPartner.creditLimit }).from(resPartner).where(eq(resPartner.id, companies.demo));
    await t.db.update(resPartner).set({ creditLimit: 0 }).where(eq(resPartner.id, companies.demo));
    try {
      const res = await pay(order.id, 2);
      expect(res.status).toBe(422);
      expect(((await res.json()) as Refusal).error).toMatchObject({ code: 'credit_limit_exceeded', available: 0 });
      expect(await orderRow(t.db, order.id)).toMatchObject({ state: 'draft' });
      expect(await invoicesOfOrder(t.db, order.id)).toEqual([]);
    } finally {
      await t.db.update(resPartner).set({ creditLimit: row!.limit }).where(eq(resPartner.id, companies.demo));
    }
  });

  it('is not offered to a company without a credit line, nor for another company’s order', async () => {
    const ours = await cardOrder();
    const theirs = await pay(ours.id, 1, newKey(), other);
    expect(theirs.status).toBe(404);
    const { auth: otherAdmin } = await t.login('otra@despensa.cl');
    const res = await t.json(
      '/api/create-sales-order',
      { partner_id: companies.other, payment_method_id: 1, scheduled_date: earliestDate, retiro_en_tienda: true, order_line: [line(catalogue.huevos, 2)] },
      { ...otherAdmin, 'Idempotency-Key': newKey() },
    );
    const { order_id } = (await res.json()) as { order_id: number };
    const credit = await pay(order_id, 2, newKey(), otherAdmin);
    expect(credit.status).toBe(404);
    expect(await orderRow(t.db, order_id)).toMatchObject({ state: 'draft' });
  });
});

describe('POST /api/sales-orders/:id/cancel', () => {
  it('cancels an order whose card was declined, once, and nothing can pay it afterwards', async () => {
    const order = await cardOrder();
    await declined(order.id);
    const res = await cancel(order.id);
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer).toEqual({ order_id: order.id, name: expect.stringMatching(/^S\d{5,}$/), state: 'cancel' });
    expect(await (await cancel(order.id)).json()).toEqual(answer);
    expect(await orderRow(t.db, order.id)).toMatchObject({ state: 'cancel' });
    for (const method of [1, 2]) {
      const again = await pay(order.id, method);
      expect(again.status).toBe(409);
      expect(((await again.json()) as Refusal).error.code).toBe('order_not_payable');
    }
  });

  it('refuses while a payment of it is open, and once it is confirmed', async () => {
    const open = await cardOrder();
    expect((await pay(open.id, 1)).status).toBe(201);
    const busy = await cancel(open.id);
    expect(busy.status).toBe(409);
    expect(((await busy.json()) as Refusal).error.code).toBe('payment_in_progress');

    const confirmed = await cardOrder();
    await declined(confirmed.id);
    expect((await pay(confirmed.id, 2)).status).toBe(201);
    const late = await cancel(confirmed.id);
    expect(late.status).toBe(409);
    expect(((await late.json()) as Refusal).error).toEqual({ code: 'order_not_cancellable', message: 'Este pedido ya está confirmado: no se puede cancelar desde el portal.' });
    expect(await orderRow(t.db, confirmed.id)).toMatchObject({ state: 'sale' });
  });

  it('answers 404 for another company’s order and for an id that names nothing, changing nothing', async () => {
    const order = await cardOrder();
    for (const [id, auth] of [[order.id, other], [2_000_000_000, demo]] as const) {
      const res = await cancel(id, auth);
      expect(res.status).toBe(404);
      expect(((await res.json()) as Refusal).error.code).toBe('not_found');
    }
    const [row] = await t.db.select({ state: saleOrder.state }).from(saleOrder).where(eq(saleOrder.id, order.id));
    expect(row?.state).toBe('draft');
    expect(await transactionsOf(t.db, order.id)).toEqual([]);
  });
});
