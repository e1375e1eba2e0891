import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { defaultConfig } from '../../server/context';
import { mercadopagoCardSetup, mercadopagoPayment, paymentTransaction } from '../../server/db/schema';
import { mercadoPagoProvider, type MercadoPagoProvider } from '../../server/payments/mercadopago';
import { mercadoPagoCardPage, mercadoPagoCardScriptHash } from '../../server/payments/mercadopago-card-page';
import { cardRefused } from '../../server/payments/mercadopago-cards';
import { mercadoPagoSignatureTolerance } from '../../server/payments/mercadopago-signature';
import { earliestDate, insertCatalogue, line, newKey, openOrderPayment, settleMemberships, type Product } from './orders.fixtures';
import { startMercadoPagoStandIn, type MercadoPagoStandIn } from './support/mercadopago-stand-in';
import { createTestApp } from './support/test-app';

const accessToken = 'TEST-0000000000000000-000000-stand-in';
const webhookSecret = 'test-mercadopago-webhook-secret';
const back = (page: string, id: string) => `http://localhost:3000/product/${page}?payment_id=${id}`;
const returnUrls = (id: string) => ({ success: back('finalpago', id), failure: back('errorpago', id), pending: back('pendiente', id) });

let t: Awaited<ReturnType<typeof createTestApp>>;
let standIn: MercadoPagoStandIn;
let mp: MercadoPagoProvider;
let app: Hono;
let demo: Record<string, string>;
let huevos: Product;
let company: number;
let transactions = 0;

beforeAll(async () => {
  t = await createTestApp({ payments: 'none' });
  standIn = await startMercadoPagoStandIn({ accessToken, webhookSecret, now: () => t.clock.now() });
  // Short limits, so a stand-in that does not answer fails the call in well under a second.
  mp = mercadoPagoProvider({
    db: t.db,
    clock: t.clock,
    publicUrl: defaultConfig.publicUrl,
    accessToken,
    publicKey: 'TEST-public-key',
    webhookSecret,
    apiUrl: standIn.url,
    timeoutMs: 300,
    retries: 1,
    retryDelayMs: 20,
  });
  app = createApp({ ...t.deps, payments: mp });
  ({ huevos } = await insertCatalogue(t.db, 'TST-MP'));
  company = (await settleMemberships(t.db)).demo;
  demo = (await t.login('demo@despensa.cl')).auth;
});
afterAll(async () => {
  await standIn.close();
  await t.close();
});
afterEach(() => {
  standIn.fail(null);
  standIn.slowDown(0);
});

const newTransaction = () => `tx-mp-${(transactions += 1)}-${newKey()}`;

async function checkout(amount = 76_160) {
  const transactionId = newTransaction();
  const opened = await mp.createCheckout({
    transactionId,
    amount,
    description: 'Pedido S00042 de Despensa',
    payerEmail: 'demo@despensa.cl',
    returnUrls: returnUrls(transactionId),
  });
  const [row] = await t.db.select().from(mercadopagoPayment).where(eq(mercadopagoPayment.reference, opened.providerReference));
  if (!row?.preferenceId) throw new Error('no preference recorded');
  return { ...opened, transactionId, preferenceId: row.preferenceId };
}

const requestsTo = (pattern: RegExp, method = 'POST') => standIn.requests.filter((request) => request.method === method && pattern.test(request.path));

/** A visit to the card page as the gateway opens it (POST /api/cards/setup), and its reference with MercadoPago. */
async function startSetup() {
  const res = await app.request('/api/cards/setup', { method: 'POST', headers: demo });
  expect(res.status, await res.clone().text()).toBe(201);
  const setup = (await res.json()) as { setup_id: string; redirect_url: string };
  return { setupId: setup.setup_id, reference: setup.redirect_url.split('/').pop()! };
}

/** A card saved the way the card page saves it: MercadoPago.js tokenises it, the page posts the token. */
async function saveCard(holder: string, number = '5031433215406351') {
  const { reference } = await startSetup();
  const completed = await mp.completeCardSetup(reference, standIn.tokenizeCard({ holder, number }));
  if (completed?.state !== 'completed' || !completed.cardToken) throw new Error('card not saved');
  return { reference, token: completed.cardToken };
}

