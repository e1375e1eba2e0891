/**
 * Transbank's REST API (Webpay Plus and Oneclick Mall, v1.2) through its SDK, every answer checked against
 * the shape transbankdevelopers.cl/referencia documents. The SDK turns every failure into a TransbankError
 * whose message is axios's ("Request failed with status code 422") followed by Transbank's error_message;
 * it is sorted here into a refusal (Transbank answered 4xx: what was asked did not happen) or no answer (a
 * timeout, a lost connection, a 5xx, an answer that is not the documented JSON: it may have happened, and
 * is read back from Transbank before anything is decided).
 */
import transbank from 'transbank-sdk';
import * as z from 'zod/mini';

const { Options, WebpayPlus, Oneclick, TransactionDetail } = transbank;

/** Transbank refused the request (HTTP 4xx with its error_message): nothing was done. */
export class TransbankRefusal extends Error {
  constructor(
    readonly operation: string,
    readonly status: number,
    readonly reason: string,
  ) {
    super(`Transbank refused ${operation} (HTTP ${status}): ${reason}`);
    this.name = 'TransbankRefusal';
  }
}

/** No usable answer: what was asked may or may not have happened at Transbank. */
export class TransbankUnanswered extends Error {
  constructor(
    readonly operation: string,
    options: { cause?: unknown; detail?: string } = {},
  ) {
    super(`Transbank gave no usable answer to ${operation}${options.detail ? `: ${options.detail}` : ''}`, { cause: options.cause });
    this.name = 'TransbankUnanswered';
  }
}

export const isTransbankFailure = (error: unknown): error is TransbankRefusal | TransbankUnanswered =>
  error instanceof TransbankRefusal || error instanceof TransbankUnanswered;

const formUrl = z.string().check(z.regex(/^https?:\/\/\S+$/), z.maxLength(255));
const token = z.string().check(z.regex(/^[A-Za-z0-9]{1,64}$/));
const nullableString = z.optional(z.nullable(z.string()));
const nullableCode = z.optional(z.nullable(z.int()));

const webpayTransaction = z.object({
  status: z.string(),
  amount: z.number(),
  buy_order: z.string(),
  session_id: nullableString,
  response_code: nullableCode,
  authorization_code: nullableString,
  card_detail: z.optional(z.nullable(z.object({ card_number: nullableString }))),
});
export type WebpayTransaction = z.infer<typeof webpayTransaction>;

const refund = z.object({ type: z.enum(['REVERSED', 'NULLIFIED']), response_code: nullableCode });
export type TransbankRefund = z.infer<typeof refund>;

const finish = z.object({
  response_code: z.int(),
  tbk_user: nullableString,
  authorization_code: nullableString,
  card_type: nullableString,
  card_number: nullableString,
});
export type InscriptionFinish = z.infer<typeof finish>;

const oneclickTransaction = z.object({
  buy_order: z.string(),
  details: z.array(
    z.object({
      amount: z.number(),
      status: z.string(),
      authorization_code: nullableString,
      response_code: z.int(),
      commerce_code: z.union([z.string(), z.number()]),
      buy_order: z.string(),
    }),
  ),
});
export type OneclickTransaction = z.infer<typeof oneclickTransaction>;
export type OneclickDetail = OneclickTransaction['details'][number];

const capture = z.object({ authorization_code: nullableString, captured_amount: z.optional(z.nullable(z.number())), response_code: z.int() });
export type OneclickCapture = z.infer<typeof capture>;

export interface TransbankClientOptions {
  environmentUrl: string;
  timeoutMs: number;
  webpay: { commerceCode: string; apiKey: string };
  /** The Oneclick Mall ("padre") that enrols cards and authorises for its stores. */
  oneclick: { mallCommerceCode: string; apiKey: string };
}

