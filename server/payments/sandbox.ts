/**
 * The built-in sandbox provider (decisions.md): like a real provider's test mode, it keeps its own
 * records, shows the payer a hosted page (served by the gateway under /api/sandbox) where they approve,
 * reject or leave the payment pending, and tells the gateway through signed webhooks.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Clock } from '../context';
import type { Db } from '../db/client';
import { sandboxAuthorization, sandboxCard, sandboxCardSetup, sandboxPayment } from '../db/schema';
import type { CheckedCard } from './card-number';
import type { PaymentProvider, ProviderCardSetup, ProviderPaymentState } from './provider';
import { authorizationOutcomes, behaviourOf, chargeOutcomes, unknownCardMessage, type CardBehaviour } from './sandbox-test-cards';
import { sandboxSignatureHeader, signSandboxWebhook, verifySandboxSignature } from './sandbox-signature';

const sandboxWebhookPath = '/api/payments/webhook/sandbox';
export const sandboxRejectionMessage = 'Fondos insuficientes (rechazo simulado).';
/** What the sandbox says of a payment the payer left pending: the bank is still deciding, as a real provider's "in process". */
export const sandboxPendingMessage = 'El banco está revisando el pago (pendiente simulado).';

export const sandboxDecisions = ['approve', 'reject', 'pending'] as const;
export type SandboxDecision = (typeof sandboxDecisions)[number];

const decisionStates: Record<SandboxDecision, ProviderPaymentState> = {
  approve: 'approved',
  reject: 'rejected',
  pending: 'pending',
};

const referencePattern = /^sbx_[0-9a-f]{32}$/;
const setupReferencePattern = /^sbxs_[0-9a-f]{32}$/;

export function sandboxCheckoutPath(reference: string): string {
  return `/api/sandbox/checkout/${reference}`;
}

export function sandboxCardPagePath(reference: string): string {
  return `/api/sandbox/cards/${reference}`;
}

export type SandboxCheckout = typeof sandboxPayment.$inferSelect;
export type SandboxCardSetup = typeof sandboxCardSetup.$inferSelect;

/** Where the payer goes back to once the checkout has this state. */
export function returnUrlOf(checkout: SandboxCheckout): string {
  if (checkout.state === 'approved') return checkout.successUrl;
  return checkout.state === 'rejected' ? checkout.failureUrl : checkout.pendingUrl;
}

const webhookBody = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  type: z.literal('payment.updated'),
  data: z.object({
    reference: z.string().check(z.regex(referencePattern)),
    transaction_id: z.string().check(z.minLength(1), z.maxLength(100)),
    state: z.string(),
  }),
});

export interface SandboxOptions {
  db: Db;
  clock: Clock;
  /** Where the gateway is reached: the hosted page and the webhook live under it. */
  publicUrl: string;
  webhookSecret: string;
  /** Sends a webhook request to the gateway and answers its response. */
  deliverWebhook: (request: Request) => Promise<Response>;
}

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  findCheckout(reference: string): Promise<SandboxCheckout | null>;
  /**
   * The payer's choice on the hosted page: recorded while the checkout is pending (a final one keeps its
   * state), then announced with a signed webhook. Null for an unknown reference.
   */
  decide(reference: string, decision: SandboxDecision): Promise<SandboxCheckout | null>;
  findCardSetup(reference: string): Promise<SandboxCardSetup | null>;
  /**
   * Keeps a card checked by the card-entry page and ends its visit; a visit already ended keeps its end.
   * Only the card's last four digits and the behaviour of its test number are stored.
   */
  saveCard(reference: string, card: CheckedCard): Promise<SandboxCardSetup | null>;
  /** The payer left the card-entry page without saving a card. */
  cancelCardSetup(reference: string): Promise<SandboxCardSetup | null>;
}

export function isSandboxProvider(provider: PaymentProvider | null): provider is SandboxProvider {
  return provider?.name === 'sandbox' && 'decide' in provider;
}