describe('Checkout Pro', () => {
  it('creates a preference for the amount in CLP, with our transaction as external_reference and our return pages', async () => {
    const opened = await checkout(76_160);
    const preference = standIn.preferences.get(opened.preferenceId)!;
    expect(opened.redirectUrl).toBe(preference.init_point);
    expect(opened.providerReference).toMatch(/^mp_[0-9a-f]{32}$/);
    expect(preference).toMatchObject({
      items: [{ title: 'Pedido S00042 de Despensa', quantity: 1, unit_price: 76_160, currency_id: 'CLP' }],
      external_reference: opened.transactionId,
      back_urls: returnUrls(opened.transactionId),
      auto_return: 'approved',
      notification_url: 'http://localhost:3000/api/payments/webhook/mercadopago?source_news=webhooks',
      payer: { email: 'demo@despensa.cl' },
    });
    const [row] = await t.db.select().from(mercadopagoPayment).where(eq(mercadopagoPayment.reference, opened.providerReference));
    expect(row).toMatchObject({ transactionId: opened.transactionId, kind: 'checkout', amount: 76_160, state: 'open' });
    expect(requestsTo(/^\/checkout\/preferences/).at(-1)?.idempotencyKey).toBe(`preference-${opened.providerReference}`);
  });

  it('opens one preference however often the same attempt is opened', async () => {
    const transactionId = newTransaction();
    const request = { transactionId, amount: 5_000, description: 'Pedido', payerEmail: 'demo@despensa.cl', returnUrls: returnUrls(transactionId) };
    const before = standIn.preferences.size;
    const [first, second] = await Promise.all([mp.createCheckout(request), mp.createCheckout(request)]);
    expect(second).toEqual(first);
    expect(standIn.preferences.size).toBe(before + 1);
  });

  it('refuses an amount with decimals before asking MercadoPago', async () => {
    const transactionId = newTransaction();
    await expect(
      mp.createCheckout({ transactionId, amount: 1_000.5, description: 'Pedido', payerEmail: '', returnUrls: returnUrls(transactionId) }),
    ).rejects.toThrow(/whole pesos/);
  });

  it('reads the outcome from MercadoPago, never from the return address: pending until a payment exists', async () => {
    const opened = await checkout();
    // The payer may come back to finalpago without paying: nothing MercadoPago knows says approved.
    expect(await mp.getPayment(opened.providerReference)).toEqual({ state: 'pending' });
    standIn.payerPays(opened.preferenceId, { holder: 'APRO' });
    expect(await mp.getPayment(opened.providerReference)).toEqual({ state: 'approved' });
  });

  it.each([
    ['OTHE', { state: 'rejected', message: 'El medio de pago rechazó el pago.' }],
    ['FUND', { state: 'rejected', message: 'La tarjeta no tiene saldo o cupo suficiente.' }],
    ['CONT', { state: 'pending', message: 'El banco está revisando el pago; te avisaremos cuando se confirme.' }],
  ])('maps a test card held by %s', async (holder, outcome) => {
    const opened = await checkout();
    standIn.payerPays(opened.preferenceId, { holder });
    expect(await mp.getPayment(opened.providerReference)).toEqual(outcome);
  });

  it('approves a payer declined once who then pays with another card', async () => {
    const opened = await checkout();
    standIn.payerPays(opened.preferenceId, { holder: 'FUND' });
    standIn.payerPays(opened.preferenceId, { holder: 'APRO' });
    expect(await mp.getPayment(opened.providerReference)).toEqual({ state: 'approved' });
  });

  it('gives an approved payment back once, however often it is asked', async () => {
    const opened = await checkout();
    const payment = standIn.payerPays(opened.preferenceId, { holder: 'APRO' });
    await mp.refund(opened.providerReference);
    await mp.refund(opened.providerReference);
    expect(standIn.payments.get(payment.id)).toMatchObject({ status: 'refunded', refunds: [{ amount: 76_160 }] });
    expect(requestsTo(new RegExp(`^/v1/payments/${payment.id}/refunds$`))).toHaveLength(1);
    expect(await mp.getPayment(opened.providerReference)).toEqual({ state: 'refunded' });
  });

  it('refuses to refund what MercadoPago never approved', async () => {
    const opened = await checkout();
    standIn.payerPays(opened.preferenceId, { holder: 'OTHE' });
    await expect(mp.refund(opened.providerReference)).rejects.toThrow(/no approved payment/);
  });
});

