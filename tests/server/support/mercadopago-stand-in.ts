/**
 * A stand-in for MercadoPago's REST API, for tests only: the paths the SDK calls, answering with the
 * documented JSON shapes, in memory, on 127.0.0.1. It checks the Bearer token (401 otherwise) and
 * honours X-Idempotency-Key (a key already used answers what it answered the first time). Test cards
 * behave as MercadoPago's do, by the holder's name (APRO, OTHE, CONT, FUND…), and the test controls
 * do what MercadoPago would: a payer paying a preference, MercadoPago.js tokenising a card, a signed
 * webhook notification. Switches make it time out, answer 500 or answer malformed JSON.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A card as a payer types it; only the holder's name decides the outcome, as with MercadoPago's test cards. */
export interface StandInCard {
  holder: string;
  number?: string;
  expMonth?: number;
  expYear?: number;
}

type Json = Record<string, unknown>;

export interface StandInPayment extends Json {
  id: number;
  status: string;
  status_detail: string;
  external_reference: string | null;
  transaction_amount: number;
  captured: boolean;
  notification_url: string | null;
}

interface Token {
  id: string;
  card: Required<StandInCard>;
  used: boolean;
}

export type StandInFailure = 'timeout' | 'server-error' | 'malformed' | null;

/** What each test card's holder name does, as MercadoPago documents its test cards. */
const outcomes: Readonly<Record<string, { status: string; detail: string }>> = {
  APRO: { status: 'approved', detail: 'accredited' },
  OTHE: { status: 'rejected', detail: 'cc_rejected_other_reason' },
  CONT: { status: 'in_process', detail: 'pending_contingency' },
  CALL: { status: 'rejected', detail: 'cc_rejected_call_for_authorize' },
  FUND: { status: 'rejected', detail: 'cc_rejected_insufficient_amount' },
  SECU: { status: 'rejected', detail: 'cc_rejected_bad_filled_security_code' },
  EXPI: { status: 'rejected', detail: 'cc_rejected_bad_filled_date' },
  FORM: { status: 'rejected', detail: 'cc_rejected_bad_filled_other' },
};

const methodOf = (number: string) => (number.startsWith('4') ? 'visa' : /^3[47]/.test(number) ? 'amex' : 'master');

const apiError = (status: number, message: string, error: string, code?: string | number) => ({
  status,
  body: { message, error, status, cause: code === undefined ? [] : [{ code, description: message }] },
});

