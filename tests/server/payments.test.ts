import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentTransaction, saleOrder, sandboxPayment } from '../../server/db/schema';
import { providerUnderTest, savedCardBehaviours, type Payer } from './support/payers';
import { earliestDate,
  insertCatalogue,
  invoicesOfOrder,
  line,
  newKey,
  openOrdersApp,
  orderRow,
  type OrdersApp,
  settleMemberships,
  today,
  transactionsOf,
} from './orders.fixtures';
import { createTestApp } from './support/test-app';

// On the sandbox, or on the provider PAYMENT_PROVIDER names, against its stand-in (npm run test:providers).
let t: OrdersApp['t'], catalogue: OrdersApp['catalogue'], companies: OrdersApp['companies'], demo: OrdersApp['demo'], other: OrdersApp['other'];
let payer: Payer;
beforeAll(async () => {
  ({ t, catalogue, companies, demo, other } = await openOrdersApp('TST-PAY', { payments: providerUnderTest() }));
  payer = t.payer!;
});
afterAll(() => t.close());

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };
type Created = { payment_id: string; redirect_url: string };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function createOrder(auth = demo, partnerId = companies.demo, paymentMethodId = 1): Promise<number> {
  const res = await t.json(
    '/api/create-sales-order',
    {
      partner_id: partnerId,
      payment_method_id: paymentMethodId,
      scheduled_date: earliestDate,
      retiro_en_tienda: true,
      order_line: [line(catalogue.huevos, 2)],
    },
    { ...auth, 'Idempotency-Key': newKey() },
  );
  if (res.status !== 201) throw new Error(`order answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { order_id: number }).order_id;
}

const pay = (body: unknown, auth = demo, key: string | null = newKey()) =>
  t.json('/api/payments', body, { ...auth, ...(key === null ? {} : { 'Idempotency-Key': key }) });

const status = async (paymentId: string, auth = demo) => t.app.request(`/api/payments/${paymentId}`, { headers: auth });


describe('POST /api/payments', () => {
  it('opens a checkout at the provider for a draft card order', async () => {
    const orderId = await createOrder();
    const res = await pay({ order_id: orderId, payment_method_id: 1 });
    expect(res.status).toBe(201);
    const body = (await res.json()) as Created;
    expect(body.payment_id).toMatch(uuid);
    expect(body.redirect_url).toMatch(payer.checkoutUrl);

    const [transaction] = await transactionsOf(t.db, orderId);
    // 2 boxes, 64.000 net; pickup; IVA 12.160.
    expect(transaction).toMatchObject({ id: body.payment_id, state: 'pending', provider: payer.name, paymentMethodCode: 'card', amount: 76_160 });
    expect((await orderRow(t.db, orderId)).state).toBe('draft');
  });

  it.runIf(providerUnderTest() === 'sandbox')('asks the sandbox for the amount, the payer and the three return pages', async () => {
    const orderId = await createOrder();
    const body = (await (await pay({ order_id: orderId, payment_method_id: 1 })).json()) as Created;
    const [checkout] = await t.db.select().from(sandboxPayment).where(eq(sandboxPayment.transactionId, body.payment_id));
    expect(checkout).toMatchObject({
      amount: 76_160,
      payerEmail: 'demo@despensa.cl',
      cardRef: null,
      successUrl: `http://localhost:3000/product/finalpago?payment_id=${body.payment_id}`,
      failureUrl: `http://localhost:3000/product/errorpago?payment_id=${body.payment_id}`,
      pendingUrl: `http://localhost:3000/product/pendiente?payment_id=${body.payment_id}`,
    });
    expect(checkout?.description).toMatch(/^Pedido S\d{5,} de Despensa$/);
  });

  it.each(
    (
      [
        ['approve', 'approved', 'finalpago', 'sale'],
        ['decline', 'rejected', 'errorpago', 'draft'],
        ['insufficient_funds', 'rejected', 'errorpago', 'draft'],
        ['pending', 'pending', 'pendiente', 'draft'],
      ] as const
    ).filter(([behaviour]) => savedCardBehaviours[providerUnderTest()].includes(behaviour)),
  )('charges a saved card at once through its token: %s', async (behaviour, outcome, page, orderState) => {
    const reason = payer.reasonOf(behaviour);
    const card = await t.addCard(companies.demo, { last4: '7777' }, behaviour);
    const orderId = await createOrder();
    const res = await pay({ order_id: orderId, payment_method_id: 1000 + card.id });
    expect(res.status).toBe(201);
    const { payment_id, redirect_url } = (await res.json()) as Created;
    // No card page: the buyer goes straight back to the portal's page for the outcome.
    expect(redirect_url).toBe(`http://localhost:3000/product/${page}?payment_id=${payment_id}`);
    expect((await orderRow(t.db, orderId)).state).toBe(orderState);
    expect(await (await status(payment_id)).json()).toEqual({
      payment_id,
      order_id: orderId,
      payment_method_id: 1000 + card.id,
      status: outcome,
      ...(reason ? { reason } : {}),
    });
  });

  it('refuses a saved card the provider does not know, with its reason, and the order stays payable', async () => {
    const card = await t.addCard(companies.demo, { last4: '6666' });
    const orderId = await createOrder();
    const { payment_id } = (await (await pay({ order_id: orderId, payment_method_id: 1000 + card.id })).json()) as Created;
    expect(await (await status(payment_id)).json()).toMatchObject({ status: 'rejected', reason: payer.reasonOf('unknown') });
    expect((await orderRow(t.db, orderId)).state).toBe('draft');
    expect((await pay({ order_id: orderId, payment_method_id: 1 })).status).toBe(201);
  });

  it.each([
    ['missing fields', {}, ['order_id', 'payment_method_id']],
    ['unknown fields', { order_id: 1, payment_method_id: 1, amount: 10 }, ['amount']],
    ['ids that are no integers', { order_id: '1', payment_method_id: 1.5 }, ['order_id', 'payment_method_id']],
    ['a negative id', { order_id: -4, payment_method_id: 1 }, ['order_id']],
  ])('refuses %s with 400', async (_, body, fields) => {
    const res = await pay(body);
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as ErrorBody;
    expect(error.code).toBe('invalid_request');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(fields);
  });

  it('answers 401 without a session', async () => {
    expect((await t.json('/api/payments', { order_id: 1, payment_method_id: 1 }, { 'Idempotency-Key': newKey() })).status).toBe(401);
  });

  it('refuses another company’s order with 404 and starts nothing', async () => {
    const theirs = await createOrder(other, companies.other);
    const res = await pay({ order_id: theirs, payment_method_id: 1 });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'El pedido no existe.', fields: { order_id: ['El pedido no existe.'] } } });
    expect(await transactionsOf(t.db, theirs)).toEqual([]);
    expect((await pay({ order_id: 2_000_000_000, payment_method_id: 1 })).status).toBe(404);
  });

  it('refuses another company’s saved card with 404 and starts nothing', async () => {
    const foreign = await t.addCard(companies.other);
    const orderId = await createOrder();
    const res = await pay({ order_id: orderId, payment_method_id: 1000 + foreign.id });
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorBody).error.fields).toEqual({ payment_method_id: ['Este medio de pago no está disponible para tu empresa.'] });
    expect(await transactionsOf(t.db, orderId)).toEqual([]);
  });


  it('refuses to pay an order on credit, which is already confirmed', async () => {
    const orderId = await createOrder(demo, companies.demo, 2);
    const res = await pay({ order_id: orderId, payment_method_id: 1 });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: { code: 'order_not_payable', message: 'Este pedido ya está confirmado y no admite otro pago.' } });
    expect(await transactionsOf(t.db, orderId)).toEqual([]);
  });

  it('learns of an approval still unseen before starting another payment, and refuses it', async () => {
    const orderId = await createOrder();
    const first = (await (await pay({ order_id: orderId, payment_method_id: 1 })).json()) as Created;
    await payer.decideUnheard(first.redirect_url, 'approve');
    const res = await pay({ order_id: orderId, payment_method_id: 1 });
    expect(res.status).toBe(409);
    expect(await transactionsOf(t.db, orderId)).toHaveLength(1);
    expect((await orderRow(t.db, orderId)).state).toBe('sale');
    expect(await invoicesOfOrder(t.db, orderId)).toHaveLength(1);
  });

  it('retries a rejected payment on the same order with a new transaction', async () => {
    const orderId = await createOrder();
    const first = (await (await pay({ order_id: orderId, payment_method_id: 1 })).json()) as Created;
    await payer.decideUnheard(first.redirect_url, 'reject');
    expect(await (await status(first.payment_id)).json()).toMatchObject({ status: 'rejected', reason: payer.typedDecline });
    expect((await orderRow(t.db, orderId)).state).toBe('draft');

    const retry = await pay({ order_id: orderId, payment_method_id: 1 });
    expect(retry.status).toBe(201);
    const second = (await retry.json()) as Created;
    expect(second.payment_id).not.toBe(first.payment_id);
    await payer.decideUnheard(second.redirect_url, 'approve');
    expect(await (await status(second.payment_id)).json()).toEqual({ payment_id: second.payment_id, order_id: orderId, payment_method_id: 1, status: 'approved' });
    expect((await orderRow(t.db, orderId)).state).toBe('sale');
    const invoices = await invoicesOfOrder(t.db, orderId);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ invoiceDate: today, invoiceDateDue: today, amountTotal: 76_160, amountResidual: 0 });
  });
});

