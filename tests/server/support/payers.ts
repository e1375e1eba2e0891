/**
 * The payer and the provider's side of a payment, for each provider the gateway can run on: what a buyer
 * does on the provider's own pages, and the cards the provider keeps. The payment, Club, team-purchase and
 * money-once suites are written against this, so that the same tests run on the sandbox (the default) and, with
 * PAYMENT_PROVIDER=transbank or =mercadopago, on each real adapter against its local stand-in.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import transbank from 'transbank-sdk';
import type { Db } from '../../../server/db/client';
import { mercadopagoCard, mercadopagoPayment, sandboxAuthorization, sandboxCard, sandboxPayment, transbankCard, transbankOneclick, transbankWebpay } from '../../../server/db/schema';
import { mercadoPagoProvider } from '../../../server/payments/mercadopago';
import { rejectionOf } from '../../../server/payments/mercadopago-states';
import type { PaymentProvider } from '../../../server/payments/provider';
import { sandboxProvider, sandboxRejectionMessage } from '../../../server/payments/sandbox';
import { sandboxSignatureHeader, signSandboxWebhook } from '../../../server/payments/sandbox-signature';
import { authorizationOutcomes, chargeOutcomes, type CardBehaviour } from '../../../server/payments/sandbox-test-cards';
import { transbankProvider } from '../../../server/payments/transbank';
import { rejectionMessage } from '../../../server/payments/transbank-codes';
import { transbankReturnPath } from '../../../server/payments/transbank-pages';
import { startMercadoPagoStandIn } from './mercadopago-stand-in';
import type { TestClock } from './test-clock';
import { standInCards, startTransbankStandIn } from './transbank-stand-in';

export type ProviderName = 'sandbox' | 'transbank' | 'mercadopago';

/** The provider the suites written against `Payer` run on: PAYMENT_PROVIDER, the sandbox by default. */
export function providerUnderTest(): ProviderName {
  const name = process.env.PAYMENT_PROVIDER ?? 'sandbox';
  if (name !== 'sandbox' && name !== 'transbank' && name !== 'mercadopago') throw new Error(`PAYMENT_PROVIDER=${name} names no provider`);
  return name;
}

export type { CardBehaviour };

/** What a saved card can do with each provider: Oneclick answers every charge at once, never "pending". */
export const savedCardBehaviours: Record<ProviderName, readonly CardBehaviour[]> = {
  sandbox: ['approve', 'decline', 'insufficient_funds', 'pending', 'capture_decline'],
  transbank: ['approve', 'decline', 'insufficient_funds', 'capture_decline'],
  mercadopago: ['approve', 'decline', 'insufficient_funds', 'pending', 'capture_decline'],
};

export interface Payer {
  readonly name: ProviderName;
  readonly provider: PaymentProvider;
  /** The redirect_url of a payment whose card the payer types on the provider's page. */
  readonly checkoutUrl: RegExp;
  /** What the buyer reads when a card typed on the provider's page is declined. */
  readonly typedDecline: string;
  /** What a buyer reads when the capture of a held card is declined. */
  readonly captureDecline: string;
  /** A hold as the provider keeps it, in the sandbox's words. */
  holdOf(reference: string): Promise<{ state: 'authorized' | 'captured' | 'voided' | 'refunded' | 'rejected'; amount: number }>;
  /** What the buyer reads about a saved card's charge; undefined when nothing is said. */
  reasonOf(behaviour: CardBehaviour | 'unknown'): string | undefined;
  /**
   * The payer's choice on the provider's page, reaching the gateway as the provider sends it (the browser's
   * return, a webhook): where the payer's browser is sent.
   */
  decide(redirectUrl: string, decision: 'approve' | 'reject'): Promise<string | null>;
  /**
   * The payer's choice, of which the gateway hears nothing unless it asks the provider: no webhook. Transbank
   * tells nothing unasked and takes no payment the gateway has not confirmed, so there the browser's return,
   * its only channel, still carries it.
   */
  decideUnheard(redirectUrl: string, decision: 'approve' | 'reject'): Promise<void>;
  /** What the provider holds as charged (approved and not given back) for these attempts of ours. */
  chargedFor(attemptIds: readonly string[]): Promise<number>;
  /**
   * The provider approving a typed-card attempt on its own after it was declined (a payer paying again on
   * the same page), and saying so as it notifies. Null for Transbank, which takes no payment the gateway
   * did not confirm.
   */
  readonly lateApproval: ((attemptId: string) => Promise<void>) | null;
  /** The bank approving every payment of these attempts it had under review ("pendiente"), and the provider saying so. */
  approvePending(attemptIds: readonly string[]): Promise<void>;
  /** A card the provider keeps, charged with this behaviour; without one, a card the provider no longer knows. */
  cardRef(behaviour?: CardBehaviour): Promise<string>;
  close(): Promise<void>;
}

