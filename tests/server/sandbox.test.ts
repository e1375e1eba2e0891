import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentTransaction, paymentWebhookEvent, sandboxPayment } from '../../server/db/schema';
import { sandboxRejectionMessage } from '../../server/payments/sandbox';
import { sandboxSignatureHeader, signSandboxWebhook } from '../../server/payments/sandbox-signature';
import {
  earliestDate,
  invoicesOfOrder,
  line,
  newKey,
  openOrdersApp,
  orderRow,
  type OrdersApp,
  today,
} from './orders.fixtures';
import { sandboxWebhookSecret } from './support/test-app';

let t: OrdersApp['t'], catalogue: OrdersApp['catalogue'], companies: OrdersApp['companies'], demo: OrdersApp['demo'];
beforeAll(async () => {
  ({ t, catalogue, companies, demo } = await openOrdersApp('TST-SBX'));
});
afterAll(() => t.close());

type Created = { payment_id: string; redirect_url: string };

/** A card order (2 boxes of eggs, picked up: 76.160) and a payment opened for it. */
async function openPayment() {
  const order = await t.json(
    '/api/create-sales-order',
    { partner_id: companies.demo, payment_method_id: 1, scheduled_date: earliestDate, retiro_en_tienda: true, order_line: [line(catalogue.huevos, 2)] },
    { ...demo, 'Idempotency-Key': newKey() },
  );
  const { order_id } = (await order.json()) as { order_id: number };
  const payment = await t.json('/api/payments', { order_id, payment_method_id: 1 }, { ...demo, 'Idempotency-Key': newKey() });
  const created = (await payment.json()) as Created;
  const { pathname } = new URL(created.redirect_url);
  const [checkout] = await t.db.select().from(sandboxPayment).where(eq(sandboxPayment.transactionId, created.payment_id));
  if (!checkout) throw new Error('no sandbox checkout');
  return { orderId: order_id, paymentId: created.payment_id, page: pathname, reference: checkout.reference };
}

const choose = (page: string, decision: string) =>
  t.app.request(page, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision }).toString(),
  });

const statusOf = async (paymentId: string) =>
  (await (await t.app.request(`/api/payments/${paymentId}`, { headers: demo })).json()) as { status: string; reason?: string };

const deliver = (body: string, signature: string | null) =>
  t.app.request('/api/payments/webhook/sandbox', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(signature === null ? {} : { [sandboxSignatureHeader]: signature }) },
    body,
  });

/** A webhook body as the sandbox writes it, signed with its secret unless told otherwise. */
function notice(payment: { paymentId: string; reference: string }, state: string, eventId = `evt_${randomUUID()}`) {
  return JSON.stringify({ id: eventId, type: 'payment.updated', data: { reference: payment.reference, transaction_id: payment.paymentId, state } });
}
const sign = (body: string, at = t.clock.now(), secret = sandboxWebhookSecret) => signSandboxWebhook(secret, body, at);