describe('POST /api/payments with Idempotency-Key', () => {
  it.each([
    ['missing', null],
    ['not a UUID', '12345'],
  ])('refuses a key that is %s with 400', async (_, key) => {
    const orderId = await createOrder();
    const res = await pay({ order_id: orderId, payment_method_id: 1 }, demo, key);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.code).toBe('idempotency_key_required');
    expect(await transactionsOf(t.db, orderId)).toEqual([]);
  });

  it('answers a repeated key with the same payment and refuses it with another payload', async () => {
    const orderId = await createOrder();
    const card = await t.addCard(companies.demo);
    const key = newKey();
    const first = await pay({ order_id: orderId, payment_method_id: 1 }, demo, key);
    const again = await pay({ payment_method_id: 1, order_id: orderId }, demo, key);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    const reused = await pay({ order_id: orderId, payment_method_id: 1000 + card.id }, demo, key);
    expect(reused.status).toBe(422);
    expect(((await reused.json()) as ErrorBody).error.code).toBe('idempotency_key_reused');
    expect(await transactionsOf(t.db, orderId)).toHaveLength(1);
  });

  it('starts exactly one payment from ten concurrent identical requests', async () => {
    const orderId = await createOrder();
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 10 }, () => pay({ order_id: orderId, payment_method_id: 1 }, demo, key)));
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(201));
    const bodies = await Promise.all(answers.map((res) => res.json()));
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(await transactionsOf(t.db, orderId)).toHaveLength(1);
  });
});

