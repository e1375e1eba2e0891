/**
 * A company's commitment to a batch: set, changed or withdrawn while the campaign is open. The
 * campaign's row is locked while the batch is counted and the commitment written, so buyers committing
 * the last units at once take turns and the batch never passes its maximum.
 */
import { randomUUID } from 'node:crypto';
import { sendInBackground } from '../mail/mailer';
import { commitmentConfirmedMail } from '../mail/team-purchase-mails';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Commitment, CommitAnswer, CommitRequest } from '../../contract/team-purchase';
import { santiagoDate } from '../../machines/rules/calendar';
import { formatQuantity } from '../../machines/rules/quantity';
import { portalUrl, type AppDeps, type AuthUser } from '../context';
import type { Db } from '../db/client';
import { lockCompany, type Tx } from '../db/company-lock';
import { productProduct, saleOrder, teamPurchaseCampaign, teamPurchaseCommitment } from '../db/schema';
import { paymentMethodIdOf, resolvePaymentMethod } from '../domain/payment-methods';
import { quantityError } from '../domain/order-lines';
import { ApiError } from '../http/errors';
import { providerOf, providerUnreachable } from '../payments/card-checkout';
import { loadCompany, loadPaymentFacts } from '../payments/company-methods';
import { ensureCreditFor } from '../payments/credit-line';
import { batchTotals } from '../../machines/rules/totals';
import { markReleasing, recordHold, releaseHold, releaseMarkedHolds } from './card-holds';
import { campaignById, campaignNotFound, countingStates, isOpenAt, lockCampaign, type CampaignRow } from './campaigns';

type CommitmentRow = typeof teamPurchaseCommitment.$inferSelect;
type Deps = Pick<AppDeps, 'db' | 'clock' | 'payments' | 'logger' | 'mailer' | 'config'>;

const closed = () => new ApiError(409, 'campaign_closed', 'Esta compra en equipo ya cerró: no admite cambios.');

const quantityRefusal = (message: string) => new ApiError(422, 'quantity_out_of_range', message, { quantity: [message] });

