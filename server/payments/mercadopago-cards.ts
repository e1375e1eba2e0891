/**
 * Saving a card with MercadoPago. It has no hosted page that saves a card, so the gateway serves one
 * (mercadopago-card-page.ts) where MercadoPago.js tokenises the card in the payer's browser; the page's
 * POST brings that one-time token here, and the card is kept on the company's MercadoPago customer
 * (created the first time). Which request saves it is decided in the database: the first to move the
 * visit from pending to saving; another arriving meanwhile waits for its end.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { MercadoPagoError } from 'mercadopago';
import type { Clock } from '../context';
import type { Db } from '../db/client';
import { cardSetup, mercadopagoCard, mercadopagoCardSetup, mercadopagoCustomer, resPartner, resUsers } from '../db/schema';
import type { MercadoPagoApi } from './mercadopago-api';
import type { ProviderCardSetup } from './provider';

export type MercadoPagoCardSetup = typeof mercadopagoCardSetup.$inferSelect;
type MercadoPagoSavedCard = typeof mercadopagoCard.$inferSelect;

const setupPattern = /^mps_[0-9a-f]{32}$/;
/** MercadoPago's card tokens are opaque; this only keeps a form field from carrying anything else. */
const cardTokenPattern = /^[A-Za-z0-9_-]{8,128}$/;

export const cardRefused = 'MercadoPago no aceptó la tarjeta: revisa los datos o usa otra tarjeta.';
const cardUnreachable = 'No pudimos comunicarnos con MercadoPago: intenta guardar la tarjeta de nuevo.';
/** MercadoPago's answers that refuse the card itself (bad request, payment required, unprocessable). */
const refusals = new Set([400, 402, 422]);
const tokenMissing = 'No recibimos los datos de la tarjeta desde MercadoPago: ingrésala de nuevo.';

/** MercadoPago's own names for card brands (payment_method_id), as the portal names them. */
const brands: Readonly<Record<string, string>> = { master: 'mastercard', debmaster: 'mastercard', debvisa: 'visa' };

export const mercadoPagoCardPagePath = (reference: string) => `/api/payments/cards/mercadopago/${reference}`;

const reference = (prefix: string) => `${prefix}_${randomBytes(16).toString('hex')}`;

