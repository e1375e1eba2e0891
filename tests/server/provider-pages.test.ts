/**
 * The gateway's own pages and addresses for Transbank and MercadoPago, through HTTP as a browser and the
 * provider reach them: the hand-off to Webpay, Transbank's returns, MercadoPago's card page, each one's
 * Content-Security-Policy, and what a stranger gets. Each provider answers from its local stand-in.
 */
import type { Hono } from 'hono';
import transbank from 'transbank-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { defaultConfig } from '../../server/context';
import { paymentToken } from '../../server/db/schema';
import { mercadoPagoProvider, type MercadoPagoProvider } from '../../server/payments/mercadopago';
import { mercadoPagoCardScriptHash } from '../../server/payments/mercadopago-card-page';
import { payerMessages } from '../../server/payments/transbank-codes';
import { transbankProvider } from '../../server/payments/transbank';
import { transbankPageStyleHash } from '../../server/payments/transbank-pages';
import { insertCatalogue, newKey, openOrderPayment, orderRow, settleMemberships, type Product } from './orders.fixtures';
import { startMercadoPagoStandIn, type MercadoPagoStandIn } from './support/mercadopago-stand-in';
import { createTestApp } from './support/test-app';
import { standInCards, startTransbankStandIn, type TransbankStandIn } from './support/transbank-stand-in';

const { IntegrationApiKeys, IntegrationCommerceCodes } = transbank;

let t: Awaited<ReturnType<typeof createTestApp>>;
let demo: Record<string, string>;
let company: number;
let huevos: Product;
beforeAll(async () => {
  t = await createTestApp({ payments: 'none' });
  ({ huevos } = await insertCatalogue(t.db, 'TST-PP'));
  company = (await settleMemberships(t.db)).demo;
  demo = (await t.login('demo@despensa.cl')).auth;
});
afterAll(() => t.close());

const cspOf = (res: Response) => res.headers.get('content-security-policy') ?? '';
const formOf = (html: string) => ({
  action: /<form method="post" action="([^"]+)"/.exec(html)?.[1],
  field: /<input type="hidden" name="([^"]+)" value="([^"]+)"/.exec(html)?.slice(1),
});

async function openPayment(app: Hono, method = 1) {
  const { orderId, paymentId, redirectUrl } = await openOrderPayment(app, demo, company, huevos, method);
  return { orderId, paymentId, path: new URL(redirectUrl).pathname };
}

/** A card the company saved while the sandbox was the provider. */
async function sandboxCard(): Promise<number> {
  const [row] = await t.db.insert(paymentToken).values({ partnerId: company, providerRef: `sandbox_tok_test_${newKey()}`, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 }).returning();
  return 1000 + row!.id;
}

const statusOf = async (app: Hono, paymentId: string) => ((await (await app.request(`/api/payments/${paymentId}`, { headers: demo })).json()) as { status: string; reason?: string });
const page = (id: string, name: string) => `http://localhost:3000/product/${name}?payment_id=${id}`;
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