describe('the hosted page', () => {
  it('shows the payment in Spanish with three plain form buttons and no script', async () => {
    const { page } = await openPayment();
    const res = await t.app.request(page);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(res.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    const text = await res.text();
    expect(text).toContain('<html lang="es">');
    expect(text).toContain('Pago de prueba');
    expect(text).toContain('$76.160');
    expect(text).toContain('demo@despensa.cl');
    expect(text).toContain(`<form method="post" action="${page}">`);
    for (const [value, label] of [['approve', 'Aprobar pago'], ['reject', 'Rechazar pago'], ['pending', 'Dejar pendiente']]) {
      expect(text).toContain(`<button type="submit" name="decision" value="${value}">${label}</button>`);
    }
    expect(text).not.toMatch(/<script|onclick=/i);
  });

  it('answers 404 for a reference it does not know', async () => {
    for (const path of ['/api/sandbox/checkout/sbx_00000000000000000000000000000000', '/api/sandbox/checkout/../../etc']) {
      const res = await t.app.request(path);
      expect(res.status).toBe(404);
    }
    const res = await choose('/api/sandbox/checkout/sbx_00000000000000000000000000000000', 'approve');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Pago no encontrado');
  });

  it('approves: records it, tells the gateway by webhook and sends the payer to finalpago', async () => {
    const payment = await openPayment();
    const delivered = t.webhooks.length;
    const res = await choose(payment.page, 'approve');
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe(`http://localhost:3000/product/finalpago?payment_id=${payment.paymentId}`);
    expect(t.webhooks).toHaveLength(delivered + 1);
    // The webhook alone moved the gateway's records, before anyone asked for the status.
    const [transaction] = await t.db.select().from(paymentTransaction).where(eq(paymentTransaction.id, payment.paymentId));
    expect(transaction?.state).toBe('approved');
    expect((await orderRow(t.db, payment.orderId)).state).toBe('sale');
    const [invoice, ...more] = await invoicesOfOrder(t.db, payment.orderId);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({ invoiceDate: today, invoiceDateDue: today, amountTotal: 76_160, amountResidual: 0 });
    expect(await statusOf(payment.paymentId)).toEqual({ payment_id: payment.paymentId, order_id: payment.orderId, payment_method_id: 1, status: 'approved' });
  });

  it('rejects: the order stays a draft and the payer lands on errorpago', async () => {
    const payment = await openPayment();
    const res = await choose(payment.page, 'reject');
    expect(res.headers.get('Location')).toBe(`http://localhost:3000/product/errorpago?payment_id=${payment.paymentId}`);
    expect(await statusOf(payment.paymentId)).toMatchObject({ status: 'rejected', reason: sandboxRejectionMessage });
    expect((await orderRow(t.db, payment.orderId)).state).toBe('draft');
    expect(await invoicesOfOrder(t.db, payment.orderId)).toEqual([]);
  });

  it('leaves a payment pending, then approves it later from the same page', async () => {
    const payment = await openPayment();
    const res = await choose(payment.page, 'pending');
    expect(res.headers.get('Location')).toBe(`http://localhost:3000/product/pendiente?payment_id=${payment.paymentId}`);
    expect((await statusOf(payment.paymentId)).status).toBe('pending');
    expect(await (await t.app.request(payment.page)).text()).toContain('Aprobar pago');

    const later = await choose(payment.page, 'approve');
    expect(later.headers.get('Location')).toBe(`http://localhost:3000/product/finalpago?payment_id=${payment.paymentId}`);
    expect((await statusOf(payment.paymentId)).status).toBe('approved');
  });

  it('keeps a final decision: a later choice changes nothing', async () => {
    const payment = await openPayment();
    await choose(payment.page, 'approve');
    const res = await choose(payment.page, 'reject');
    expect(res.headers.get('Location')).toBe(`http://localhost:3000/product/finalpago?payment_id=${payment.paymentId}`);
    expect((await statusOf(payment.paymentId)).status).toBe('approved');
    expect(await (await t.app.request(payment.page)).text()).toContain('Este pago ya fue aprobado.');
    expect(await invoicesOfOrder(t.db, payment.orderId)).toHaveLength(1);
  });

  it.each([['an unknown choice', 'refund'], ['no choice', '']])('refuses %s with 400 and changes nothing', async (_, decision) => {
    const payment = await openPayment();
    const delivered = t.webhooks.length;
    const res = await choose(payment.page, decision);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Elige una de las opciones.');
    expect(t.webhooks).toHaveLength(delivered);
    expect((await statusOf(payment.paymentId)).status).toBe('pending');
  });
});

describe('POST /api/payments/webhook/sandbox', () => {
  const refused = { error: { code: 'invalid_signature', message: 'La firma del aviso de pago no es válida.' } };

  it.each([
    ['no signature', () => null],
    ['a signature made with another secret', (body: string) => sign(body, t.clock.now(), 'otro-secreto')],
    ['a signature of another body', (body: string) => sign(body.replace('"pending"', '"approved"'))],
    ['a signature too old', (body: string) => sign(body, new Date(t.clock.now().getTime() - 10 * 60_000))],
    ['a malformed signature', () => 'v1=abc'],
  ])('refuses %s with 401 and applies nothing', async (_, signature) => {
    const payment = await openPayment();
    await t.db.update(sandboxPayment).set({ state: 'approved' }).where(eq(sandboxPayment.reference, payment.reference));
    const body = notice(payment, 'pending');
    const res = await deliver(body, signature(body));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(refused);
    const [transaction] = await t.db.select().from(paymentTransaction).where(eq(paymentTransaction.id, payment.paymentId));
    expect(transaction?.state).toBe('pending');
  });

  it('ignores a replayed delivery with 200', async () => {
    const payment = await openPayment();
    await choose(payment.page, 'pending');
    const original = t.webhooks.at(-1);
    if (!original) throw new Error('no webhook delivered');
    // Processed again, the delivery would read the approval the provider now reports; a replay is not.
    await t.db.update(sandboxPayment).set({ state: 'approved' }).where(eq(sandboxPayment.reference, payment.reference));
    const replayed = await t.app.request('/api/payments/webhook/sandbox', { method: 'POST', headers: original.headers, body: original.body });
    expect(replayed.status).toBe(200);
    expect(await replayed.json()).toEqual({ received: true, duplicate: true });
    const events = await t.db.select().from(paymentWebhookEvent).where(eq(paymentWebhookEvent.transactionId, payment.paymentId));
    expect(events).toHaveLength(1);
    expect((await orderRow(t.db, payment.orderId)).state).toBe('draft');
  });

  it('reads the state from the provider, not from the body, even when the body lies', async () => {
    const payment = await openPayment();
    const lie = notice(payment, 'approved');
    const res = await deliver(lie, sign(lie));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, duplicate: false });
    const [transaction] = await t.db.select().from(paymentTransaction).where(eq(paymentTransaction.id, payment.paymentId));
    expect(transaction?.state).toBe('pending');
    expect((await orderRow(t.db, payment.orderId)).state).toBe('draft');

    // And the other way round: a body claiming a rejection applies the approval the provider reports.
    await t.db.update(sandboxPayment).set({ state: 'approved' }).where(eq(sandboxPayment.reference, payment.reference));
    const other = notice(payment, 'rejected');
    await deliver(other, sign(other));
    expect((await orderRow(t.db, payment.orderId)).state).toBe('sale');
  });

  it('approves once, however many deliveries announce it, even at the same time', async () => {
    const payment = await openPayment();
    await t.db.update(sandboxPayment).set({ state: 'approved' }).where(eq(sandboxPayment.reference, payment.reference));
    const bodies = Array.from({ length: 5 }, () => notice(payment, 'approved'));
    const answers = await Promise.all(bodies.map((body) => deliver(body, sign(body))));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    await statusOf(payment.paymentId);
    expect(await invoicesOfOrder(t.db, payment.orderId)).toHaveLength(1);
  });

  it('accepts and ignores a signed delivery about a payment the gateway does not have', async () => {
    const body = notice({ paymentId: randomUUID(), reference: `sbx_${'0'.repeat(32)}` }, 'approved');
    const res = await deliver(body, sign(body));
    expect(res.status).toBe(200);
  });

  it('answers 404 for a provider that is not configured, and 413 for an oversized delivery', async () => {
    const body = '{}';
    expect((await t.app.request('/api/payments/webhook/mercadopago', { method: 'POST', body })).status).toBe(404);
    const huge = 'x'.repeat(100 * 1024);
    const res = await deliver(huge, sign(huge));
    expect(res.status).toBe(413);
  });
});