export function mercadoPagoCards({ db, clock, api, base }: { db: Db; clock: Clock; api: MercadoPagoApi; base: string }) {
  async function findCardSetup(setupRef: string): Promise<MercadoPagoCardSetup | null> {
    if (!setupPattern.test(setupRef)) return null;
    const [row] = await db.select().from(mercadopagoCardSetup).where(eq(mercadopagoCardSetup.reference, setupRef)).limit(1);
    return row ?? null;
  }

  /** The visit as it is once no request is saving its card any more (or after 10 s of one still saving). */
  async function settled(setupRef: string): Promise<MercadoPagoCardSetup | null> {
    const deadline = Date.now() + 10_000;
    for (let pause = 25; ; pause = Math.min(pause * 2, 400)) {
      const row = await findCardSetup(setupRef);
      if (row?.state !== 'saving' || Date.now() > deadline) return row;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }

  /** The company that sent the payer here (the gateway's card_setup) and the e-mail its MercadoPago customer has. */
  async function companyOf(setupRef: string): Promise<{ partnerId: number; email: string }> {
    const [row] = await db
      .select({ partnerId: cardSetup.partnerId, companyEmail: resPartner.email, login: resUsers.login })
      .from(cardSetup)
      .innerJoin(resPartner, eq(resPartner.id, cardSetup.partnerId))
      .innerJoin(resUsers, eq(resUsers.id, cardSetup.userId))
      .where(and(eq(cardSetup.provider, 'mercadopago'), eq(cardSetup.providerReference, setupRef)))
      .limit(1);
    if (!row) throw new Error(`no company started MercadoPago card setup ${setupRef}`);
    return { partnerId: row.partnerId, email: row.companyEmail || row.login };
  }

  /**
   * The company's MercadoPago customer, created once: MercadoPago refuses a second customer with the same
   * e-mail, so one created by a request that did not get to record it is found by its e-mail.
   */
  async function customerOf(company: { partnerId: number; email: string }, setupRef: string): Promise<string> {
    const known = async () => {
      const [row] = await db.select().from(mercadopagoCustomer).where(eq(mercadopagoCustomer.partnerId, company.partnerId)).limit(1);
      return row?.customerId;
    };
    const existing = await known();
    if (existing) return existing;
    let customerId: string;
    try {
      customerId = await api.createCustomer(company.email, `customer-${setupRef}`);
    } catch (error) {
      const found = error instanceof MercadoPagoError && error.status === 400 ? await api.findCustomer(company.email) : null;
      if (!found) throw error;
      customerId = found;
    }
    await db.insert(mercadopagoCustomer).values({ partnerId: company.partnerId, customerId, createdAt: clock.now() }).onConflictDoNothing();
    return (await known()) ?? customerId;
  }

  async function saveCard(setupRef: string, cardToken: string): Promise<void> {
    const company = await companyOf(setupRef);
    const customerId = await customerOf(company, setupRef);
    // One key per token: a token MercadoPago refused stays refused, and the payer's next token is a new try.
    const attempt = createHash('sha256').update(cardToken).digest('hex').slice(0, 16);
    const card = await api.createCard(customerId, cardToken, `card-${setupRef}-${attempt}`);
    const token = reference('mpc');
    await db.transaction(async (tx) => {
      await tx.insert(mercadopagoCard).values({
        token,
        customerId,
        cardId: card.id,
        paymentMethodId: card.paymentMethodId,
        issuerId: card.issuerId,
        brand: brands[card.paymentMethodId] ?? card.paymentMethodId,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        holderName: card.holderName,
        createdAt: clock.now(),
      });
      await tx
        .update(mercadopagoCardSetup)
        .set({ state: 'completed', cardToken: token, message: null, updatedAt: clock.now() })
        .where(and(eq(mercadopagoCardSetup.reference, setupRef), eq(mercadopagoCardSetup.state, 'saving')));
    });
  }

  return {
    findCardSetup,

    async createCardSetup({ returnUrl }: { returnUrl: string }) {
      const setupRef = reference('mps');
      const now = clock.now();
      await db.insert(mercadopagoCardSetup).values({ reference: setupRef, returnUrl, createdAt: now, updatedAt: now });
      return { providerReference: setupRef, redirectUrl: `${base}${mercadoPagoCardPagePath(setupRef)}` };
    },

    async getCardSetup(setupRef: string): Promise<ProviderCardSetup | null> {
      const setup = await findCardSetup(setupRef);
      if (!setup) return null;
      if (setup.state === 'cancelled') return { state: 'cancelled' };
      if (setup.state !== 'completed' || !setup.cardToken) return { state: 'pending' };
      const [card] = await db.select().from(mercadopagoCard).where(eq(mercadopagoCard.token, setup.cardToken)).limit(1);
      if (!card) throw new Error(`MercadoPago card ${setup.cardToken} vanished`);
      const { token, brand, last4, expMonth, expYear, holderName } = card;
      return { state: 'completed', card: { token, brand, last4, expMonth, expYear, holderName } };
    },

    /**
     * Keeps the card MercadoPago.js tokenised on the page. The visit ends completed; when MercadoPago
     * refuses or does not answer it goes back to pending with a message for the page, and the error is
     * thrown for the caller to log. A visit already ended keeps its end. Null for an unknown visit.
     */
    async completeCardSetup(setupRef: string, cardToken: string): Promise<MercadoPagoCardSetup | null> {
      const setup = await findCardSetup(setupRef);
      if (!setup || setup.state !== 'pending') return setup?.state === 'saving' ? settled(setupRef) : setup;
      if (!cardTokenPattern.test(cardToken)) {
        await db.update(mercadopagoCardSetup).set({ message: tokenMissing, updatedAt: clock.now() }).where(eq(mercadopagoCardSetup.reference, setupRef));
        return findCardSetup(setupRef);
      }
      const [claimed] = await db
        .update(mercadopagoCardSetup)
        .set({ state: 'saving', message: null, updatedAt: clock.now() })
        .where(and(eq(mercadopagoCardSetup.reference, setupRef), eq(mercadopagoCardSetup.state, 'pending')))
        .returning();
      if (!claimed) return settled(setupRef);
      try {
        await saveCard(setupRef, cardToken);
      } catch (error) {
        const message = error instanceof MercadoPagoError && refusals.has(error.status) ? cardRefused : cardUnreachable;
        await db
          .update(mercadopagoCardSetup)
          .set({ state: 'pending', message, updatedAt: clock.now() })
          .where(and(eq(mercadopagoCardSetup.reference, setupRef), eq(mercadopagoCardSetup.state, 'saving')));
        throw error;
      }
      return findCardSetup(setupRef);
    },

    /** The payer left the page without saving a card; a visit already ended keeps its end. */
    async cancelCardSetup(setupRef: string): Promise<MercadoPagoCardSetup | null> {
      await db
        .update(mercadopagoCardSetup)
        .set({ state: 'cancelled', updatedAt: clock.now() })
        .where(and(eq(mercadopagoCardSetup.reference, setupRef), eq(mercadopagoCardSetup.state, 'pending')));
      return findCardSetup(setupRef);
    },

    /** A saved card of ours by its token, to charge it; undefined for a token MercadoPago never gave us. */
    async cardOf(token: string): Promise<MercadoPagoSavedCard | undefined> {
      const [card] = await db.select().from(mercadopagoCard).where(eq(mercadopagoCard.token, token)).limit(1);
      return card;
    },
  };
}