describe('through the gateway', () => {
  async function openPayment() {
    const { paymentId: payment_id, redirectUrl: redirect_url } = await openOrderPayment(app, demo, company, huevos);
    const [row] = await t.db.select().from(mercadopagoPayment).where(eq(mercadopagoPayment.transactionId, payment_id));
    return { paymentId: payment_id, redirectUrl: redirect_url, preferenceId: row!.preferenceId!, reference: row!.reference };
  }

  const statusOf = async (paymentId: string) => ((await (await app.request(`/api/payments/${paymentId}`, { headers: demo })).json()) as { status: string }).status;
  /** As MercadoPago delivers it: to the notification_url, with data.id and type added to its query. */
  const deliver = (notice: { url: string; headers: Headers; body: string }) => {
    const { pathname, search } = new URL(notice.url);
    return app.request(`${pathname}${search}`, { method: 'POST', headers: notice.headers, body: notice.body });
  };
  const transactionOf = async (paymentId: string) => (await t.db.select().from(paymentTransaction).where(eq(paymentTransaction.id, paymentId)))[0];

  it('sends the payer to Checkout Pro and confirms the order once MercadoPago approved it', async () => {
    const payment = await openPayment();
    expect(payment.redirectUrl).toBe(standIn.preferences.get(payment.preferenceId)!.init_point);
    expect(await statusOf(payment.paymentId)).toBe('pending');
    standIn.payerPays(payment.preferenceId, { holder: 'APRO' });
    expect(await statusOf(payment.paymentId)).toBe('approved');
  });

  it('applies a signed webhook once: the replayed delivery is a duplicate', async () => {
    const payment = await openPayment();
    const paid = standIn.payerPays(payment.preferenceId, { holder: 'APRO' });
    const notice = standIn.sendWebhook(paid.id);
    const first = await deliver(notice);
    expect(first.status, await first.clone().text()).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    expect((await transactionOf(payment.paymentId))?.state).toBe('approved');
    expect(await (await deliver(notice)).json()).toEqual({ received: true, duplicate: true });
  });

  it('refuses a webhook signed with another secret (401) and applies nothing', async () => {
    const payment = await openPayment();
    const paid = standIn.payerPays(payment.preferenceId, { holder: 'APRO' });
    const res = await deliver(standIn.sendWebhook(paid.id, { wrongSecret: true }));
    expect(res.status).toBe(401);
    expect((await transactionOf(payment.paymentId))?.state).toBe('pending');
  });

  it.each([
    ['times out', 'timeout'],
    ['answers 500', 'server-error'],
    ['answers malformed JSON', 'malformed'],
  ] as const)('leaves the payment pending while MercadoPago %s', async (_, failure) => {
    const payment = await openPayment();
    standIn.payerPays(payment.preferenceId, { holder: 'APRO' });
    standIn.fail(failure);
    expect(await statusOf(payment.paymentId)).toBe('pending');
    expect((await transactionOf(payment.paymentId))?.state).toBe('pending');
    standIn.fail(null);
    expect(await statusOf(payment.paymentId)).toBe('approved');
  });

  it('closes the attempt, asking the buyer to try again, when MercadoPago cannot open the checkout', async () => {
    standIn.fail('server-error');
    const order = await app.request('/api/create-sales-order', {
      method: 'POST',
      headers: { ...demo, 'Content-Type': 'application/json', 'Idempotency-Key': newKey() },
      body: JSON.stringify({ partner_id: company, payment_method_id: 1, scheduled_date: earliestDate, retiro_en_tienda: true, order_line: [line(huevos, 2)] }),
    });
    const { order_id } = (await order.json()) as { order_id: number };
    const res = await app.request('/api/payments', {
      method: 'POST',
      headers: { ...demo, 'Content-Type': 'application/json', 'Idempotency-Key': newKey() },
      body: JSON.stringify({ order_id, payment_method_id: 1 }),
    });
    expect(res.status).toBe(502);
  });
});

