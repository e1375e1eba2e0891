/**
 * MercadoPago behind the gateway's provider interface (decisions.md). A payer types a card on Checkout
 * Pro, MercadoPago's own page, opened from a preference; a saved card is charged or held server to
 * server. MercadoPago knows each of our payments by its external_reference (our transaction id); how a
 * payment stands is always read back from MercadoPago's API, never from a return address or a webhook's
 * body, and every write carries an idempotency key derived from our row, so a retry never acts twice.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { MercadoPagoError } from 'mercadopago';
import * as z from 'zod/mini';
import type { Clock } from '../context';
import type { Db } from '../db/client';
import { mercadopagoPayment } from '../db/schema';
import { mercadoPagoApi, type MercadoPagoApiOptions, type MercadoPagoPayment } from './mercadopago-api';
import { mercadoPagoCards, type MercadoPagoCardSetup } from './mercadopago-cards';
import { verifyMercadoPagoSignature } from './mercadopago-signature';
import { rejectionOf, stateOf } from './mercadopago-states';
import type { PaymentProvider } from './provider';

export { mercadoPagoCardPagePath, type MercadoPagoCardSetup } from './mercadopago-cards';

export const mercadoPagoWebhookPath = '/api/payments/webhook/mercadopago';

type PaymentRow = typeof mercadopagoPayment.$inferSelect;
type Kind = 'checkout' | 'charge' | 'hold';

const referencePattern = /^mp_[0-9a-f]{32}$/;
const releasedHold = 'La autorización ya se había liberado.';
const holdNotConfirmed = 'El banco no confirmó la autorización al momento.';
/** A saved card MercadoPago no longer keeps (deleted there, or its customer): no payment was made with it. */
const unknownCard = 'MercadoPago no reconoce esta tarjeta guardada: agrégala de nuevo.';

const notice = z.object({
  // A number past 2^53 parses rounded, but the same on every retry: the event stays one event.
  id: z.union([z.string().check(z.minLength(1), z.maxLength(100)), z.number()]),
  type: z.string(),
  data: z.object({ id: z.union([z.string().check(z.regex(/^[A-Za-z0-9]{1,64}$/)), z.int()]) }),
});

export interface MercadoPagoOptions extends Omit<MercadoPagoApiOptions, 'accessToken'> {
  db: Db;
  clock: Clock;
  /** Where the gateway is reached: the card page and the webhook live under it. */
  publicUrl: string;
  accessToken: string;
  /** The card page's Secure Fields tokenise with it (mercadopago-card-page.ts). */
  publicKey: string;
  /** The secret MercadoPago shows in Tus integraciones > Webhooks, which signs each notification. */
  webhookSecret: string;
}

export interface MercadoPagoProvider extends PaymentProvider {
  readonly name: 'mercadopago';
  readonly publicKey: string;
  findCardSetup(reference: string): Promise<MercadoPagoCardSetup | null>;
  /** The card page's POST with the token MercadoPago.js made; see mercadopago-cards.ts. */
  completeCardSetup(reference: string, cardToken: string): Promise<MercadoPagoCardSetup | null>;
  cancelCardSetup(reference: string): Promise<MercadoPagoCardSetup | null>;
}

export function isMercadoPagoProvider(provider: PaymentProvider | null): provider is MercadoPagoProvider {
  return provider?.name === 'mercadopago' && 'completeCardSetup' in provider;
}

/** CLP has no decimals, and MercadoPago refuses them for it. */
function checkedAmount(amount: number): number {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`MercadoPago charges whole pesos, not ${amount}`);
  return amount;
}