describe('GET /api/payments/:id', () => {
  it('reads a pending payment again from the provider, never from the query string', async () => {
    const orderId = await createOrder();
    const { payment_id, redirect_url } = (await (await pay({ order_id: orderId, payment_method_id: 1 })).json()) as Created;
    const claimed = await t.app.request(`/api/payments/${payment_id}?status=approved&collection_status=approved`, { headers: demo });
    expect(await claimed.json()).toEqual({ payment_id, order_id: orderId, payment_method_id: 1, status: 'pending' });
    expect((await orderRow(t.db, orderId)).state).toBe('draft');

    await payer.decideUnheard(redirect_url, 'approve');
    expect(await (await status(payment_id)).json()).toEqual({ payment_id, order_id: orderId, payment_method_id: 1, status: 'approved' });
    const [transaction] = await t.db.select().from(paymentTransaction).where(eq(paymentTransaction.id, payment_id));
    expect(transaction?.state).toBe('approved');
    expect((await orderRow(t.db, orderId)).state).toBe('sale');
    // Reading it again issues nothing more.
    await status(payment_id);
    expect(await invoicesOfOrder(t.db, orderId)).toHaveLength(1);
  });

  it('answers 404 for another company’s payment and for ids that name nothing', async () => {
    const orderId = await createOrder();
    const { payment_id } = (await (await pay({ order_id: orderId, payment_method_id: 1 })).json()) as Created;
    for (const [id, auth] of [
      [payment_id, other],
      ['00000000-0000-4000-8000-000000000000', demo],
      ['no-es-un-pago', demo],
    ] as const) {
      const res = await status(id, auth);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'El pago no existe.' } });
    }
  });

  it('answers the latest payment of an order at /api/sales-orders/:id/payment', async () => {
    const orderId = await createOrder();
    expect((await t.app.request(`/api/sales-orders/${orderId}/payment`, { headers: demo })).status).toBe(404);
    const first = (await (await pay({ order_id: orderId, payment_method_id: 1 })).json()) as Created;
    await payer.decideUnheard(first.redirect_url, 'reject');
    const second = (await (await pay({ order_id: orderId, payment_method_id: 1 })).json()) as Created;
    const res = await t.app.request(`/api/sales-orders/${orderId}/payment`, { headers: demo });
    expect(await res.json()).toEqual({ payment_id: second.payment_id, order_id: orderId, payment_method_id: 1, status: 'pending' });
    expect((await t.app.request(`/api/sales-orders/${orderId}/payment`, { headers: other })).status).toBe(404);
    expect((await t.app.request('/api/sales-orders/abc/payment', { headers: demo })).status).toBe(404);
  });
});