interface PayerDeps {
  db: Db;
  clock: TestClock;
  publicUrl: string;
  /** The gateway under test, as the payer's browser and the provider's notifications reach it. */
  request(path: string, init?: RequestInit): Promise<Response>;
  sandboxWebhookSecret: string;
  /** The sandbox's webhooks go here (the suite keeps them to replay or tamper with). */
  deliverWebhook(request: Request): Promise<Response>;
}

const pathOf = (url: string) => {
  const address = new URL(url);
  return `${address.pathname}${address.search}`;
};

async function redirected(response: Promise<Response>): Promise<string | null> {
  const res = await response;
  if (res.status !== 303) throw new Error(`the provider's return answered ${res.status}: ${await res.text()}`);
  return res.headers.get('location');
}

async function delivered(response: Promise<Response>): Promise<void> {
  const res = await response;
  if (res.status !== 200) throw new Error(`the notice answered ${res.status}: ${await res.text()}`);
}

/** The payer's choice on the sandbox's page, as the browser posts it. */
const decisionForm = (decision: 'approve' | 'reject') => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: `decision=${decision}`,
});

function sandboxPayer(deps: PayerDeps): Payer {
  const provider = sandboxProvider({ db: deps.db, clock: deps.clock, publicUrl: deps.publicUrl, webhookSecret: deps.sandboxWebhookSecret, deliverWebhook: deps.deliverWebhook });
  return {
    name: 'sandbox',
    provider,
    checkoutUrl: /^http:\/\/localhost:3000\/api\/sandbox\/checkout\/sbx_[0-9a-f]{32}$/,
    typedDecline: sandboxRejectionMessage,
    captureDecline: authorizationOutcomes.capture_decline.message!,
    async holdOf(reference) {
      const [hold] = await deps.db.select().from(sandboxAuthorization).where(eq(sandboxAuthorization.reference, reference));
      if (!hold) throw new Error(`the sandbox holds nothing as ${reference}`);
      return { state: hold.state as 'authorized', amount: hold.amount };
    },
    reasonOf: (behaviour) => (behaviour === 'unknown' ? 'El proveedor no reconoce esta tarjeta guardada: agrégala de nuevo.' : (chargeOutcomes[behaviour].message ?? undefined)),
    decide: (redirectUrl, decision) => redirected(deps.request(pathOf(redirectUrl), decisionForm(decision))),
    async decideUnheard(redirectUrl, decision) {
      const reference = new URL(redirectUrl).pathname.split('/').pop()!;
      const [state, message] = decision === 'approve' ? (['approved', null] as const) : (['rejected', sandboxRejectionMessage] as const);
      await deps.db.update(sandboxPayment).set({ state, message }).where(eq(sandboxPayment.reference, reference));
    },
    async chargedFor(attemptIds) {
      if (attemptIds.length === 0) return 0;
      const rows = await deps.db
        .select({ amount: sandboxPayment.amount })
        .from(sandboxPayment)
        .where(and(inArray(sandboxPayment.transactionId, [...attemptIds]), eq(sandboxPayment.state, 'approved')));
      return rows.reduce((sum, row) => sum + row.amount, 0);
    },
    async lateApproval(attemptId) {
      const [checkout] = await deps.db.update(sandboxPayment).set({ state: 'approved', message: null }).where(eq(sandboxPayment.transactionId, attemptId)).returning();
      const body = JSON.stringify({ id: `evt_${randomUUID()}`, type: 'payment.updated', data: { reference: checkout!.reference, transaction_id: attemptId, state: 'approved' } });
      await delivered(
        deps.request('/api/payments/webhook/sandbox', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', [sandboxSignatureHeader]: signSandboxWebhook(deps.sandboxWebhookSecret, body, deps.clock.now()) },
          body,
        }),
      );
    },
    async approvePending(attemptIds) {
      const checkouts = await deps.db.select().from(sandboxPayment).where(inArray(sandboxPayment.transactionId, [...attemptIds]));
      await Promise.all(checkouts.map((checkout) => redirected(deps.request(`/api/sandbox/checkout/${checkout.reference}`, decisionForm('approve')))));
    },
    async cardRef(behaviour) {
      const token = `sandbox_tok_test_${randomUUID()}`;
      if (behaviour) {
        await deps.db.insert(sandboxCard).values({ token, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, holderName: 'TITULAR DE PRUEBA', behaviour });
      }
      return token;
    },
    close: async () => {},
  };
}