export async function startMercadoPagoStandIn(options: { accessToken: string; webhookSecret: string; now: () => Date }) {
  const preferences = new Map<string, Json>();
  const payments = new Map<number, StandInPayment>();
  const tokens = new Map<string, Token>();
  const customers = new Map<string, { id: string; email: string; cards: Json[] }>();
  const answered = new Map<string, { status: number; body: unknown }>();
  /** Every request, for a test to count what reached MercadoPago. */
  const requests: { method: string; path: string; idempotencyKey: string | null }[] = [];
  let failure: StandInFailure = null;
  let latencyMs = 0;
  let nextId = 1_310_000_000;
  let nextNotification = 9_000_000_000;
  /** Cards (by their last four digits) whose authorisations MercadoPago lets expire before any capture. */
  const expiring = new Set<string>();
  const expires = new Set<number>();

  const newId = () => (nextId += 1);
  const now = () => options.now().toISOString();

  function newPayment(fields: { amount: number; externalReference: string | null; card: Required<StandInCard>; capture: boolean; notificationUrl: string | null; extra?: Json }) {
    const outcome = outcomes[fields.card.holder.toUpperCase()] ?? outcomes.OTHE!;
    const held = !fields.capture && outcome.status === 'approved';
    const payment: StandInPayment = {
      ...fields.extra,
      id: newId(),
      status: held ? 'authorized' : outcome.status,
      status_detail: held ? 'pending_capture' : outcome.detail,
      external_reference: fields.externalReference,
      transaction_amount: fields.amount,
      currency_id: 'CLP',
      captured: fields.capture && outcome.status === 'approved',
      payment_method_id: methodOf(fields.card.number),
      payment_type_id: 'credit_card',
      date_created: now(),
      date_approved: outcome.status === 'approved' && !held ? now() : null,
      card: { last_four_digits: fields.card.number.slice(-4), cardholder: { name: fields.card.holder } },
      refunds: [],
      notification_url: fields.notificationUrl,
    };
    payments.set(payment.id, payment);
    if (held && expiring.has(fields.card.number.slice(-4))) expires.add(payment.id);
    return payment;
  }

  function takeToken(id: unknown) {
    const token = typeof id === 'string' ? tokens.get(id) : undefined;
    if (!token || token.used) return null;
    token.used = true;
    return token;
  }

  function tokenize(card: Required<StandInCard>) {
    const token: Token = { id: randomUUID().replaceAll('-', ''), card, used: false };
    tokens.set(token.id, token);
    return token;
  }

  const full = (card: StandInCard): Required<StandInCard> => ({ number: '5031433215406351', expMonth: 11, expYear: 2030, ...card });

  /** The API itself: a path, a method and a body give a status and a JSON body. */
  function handle(method: string, url: URL, body: Json): { status: number; body: unknown } {
    const path = url.pathname.replace(/\/+$/, '');
    let match: RegExpMatchArray | null;

    if (method === 'POST' && path === '/checkout/preferences') {
      const items = body.items as { unit_price: unknown; currency_id?: unknown }[] | undefined;
      if (!items?.length || items.some((item) => !Number.isInteger(item.unit_price))) {
        return apiError(400, 'unit_price invalid: CLP takes no decimals', 'invalid_items');
      }
      const id = `${newId()}-${randomUUID()}`;
      const preference = { ...body, id, date_created: now(), collector_id: 123456, init_point: `https://www.mercadopago.cl/checkout/v1/redirect?pref_id=${id}` };
      preferences.set(id, preference);
      return { status: 201, body: preference };
    }
    if (method === 'GET' && path === '/v1/payments/search') {
      const reference = url.searchParams.get('external_reference');
      const results = [...payments.values()].filter((payment) => reference === null || payment.external_reference === reference).reverse();
      return { status: 200, body: { paging: { total: results.length, limit: 30, offset: 0 }, results } };
    }
    if (method === 'POST' && path === '/v1/payments') {
      const token = takeToken(body.token);
      if (!token) return apiError(400, 'Card Token not found', 'bad_request', 2006);
      if (!Number.isInteger(body.transaction_amount)) return apiError(400, 'Invalid transaction_amount', 'bad_request', 4037);
      const payment = newPayment({
        amount: body.transaction_amount as number,
        externalReference: (body.external_reference as string | undefined) ?? null,
        card: token.card,
        capture: body.capture !== false,
        notificationUrl: (body.notification_url as string | undefined) ?? null,
        extra: { payer: body.payer, description: body.description, installments: body.installments },
      });
      return { status: 201, body: payment };
    }
    if ((match = path.match(/^\/v1\/payments\/(\d+)$/))) {
      const payment = payments.get(Number(match[1]));
      if (!payment) return apiError(404, 'Payment not found', 'not_found', 2000);
      if (method === 'GET') return { status: 200, body: payment };
      if (method === 'PUT' && body.capture === true) {
        if (expires.has(payment.id) && payment.status === 'authorized') Object.assign(payment, { status: 'cancelled', status_detail: 'expired' });
        if (payment.status !== 'authorized') return apiError(400, `Cannot capture a payment with status ${payment.status}`, 'bad_request');
        Object.assign(payment, { status: 'approved', status_detail: 'accredited', captured: true, date_approved: now() });
        return { status: 200, body: payment };
      }
      if (method === 'PUT' && body.status === 'cancelled') {
        if (!['pending', 'in_process', 'authorized'].includes(payment.status)) return apiError(400, `Cannot cancel a payment with status ${payment.status}`, 'bad_request');
        Object.assign(payment, { status: 'cancelled', status_detail: 'by_collector' });
        return { status: 200, body: payment };
      }
    }
    if (method === 'POST' && (match = path.match(/^\/v1\/payments\/(\d+)\/refunds$/))) {
      const payment = payments.get(Number(match[1]));
      if (!payment) return apiError(404, 'Payment not found', 'not_found', 2000);
      if (payment.status !== 'approved') return apiError(400, 'Payment not refundable', 'bad_request');
      const refund = { id: newId(), payment_id: payment.id, amount: payment.transaction_amount, status: 'approved', refund_mode: 'standard', date_created: now() };
      (payment.refunds as Json[]).push(refund);
      Object.assign(payment, { status: 'refunded', status_detail: 'refunded', transaction_amount_refunded: payment.transaction_amount });
      return { status: 201, body: refund };
    }
    if (method === 'POST' && path === '/v1/customers') {
      const email = String(body.email ?? '');
      if ([...customers.values()].some((customer) => customer.email === email)) return apiError(400, 'the customer already exist', 'bad_request', '101');
      const customer = { id: `${newId()}-${randomUUID().slice(0, 14)}`, email, cards: [] as Json[] };
      customers.set(customer.id, customer);
      return { status: 201, body: { ...customer, date_created: now() } };
    }
    if (method === 'GET' && path === '/v1/customers/search') {
      const results = [...customers.values()].filter((customer) => customer.email === url.searchParams.get('email'));
      return { status: 200, body: { paging: { total: results.length, limit: 10, offset: 0 }, results } };
    }
    if (method === 'POST' && (match = path.match(/^\/v1\/customers\/([^/]+)\/cards$/))) {
      const customer = customers.get(decodeURIComponent(match[1]!));
      if (!customer) return apiError(404, 'Customer not found', 'not_found', 100);
      const token = takeToken(body.token);
      if (!token) return apiError(400, 'invalid parameter token', 'bad_request', 2006);
      const { number, expMonth, expYear, holder } = token.card;
      const method = methodOf(number);
      const card = {
        id: String(newId()),
        customer_id: customer.id,
        expiration_month: expMonth,
        expiration_year: expYear,
        first_six_digits: number.slice(0, 6),
        last_four_digits: number.slice(-4),
        payment_method: { id: method, name: method === 'master' ? 'Mastercard' : method === 'visa' ? 'Visa' : 'American Express', payment_type_id: 'credit_card' },
        issuer: { id: 288, name: 'Banco de prueba' },
        cardholder: { name: holder, identification: {} },
        security_code: { length: 3, card_location: 'back' },
        date_created: now(),
      };
      customer.cards.push(card);
      return { status: 201, body: card };
    }
    if (method === 'POST' && path === '/v1/card_tokens') {
      const customer = customers.get(String(body.customer_id ?? ''));
      const card = customer?.cards.find((saved) => saved.id === body.card_id);
      if (!card) return apiError(400, 'Invalid card_id', 'bad_request', 'E205');
      const holder = (card.cardholder as { name: string }).name;
      const number = `${card.first_six_digits as string}000000${card.last_four_digits as string}`;
      const token = tokenize({ holder, number, expMonth: card.expiration_month as number, expYear: card.expiration_year as number });
      return { status: 201, body: { id: token.id, card_id: card.id, status: 'active', date_created: now(), last_four_digits: card.last_four_digits } };
    }
    return apiError(404, `Resource ${method} ${path} not found`, 'not_found');
  }

  const send = (res: ServerResponse, status: number, body: string) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(body);
  };

  async function serve(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const method = req.method ?? 'GET';
    const key = req.headers['x-idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? key : null;
    requests.push({ method, path: url.pathname, idempotencyKey });
    if (latencyMs) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    // A request that never gets an answer: the socket stays open until the client gives up or close() ends it.
    if (failure === 'timeout') return;
    if (failure === 'server-error') return send(res, 500, JSON.stringify({ message: 'Internal server error', error: 'internal_error', status: 500, cause: [] }));
    if (failure === 'malformed') return send(res, 200, '{"id": 1, "status": ');
    if (req.headers.authorization !== `Bearer ${options.accessToken}`) {
      const { status, body } = apiError(401, 'invalid access token', 'unauthorized', 2002);
      return send(res, status, JSON.stringify(body));
    }
    const remembered = idempotencyKey ? answered.get(`${method} ${url.pathname} ${idempotencyKey}`) : undefined;
    let answer = remembered;
    if (!answer) {
      let body: Json = {};
      try {
        body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Json) : {};
      } catch {
        return send(res, 400, JSON.stringify(apiError(400, 'malformed JSON', 'bad_request').body));
      }
      answer = handle(method, url, body);
      if (idempotencyKey && method !== 'GET') answered.set(`${method} ${url.pathname} ${idempotencyKey}`, answer);
    }
    send(res, answer.status, JSON.stringify(answer.body));
  }

  const server = createServer((req, res) => void serve(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    payments,
    preferences,
    customers,

    /** The payer on Checkout Pro pays the preference with a card: the payment MercadoPago makes of it. */
    payerPays(preferenceId: string, card: StandInCard): StandInPayment {
      const preference = preferences.get(preferenceId);
      if (!preference) throw new Error(`no preference ${preferenceId}`);
      const [item] = preference.items as { unit_price: number }[];
      return newPayment({
        amount: item!.unit_price,
        externalReference: (preference.external_reference as string | undefined) ?? null,
        card: full(card),
        capture: true,
        notificationUrl: (preference.notification_url as string | undefined) ?? null,
        extra: { preference_id: preferenceId, payer: preference.payer },
      });
    },

    /** What MercadoPago.js does in the payer's browser: a one-time token for the typed card. */
    tokenizeCard(card: StandInCard): string {
      return tokenize(full(card)).id;
    },

    /** The bank decides a payment it had under review (in_process): approved. */
    approveReviewed(paymentId: number) {
      const payment = payments.get(paymentId);
      if (payment?.status !== 'in_process') throw new Error(`payment ${paymentId} is not under review`);
      Object.assign(payment, { status: 'approved', status_detail: 'accredited', captured: true, date_approved: now() });
    },

    /** Every later authorisation on the card ending in `last4` has expired by the time it is captured. */
    authorizationsExpire(last4: string) {
      expiring.add(last4);
    },

    /** An authorisation left uncaptured past its lifetime: MercadoPago cancels it. */
    expireAuthorization(paymentId: number) {
      const payment = payments.get(paymentId);
      if (payment?.status !== 'authorized') throw new Error(`payment ${paymentId} is not authorized`);
      Object.assign(payment, { status: 'cancelled', status_detail: 'expired' });
    },

    /**
     * MercadoPago's webhook notification of a payment, as delivered to the payment's notification_url
     * (data.id and type added to its query): headers, raw body and address. `wrongSecret` signs it with
     * another key; `at` dates it.
     */
    sendWebhook(paymentId: number, { wrongSecret = false, at = options.now() }: { wrongSecret?: boolean; at?: Date } = {}) {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`no payment ${paymentId}`);
      const dataId = String(payment.id);
      const body = JSON.stringify({
        action: 'payment.updated',
        api_version: 'v1',
        data: { id: dataId },
        date_created: at.toISOString(),
        id: (nextNotification += 1),
        live_mode: false,
        type: 'payment',
        user_id: '123456',
      });
      const requestId = randomUUID();
      const ts = String(at.getTime());
      const secret = wrongSecret ? `${options.webhookSecret}-not` : options.webhookSecret;
      const v1 = createHmac('sha256', secret).update(`id:${dataId.toLowerCase()};request-id:${requestId};ts:${ts};`).digest('hex');
      const address = new URL(payment.notification_url ?? 'http://localhost/api/payments/webhook/mercadopago');
      address.searchParams.set('data.id', dataId);
      address.searchParams.set('type', 'payment');
      const headers = new Headers({ 'Content-Type': 'application/json', 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId });
      return { url: address.toString(), headers, body };
    },

    /** Every later request fails this way (null: answers again). */
    fail(mode: StandInFailure) {
      failure = mode;
    },

    /** Every later answer waits this long, so requests sent together overlap. */
    slowDown(ms: number) {
      latencyMs = ms;
    },

    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type MercadoPagoStandIn = Awaited<ReturnType<typeof startMercadoPagoStandIn>>;