describe('without a payment provider', () => {
  let bare: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    bare = await createTestApp({ payments: 'none' });
  });
  afterAll(() => bare.close());

  it('refuses card orders and card payments with 503 in Spanish, and still takes credit', async () => {
    const products = await insertCatalogue(bare.db, 'TST-BARE');
    const partners = await settleMemberships(bare.db);
    const { auth } = await bare.login('demo@despensa.cl');
    const orderBody = (paymentMethodId: number) => ({
      partner_id: partners.demo,
      payment_method_id: paymentMethodId,
      scheduled_date: earliestDate,
      retiro_en_tienda: true,
      order_line: [line(products.huevos, 2)],
    });
    const card = await bare.json('/api/create-sales-order', orderBody(1), { ...auth, 'Idempotency-Key': newKey() });
    expect(card.status).toBe(503);
    expect(await card.json()).toEqual({
      error: {
        code: 'payments_unavailable',
        message: 'El pago con tarjeta no está disponible en este momento. Intenta más tarde o elige otro medio de pago.',
      },
    });
    const credit = await bare.json('/api/create-sales-order', orderBody(2), { ...auth, 'Idempotency-Key': newKey() });
    expect(credit.status).toBe(201);

    // An order left awaiting payment from when a provider was configured can be paid only once one is back.
    const { order_id } = (await credit.json()) as { order_id: number };
    await bare.db.update(saleOrder).set({ state: 'draft', paymentMethodCode: 'card' }).where(eq(saleOrder.id, order_id));
    const payment = await bare.json('/api/payments', { order_id, payment_method_id: 1 }, { ...auth, 'Idempotency-Key': newKey() });
    expect(payment.status).toBe(503);
    expect(((await payment.json()) as ErrorBody).error.code).toBe('payments_unavailable');
  });
});