const { IntegrationApiKeys, IntegrationCommerceCodes } = transbank;

async function transbankPayer(deps: PayerDeps): Promise<Payer> {
  const webpay = { commerceCode: IntegrationCommerceCodes.WEBPAY_PLUS, apiKey: IntegrationApiKeys.WEBPAY };
  const stores = { mall: IntegrationCommerceCodes.ONECLICK_MALL, charge: IntegrationCommerceCodes.ONECLICK_MALL_CHILD1, hold: IntegrationCommerceCodes.ONECLICK_MALL_CHILD1_DEFERRED };
  const stand = await startTransbankStandIn({
    webpay,
    oneclick: { mallCommerceCode: stores.mall, apiKey: IntegrationApiKeys.WEBPAY, stores: [stores.charge, stores.hold], deferredStores: [stores.hold] },
  });
  const provider = transbankProvider({
    db: deps.db,
    clock: deps.clock,
    publicUrl: deps.publicUrl,
    environmentUrl: stand.url,
    webpay,
    oneclick: { mallCommerceCode: stores.mall, childCommerceCode: stores.charge, deferredChildCommerceCode: stores.hold, apiKey: IntegrationApiKeys.WEBPAY },
    // Generous: the suites send bursts of hundreds of requests on a busy machine, and a slow answer is not
    // what they test (transbank.test.ts is where Transbank times out).
    timeoutMs: 10_000,
  });
  const cards: Record<CardBehaviour, (typeof standInCards)[keyof typeof standInCards] | undefined> = {
    approve: standInCards.approves,
    decline: standInCards.declines,
    insufficient_funds: standInCards.declines,
    pending: undefined,
    capture_decline: standInCards.declinesCapture,
  };
  const tokenOf = (redirectUrl: string) => decodeURIComponent(new URL(redirectUrl).pathname.split('/').pop()!);
  const decide = (redirectUrl: string, decision: 'approve' | 'reject') => {
    const token = tokenOf(redirectUrl);
    stand.payerPays(token, decision === 'approve' ? standInCards.approves : standInCards.declines);
    return redirected(deps.request(`${transbankReturnPath}?token_ws=${encodeURIComponent(token)}`));
  };
  return {
    name: 'transbank',
    provider,
    checkoutUrl: /^http:\/\/localhost:3000\/api\/payments\/redirect\/transbank\/[0-9a-f]{64}$/,
    typedDecline: rejectionMessage(-1),
    captureDecline: rejectionMessage(-1),
    async holdOf(reference) {
      const [hold] = await deps.db.select().from(transbankOneclick).where(eq(transbankOneclick.reference, reference));
      if (!hold) throw new Error(`Oneclick holds nothing as ${reference}`);
      const states = { authorized: 'authorized', captured: 'captured', capture_rejected: 'rejected', released: 'voided', refunded: 'refunded', rejected: 'rejected' } as const;
      const state = states[hold.state as keyof typeof states];
      if (!state) throw new Error(`Oneclick hold ${reference} is ${hold.state}`);
      return { state, amount: hold.amount };
    },
    // Transbank does not say why a bank declined (-1), nor tell a declined charge from a lack of funds.
    reasonOf: (behaviour) => (behaviour === 'unknown' ? rejectionMessage(-96) : behaviour === 'approve' ? undefined : rejectionMessage(-1)),
    decide,
    decideUnheard: async (redirectUrl, decision) => void (await decide(redirectUrl, decision)),
    async chargedFor(attemptIds) {
      if (attemptIds.length === 0) return 0;
      const ids = [...attemptIds];
      const payments = await deps.db.select({ token: transbankWebpay.token }).from(transbankWebpay).where(inArray(transbankWebpay.transactionId, ids));
      const charges = await deps.db
        .select({ childBuyOrder: transbankOneclick.childBuyOrder })
        .from(transbankOneclick)
        .where(and(inArray(transbankOneclick.transactionId, ids), eq(transbankOneclick.kind, 'charge')));
      // What Transbank still holds of each: its balance, once authorised and not reversed or nullified.
      const held = (status: string | undefined, balance: number | undefined) => (status === 'AUTHORIZED' || status === 'PARTIALLY_NULLIFIED' ? (balance ?? 0) : 0);
      return [
        ...payments.map(({ token }) => stand.webpayTransaction(token)).map(({ status, balance }) => held(status, balance)),
        ...charges.map(({ childBuyOrder }) => stand.oneclickDetail(childBuyOrder)).map((detail) => held(detail?.status, detail?.balance)),
      ].reduce((sum, amount) => sum + amount, 0);
    },
    lateApproval: null,
    approvePending: () => Promise.reject(new Error('Oneclick answers every charge at once: nothing is pending')),
    async cardRef(behaviour) {
      if (!behaviour) {
        // Enrolled here once, since deleted at Transbank: it answers -96 for its tbk_user.
        const reference = `tbkc_${randomBytes(16).toString('hex')}`;
        await deps.db.insert(transbankCard).values({ reference, username: 'dsp_gone', tbkUser: randomUUID(), cardType: 'Visa', last4: '6623', createdAt: deps.clock.now() });
        return reference;
      }
      const card = cards[behaviour];
      if (!card) throw new Error(`Oneclick has no card that behaves as ${behaviour}`);
      const setup = await provider.createCardSetup({ returnUrl: `${deps.publicUrl}/dashboard/user/cards`, payerEmail: 'compras@despensa.cl' });
      const token = tokenOf(setup.redirectUrl);
      stand.payerEnrols(token, card);
      await provider.handleCardReturn({ TBK_TOKEN: token });
      const ended = await provider.getCardSetup(setup.providerReference);
      if (ended?.state !== 'completed') throw new Error(`the Oneclick enrolment ended ${ended?.state}`);
      return ended.card.token;
    },
    close: () => stand.close(),
  };
}

