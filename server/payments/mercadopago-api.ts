/**
 * The MercadoPago REST calls the adapter makes, through the maintained SDK (mercadopago v3), each answer
 * checked before it is believed: the SDK turns a 2xx whose body is not JSON into an empty object, which
 * must never read as a payment that exists.
 */
import { CardToken, Customer, CustomerCard, MercadoPagoConfig, Payment, PaymentRefund, Preference } from 'mercadopago';
import { AppConfig } from 'mercadopago/dist/utils/config/index.js';
import type { PaymentCreateRequest } from 'mercadopago/dist/clients/payment/create/types';
import type { PreferenceRequest } from 'mercadopago/dist/clients/preference/commonTypes';
import * as z from 'zod/mini';

/** An answer from MercadoPago without what every answer of its kind has. */
export class MercadoPagoAnswerError extends Error {
  override readonly name = 'MercadoPagoAnswerError';
}

const id = z.union([z.string().check(z.minLength(1)), z.number()]);

const paymentAnswer = z.object({
  id,
  status: z.string(),
  status_detail: z.optional(z.nullable(z.string())),
  external_reference: z.optional(z.nullable(z.string())),
});
export type MercadoPagoPayment = { id: string; status: string; statusDetail: string | null; externalReference: string | null };

const cardAnswer = z.object({
  id,
  expiration_month: z.number(),
  expiration_year: z.number(),
  last_four_digits: z.string(),
  payment_method: z.object({ id: z.string() }),
  issuer: z.optional(z.nullable(z.object({ id: z.optional(id) }))),
  cardholder: z.optional(z.nullable(z.object({ name: z.optional(z.nullable(z.string())) }))),
});
export interface MercadoPagoCard {
  id: string;
  expMonth: number;
  expYear: number;
  last4: string;
  paymentMethodId: string;
  issuerId: string | null;
  holderName: string;
}

function checked<T>(schema: z.ZodMiniType<T>, answer: unknown, what: string): T {
  const parsed = z.safeParse(schema, answer);
  if (!parsed.success) throw new MercadoPagoAnswerError(`MercadoPago answered ${what} without the fields it always has`);
  return parsed.data;
}

const paymentOf = (answer: unknown, what: string): MercadoPagoPayment => {
  const payment = checked(paymentAnswer, answer, what);
  return { id: String(payment.id), status: payment.status, statusDetail: payment.status_detail ?? null, externalReference: payment.external_reference ?? null };
};

export interface MercadoPagoApiOptions {
  accessToken: string;
  /** Where the API is; MercadoPago's own unless a test points it at its stand-in. */
  apiUrl?: string;
  /** One attempt's limit; the SDK's own default (60 s) is longer than a payer waits. */
  timeoutMs?: number;
  /** Attempts after the first on a network failure, a 429 or a 5xx, each with the same idempotency key. */
  retries?: number;
  retryDelayMs?: number;
}

/**
 * A client whose writes each carry an idempotency key of ours, derived from our records, so a retry,
 * ours or the SDK's, is answered with the first attempt's result instead of acting twice.
 */
