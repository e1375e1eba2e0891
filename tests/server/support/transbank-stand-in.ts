/**
 * Transbank's REST API as the SDK calls it (Webpay Plus and Oneclick Mall, v1.2), on 127.0.0.1, for the
 * tests only: records in memory, the Tbk-Api-Key-Id / Tbk-Api-Key-Secret headers checked (401 like
 * Transbank), answers in the shapes of transbankdevelopers.cl/referencia/webpay and /referencia/oneclick.
 * The payer's side (Webpay's form, Oneclick's enrolment) is played by the test: payerPays, payerAborts,
 * payerEnrols. Where Transbank's wording of an error is not documented (a second commit, a second finish)
 * the stand-in's is its own: the adapter reads the status after any refusal and never reads the wording.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Operation =
  | 'webpay.create'
  | 'webpay.commit'
  | 'webpay.status'
  | 'webpay.refund'
  | 'oneclick.start'
  | 'oneclick.finish'
  | 'oneclick.delete'
  | 'oneclick.authorize'
  | 'oneclick.status'
  | 'oneclick.refund'
  | 'oneclick.capture';

/**
 * timeout: done, but the answer never comes; malformed: done, answered with something that is not JSON;
 * locked: not done, 422 as Transbank answers a commit another process holds.
 */
export type Failure = 'timeout' | 'malformed' | 'locked';

/**
 * A card the test's payer uses: the bank `declines` its payments (Webpay, Oneclick charges and holds),
 * `refusesEnrolment` in Oneclick, or `declinesCapture` of a deferred authorisation.
 */
export interface StandInCard {
  last4: string;
  type: string;
  declines?: boolean;
  refusesEnrolment?: boolean;
  declinesCapture?: boolean;
}

export const standInCards = {
  approves: { last4: '6623', type: 'Visa' },
  declines: { last4: '0002', type: 'MasterCard', declines: true },
  refusesEnrolment: { last4: '0003', type: 'MasterCard', refusesEnrolment: true },
  declinesCapture: { last4: '4444', type: 'Visa', declinesCapture: true },
} satisfies Record<string, StandInCard>;

export interface StandInOptions {
  webpay: { commerceCode: string; apiKey: string };
  /** The mall and its stores; `deferredStores` are configured for deferred capture. */
  oneclick: { mallCommerceCode: string; apiKey: string; stores: string[]; deferredStores: string[] };
}

interface WebpayRecord {
  buyOrder: string;
  sessionId: string;
  amount: number;
  phase: 'created' | 'paid' | 'aborted' | 'committed';
  card?: StandInCard;
  status: string;
  balance: number;
  committedAt?: number;
  result?: Record<string, unknown>;
}

interface Detail {
  commerce_code: string;
  buy_order: string;
  amount: number;
  status: string;
  authorization_code: string;
  response_code: number;
  balance: number;
  authorizedAt: number;
  card: StandInCard;
}
interface OneclickRecord {
  buy_order: string;
  last4: string;
  transaction_date: string;
  details: Detail[];
}

class Answer {
  constructor(
    readonly status: number,
    readonly body?: unknown,
  ) {}
}
const refuse = (status: number, message: string) => new Answer(status, { error_message: message });

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const authorizationCode = () => String(100000 + (randomBytes(3).readUIntBE(0, 3) % 900000));