async function mercadoPagoPayer(deps: PayerDeps): Promise<Payer> {
  const accessToken = 'TEST-2112343596839527-030216-suite';
  const webhookSecret = 'test-mercadopago-webhook-secret';
  const stand = await startMercadoPagoStandIn({ accessToken, webhookSecret, now: () => deps.clock.now() });
  const provider = mercadoPagoProvider({
    db: deps.db,
    clock: deps.clock,
    publicUrl: deps.publicUrl,
    accessToken,
    publicKey: 'TEST-public-key-suite',
    webhookSecret,
    apiUrl: stand.url,
    // As for Transbank: mercadopago.test.ts is where MercadoPago times out.
    timeoutMs: 10_000,
    retries: 1,
    retryDelayMs: 20,
  });
  // MercadoPago's test cards: the holder's name decides each payment's outcome.
  const holders: Record<CardBehaviour, string> = { approve: 'APRO', decline: 'OTHE', insufficient_funds: 'FUND', pending: 'CONT', capture_decline: 'APRO' };
  const details: Record<CardBehaviour, string> = {
    approve: 'accredited',
    decline: 'cc_rejected_other_reason',
    insufficient_funds: 'cc_rejected_insufficient_amount',
    pending: 'pending_contingency',
    capture_decline: 'expired',
  };
  const api = async (path: string, body: unknown) => {
    const res = await fetch(`${stand.url}${path}`, { method: 'POST', headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`the MercadoPago stand-in answered ${res.status} to ${path}`);
    return (await res.json()) as Record<string, unknown>;
  };
  const preferenceOf = (redirectUrl: string) => {
    const preference = stand.preferences.get(new URL(redirectUrl).searchParams.get('pref_id') ?? '');
    if (!preference) throw new Error(`no preference behind ${redirectUrl}`);
    return preference as { id: string; back_urls: { success: string; failure: string } };
  };
  /** MercadoPago's signed notice of a payment, delivered as MercadoPago delivers it. */
  const notify = (paymentId: number) => {
    const notice = stand.sendWebhook(paymentId);
    return delivered(deps.request(pathOf(notice.url), { method: 'POST', headers: notice.headers, body: notice.body }));
  };
  const pays = (redirectUrl: string, decision: 'approve' | 'reject') => stand.payerPays(preferenceOf(redirectUrl).id, { holder: decision === 'approve' ? 'APRO' : 'OTHE' });
  let cards = 0;
  return {
    name: 'mercadopago',
    provider,
    checkoutUrl: /^https:\/\/www\.mercadopago\.cl\/checkout\/v1\/redirect\?pref_id=\d+-[0-9a-f-]{36}$/,
    typedDecline: rejectionOf({ statusDetail: 'cc_rejected_other_reason' }),
    captureDecline: rejectionOf({ statusDetail: 'expired' }),
    async holdOf(reference) {
      const [hold] = await deps.db.select().from(mercadopagoPayment).where(eq(mercadopagoPayment.reference, reference));
      if (!hold) throw new Error(`MercadoPago holds nothing as ${reference}`);
      if (hold.state !== 'open') return { state: hold.state === 'refunded' ? 'refunded' : 'voided', amount: hold.amount };
      const status = hold.paymentId ? stand.payments.get(Number(hold.paymentId))?.status : undefined;
      return { state: status === 'approved' ? 'captured' : status === 'authorized' ? 'authorized' : 'rejected', amount: hold.amount };
    },
    reasonOf: (behaviour) =>
      behaviour === 'unknown'
        ? 'MercadoPago no reconoce esta tarjeta guardada: agrégala de nuevo.'
        : behaviour === 'approve' || behaviour === 'pending'
          ? undefined
          : rejectionOf({ statusDetail: details[behaviour] }),
    async decide(redirectUrl, decision) {
      await notify(pays(redirectUrl, decision).id);
      // MercadoPago then sends the browser to the back_url of the outcome (adding its own query to it).
      const { back_urls } = preferenceOf(redirectUrl);
      return decision === 'approve' ? back_urls.success : back_urls.failure;
    },
    decideUnheard: async (redirectUrl, decision) => void pays(redirectUrl, decision),
    async chargedFor(attemptIds) {
      const ids = new Set(attemptIds);
      return [...stand.payments.values()]
        .filter((payment) => payment.external_reference !== null && ids.has(payment.external_reference) && payment.status === 'approved')
        .reduce((sum, payment) => sum + payment.transaction_amount, 0);
    },
    async lateApproval(attemptId) {
      const preference = [...stand.preferences.values()].find((found) => found.external_reference === attemptId);
      if (!preference) throw new Error(`no preference for ${attemptId}`);
      await notify(stand.payerPays(String(preference.id), { holder: 'APRO' }).id);
    },
    async approvePending(attemptIds) {
      const ids = new Set(attemptIds);
      for (const payment of [...stand.payments.values()]) {
        if (payment.status !== 'in_process' || !payment.external_reference || !ids.has(payment.external_reference)) continue;
        stand.approveReviewed(payment.id);
        await notify(payment.id);
      }
    },
    async cardRef(behaviour) {
      cards += 1;
      const last4 = String(1000 + cards).slice(-4);
      const token = `mpc_${randomBytes(16).toString('hex')}`;
      const base = { token, paymentMethodId: 'master', issuerId: '288', brand: 'mastercard', last4, expMonth: 11, expYear: 2030, holderName: 'APRO', createdAt: deps.clock.now() };
      if (!behaviour) {
        // Saved here once, since deleted at MercadoPago.
        await deps.db.insert(mercadopagoCard).values({ ...base, customerId: `${cards}-gone`, cardId: '1' });
        return token;
      }
      const customer = await api('/v1/customers', { email: `tarjetas-${cards}-${randomUUID().slice(0, 8)}@despensa.cl` });
      const number = `503143000000${last4}`;
      const saved = await api(`/v1/customers/${String(customer.id)}/cards`, { token: stand.tokenizeCard({ holder: holders[behaviour], number }) });
      if (behaviour === 'capture_decline') stand.authorizationsExpire(last4);
      await deps.db.insert(mercadopagoCard).values({ ...base, holderName: holders[behaviour], customerId: String(customer.id), cardId: String(saved.id) });
      return token;
    },
    close: () => stand.close(),
  };
}

export function openPayer(name: ProviderName, deps: PayerDeps): Promise<Payer> {
  if (name === 'transbank') return transbankPayer(deps);
  if (name === 'mercadopago') return mercadoPagoPayer(deps);
  return Promise.resolve(sandboxPayer(deps));
}