describe('Transbank', () => {
  let stand: TransbankStandIn;
  let app: Hono;
  beforeAll(async () => {
    const stores = { mall: IntegrationCommerceCodes.ONECLICK_MALL, charge: IntegrationCommerceCodes.ONECLICK_MALL_CHILD1, hold: IntegrationCommerceCodes.ONECLICK_MALL_CHILD1_DEFERRED };
    const webpay = { commerceCode: IntegrationCommerceCodes.WEBPAY_PLUS, apiKey: IntegrationApiKeys.WEBPAY };
    stand = await startTransbankStandIn({ webpay, oneclick: { mallCommerceCode: stores.mall, apiKey: IntegrationApiKeys.WEBPAY, stores: [stores.charge, stores.hold], deferredStores: [stores.hold] } });
    const provider = transbankProvider({
      db: t.db,
      clock: t.clock,
      publicUrl: defaultConfig.publicUrl,
      environmentUrl: stand.url,
      webpay,
      oneclick: { mallCommerceCode: stores.mall, childCommerceCode: stores.charge, deferredChildCommerceCode: stores.hold, apiKey: IntegrationApiKeys.WEBPAY },
      timeoutMs: 1_500,
    });
    app = createApp({ ...t.deps, payments: provider });
  });
  afterAll(() => stand.close());

  it('hands the payer to Webpay with a form that may post only there, then confirms the payment on the return (POST)', async () => {
    const { orderId, paymentId, path } = await openPayment(app);
    expect(path).toMatch(/^\/api\/payments\/redirect\/transbank\/[0-9a-f]{64}$/);
    const token = path.split('/').pop()!;
    const res = await app.request(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="es">');
    expect(formOf(html)).toEqual({ action: `${stand.url}/webpayserver/initTransaction`, field: ['token_ws', token] });
    const csp = cspOf(res);
    expect(csp).toContain(`form-action 'self' ${stand.url}`);
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain(`style-src 'sha256-${transbankPageStyleHash}'`);
    expect(csp).toContain("frame-ancestors 'none'");

    stand.payerPays(token, standInCards.approves);
    const back = await app.request('/api/payments/return/transbank', form({ token_ws: token }));
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(page(paymentId, 'finalpago'));
    // Transbank sends no notice: the return itself confirms the order, whether or not a page asks after it.
    expect((await orderRow(t.db, orderId)).state).toBe('sale');
    expect(await statusOf(app, paymentId)).toMatchObject({ status: 'approved' });
    // The visit is over: the hand-off page now sends the payer to the outcome instead of Webpay.
    const again = await app.request(path);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(page(paymentId, 'finalpago'));
  });

  it('takes a payer who cancelled on Webpay back to errorpago (GET with TBK_TOKEN), with the reason', async () => {
    const { paymentId, path } = await openPayment(app);
    const token = path.split('/').pop()!;
    stand.payerAborts(token);
    const res = await app.request(`/api/payments/return/transbank?TBK_TOKEN=${token}&TBK_ORDEN_COMPRA=x&TBK_ID_SESION=y`);
    // A buy order or session that is not the token's is not Transbank's return.
    expect(res.status).toBe(404);
    const { buyOrder, sessionId } = stand.webpayTransaction(token);
    const aborted = await app.request(`/api/payments/return/transbank?${new URLSearchParams({ TBK_TOKEN: token, TBK_ORDEN_COMPRA: buyOrder, TBK_ID_SESION: sessionId })}`);
    expect(aborted.status).toBe(303);
    expect(aborted.headers.get('location')).toBe(page(paymentId, 'errorpago'));
    expect(await statusOf(app, paymentId)).toEqual(expect.objectContaining({ status: 'rejected', reason: payerMessages.aborted }));
  });

  it('answers a token that is not ours with a Spanish page (404), on every address', async () => {
    const unknown = 'f'.repeat(64);
    for (const [path, init] of [
      [`/api/payments/redirect/transbank/${unknown}`, undefined],
      [`/api/payments/redirect/transbank-card/${unknown}`, undefined],
      [`/api/payments/return/transbank?token_ws=${unknown}`, undefined],
      ['/api/payments/return/transbank', form({ token_ws: unknown })],
      ['/api/payments/return/transbank', form({})],
      [`/api/payments/return/transbank-card?TBK_TOKEN=${unknown}`, undefined],
      ['/api/payments/return/transbank-card', form({ TBK_TOKEN: 'x'.repeat(300) })],
    ] as const) {
      const res = await app.request(path, init);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain('Pago no encontrado');
    }
    // Transbank posts a few short fields: a large body is not its.
    expect((await app.request('/api/payments/return/transbank', form({ token_ws: 'x'.repeat(5000) }))).status).toBe(413);
  });

  it('enrols a card in Oneclick from Mis Tarjetas: hand-off, return, and the card saved without an expiry it was not told', async () => {
    const setup = await app.request('/api/cards/setup', { method: 'POST', headers: demo });
    expect(setup.status, await setup.clone().text()).toBe(201);
    const { setup_id, redirect_url } = (await setup.json()) as { setup_id: string; redirect_url: string };
    const path = new URL(redirect_url).pathname;
    expect(path).toMatch(/^\/api\/payments\/redirect\/transbank-card\/[0-9a-f]{64}$/);
    const token = path.split('/').pop()!;
    const handOff = await app.request(path);
    expect(handOff.status).toBe(200);
    expect(formOf(await handOff.text())).toEqual({ action: `${stand.url}/webpayserver/bp_inscription.cgi`, field: ['TBK_TOKEN', token] });
    expect(cspOf(handOff)).toContain(`form-action 'self' ${stand.url}`);

    stand.payerEnrols(token, standInCards.approves);
    const back = await app.request('/api/payments/return/transbank-card', form({ TBK_TOKEN: token }));
    expect(back.status).toBe(303);
    const returned = new URL(back.headers.get('location')!);
    expect(returned.pathname).toBe('/dashboard/group/card');
    const saved = await app.request(`/api/cards/setup/${setup_id}`, { method: 'POST', headers: demo });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await saved.json()).toMatchObject({ last4: '6623', exp_month: null, exp_year: null, holder_name: null, state: 'ok' });
  });

  it('refuses, without asking Transbank, a card saved before the portal moved to Transbank', async () => {
    const before = stand.count('oneclick.authorize');
    const { paymentId, path } = await openPayment(app, await sandboxCard());
    expect(path).toBe('/product/errorpago');
    expect(await statusOf(app, paymentId)).toMatchObject({ status: 'rejected', reason: payerMessages.notEnrolled });
    expect(stand.count('oneclick.authorize')).toBe(before);
  });
});