describe('errors', () => {
  it.each([
    ['a timeout', 'timeout', /aborted|abort/i],
    ['a 500', 'server-error', /Internal server error/],
    ['malformed JSON', 'malformed', /without the fields/],
  ] as const)('turns %s into a thrown error, never a result', async (_, failure, message) => {
    const opened = await checkout();
    standIn.fail(failure);
    await expect(mp.getPayment(opened.providerReference)).rejects.toThrow(message);
    const transactionId = newTransaction();
    await expect(mp.createCheckout({ transactionId, amount: 1_000, description: 'Pedido', payerEmail: '', returnUrls: returnUrls(transactionId) })).rejects.toThrow();
  });

  it('answers nothing for a reference it never issued', async () => {
    await expect(mp.getPayment('mp_00000000000000000000000000000000')).rejects.toThrow(/no payment/);
    expect(await mp.getCardSetup('mps_00000000000000000000000000000000')).toBeNull();
    expect(await mp.getCardSetup('../../etc')).toBeNull();
  });

  it('is refused by MercadoPago with another access token', async () => {
    const stranger = mercadoPagoProvider({ db: t.db, clock: t.clock, publicUrl: defaultConfig.publicUrl, accessToken: 'TEST-wrong', publicKey: 'TEST-public-key', webhookSecret, apiUrl: standIn.url, retries: 0 });
    const opened = await checkout();
    await expect(stranger.getPayment(opened.providerReference)).rejects.toMatchObject({ status: 401 });
  });
});

describe('saving a card', () => {
  it('sends the payer to the gateway’s MercadoPago card page', async () => {
    const setup = await mp.createCardSetup({ returnUrl: 'http://localhost:3000/dashboard/group/card', payerEmail: 'demo@despensa.cl' });
    expect(setup.redirectUrl).toBe(`http://localhost:3000/api/payments/cards/mercadopago/${setup.providerReference}`);
    expect(await mp.getCardSetup(setup.providerReference)).toEqual({ state: 'pending' });
    const row = (await mp.findCardSetup(setup.providerReference))!;
    const html = String(await mercadoPagoCardPage(row, { publicKey: 'TEST-public-key' }));
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<script src="https://sdk.mercadopago.com/js/v2"></script>');
    expect(html).toContain(`action="/api/payments/cards/mercadopago/${setup.providerReference}"`);
    expect(html).toContain('data-public-key="TEST-public-key"');
    expect(html).toContain('APRO lo aprueba');
    expect(html).not.toContain('name="number"');
    expect(mercadoPagoCardScriptHash).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  });

  it('keeps the card once when the page’s POST arrives twice together, and the gateway saves it', async () => {
    const { setupId, reference } = await startSetup();
    const token = standIn.tokenizeCard({ holder: 'APRO', number: '5031433215406351' });
    const cardsBefore = requestsTo(/^\/v1\/customers\/[^/]+\/cards$/).length;
    standIn.slowDown(50);
    const [first, second] = await Promise.all([mp.completeCardSetup(reference, token), mp.completeCardSetup(reference, token)]);
    expect(first?.state).toBe('completed');
    expect(second).toEqual(first);
    expect(requestsTo(/^\/v1\/customers\/[^/]+\/cards$/)).toHaveLength(cardsBefore + 1);
    expect(await mp.getCardSetup(reference)).toEqual({
      state: 'completed',
      card: { token: first!.cardToken, brand: 'mastercard', last4: '6351', expMonth: 11, expYear: 2030, holderName: 'APRO' },
    });
    const saved = await app.request(`/api/cards/setup/${setupId}`, { method: 'POST', headers: demo });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await saved.json()).toMatchObject({ brand: 'mastercard', last4: '6351' });
  });

  it('creates the company’s MercadoPago customer once, for every card it saves', async () => {
    await saveCard('APRO');
    await saveCard('FUND', '4075595716483764');
    expect(standIn.customers.size).toBe(1);
    expect([...standIn.customers.values()][0]?.cards.length).toBeGreaterThanOrEqual(2);
  });

  it('goes back to the form with a message when MercadoPago refuses the token, then saves a new one', async () => {
    const { reference } = await startSetup();
    await expect(mp.completeCardSetup(reference, 'used-or-unknown-token')).rejects.toMatchObject({ status: 400 });
    expect(await mp.findCardSetup(reference)).toMatchObject({ state: 'pending', message: cardRefused });
    expect(await mp.getCardSetup(reference)).toEqual({ state: 'pending' });
    expect((await mp.completeCardSetup(reference, standIn.tokenizeCard({ holder: 'APRO' })))?.state).toBe('completed');
  });

  it('ends a visit the payer left, and keeps that end', async () => {
    const setup = await mp.createCardSetup({ returnUrl: 'http://localhost:3000/dashboard/group/card', payerEmail: 'demo@despensa.cl' });
    expect((await mp.cancelCardSetup(setup.providerReference))?.state).toBe('cancelled');
    expect((await mp.completeCardSetup(setup.providerReference, standIn.tokenizeCard({ holder: 'APRO' })))?.state).toBe('cancelled');
    expect(await mp.getCardSetup(setup.providerReference)).toEqual({ state: 'cancelled' });
    const [row] = await t.db.select().from(mercadopagoCardSetup).where(eq(mercadopagoCardSetup.reference, setup.providerReference));
    expect(row?.cardToken).toBeNull();
  });
});