export function mercadoPagoProvider({ db, clock, publicUrl, accessToken, publicKey, webhookSecret, ...network }: MercadoPagoOptions): MercadoPagoProvider {
  const base = publicUrl.replace(/\/+$/, '');
  // source_news=webhooks: only Webhooks notices, which MercadoPago signs; the older IPN ones it would
  // also send there carry no signature the secret can check.
  const notificationUrl = `${base}${mercadoPagoWebhookPath}?source_news=webhooks`;
  const api = mercadoPagoApi({ accessToken, ...network });
  const cards = mercadoPagoCards({ db, clock, api, base });

  async function byTransaction(transactionId: string): Promise<PaymentRow | undefined> {
    const [row] = await db.select().from(mercadopagoPayment).where(eq(mercadopagoPayment.transactionId, transactionId)).limit(1);
    return row;
  }

  async function rowOf(reference: string, kinds: readonly Kind[]): Promise<PaymentRow> {
    const [row] = referencePattern.test(reference)
      ? await db.select().from(mercadopagoPayment).where(eq(mercadopagoPayment.reference, reference)).limit(1)
      : [];
    if (!row || !kinds.includes(row.kind as Kind)) throw new Error(`MercadoPago has no payment ${reference} of ours to do that with`);
    return row;
  }

  /** Our row for a transaction, written before MercadoPago is asked: a retry of the same transaction reuses it, and its keys. */
  async function reserve(transactionId: string, kind: Kind, amount: number, cardToken: string | null): Promise<PaymentRow> {
    const now = clock.now();
    const reference = `mp_${randomBytes(16).toString('hex')}`;
    await db
      .insert(mercadopagoPayment)
      .values({ reference, transactionId, kind, amount: checkedAmount(amount), cardToken, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: mercadopagoPayment.transactionId });
    const row = await byTransaction(transactionId);
    if (!row || row.kind !== kind || row.amount !== amount) throw new Error(`transaction ${transactionId} is already another MercadoPago payment`);
    return row;
  }

  /** MercadoPago's payments for a row: its own one, or (a checkout, or a payment whose answer was lost) all made for its transaction. */
  async function paymentsOf(row: PaymentRow): Promise<MercadoPagoPayment[]> {
    return row.paymentId ? [await api.getPayment(row.paymentId)] : api.searchPayments(row.transactionId);
  }

  /**
   * A payment on a saved card: a one-time token for the card, then the payment, captured now or held. Null
   * when MercadoPago does not know the card (deleted there, or never saved with it): the row is then
   * refused for good.
   */
  async function payWithCard(row: PaymentRow, request: { description: string; savedCardRef: string }, capture: boolean) {
    const refuse = async () => {
      await db.update(mercadopagoPayment).set({ state: 'refused', updatedAt: clock.now() }).where(eq(mercadopagoPayment.reference, row.reference));
      return null;
    };
    // A card saved before the portal moved to MercadoPago is not one of its cards.
    const card = await cards.cardOf(request.savedCardRef);
    if (!card) return refuse();
    let token: string;
    try {
      token = await api.createCardToken(card.cardId, card.customerId, `token-${row.reference}`);
    } catch (error) {
      if (error instanceof MercadoPagoError && (error.status === 400 || error.status === 404)) return refuse();
      throw error;
    }
    const payment = await api.createPayment(
      {
        transaction_amount: row.amount,
        token,
        description: request.description,
        installments: 1,
        payment_method_id: card.paymentMethodId,
        ...(card.issuerId ? { issuer_id: Number(card.issuerId) } : {}),
        payer: { type: 'customer', id: card.customerId },
        external_reference: row.transactionId,
        notification_url: notificationUrl,
        capture,
      },
      `payment-${row.reference}`,
    );
    await db.update(mercadopagoPayment).set({ paymentId: payment.id, updatedAt: clock.now() }).where(eq(mercadopagoPayment.reference, row.reference));
    return payment;
  }

  async function settle(row: PaymentRow, state: 'refunded' | 'voided') {
    await db
      .update(mercadopagoPayment)
      .set({ state, updatedAt: clock.now() })
      .where(and(eq(mercadopagoPayment.reference, row.reference), eq(mercadopagoPayment.state, 'open')));
  }

  return {
    name: 'mercadopago',
    publicKey,
    findCardSetup: cards.findCardSetup,
    createCardSetup: cards.createCardSetup,
    getCardSetup: cards.getCardSetup,
    completeCardSetup: cards.completeCardSetup,
    cancelCardSetup: cards.cancelCardSetup,

    async createCheckout(request) {
      if (request.savedCardRef) {
        const row = await reserve(request.transactionId, 'charge', request.amount, request.savedCardRef);
        const payment = await payWithCard(row, { description: request.description, savedCardRef: request.savedCardRef }, true);
        const { state } = payment ? stateOf([payment]) : { state: 'rejected' as const };
        const back = { approved: request.returnUrls.success, rejected: request.returnUrls.failure, pending: request.returnUrls.pending, refunded: request.returnUrls.failure };
        return { providerReference: row.reference, redirectUrl: back[state] };
      }
      const row = await reserve(request.transactionId, 'checkout', request.amount, null);
      const preference = await api.createPreference(
        {
          items: [{ id: request.transactionId, title: request.description, quantity: 1, unit_price: row.amount, currency_id: 'CLP' }],
          ...(request.payerEmail ? { payer: { email: request.payerEmail } } : {}),
          external_reference: request.transactionId,
          back_urls: request.returnUrls,
          auto_return: 'approved',
          notification_url: notificationUrl,
        },
        `preference-${row.reference}`,
      );
      await db
        .update(mercadopagoPayment)
        .set({ preferenceId: preference.id, updatedAt: clock.now() })
        .where(eq(mercadopagoPayment.reference, row.reference));
      return { providerReference: row.reference, redirectUrl: preference.initPoint };
    },

    async getPayment(reference) {
      const row = await rowOf(reference, ['checkout', 'charge']);
      if (row.state === 'refused') return { state: 'rejected', message: unknownCard };
      const payments = await paymentsOf(row);
      // Checkout Pro lets a payer pay one preference again (a second tab, the back button): the first
      // approved payment is the attempt's, any later one is given back, once, by its own key.
      const approved = payments.filter((payment) => payment.status === 'approved');
      for (const extra of approved.slice(0, -1)) await api.refundPayment(extra.id, `refund-${row.reference}-${extra.id}`);
      return stateOf(payments);
    },

    async refund(reference) {
      const row = await rowOf(reference, ['checkout', 'charge']);
      if (row.state === 'refunded') return;
      const payments = await paymentsOf(row);
      const approved = payments.filter((payment) => payment.status === 'approved');
      if (!approved.length && !payments.some((payment) => payment.status === 'refunded')) {
        throw new Error(`MercadoPago has no approved payment for ${reference} to give back`);
      }
      for (const payment of approved) await api.refundPayment(payment.id, `refund-${row.reference}-${payment.id}`);
      await settle(row, 'refunded');
    },

    async authorize({ transactionId, amount, description, savedCardRef }) {
      const row = await reserve(transactionId, 'hold', amount, savedCardRef);
      const payment = await payWithCard(row, { description, savedCardRef }, false);
      if (!payment) return { providerReference: row.reference, state: 'rejected', message: unknownCard };
      if (payment.status === 'authorized' || payment.status === 'approved') return { providerReference: row.reference, state: 'authorized' };
      if (payment.status === 'rejected' || payment.status === 'cancelled') {
        return { providerReference: row.reference, state: 'rejected', message: rejectionOf(payment) };
      }
      // Still being reviewed: a hold nobody can count on is let go at once, not left on the card.
      await api.cancelPayment(payment.id, `void-${row.reference}`);
      await settle(row, 'voided');
      return { providerReference: row.reference, state: 'rejected', message: holdNotConfirmed };
    },

    async capture(reference) {
      const row = await rowOf(reference, ['hold']);
      if (row.state !== 'open') return { state: 'rejected', message: releasedHold };
      let [payment] = await paymentsOf(row);
      if (payment?.status === 'authorized') {
        try {
          payment = await api.capturePayment(payment.id, row.amount, `capture-${row.reference}`);
        } catch (error) {
          // Refused because the authorisation lapsed meanwhile: the payment, read again, says so.
          if (!(error instanceof MercadoPagoError && error.status === 400)) throw error;
          [payment] = await paymentsOf(row);
        }
      }
      if (payment?.status === 'approved') return { state: 'approved' };
      return { state: 'rejected', message: payment ? rejectionOf(payment) : holdNotConfirmed };
    },

    async release(reference) {
      const row = await rowOf(reference, ['hold']);
      if (row.state !== 'open') return;
      const [payment] = await paymentsOf(row);
      if (payment?.status === 'approved') {
        await api.refundPayment(payment.id, `refund-${row.reference}-${payment.id}`);
        await settle(row, 'refunded');
      } else if (payment && ['authorized', 'pending', 'in_process'].includes(payment.status)) {
        await api.cancelPayment(payment.id, `void-${row.reference}`);
        await settle(row, 'voided');
      }
    },

    async verifyWebhook(headers, rawBody, requestUrl) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        return null;
      }
      const body = z.safeParse(notice, parsed);
      if (!body.success) return null;
      const bodyDataId = String(body.data.data.id);
      // MercadoPago signs the data.id of the address it delivers to (?data.id=…&type=payment), which must
      // name the body's payment; without the address, the body's is the one signed.
      const dataId = requestUrl ? new URL(requestUrl).searchParams.get('data.id') : bodyDataId;
      if (dataId?.toLowerCase() !== bodyDataId.toLowerCase()) return null;
      const signed = { signature: headers.get('x-signature'), requestId: headers.get('x-request-id'), dataId };
      if (!verifyMercadoPagoSignature(webhookSecret, signed, clock.now())) return null;
      if (body.data.type !== 'payment') return null;
      // The notice only names a payment: whose it is comes from MercadoPago itself.
      const payment = await api.getPayment(bodyDataId);
      const row = payment.externalReference ? await byTransaction(payment.externalReference) : undefined;
      if (!row) return null;
      return { eventId: String(body.data.id), transactionId: row.transactionId, providerReference: row.reference };
    },
  };
}