describe('MercadoPago', () => {
  let stand: MercadoPagoStandIn;
  let provider: MercadoPagoProvider;
  let app: Hono;
  const webhookSecret = 'test-mercadopago-webhook-secret';
  beforeAll(async () => {
    const accessToken = 'TEST-0000000000000000-000000-pages';
    stand = await startMercadoPagoStandIn({ accessToken, webhookSecret, now: () => t.clock.now() });
    provider = mercadoPagoProvider({ db: t.db, clock: t.clock, publicUrl: defaultConfig.publicUrl, accessToken, publicKey: 'TEST-public-key', webhookSecret, apiUrl: stand.url, timeoutMs: 1_000, retries: 0 });
    app = createApp({ ...t.deps, payments: provider });
  });
  afterAll(() => stand.close());

  async function openCardPage() {
    const setup = await app.request('/api/cards/setup', { method: 'POST', headers: demo });
    expect(setup.status, await setup.clone().text()).toBe(201);
    const { setup_id, redirect_url } = (await setup.json()) as { setup_id: string; redirect_url: string };
    return { setupId: setup_id, path: new URL(redirect_url).pathname };
  }

  it("serves the card page with MercadoPago's Secure Fields allowed and nothing else, then saves the token it posts", async () => {
    const { setupId, path } = await openCardPage();
    expect(path).toMatch(/^\/api\/payments\/cards\/mercadopago\/mps_[0-9a-f]{32}$/);
    const res = await app.request(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-public-key="TEST-public-key"');
    const csp = cspOf(res);
    expect(csp).toContain(`script-src 'self' https://sdk.mercadopago.com https://http2.mlstatic.com 'sha256-${mercadoPagoCardScriptHash}'`);
    expect(csp).toContain('frame-src https://sdk.mercadopago.com');
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('unsafe-inline');

    // Posted without a token (MercadoPago.js did not run): the page again, saying what is missing.
    const empty = await app.request(path, form({ action: 'save' }));
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('role="alert"');

    const saved = await app.request(path, form({ action: 'save', token: stand.tokenizeCard({ holder: 'APRO', number: '5031433215406351' }) }));
    expect(saved.status).toBe(303);
    expect(new URL(saved.headers.get('location')!).pathname).toBe('/dashboard/group/card');
    const card = await app.request(`/api/cards/setup/${setupId}`, { method: 'POST', headers: demo });
    expect(await card.json()).toMatchObject({ last4: '6351', exp_month: 11, exp_year: 2030, holder_name: 'APRO' });
    // The visit is over: posting again only sends the payer back.
    expect((await app.request(path, form({ action: 'save', token: 'x' }))).status).toBe(303);
  });

  it('lets the payer leave without a card, and answers a reference that is not ours with a page (404)', async () => {
    const { path } = await openCardPage();
    const left = await app.request(path, form({ action: 'cancel' }));
    expect(left.status).toBe(303);
    expect((await app.request(path)).status).toBe(200);
    for (const unknown of ['/api/payments/cards/mercadopago/mps_00000000000000000000000000000000', '/api/payments/cards/mercadopago/..%2F']) {
      const res = await app.request(unknown);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('Pago no encontrado');
    }
  });

  it("checks a webhook's signature on the data.id of its address, as MercadoPago signs it", async () => {
    const { paymentId, orderId } = await openPayment(app);
    const [row] = [...stand.preferences.values()].filter((preference) => preference.external_reference === paymentId);
    const paid = stand.payerPays(String(row!.id), { holder: 'APRO' });
    const notice = stand.sendWebhook(paid.id);
    const { pathname, search } = new URL(notice.url);
    expect(search).toContain(`data.id=${paid.id}`);
    // The same signed body delivered to an address naming another payment is refused.
    const elsewhere = await app.request(`${pathname}?data.id=1&type=payment`, { method: 'POST', headers: notice.headers, body: notice.body });
    expect(elsewhere.status).toBe(401);
    const res = await app.request(`${pathname}${search}`, { method: 'POST', headers: notice.headers, body: notice.body });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await (await app.request(`/api/sales-orders/${orderId}/payment`, { headers: demo })).json()) as { status: string }).toMatchObject({ status: 'approved' });
  });

  it('refuses, without asking MercadoPago, a card saved before the portal moved to MercadoPago', async () => {
    const before = stand.requests.length;
    const { paymentId, path } = await openPayment(app, await sandboxCard());
    expect(path).toBe('/product/errorpago');
    expect(await statusOf(app, paymentId)).toMatchObject({ status: 'rejected', reason: 'MercadoPago no reconoce esta tarjeta guardada: agrégala de nuevo.' });
    expect(stand.requests.length).toBe(before);
  });
});