export function sandboxProvider({ db, clock, publicUrl, webhookSecret, deliverWebhook }: SandboxOptions): SandboxProvider {
  const base = publicUrl.replace(/\/+$/, '');

  async function findCheckout(reference: string): Promise<SandboxCheckout | null> {
    if (!referencePattern.test(reference)) return null;
    const [row] = await db.select().from(sandboxPayment).where(eq(sandboxPayment.reference, reference)).limit(1);
    return row ?? null;
  }

  async function findCardSetup(reference: string): Promise<SandboxCardSetup | null> {
    if (!setupReferencePattern.test(reference)) return null;
    const [row] = await db.select().from(sandboxCardSetup).where(eq(sandboxCardSetup.reference, reference)).limit(1);
    return row ?? null;
  }

  async function chargeOf(token: string): Promise<(typeof chargeOutcomes)[CardBehaviour]> {
    const [card] = await db.select({ behaviour: sandboxCard.behaviour }).from(sandboxCard).where(eq(sandboxCard.token, token)).limit(1);
    if (!card) return { state: 'rejected', message: unknownCardMessage };
    return chargeOutcomes[card.behaviour as CardBehaviour];
  }

  async function behaviourOfCard(token: string): Promise<CardBehaviour | null> {
    const [card] = await db.select({ behaviour: sandboxCard.behaviour }).from(sandboxCard).where(eq(sandboxCard.token, token)).limit(1);
    return (card?.behaviour as CardBehaviour | undefined) ?? null;
  }

  async function findAuthorization(reference: string) {
    const [row] = await db.select().from(sandboxAuthorization).where(eq(sandboxAuthorization.reference, reference)).limit(1);
    if (!row) throw new Error(`sandbox has no authorisation ${reference}`);
    return row;
  }

  async function sendWebhook(checkout: SandboxCheckout): Promise<void> {
    const body = JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: 'payment.updated',
      data: { reference: checkout.reference, transaction_id: checkout.transactionId, state: checkout.state },
    });
    const request = new Request(`${base}${sandboxWebhookPath}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [sandboxSignatureHeader]: signSandboxWebhook(webhookSecret, body, clock.now()) },
      body,
    });
    try {
      const response = await deliverWebhook(request);
      if (!response.ok) console.warn(`Sandbox webhook for ${checkout.reference} answered ${response.status}`);
    } catch (error) {
      // The gateway reads the state again when the return page asks, so a lost delivery loses nothing.
      console.warn(`Sandbox webhook for ${checkout.reference} was not delivered`, error);
    }
  }

  return {
    name: 'sandbox',
    findCheckout,

    async createCheckout(request) {
      const reference = `sbx_${randomBytes(16).toString('hex')}`;
      const now = clock.now();
      // A saved card is charged at once, as a provider charges a token server to server: the payer
      // goes straight back to the portal with the outcome of the card's test number.
      const charge = request.savedCardRef ? await chargeOf(request.savedCardRef) : null;
      await db.insert(sandboxPayment).values({
        ...(charge ? { state: charge.state, message: charge.message } : {}),
        reference,
        transactionId: request.transactionId,
        amount: request.amount,
        description: request.description,
        payerEmail: request.payerEmail,
        cardRef: request.savedCardRef ?? null,
        successUrl: request.returnUrls.success,
        failureUrl: request.returnUrls.failure,
        pendingUrl: request.returnUrls.pending,
        createdAt: now,
        updatedAt: now,
      });
      if (charge) {
        const back = { approved: request.returnUrls.success, rejected: request.returnUrls.failure, pending: request.returnUrls.pending };
        return { providerReference: reference, redirectUrl: back[charge.state] };
      }
      return { providerReference: reference, redirectUrl: `${base}${sandboxCheckoutPath(reference)}` };
    },

    async createCardSetup({ returnUrl }) {
      const reference = `sbxs_${randomBytes(16).toString('hex')}`;
      const now = clock.now();
      await db.insert(sandboxCardSetup).values({ reference, returnUrl, createdAt: now, updatedAt: now });
      return { providerReference: reference, redirectUrl: `${base}${sandboxCardPagePath(reference)}` };
    },

    async getCardSetup(reference): Promise<ProviderCardSetup | null> {
      const setup = await findCardSetup(reference);
      if (!setup) return null;
      if (setup.state !== 'completed' || !setup.cardToken) return { state: setup.state === 'cancelled' ? 'cancelled' : 'pending' };
      const [card] = await db.select().from(sandboxCard).where(eq(sandboxCard.token, setup.cardToken)).limit(1);
      if (!card) throw new Error(`sandbox card ${setup.cardToken} vanished`);
      const { token, brand, last4, expMonth, expYear, holderName } = card;
      return { state: 'completed', card: { token, brand, last4, expMonth, expYear, holderName } };
    },

    findCardSetup,

    async saveCard(reference, card) {
      const setup = await findCardSetup(reference);
      if (!setup || setup.state !== 'pending') return setup;
      const token = `sbx_card_${randomBytes(16).toString('hex')}`;
      await db.transaction(async (tx) => {
        await tx.insert(sandboxCard).values({
          token,
          brand: card.brand,
          last4: card.last4,
          expMonth: card.expMonth,
          expYear: card.expYear,
          holderName: card.holderName,
          behaviour: behaviourOf(card.digits),
        });
        await tx
          .update(sandboxCardSetup)
          .set({ state: 'completed', cardToken: token, updatedAt: clock.now() })
          .where(and(eq(sandboxCardSetup.reference, reference), eq(sandboxCardSetup.state, 'pending')));
      });
      return findCardSetup(reference);
    },

    async cancelCardSetup(reference) {
      await db
        .update(sandboxCardSetup)
        .set({ state: 'cancelled', updatedAt: clock.now() })
        .where(and(eq(sandboxCardSetup.reference, reference), eq(sandboxCardSetup.state, 'pending')));
      return findCardSetup(reference);
    },

    async getPayment(reference) {
      const checkout = await findCheckout(reference);
      if (!checkout) throw new Error(`sandbox has no payment ${reference}`);
      const state = checkout.state as ProviderPaymentState;
      return checkout.message ? { state, message: checkout.message } : { state };
    },

    async refund(reference) {
      const checkout = await findCheckout(reference);
      if (!checkout) throw new Error(`sandbox has no payment ${reference}`);
      await db
        .update(sandboxPayment)
        .set({ state: 'refunded', updatedAt: clock.now() })
        .where(and(eq(sandboxPayment.reference, reference), eq(sandboxPayment.state, 'approved')));
    },

    async authorize({ transactionId, amount, savedCardRef }) {
      const reference = `sbxa_${randomBytes(16).toString('hex')}`;
      const behaviour = await behaviourOfCard(savedCardRef);
      const outcome = behaviour ? authorizationOutcomes[behaviour] : { authorized: false, message: unknownCardMessage };
      const now = clock.now();
      await db.insert(sandboxAuthorization).values({
        reference,
        transactionId,
        amount,
        cardRef: savedCardRef,
        state: outcome.authorized ? 'authorized' : 'declined',
        message: outcome.authorized ? null : outcome.message,
        createdAt: now,
        updatedAt: now,
      });
      if (outcome.authorized) return { providerReference: reference, state: 'authorized' };
      return { providerReference: reference, state: 'rejected', ...(outcome.message ? { message: outcome.message } : {}) };
    },

    async capture(reference) {
      const held = await findAuthorization(reference);
      if (held.state === 'authorized') {
        const behaviour = await behaviourOfCard(held.cardRef);
        const outcome = behaviour ? authorizationOutcomes[behaviour] : { captured: false, message: unknownCardMessage };
        await db
          .update(sandboxAuthorization)
          .set({ state: outcome.captured ? 'captured' : 'declined', message: outcome.captured ? null : outcome.message, updatedAt: clock.now() })
          .where(and(eq(sandboxAuthorization.reference, reference), eq(sandboxAuthorization.state, 'authorized')));
      }
      const settled = await findAuthorization(reference);
      if (settled.state === 'captured') return { state: 'approved' };
      return { state: 'rejected', message: settled.message ?? 'La autorización ya no está vigente.' };
    },

    async release(reference) {
      const held = await findAuthorization(reference);
      const next = ({ authorized: 'voided', captured: 'refunded' } as const)[held.state as 'authorized' | 'captured'];
      if (!next) return;
      await db
        .update(sandboxAuthorization)
        .set({ state: next, updatedAt: clock.now() })
        .where(and(eq(sandboxAuthorization.reference, reference), eq(sandboxAuthorization.state, held.state)));
    },

    async verifyWebhook(headers, rawBody) {
      if (!verifySandboxSignature(webhookSecret, headers.get(sandboxSignatureHeader), rawBody, clock.now())) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        return null;
      }
      const body = z.safeParse(webhookBody, parsed);
      if (!body.success) return null;
      return { eventId: body.data.id, transactionId: body.data.data.transaction_id, providerReference: body.data.data.reference };
    },

    async decide(reference, decision) {
      const checkout = await findCheckout(reference);
      if (!checkout) return null;
      const state = decisionStates[decision];
      const message = state === 'rejected' ? sandboxRejectionMessage : state === 'pending' ? sandboxPendingMessage : null;
      await db
        .update(sandboxPayment)
        .set({ state, message, updatedAt: clock.now() })
        .where(and(eq(sandboxPayment.reference, reference), eq(sandboxPayment.state, 'pending')));
      const decided = (await findCheckout(reference)) ?? checkout;
      await sendWebhook(decided);
      return decided;
    },
  };
}