function toCommitment(row: CommitmentRow, orderName: string | null): Commitment {
  return {
    campaign_id: row.campaignId,
    quantity: row.quantity,
    state: row.state as Commitment['state'],
    payment_method_id: paymentMethodIdOf(row.paymentMethodCode as 'credit' | 'saved_card', row.paymentTokenId),
    payment_method_code: row.paymentMethodCode as Commitment['payment_method_code'],
    amount_total: row.amount,
    order: row.orderId !== null && orderName !== null ? { id: row.orderId, name: orderName } : null,
    message: row.stateMessage,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The company's commitments, newest first; withdrawn ones are gone from the company's view. */
export async function companyCommitments(db: Db, companyId: number): Promise<Commitment[]> {
  const rows = await db
    .select({ commitment: teamPurchaseCommitment, orderName: saleOrder.name })
    .from(teamPurchaseCommitment)
    .leftJoin(saleOrder, eq(saleOrder.id, teamPurchaseCommitment.orderId))
    .where(and(eq(teamPurchaseCommitment.partnerId, companyId), ne(teamPurchaseCommitment.state, 'withdrawn')))
    .orderBy(desc(teamPurchaseCommitment.updatedAt));
  return rows.map((row) => toCommitment(row.commitment, row.orderName));
}

/** The campaign's own limits on one company's quantity, besides the product's unit rule. */
function checkQuantity(campaign: CampaignRow, uom: string, quantity: number): void {
  const unitRule = quantityError(uom, quantity);
  if (unitRule) throw quantityRefusal(unitRule);
  if (quantity < campaign.minPerCompany) {
    throw quantityRefusal(`El mínimo por empresa en esta compra es ${formatQuantity(campaign.minPerCompany)} ${uom}.`);
  }
  if (campaign.maxPerCompany !== null && quantity > campaign.maxPerCompany) {
    throw quantityRefusal(`El máximo por empresa en esta compra es ${formatQuantity(campaign.maxPerCompany)} ${uom}.`);
  }
}

async function othersCommitted(tx: Parameters<Parameters<Db['transaction']>[0]>[0], campaignId: number, companyId: number): Promise<number> {
  const [row] = await tx
    .select({ quantity: sql<string>`coalesce(sum(${teamPurchaseCommitment.quantity}), 0)` })
    .from(teamPurchaseCommitment)
    .where(
      and(
        eq(teamPurchaseCommitment.campaignId, campaignId),
        ne(teamPurchaseCommitment.partnerId, companyId),
        inArray(teamPurchaseCommitment.state, [...countingStates]),
      ),
    );
  return Number(row?.quantity ?? 0);
}

/** The card_hold row of a commitment's hold (one the seed made may not have one yet). */
const holdOf = (row: CommitmentRow, deps: Pick<Deps, 'payments'>) => ({
  reference: row.authorizationReference!,
  provider: deps.payments?.name ?? 'unknown',
  partnerId: row.partnerId,
  campaignId: row.campaignId,
  amount: row.amount,
});

async function currentCommitment(db: Db | Tx, campaignId: number, companyId: number): Promise<CommitmentRow | undefined> {
  const [row] = await db
    .select()
    .from(teamPurchaseCommitment)
    .where(and(eq(teamPurchaseCommitment.campaignId, campaignId), eq(teamPurchaseCommitment.partnerId, companyId)))
    .limit(1);
  return row;
}

/**
 * Sets the company's quantity in the batch, secured with its credit line or a saved card. A card is
 * authorised for the amount with IVA before the batch is counted; if the batch then refuses the
 * quantity the new hold is let go, and a changed commitment lets its previous hold go.
 */
export async function commit(deps: Deps, user: AuthUser, campaignId: number, request: CommitRequest): Promise<CommitAnswer> {
  const { db, clock } = deps;
  const companyId = user.partnerId;
  // The product's unit only: the campaign as buyers see it (its tallies) is read once, for the answer.
  const [found] = await db
    .select({ campaign: teamPurchaseCampaign, uom: productProduct.uom })
    .from(teamPurchaseCampaign)
    .innerJoin(productProduct, eq(productProduct.id, teamPurchaseCampaign.productId))
    .where(eq(teamPurchaseCampaign.id, campaignId))
    .limit(1);
  if (!found) throw campaignNotFound();
  const { campaign, uom } = found;
  if (!isOpenAt(campaign, clock.now())) throw closed();
  checkQuantity(campaign, uom, request.quantity);

  const today = santiagoDate(clock.now());
  const method = resolvePaymentMethod(request.payment_method_id, await loadPaymentFacts(db, await loadCompany(db, companyId), today));
  if (!method) {
    const message = 'Este medio de pago no está disponible para tu empresa.';
    throw new ApiError(404, 'not_found', message, { payment_method_id: [message] });
  }
  if (method.code === 'card') {
    const message = 'Asegura tu compromiso con tu línea de crédito o con una tarjeta guardada.';
    throw new ApiError(422, 'method_not_allowed', message, { payment_method_id: [message] });
  }
  const amount = batchTotals(request.quantity, campaign.groupPrice).total;
  const tokenId = method.code === 'saved_card' ? method.card.id : null;

  const previous = await currentCommitment(db, campaignId, companyId);
  const unchanged =
    previous?.state === 'active' &&
    previous.quantity === request.quantity &&
    previous.paymentMethodCode === method.code &&
    previous.paymentTokenId === tokenId &&
    previous.amount === amount;
  if (unchanged) return { campaign: await campaignById(db, campaignId), commitment: toCommitment(previous, null) };

  let hold: string | null = null;
  if (method.code === 'saved_card') {
    const provider = providerOf(deps);
    let authorised;
    try {
      authorised = await provider.authorize({
        // One per hold: a provider takes a repeated id for a retry of the same hold (its idempotency key, its buy order).
        transactionId: `tp-${campaignId}-${companyId}-${randomUUID()}`,
        amount,
        description: `Compromiso en ${campaign.title}`,
        savedCardRef: method.card.providerRef,
      });
    } catch (error) {
      deps.logger.warn({ event: 'payments.authorizationFailed', provider: provider.name, err: error });
      throw providerUnreachable();
    }
    if (authorised.state === 'rejected') {
      const message = authorised.message ?? 'La tarjeta no autorizó el monto.';
      throw new ApiError(422, 'card_declined', `${message} Elige otra tarjeta o tu línea de crédito.`, { payment_method_id: [message] });
    }
    hold = authorised.providerReference;
    await recordHold(deps, { reference: hold, provider: provider.name, partnerId: companyId, campaignId, amount });
  }

  let saved: CommitmentRow;
  try {
    saved = await db.transaction(async (tx) => {
      const locked = await lockCampaign(tx, campaignId);
      if (!locked || !isOpenAt(locked, clock.now())) throw closed();
      const remaining = locked.maxQty - (await othersCommitted(tx, campaignId, companyId));
      if (request.quantity > remaining) {
        const left = Math.max(0, remaining);
        const message =
          left > 0
            ? `El lote solo admite ${formatQuantity(left)} ${uom} más. Ajusta tu cantidad.`
            : 'El lote ya está completo: no admite más compromisos.';
        throw new ApiError(409, 'batch_full', message, { quantity: [message] }, undefined, { remaining: left });
      }
      if (method.code === 'credit') {
        // Counted against the line like an order: this batch's previous commitment gives way to this one.
        await lockCompany(tx, companyId);
        await ensureCreditFor(tx, companyId, amount, campaignId);
      }
      const now = clock.now();
      // The commitment as it is under the lock, not as read before: of N changes sent at once each lets
      // go of the hold the one before it used, so only the last one's stays on the card.
      const replaced = await currentCommitment(tx, campaignId, companyId);
      if (replaced?.state === 'active' && replaced.authorizationReference && replaced.authorizationReference !== hold) {
        await markReleasing(tx, holdOf(replaced, deps), now);
      }
      const values = {
        userId: user.id,
        quantity: request.quantity,
        state: 'active',
        paymentMethodCode: method.code,
        paymentTokenId: tokenId,
        authorizationReference: hold,
        amount,
        orderId: null,
        stateMessage: null,
        updatedAt: now,
      };
      const [row] = await tx
        .insert(teamPurchaseCommitment)
        .values({ campaignId, partnerId: companyId, createdAt: now, ...values })
        .onConflictDoUpdate({ target: [teamPurchaseCommitment.campaignId, teamPurchaseCommitment.partnerId], set: values })
        .returning();
      return row!;
    });
  } catch (error) {
    await releaseHold(deps, hold);
    throw error;
  }
  await releaseMarkedHolds(deps, companyId, campaignId);
  sendInBackground(
    deps.mailer,
    commitmentConfirmedMail({
      to: user.email,
      title: campaign.title,
      quantity: saved.quantity,
      uom,
      total: amount,
      deadline: santiagoDeadline.format(campaign.deadline),
      securedBy: method.code === 'credit' ? 'credit' : 'card',
      changed: previous?.state === 'active',
      ordersUrl: portalUrl(deps.config, '/teampurchase'),
    }),
  );
  return { campaign: await campaignById(db, campaignId), commitment: toCommitment(saved, null) };
}

/** The batch's deadline as the buyer reads it: "jueves 3 de diciembre, 18:00". */
const santiagoDeadline = new Intl.DateTimeFormat('es-CL', {
  timeZone: 'America/Santiago',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

/** Takes the company out of the batch while it is open; its card's hold is let go. */
export async function withdraw(deps: Deps, user: AuthUser, campaignId: number) {
  const { db, clock } = deps;
  const [exists] = await db.select({ id: teamPurchaseCampaign.id }).from(teamPurchaseCampaign).where(eq(teamPurchaseCampaign.id, campaignId));
  if (!exists) throw campaignNotFound();
  const withdrawn = await db.transaction(async (tx) => {
    const locked = await lockCampaign(tx, campaignId);
    if (!locked || !isOpenAt(locked, clock.now())) throw closed();
    const now = clock.now();
    const [row] = await tx
      .update(teamPurchaseCommitment)
      .set({ state: 'withdrawn', userId: user.id, updatedAt: now })
      .where(
        and(
          eq(teamPurchaseCommitment.campaignId, campaignId),
          eq(teamPurchaseCommitment.partnerId, user.partnerId),
          eq(teamPurchaseCommitment.state, 'active'),
        ),
      )
      .returning();
    if (row?.authorizationReference) await markReleasing(tx, holdOf(row, deps), now);
    return row;
  });
  if (!withdrawn) throw new ApiError(404, 'not_found', 'Tu empresa no tiene un compromiso en esta compra en equipo.');
  await releaseMarkedHolds(deps, user.partnerId, campaignId);
  return campaignById(db, campaignId);
}