function failureOf(operation: string, error: unknown): Error {
  if (!(error instanceof Error) || error.name !== 'TransbankError') return error instanceof Error ? error : new Error(String(error));
  const [axiosLine = '', reason = ''] = error.message.split('\n');
  const status = Number(/status code (\d{3})/.exec(axiosLine)?.[1] ?? 0);
  if (status >= 400 && status < 500) return new TransbankRefusal(operation, status, reason);
  return new TransbankUnanswered(operation, { cause: error });
}

async function ask<T>(operation: string, schema: z.ZodMiniType<T>, request: () => Promise<unknown>): Promise<T> {
  let answer: unknown;
  try {
    answer = await request();
  } catch (error) {
    throw failureOf(operation, error);
  }
  const parsed = z.safeParse(schema, answer);
  if (!parsed.success) throw new TransbankUnanswered(operation, { detail: 'the answer is not the documented one' });
  return parsed.data;
}

/** A refund Transbank answered as NULLIFIED with a non-zero code was not done (referencia, "Reversar o anular"). */
function checkedRefund(operation: string, answer: TransbankRefund): TransbankRefund {
  if (answer.type === 'NULLIFIED' && answer.response_code != null && answer.response_code !== 0) {
    throw new TransbankRefusal(operation, 200, `nullification answered response_code ${answer.response_code}`);
  }
  return answer;
}

export type TransbankClient = ReturnType<typeof transbankClient>;

export function transbankClient({ environmentUrl, timeoutMs, webpay, oneclick }: TransbankClientOptions) {
  const webpayPlus = new WebpayPlus.Transaction(new Options(webpay.commerceCode, webpay.apiKey, environmentUrl, timeoutMs));
  const mallOptions = new Options(oneclick.mallCommerceCode, oneclick.apiKey, environmentUrl, timeoutMs);
  const inscriptions = new Oneclick.MallInscription(mallOptions);
  const mall = new Oneclick.MallTransaction(mallOptions);

  return {
    webpayCreate: (buyOrder: string, sessionId: string, amount: number, returnUrl: string) =>
      ask('Webpay Plus create', z.object({ token, url: formUrl }), () => webpayPlus.create(buyOrder, sessionId, amount, returnUrl)),
    webpayCommit: (tokenWs: string) => ask('Webpay Plus commit', webpayTransaction, () => webpayPlus.commit(tokenWs)),
    webpayStatus: (tokenWs: string) => ask('Webpay Plus status', webpayTransaction, () => webpayPlus.status(tokenWs)),
    webpayRefund: async (tokenWs: string, amount: number) =>
      checkedRefund('Webpay Plus refund', await ask('Webpay Plus refund', refund, () => webpayPlus.refund(tokenWs, amount))),

    inscriptionStart: (username: string, email: string, responseUrl: string) =>
      ask('Oneclick inscription start', z.object({ token, url_webpay: formUrl }), () => inscriptions.start(username, email, responseUrl)),
    inscriptionFinish: (tbkToken: string) => ask('Oneclick inscription finish', finish, () => inscriptions.finish(tbkToken)),

    oneclickAuthorize: (username: string, tbkUser: string, buyOrder: string, store: { commerceCode: string; buyOrder: string; amount: number }) =>
      ask('Oneclick authorize', oneclickTransaction, () =>
        mall.authorize(username, tbkUser, buyOrder, [new TransactionDetail(store.amount, store.commerceCode, store.buyOrder)]),
      ),
    oneclickStatus: (buyOrder: string) => ask('Oneclick status', oneclickTransaction, () => mall.status(buyOrder)),
    oneclickRefund: async (buyOrder: string, store: { commerceCode: string; buyOrder: string }, amount: number) =>
      checkedRefund('Oneclick refund', await ask('Oneclick refund', refund, () => mall.refund(buyOrder, store.commerceCode, store.buyOrder, amount))),
    oneclickCapture: (store: { commerceCode: string; buyOrder: string }, authorizationCode: string, amount: number) =>
      ask('Oneclick capture', capture, () => mall.capture(store.commerceCode, store.buyOrder, authorizationCode, amount)),
  };
}