export function mercadoPagoApi({ accessToken, apiUrl, timeoutMs = 10_000, retries = 2, retryDelayMs = 300 }: MercadoPagoApiOptions) {
  if (apiUrl) {
    // The SDK builds every URL from this static (utils/restClient) and has no per-client or per-request
    // base URL (it is declared readonly, not frozen); only tests set apiUrl, to reach their stand-in.
    // Production leaves MercadoPago's own.
    (AppConfig as { BASE_URL: string }).BASE_URL = apiUrl.replace(/\/+$/, '');
  }
  // A fresh config per call: the SDK writes each call's requestOptions back into the config it was given
  // (mercadopago/sdk-nodejs#481), so one call's idempotency key would ride on every later write.
  const config = (idempotencyKey?: string) =>
    new MercadoPagoConfig({
      accessToken,
      options: { timeout: timeoutMs, maxRetries: retries, initialDelay: retryDelayMs, maxDelay: retryDelayMs * 8, ...(idempotencyKey ? { idempotencyKey } : {}) },
    });

  return {
    async createPreference(body: PreferenceRequest, idempotencyKey: string): Promise<{ id: string; initPoint: string }> {
      const answer = checked(z.object({ id, init_point: z.url() }), await new Preference(config(idempotencyKey)).create({ body }), 'a preference');
      return { id: String(answer.id), initPoint: answer.init_point };
    },

    /** Every payment made for our external_reference, newest first. */
    async searchPayments(externalReference: string): Promise<MercadoPagoPayment[]> {
      const answer = await new Payment(config()).search({ options: { external_reference: externalReference, sort: 'date_created', criteria: 'desc' } });
      const { results } = checked(z.object({ results: z.array(z.unknown()) }), answer, 'a payment search');
      return results.map((result) => paymentOf(result, 'a payment search'));
    },

    async getPayment(paymentId: string): Promise<MercadoPagoPayment> {
      return paymentOf(await new Payment(config()).get({ id: paymentId }), 'a payment');
    },

    async createPayment(body: PaymentCreateRequest, idempotencyKey: string): Promise<MercadoPagoPayment> {
      return paymentOf(await new Payment(config(idempotencyKey)).create({ body }), 'a new payment');
    },

    async capturePayment(paymentId: string, amount: number, idempotencyKey: string): Promise<MercadoPagoPayment> {
      return paymentOf(await new Payment(config(idempotencyKey)).capture({ id: paymentId, transaction_amount: amount }), 'a capture');
    },

    async cancelPayment(paymentId: string, idempotencyKey: string): Promise<MercadoPagoPayment> {
      return paymentOf(await new Payment(config(idempotencyKey)).cancel({ id: paymentId }), 'a cancellation');
    },

    /** The payment given back in full (no amount: MercadoPago refunds what is left). */
    async refundPayment(paymentId: string, idempotencyKey: string): Promise<void> {
      checked(z.object({ id, status: z.string() }), await new PaymentRefund(config(idempotencyKey)).create({ payment_id: paymentId }), 'a refund');
    },

    async createCustomer(email: string, idempotencyKey: string): Promise<string> {
      return String(checked(z.object({ id }), await new Customer(config(idempotencyKey)).create({ body: { email } }), 'a new customer').id);
    },

    async findCustomer(email: string): Promise<string | null> {
      const answer = checked(z.object({ results: z.array(z.object({ id })) }), await new Customer(config()).search({ options: { email } }), 'a customer search');
      const [found] = answer.results;
      return found ? String(found.id) : null;
    },

    /** Keeps on the customer the card MercadoPago.js tokenised in the payer's browser. */
    async createCard(customerId: string, cardToken: string, idempotencyKey: string): Promise<MercadoPagoCard> {
      const card = checked(cardAnswer, await new CustomerCard(config(idempotencyKey)).create({ customerId, body: { token: cardToken } }), 'a saved card');
      return {
        id: String(card.id),
        expMonth: card.expiration_month,
        expYear: card.expiration_year,
        last4: card.last_four_digits,
        paymentMethodId: card.payment_method.id,
        issuerId: card.issuer?.id === undefined ? null : String(card.issuer.id),
        holderName: card.cardholder?.name ?? '',
      };
    },

    /** A one-time token to charge a card kept on a customer. */
    async createCardToken(cardId: string, customerId: string, idempotencyKey: string): Promise<string> {
      const answer = await new CardToken(config(idempotencyKey)).create({ body: { card_id: cardId, customer_id: customerId } });
      return checked(z.object({ id: z.string().check(z.minLength(1)) }), answer, 'a card token').id;
    },
  };
}

export type MercadoPagoApi = ReturnType<typeof mercadoPagoApi>;