describe('a saved card', () => {
  const charge = (savedCardRef: string, amount = 29_500) => {
    const transactionId = newTransaction();
    return mp
      .createCheckout({ transactionId, amount, description: 'Renovación Club CXTI', payerEmail: 'demo@despensa.cl', returnUrls: returnUrls(transactionId), savedCardRef })
      .then((opened) => ({ ...opened, transactionId }));
  };
  const paymentOf = async (reference: string) => {
    const [row] = await t.db.select().from(mercadopagoPayment).where(eq(mercadopagoPayment.reference, reference));
    return standIn.payments.get(Number(row!.paymentId))!;
  };

  it('is charged at once as the company’s customer, and the payer goes back to finalpago', async () => {
    const { token } = await saveCard('APRO');
    const opened = await charge(token);
    expect(opened.redirectUrl).toBe(back('finalpago', opened.transactionId));
    expect(await mp.getPayment(opened.providerReference)).toEqual({ state: 'approved' });
    const payment = await paymentOf(opened.providerReference);
    expect(payment).toMatchObject({ transaction_amount: 29_500, external_reference: opened.transactionId, captured: true, payer: { type: 'customer' } });
  });

  it('is declined with the bank’s reason, and the payer goes to errorpago', async () => {
    const { token } = await saveCard('FUND');
    const opened = await charge(token);
    expect(opened.redirectUrl).toBe(back('errorpago', opened.transactionId));
    expect(await mp.getPayment(opened.providerReference)).toEqual({ state: 'rejected', message: 'La tarjeta no tiene saldo o cupo suficiente.' });
  });

  it('holds, captures once, and gives a captured hold back once', async () => {
    const { token } = await saveCard('APRO');
    const held = await mp.authorize({ transactionId: newTransaction(), amount: 120_000, description: 'Compromiso', savedCardRef: token });
    expect(held.state).toBe('authorized');
    const payment = await paymentOf(held.providerReference);
    expect(payment).toMatchObject({ status: 'authorized', captured: false });
    expect(await mp.capture(held.providerReference)).toEqual({ state: 'approved' });
    expect(await mp.capture(held.providerReference)).toEqual({ state: 'approved' });
    expect(requestsTo(new RegExp(`^/v1/payments/${payment.id}$`), 'PUT')).toHaveLength(1);
    await mp.release(held.providerReference);
    await mp.release(held.providerReference);
    expect(standIn.payments.get(payment.id)?.status).toBe('refunded');
    expect(requestsTo(new RegExp(`^/v1/payments/${payment.id}/refunds$`))).toHaveLength(1);
  });

  it('lets an uncaptured hold go once, and will not capture it afterwards', async () => {
    const { token } = await saveCard('APRO');
    const held = await mp.authorize({ transactionId: newTransaction(), amount: 50_000, description: 'Compromiso', savedCardRef: token });
    const payment = await paymentOf(held.providerReference);
    await mp.release(held.providerReference);
    await mp.release(held.providerReference);
    expect(standIn.payments.get(payment.id)).toMatchObject({ status: 'cancelled', status_detail: 'by_collector' });
    expect(requestsTo(new RegExp(`^/v1/payments/${payment.id}$`), 'PUT')).toHaveLength(1);
    expect(await mp.capture(held.providerReference)).toEqual({ state: 'rejected', message: 'La autorización ya se había liberado.' });
  });

  it('is not held when the bank declines, nor left held while it reviews', async () => {
    const declined = await mp.authorize({ transactionId: newTransaction(), amount: 50_000, description: 'Compromiso', savedCardRef: (await saveCard('FUND')).token });
    expect(declined).toMatchObject({ state: 'rejected', message: 'La tarjeta no tiene saldo o cupo suficiente.' });
    const reviewed = await mp.authorize({ transactionId: newTransaction(), amount: 50_000, description: 'Compromiso', savedCardRef: (await saveCard('CONT')).token });
    expect(reviewed).toMatchObject({ state: 'rejected', message: 'El banco no confirmó la autorización al momento.' });
    expect((await paymentOf(reviewed.providerReference)).status).toBe('cancelled');
  });

  it('cannot capture a hold MercadoPago let expire', async () => {
    const { token } = await saveCard('APRO');
    const held = await mp.authorize({ transactionId: newTransaction(), amount: 50_000, description: 'Compromiso', savedCardRef: token });
    standIn.expireAuthorization((await paymentOf(held.providerReference)).id);
    expect(await mp.capture(held.providerReference)).toEqual({ state: 'rejected', message: 'La autorización de la tarjeta venció antes del cobro.' });
  });
});

