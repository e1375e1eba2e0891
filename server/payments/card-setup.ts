/**
 * Adding a card goes through the provider's own page (decisions.md: the portal never sees a number).
 * The gateway records which company sent the payer there, and on the way back reads from the provider,
 * never from the return address, whether a card was saved; the card is then kept under the company
 * once, however many times the return is read.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { cardSetupReturnParam, type CardSetupResponse } from '../../contract/cards';
import { portalUrl, type AppDeps, type AuthUser } from '../context';
import { lockCompany } from '../db/company-lock';
import { cardSetup, paymentToken } from '../db/schema';
import { ApiError } from '../http/errors';
import { cardExpiry } from '../../machines/rules/card-expiry';
import { santiagoDate } from '../../machines/rules/calendar';
import { providerOf, providerUnreachable } from './card-checkout';
import type { PaymentProvider } from './provider';

const cardsUnavailable = 'Agregar tarjetas no está disponible en este momento. Intenta de nuevo más tarde.';

export async function startCardSetup(deps: AppDeps, user: AuthUser): Promise<CardSetupResponse> {
  const provider = providerOf(deps, cardsUnavailable);
  const id = randomUUID();
  const returnUrl = portalUrl(deps.config, `/dashboard/group/card?${cardSetupReturnParam}=${id}`);
  let setup: Awaited<ReturnType<PaymentProvider['createCardSetup']>>;
  try {
    setup = await provider.createCardSetup({ returnUrl, payerEmail: user.email });
  } catch (error) {
    deps.logger.warn({ event: 'payments.cardSetupRefused', provider: provider.name, err: error });
    throw providerUnreachable();
  }
  await deps.db.insert(cardSetup).values({
    id,
    partnerId: user.partnerId,
    userId: user.id,
    provider: provider.name,
    providerReference: setup.providerReference,
    createdAt: deps.clock.now(),
  });
  return { setup_id: id, redirect_url: setup.redirectUrl };
}

/** The id of the company's saved card that the setup ended with, saving it the first time. */
export async function completeCardSetup(deps: AppDeps, user: AuthUser, setupId: string): Promise<number> {
  const { db } = deps;
  const [setup] = await db
    .select()
    .from(cardSetup)
    .where(and(eq(cardSetup.id, setupId), eq(cardSetup.partnerId, user.partnerId)))
    .limit(1);
  if (!setup) throw new ApiError(404, 'not_found', 'No encontramos esa visita al proveedor.');
  if (setup.paymentTokenId !== null) return setup.paymentTokenId;

  const provider = providerOf(deps, cardsUnavailable);
  if (provider.name !== setup.provider) throw providerUnreachable();
  let outcome: Awaited<ReturnType<PaymentProvider['getCardSetup']>>;
  try {
    outcome = await provider.getCardSetup(setup.providerReference);
  } catch (error) {
    deps.logger.warn({ event: 'payments.noAnswer', provider: provider.name, record: setup.id, err: error });
    throw providerUnreachable();
  }
  if (outcome?.state !== 'completed') {
    const message =
      outcome?.state === 'pending'
        ? 'La tarjeta todavía no se guarda en el proveedor: termina de ingresarla o agrégala de nuevo.'
        : 'No se guardó ninguna tarjeta: saliste de la página del proveedor sin guardarla.';
    throw new ApiError(409, outcome?.state === 'pending' ? 'card_setup_pending' : 'card_setup_cancelled', message);
  }

  const { card } = outcome;
  const today = santiagoDate(deps.clock.now());
  return db.transaction(async (tx) => {
    await lockCompany(tx, user.partnerId);
    const [again] = await tx.select({ tokenId: cardSetup.paymentTokenId }).from(cardSetup).where(eq(cardSetup.id, setup.id)).limit(1);
    if (again?.tokenId) return again.tokenId;
    // The first working card of a company becomes its primary one.
    const current = await tx
      .select({ expMonth: paymentToken.expMonth, expYear: paymentToken.expYear, isPrimary: paymentToken.isPrimary })
      .from(paymentToken)
      .where(and(eq(paymentToken.partnerId, user.partnerId), eq(paymentToken.active, true)));
    const hasWorkingPrimary = current.some((row) => row.isPrimary && cardExpiry(row, today) !== 'expired');
    if (!hasWorkingPrimary) {
      await tx.update(paymentToken).set({ isPrimary: false }).where(eq(paymentToken.partnerId, user.partnerId));
    }
    const [saved] = await tx
      .insert(paymentToken)
      .values({
        partnerId: user.partnerId,
        providerRef: card.token,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        holderName: card.holderName,
        isPrimary: !hasWorkingPrimary,
      })
      .returning({ id: paymentToken.id });
    await tx.update(cardSetup).set({ paymentTokenId: saved!.id }).where(eq(cardSetup.id, setup.id));
    return saved!.id;
  });
}
