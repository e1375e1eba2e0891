/**
 * Transbank behind the gateway's provider interface (decisions.md), through Transbank's own SDK: Webpay Plus
 * for a card typed on Webpay's page, Oneclick Mall for cards the company saves, charged at once or held
 * with deferred capture. Transbank sends no webhooks and its pages post back to the gateway, so the
 * gateway keeps its own records of each token (transbank-webpay.ts, transbank-cards.ts,
 * transbank-oneclick.ts) and reads every outcome from Transbank (commit, finish, status), never from the
 * payer's return.
 */
import type { Clock } from '../context';
import type { Db } from '../db/client';
import type { PaymentProvider } from './provider';
import { oneclickCards } from './transbank-cards';
import { transbankClient } from './transbank-client';
import { referencePattern } from './transbank-codes';
import { oneclickPayments } from './transbank-oneclick';
import type { TransbankRedirect } from './transbank-pages';
import { webpayCheckouts } from './transbank-webpay';

export interface TransbankOptions {
  db: Db;
  clock: Clock;
  /** Where the gateway is reached: Transbank sends the payer back under it. */
  publicUrl: string;
  /** Transbank's host: Environment.Integration or Environment.Production of the SDK. */
  environmentUrl: string;
  webpay: { commerceCode: string; apiKey: string };
  oneclick: {
    /** The mall ("comercio padre"): it enrols the cards and authorises for its stores. */
    mallCommerceCode: string;
    /** The store charges are made on. */
    childCommerceCode: string;
    /**
     * The store configured by Transbank for deferred capture, where holds are made: a card enrolled under
     * the mall can be held only on a store of that same mall.
     */
    deferredChildCommerceCode: string;
    apiKey: string;
  };
  /** How long a request to Transbank may take; the SDK's own default is 10 minutes. */
  timeoutMs?: number;
}

export interface TransbankProvider extends PaymentProvider {
  readonly name: 'transbank';
  /** Transbank's host, where its forms are: the only place the hand-off pages may post to (their CSP). */
  readonly formOrigin: string;
  /**
   * Transbank's return after paying on Webpay, its fields read from the query (GET) or the form (POST):
   * the portal page to send the payer to, or null when the token is not one of ours (404).
   */
  handleReturn(fields: Record<string, string>): Promise<string | null>;
  /** The payment a return names, to apply its outcome at once: Transbank sends no notice of it. */
  paymentOfReturn(fields: Record<string, string>): Promise<{ token: string; transactionId: string } | null>;
  /** Transbank's return after enrolling a card, likewise: the card setup's return address, or null. */
  handleCardReturn(fields: Record<string, string>): Promise<string | null>;
  /** What the page at /api/payments/redirect/transbank/<token> shows (webpayRedirectPage); null: 404. */
  paymentRedirect(token: string): Promise<TransbankRedirect | null>;
  /** What the page at /api/payments/redirect/transbank-card/<token> shows (oneclickRedirectPage); null: 404. */
  cardRedirect(token: string): Promise<TransbankRedirect | null>;
}

export function isTransbankProvider(provider: PaymentProvider | null): provider is TransbankProvider {
  return provider?.name === 'transbank' && 'handleReturn' in provider;
}

const oneclickReference = referencePattern('tbko');

/** Webpay and Oneclick take CLP in whole pesos; anything else is refused before Transbank is asked. */
function wholePesos(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`Transbank charges whole pesos, not ${amount}`);
}

export function transbankProvider(options: TransbankOptions): TransbankProvider {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const client = transbankClient({
    environmentUrl: options.environmentUrl.replace(/\/+$/, ''),
    timeoutMs,
    webpay: options.webpay,
    oneclick: { mallCommerceCode: options.oneclick.mallCommerceCode, apiKey: options.oneclick.apiKey },
  });
  // A commit or a finish asks Transbank once, then reads its status once: a claim outlives both.
  const flow = { db: options.db, clock: options.clock, client, base: options.publicUrl.replace(/\/+$/, ''), claimMs: 3 * timeoutMs };
  const webpay = webpayCheckouts(flow);
  const cards = oneclickCards(flow);
  const oneclick = oneclickPayments(flow, options.oneclick);

  return {
    name: 'transbank',
    formOrigin: new URL(options.environmentUrl).origin,

    async createCheckout(request) {
      const { savedCardRef } = request;
      wholePesos(request.amount);
      return savedCardRef ? oneclick.charge({ ...request, savedCardRef }) : webpay.open(request);
    },

    getPayment: (reference) => (oneclickReference.test(reference) ? oneclick.chargeOf(reference) : webpay.paymentOf(reference)),

    refund: (reference) => (oneclickReference.test(reference) ? oneclick.refundCharge(reference) : webpay.refund(reference)),

    createCardSetup: (request) => cards.start(request),
    getCardSetup: (reference) => cards.setupOf(reference),

    async authorize(request) {
      wholePesos(request.amount);
      return oneclick.hold(request);
    },
    capture: (reference) => oneclick.capture(reference),
    release: (reference) => oneclick.release(reference),

    // Transbank calls nobody back: every outcome is read from it when the payer returns or the gateway asks.
    verifyWebhook: async () => null,

    handleReturn: (fields) => webpay.handleReturn(fields),
    paymentOfReturn: (fields) => webpay.paymentOfReturn(fields),
    handleCardReturn: (fields) => cards.handleCardReturn(fields),
    paymentRedirect: (token) => webpay.redirectOf(token),
    cardRedirect: (token) => cards.redirectOf(token),
  };
}