export async function startTransbankStandIn(options: StandInOptions) {
  const webpay = new Map<string, WebpayRecord>();
  const inscriptions = new Map<string, { username: string; phase: 'started' | 'enrolled' | 'finished'; card?: StandInCard }>();
  const users = new Map<string, { username: string; card: StandInCard }>();
  const oneclick = new Map<string, OneclickRecord>();
  const counts = new Map<Operation, number>();
  const failures = new Map<Operation, Failure>();
  const delays = new Map<Operation, number>();
  const hanging = new Set<ServerResponse>();
  /** A full refund within this long of the authorisation is a reversal; later, a nullification (producto/webpay). */
  const reversal = { windowMs: 3 * 60 * 60_000 };

  const now = () => new Date().toISOString();
  const webpayFormUrl = () => `${base}/webpayserver/initTransaction`;

  function giveBack(record: { amount: number; balance: number; status: string }, since: number, amount: number): Answer {
    if (!['AUTHORIZED', 'CAPTURED', 'PARTIALLY_NULLIFIED'].includes(record.status)) return refuse(422, 'Transaction is unfinished, it is not possible to refund it yet');
    if (amount > record.balance) return refuse(422, 'Monto a anular excede el saldo disponible para anular');
    if (amount === record.amount && Date.now() - since < reversal.windowMs) {
      Object.assign(record, { status: 'REVERSED', balance: 0 });
      return new Answer(200, { type: 'REVERSED' });
    }
    record.balance -= amount;
    record.status = record.balance === 0 ? 'NULLIFIED' : 'PARTIALLY_NULLIFIED';
    return new Answer(200, { type: 'NULLIFIED', authorization_code: authorizationCode(), authorization_date: now(), nullified_amount: amount, balance: record.balance, response_code: 0 });
  }

  function webpayView(record: WebpayRecord) {
    if (record.phase !== 'committed') {
      return { amount: record.amount, status: 'INITIALIZED', buy_order: record.buyOrder, session_id: record.sessionId, accounting_date: '0302', transaction_date: now(), installments_number: 0 };
    }
    return { ...record.result, status: record.status, ...(record.balance !== record.amount ? { balance: record.balance } : {}) };
  }

  function commit(record: WebpayRecord): Answer {
    if (record.phase === 'created') return refuse(422, "Invalid status '0' for transaction while authorizing.");
    if (record.phase === 'aborted') return refuse(422, 'Transaction has an invalid finished state: aborted');
    if (record.phase === 'committed') return refuse(422, 'Transaction has an invalid finished state: committed');
    const card = record.card!;
    const approved = !card.declines;
    record.phase = 'committed';
    record.committedAt = Date.now();
    record.status = approved ? 'AUTHORIZED' : 'FAILED';
    record.result = {
      vci: 'TSY',
      amount: record.amount,
      buy_order: record.buyOrder,
      session_id: record.sessionId,
      card_detail: { card_number: card.last4 },
      accounting_date: '0302',
      transaction_date: now(),
      authorization_code: approved ? authorizationCode() : '000000',
      payment_type_code: 'VN',
      response_code: approved ? 0 : -1,
      installments_number: 0,
    };
    return new Answer(200, webpayView(record));
  }

  const findDetail = (childBuyOrder: string) => [...oneclick.values()].flatMap((record) => record.details).find((detail) => detail.buy_order === childBuyOrder);

  function authorize(body: Record<string, unknown>): Answer {
    const buyOrder = body.buy_order;
    const details = body.details;
    if (typeof buyOrder !== 'string' || !buyOrder || buyOrder.length > 26 || !Array.isArray(details) || details.length === 0) return refuse(400, 'Invalid request');
    if (oneclick.has(buyOrder)) return refuse(422, 'Invalid value for parameter: buy_order');
    const user = users.get(String(body.tbk_user));
    const lines: Detail[] = [];
    for (const line of details as Record<string, unknown>[]) {
      const store = String(line.commerce_code);
      if (!options.oneclick.stores.includes(store)) return refuse(422, 'Invalid value for parameter: commerce_code');
      if (typeof line.amount !== 'number' || line.amount <= 0) return refuse(422, 'Invalid value for parameter: amount');
      const known = user && user.username === body.username;
      const approved = known && !user.card.declines;
      lines.push({
        commerce_code: store,
        buy_order: String(line.buy_order),
        amount: line.amount,
        status: approved ? 'AUTHORIZED' : 'FAILED',
        authorization_code: approved ? authorizationCode() : '000000',
        response_code: approved ? 0 : known ? -1 : -96,
        balance: line.amount,
        authorizedAt: Date.now(),
        card: user?.card ?? standInCards.declines,
      });
    }
    const record = { buy_order: buyOrder, last4: user?.card.last4 ?? '0000', transaction_date: now(), details: lines };
    oneclick.set(buyOrder, record);
    return new Answer(200, oneclickView(record));
  }

  function oneclickView(record: OneclickRecord) {
    return {
      buy_order: record.buy_order,
      card_detail: { card_number: record.last4 },
      accounting_date: '0302',
      transaction_date: record.transaction_date,
      details: record.details.map(({ commerce_code, buy_order, amount, status, authorization_code, response_code, balance }) => ({
        amount,
        status,
        authorization_code,
        payment_type_code: 'VN',
        response_code,
        installments_number: 0,
        commerce_code,
        buy_order,
        ...(balance !== amount ? { balance } : {}),
      })),
    };
  }

  function capture(body: Record<string, unknown>): Answer {
    const detail = findDetail(String(body.buy_order));
    if (!detail || detail.commerce_code !== String(body.commerce_code)) return refuse(404, 'Transaction not found');
    if (!options.oneclick.deferredStores.includes(detail.commerce_code)) return refuse(422, 'La transacción no es de captura diferida');
    if (detail.status === 'CAPTURED') return refuse(422, 'Transacción capturada previamente');
    if (detail.status === 'REVERSED' || detail.status === 'NULLIFIED') return refuse(422, 'Transacción reversada previamente');
    if (detail.status !== 'AUTHORIZED') return refuse(422, 'La transacción no está autorizada');
    if (body.authorization_code !== detail.authorization_code) return refuse(422, 'Invalid value for parameter: authorization_code');
    if (typeof body.capture_amount !== 'number' || body.capture_amount > detail.amount) return refuse(422, 'Monto a capturar excede el monto autorizado');
    if (detail.card.declinesCapture) return new Answer(200, { authorization_code: null, authorization_date: now(), captured_amount: 0, response_code: -1 });
    detail.status = 'CAPTURED';
    return new Answer(200, { authorization_code: authorizationCode(), authorization_date: now(), captured_amount: body.capture_amount, response_code: 0 });
  }

  const webpayPath = /^\/rswebpaytransaction\/api\/webpay\/v1\.2\/transactions(?:\/([^/]+)(\/refunds)?)?$/;
  const inscriptionPath = /^\/rswebpaytransaction\/api\/oneclick\/v1\.2\/inscriptions(?:\/([^/]+))?$/;
  // The SDK captures at /oneclick/v1.2/transactions/capture; the reference page writes /oneclick/mall/v1.2/...
  const capturePath = /^\/rswebpaytransaction\/api\/oneclick\/(?:mall\/)?v1\.2\/transactions\/capture$/;
  const oneclickPath = /^\/rswebpaytransaction\/api\/oneclick\/v1\.2\/transactions(?:\/([^/]+)(\/refunds)?)?$/;

  /** The operation a request is, and the credentials it needs; null for a path Transbank does not have. */
  function route(method: string, path: string): { operation: Operation; key: { id: string; secret: string }; run: (body: Record<string, unknown>) => Answer } | null {
    const webpayKey = { id: options.webpay.commerceCode, secret: options.webpay.apiKey };
    const mallKey = { id: options.oneclick.mallCommerceCode, secret: options.oneclick.apiKey };
    const w = webpayPath.exec(path);
    if (w) {
      const [, token, refunds] = w;
      const record = token ? webpay.get(token) : undefined;
      const missing = () => refuse(404, 'Transaction not found');
      if (method === 'POST' && !token) return { operation: 'webpay.create', key: webpayKey, run: createWebpay };
      if (method === 'PUT' && token && !refunds) return { operation: 'webpay.commit', key: webpayKey, run: () => (record ? commit(record) : missing()) };
      if (method === 'GET' && token && !refunds) return { operation: 'webpay.status', key: webpayKey, run: () => (record ? new Answer(200, webpayView(record)) : missing()) };
      if (method === 'POST' && refunds)
        return { operation: 'webpay.refund', key: webpayKey, run: (body) => (record ? giveBack(record, record.committedAt ?? 0, Number(body.amount)) : missing()) };
      return null;
    }
    const i = inscriptionPath.exec(path);
    if (i) {
      const [, token] = i;
      if (method === 'POST' && !token) return { operation: 'oneclick.start', key: mallKey, run: startInscription };
      if (method === 'PUT' && token) return { operation: 'oneclick.finish', key: mallKey, run: () => finishInscription(token) };
      if (method === 'DELETE' && !token) return { operation: 'oneclick.delete', key: mallKey, run: deleteInscription };
      return null;
    }
    if (method === 'PUT' && capturePath.test(path)) return { operation: 'oneclick.capture', key: mallKey, run: capture };
    const o = oneclickPath.exec(path);
    if (o) {
      const [, buyOrder, refunds] = o;
      const record = buyOrder ? oneclick.get(buyOrder) : undefined;
      if (method === 'POST' && !buyOrder) return { operation: 'oneclick.authorize', key: mallKey, run: authorize };
      if (method === 'GET' && buyOrder && !refunds)
        return { operation: 'oneclick.status', key: mallKey, run: () => (record ? new Answer(200, oneclickView(record)) : refuse(404, 'Transaction not found')) };
      if (method === 'POST' && refunds) {
        return {
          operation: 'oneclick.refund',
          key: mallKey,
          run: (body) => {
            const detail = record?.details.find((line) => line.buy_order === body.detail_buy_order && line.commerce_code === String(body.commerce_code));
            return detail ? giveBack(detail, detail.authorizedAt, Number(body.amount)) : refuse(404, 'Transaction not found');
          },
        };
      }
    }
    return null;
  }

  function createWebpay(body: Record<string, unknown>): Answer {
    const { buy_order: buyOrder, session_id: sessionId, amount, return_url: returnUrl } = body;
    if (typeof buyOrder !== 'string' || !buyOrder || buyOrder.length > 26) return refuse(422, 'Invalid value for parameter: buy_order');
    if (typeof sessionId !== 'string' || sessionId.length > 61) return refuse(422, 'Invalid value for parameter: session_id');
    if (typeof amount !== 'number' || amount <= 0) return refuse(422, 'Invalid value for parameter: amount');
    if (typeof returnUrl !== 'string' || !returnUrl) return refuse(422, 'Invalid value for parameter: return_url');
    const token = hex(32);
    webpay.set(token, { buyOrder, sessionId, amount, phase: 'created', status: 'INITIALIZED', balance: amount });
    return new Answer(200, { token, url: webpayFormUrl() });
  }

  function startInscription(body: Record<string, unknown>): Answer {
    if (typeof body.username !== 'string' || typeof body.email !== 'string' || typeof body.response_url !== 'string') return refuse(400, 'Invalid request');
    const token = hex(32);
    inscriptions.set(token, { username: body.username, phase: 'started' });
    return new Answer(200, { token, url_webpay: `${base}/webpayserver/bp_inscription.cgi` });
  }

  function finishInscription(token: string): Answer {
    const inscription = inscriptions.get(token);
    if (!inscription) return refuse(404, 'Inscription not found');
    if (inscription.phase === 'started') return refuse(422, 'The inscription was not completed in time');
    if (inscription.phase === 'finished') return refuse(422, 'The inscription was already finished');
    inscription.phase = 'finished';
    const card = inscription.card!;
    if (card.refusesEnrolment) return new Answer(200, { response_code: -1, tbk_user: null, authorization_code: null, card_type: card.type, card_number: `XXXXXXXXXXXX${card.last4}` });
    const tbkUser = `${hex(4)}-${hex(2)}-${hex(2)}-${hex(2)}-${hex(6)}`;
    users.set(tbkUser, { username: inscription.username, card });
    return new Answer(200, { response_code: 0, tbk_user: tbkUser, authorization_code: authorizationCode(), card_type: card.type, card_number: `XXXXXXXXXXXX${card.last4}` });
  }

  function deleteInscription(body: Record<string, unknown>): Answer {
    const user = users.get(String(body.tbk_user));
    if (!user || user.username !== body.username) return refuse(404, 'Inscription not found');
    users.delete(String(body.tbk_user));
    return new Answer(204);
  }

  function send(response: ServerResponse, answer: Answer, failure: Failure | undefined) {
    if (failure === 'timeout') {
      hanging.add(response);
      return;
    }
    if (failure === 'malformed') {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('<html><body>Service Unavailable</body></html>');
      return;
    }
    if (answer.body === undefined) response.writeHead(answer.status).end();
    else response.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = new URL(request.url ?? '/', base).pathname;
    const found = route(request.method ?? 'GET', path);
    if (!found) return send(response, refuse(405, 'Method not allowed'), undefined);
    counts.set(found.operation, (counts.get(found.operation) ?? 0) + 1);
    if (request.headers['tbk-api-key-id'] !== found.key.id || request.headers['tbk-api-key-secret'] !== found.key.secret) {
      return send(response, refuse(401, 'Not Authorized'), undefined);
    }
    let body: Record<string, unknown> = {};
    if (chunks.length > 0) {
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        return send(response, refuse(400, 'Invalid JSON'), undefined);
      }
    }
    const delay = delays.get(found.operation);
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    const failure = failures.get(found.operation);
    if (failure === 'locked') return send(response, refuse(422, 'Transaction already locked by another process'), undefined);
    send(response, found.run(body), failure);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => send(response, refuse(500, String(error)), undefined));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const webpayRecord = (token: string) => {
    const record = webpay.get(token);
    if (!record) throw new Error(`the stand-in has no Webpay transaction ${token}`);
    return record;
  };

  return {
    /** What the SDK's environmentUrl points at. */
    url: base,
    count: (operation: Operation) => counts.get(operation) ?? 0,
    /** Until set to null, `operation` fails this way. */
    fail(operation: Operation, failure: Failure | null) {
      if (failure) failures.set(operation, failure);
      else failures.delete(operation);
    },
    /** Until set to 0, `operation` answers this much later. */
    delay(operation: Operation, ms: number) {
      delays.set(operation, ms);
    },
    reversal,
    /** The payer finished Webpay's form with `card` (approved or declined at the commit). */
    payerPays(token: string, card: StandInCard) {
      Object.assign(webpayRecord(token), { phase: 'paid', card });
    },
    /** The payer pressed "Anular compra y volver al comercio". */
    payerAborts(token: string) {
      webpayRecord(token).phase = 'aborted';
    },
    payerEnrols(inscriptionToken: string, card: StandInCard) {
      const inscription = inscriptions.get(inscriptionToken);
      if (!inscription) throw new Error(`the stand-in has no inscription ${inscriptionToken}`);
      Object.assign(inscription, { phase: 'enrolled', card });
    },
    webpayTransaction: (token: string) => {
      const { buyOrder, sessionId, status, balance } = webpayRecord(token);
      return { buyOrder, sessionId, status, balance };
    },
    oneclickDetail: (childBuyOrder: string) => {
      const detail = findDetail(childBuyOrder);
      return detail ? { status: detail.status, balance: detail.balance, commerceCode: detail.commerce_code } : undefined;
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

export type TransbankStandIn = Awaited<ReturnType<typeof startTransbankStandIn>>;