describe('verifyWebhook', () => {
  async function paidCheckout() {
    const opened = await checkout();
    return { opened, payment: standIn.payerPays(opened.preferenceId, { holder: 'APRO' }) };
  }

  it('answers the notification’s id and our payment, read back from MercadoPago', async () => {
    const { opened, payment } = await paidCheckout();
    const notice = standIn.sendWebhook(payment.id);
    const expected = { eventId: String(JSON.parse(notice.body).id), transactionId: opened.transactionId, providerReference: opened.providerReference };
    expect(await mp.verifyWebhook(notice.headers, notice.body)).toEqual(expected);
    // A replayed delivery is the same event, and so is one read with the address MercadoPago signed.
    expect(await mp.verifyWebhook(notice.headers, notice.body)).toEqual(expected);
    expect(await mp.verifyWebhook(notice.headers, notice.body, notice.url)).toEqual(expected);
  });

  it('refuses a delivery signed with another secret', async () => {
    const { payment } = await paidCheckout();
    const notice = standIn.sendWebhook(payment.id, { wrongSecret: true });
    expect(await mp.verifyWebhook(notice.headers, notice.body)).toBeNull();
  });

  it('refuses a signature older or newer than the tolerance', async () => {
    const { payment } = await paidCheckout();
    const now = t.clock.now().getTime();
    for (const at of [now - mercadoPagoSignatureTolerance - 1_000, now + mercadoPagoSignatureTolerance + 1_000]) {
      const notice = standIn.sendWebhook(payment.id, { at: new Date(at) });
      expect(await mp.verifyWebhook(notice.headers, notice.body)).toBeNull();
    }
    const recent = standIn.sendWebhook(payment.id, { at: new Date(now - 60_000) });
    expect(await mp.verifyWebhook(recent.headers, recent.body)).not.toBeNull();
  });

  it.each([
    ['no x-signature', (headers: Headers) => headers.delete('x-signature')],
    ['a garbled x-signature', (headers: Headers) => headers.set('x-signature', 'ts=abc;v1=zz')],
    ['an x-signature without v1', (headers: Headers) => headers.set('x-signature', headers.get('x-signature')!.split(',')[0]!)],
    ['another x-request-id', (headers: Headers) => headers.set('x-request-id', 'another-request')],
  ])('refuses %s', async (_, tamper) => {
    const { payment } = await paidCheckout();
    const notice = standIn.sendWebhook(payment.id);
    tamper(notice.headers);
    expect(await mp.verifyWebhook(notice.headers, notice.body)).toBeNull();
  });

  it('refuses a body that names another payment than the one signed, or is not JSON', async () => {
    const { payment } = await paidCheckout();
    const other = await paidCheckout();
    const notice = standIn.sendWebhook(payment.id);
    const swapped = notice.body.replace(`"id":"${payment.id}"`, `"id":"${other.payment.id}"`);
    expect(await mp.verifyWebhook(notice.headers, swapped)).toBeNull();
    expect(await mp.verifyWebhook(notice.headers, notice.body, notice.url.replace(String(payment.id), String(other.payment.id)))).toBeNull();
    expect(await mp.verifyWebhook(notice.headers, '{"id":')).toBeNull();
  });
});