describe('end to end, through the API alone', () => {
  type InvoiceRow = { id: number; total_due: number; amount_total: number; despensa_custom_state: string };
  const invoices = async (auth: { Authorization: string }) =>
    (await (await t.app.request('/api/user/invoice-details', { headers: auth })).json()) as InvoiceRow[];

  it('demo@despensa.cl orders on 30-day credit and by sandbox card, and finds both invoices', async () => {
    const { auth } = await t.login('demo@despensa.cl');
    const methods = (await (await t.app.request('/api/payment-methods', { headers: auth })).json()) as { id: number; code: string }[];
    const credit = methods.find((method) => method.code === 'credit');
    const card = methods.find((method) => method.code === 'card');
    if (!credit || !card) throw new Error(`methods offered: ${JSON.stringify(methods)}`);
    const placeOrder = (paymentMethodId: number) =>
      t.json(
        '/api/create-sales-order',
        {
          partner_id: companies.demo,
          payment_method_id: paymentMethodId,
          scheduled_date: earliestDate,
          retiro_en_tienda: false,
          order_line: [line(catalogue.lomo, 3.5), line(catalogue.aceite, 10)],
        },
        { ...auth, 'Idempotency-Key': newKey() },
      );
    // 3,5 kg at 12.990 (45.465) + 10 lt at 2.490 (24.900) = 70.365 net; + 4.990 shipping = 75.355; IVA 14.317.
    const total = 89_672;

    const before = new Set((await invoices(auth)).map((row) => row.id));
    const onCredit = await placeOrder(credit.id);
    expect(onCredit.status).toBe(201);
    expect(((await onCredit.json()) as { amount_total: number }).amount_total).toBe(total);
    const afterCredit = (await invoices(auth)).filter((row) => !before.has(row.id));
    expect(afterCredit).toEqual([expect.objectContaining({ amount_total: total, total_due: total, despensa_custom_state: 'Por vencer' })]);

    const byCard = await placeOrder(card.id);
    expect(byCard.status).toBe(201);
    const { order_id } = (await byCard.json()) as { order_id: number };
    const payment = await t.json('/api/payments', { order_id, payment_method_id: card.id }, { ...auth, 'Idempotency-Key': newKey() });
    expect(payment.status).toBe(201);
    const { payment_id, redirect_url } = (await payment.json()) as Created;

    const page = new URL(redirect_url).pathname;
    expect((await t.app.request(page)).status).toBe(200);
    const approved = await choose(page, 'approve');
    expect(approved.status).toBe(303);
    const back = new URL(approved.headers.get('Location') ?? '');
    expect(back.pathname).toBe('/product/finalpago');
    const returned = back.searchParams.get('payment_id');
    expect(returned).toBe(payment_id);

    const verified = await t.app.request(`/api/payments/${returned}`, { headers: auth });
    expect(await verified.json()).toEqual({ payment_id, order_id, payment_method_id: card.id, status: 'approved' });
    const known = new Set([...before, ...afterCredit.map((row) => row.id)]);
    expect((await invoices(auth)).filter((row) => !known.has(row.id))).toEqual([
      expect.objectContaining({ amount_total: total, total_due: 0, despensa_custom_state: 'Pagado' }),
    ]);
  });
});
