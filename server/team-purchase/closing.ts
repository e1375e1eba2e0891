/**
 * The team purchases' closing job, run by the scheduler with its injected clock. A campaign past its
 * deadline is decided once (filled when the batch met its target, else released) and then settled
 * commitment by commitment. Every step moves one row out of the state the next run would redo it from,
 * so a run cut short (a declined capture, a killed process) is finished by the next, and two gateways
 * running it at once never make an order twice: the commitment leaves `active`/`captured` in the same
 * transaction its order is written.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { ClosingRun } from '../../contract/team-purchase';
import { addDays, santiagoDate } from '../../machines/rules/calendar';
import { batchTotals } from '../../machines/rules/totals';
import { defaultConfig, portalUrl, type AppDeps } from '../context';
import type { Db } from '../db/client';
import { productProduct, resPartner, resUsers, saleOrder, saleOrderLine, teamPurchaseCampaign, teamPurchaseCommitment } from '../db/schema';
import { batchFilledMail, batchReleasedMail, commitmentDroppedMail, type BatchMailFacts } from '../mail/team-purchase-mails';
import { orderName, shippingPartnerId } from '../orders/place-order';
import { silentLogger } from '../log/logger';
import { issueInvoice } from '../payments/invoice';
import { countingStates, lockCampaign, type CampaignRow } from './campaigns';
import { releaseHold } from './card-holds';

type JobDeps = Pick<AppDeps, 'db' | 'clock' | 'payments' | 'cache' | 'mailer' | 'config' | 'logger'>;
type CommitmentRow = typeof teamPurchaseCommitment.$inferSelect;

/**
 * The job's deps outside a running gateway (the seed, a test's own process), as of `at`: no provider (the
 * companies there pay on credit), no list to drop, and e-mails nobody reads.
 */
export function offlineClosingDeps(db: Db, at: Date): JobDeps {
  return { db, clock: { now: () => at }, payments: null, cache: null, mailer: { send: async () => undefined }, config: defaultConfig, logger: silentLogger };
}

/** What a card's capture is told when the provider cannot be reached: the next run tries again. */
class CaptureUnanswered extends Error {}

export async function runTeamPurchaseClosings(deps: JobDeps): Promise<ClosingRun> {
  const due = await deps.db
    .select({ id: teamPurchaseCampaign.id })
    .from(teamPurchaseCampaign)
    .where(and(inArray(teamPurchaseCampaign.state, ['open', 'closing']), lte(teamPurchaseCampaign.deadline, deps.clock.now())))
    .orderBy(asc(teamPurchaseCampaign.deadline));
  const run: ClosingRun = { closed: 0, orders: 0, released: 0, dropped: 0 };
  for (const { id } of due) {
    try {
      await closeCampaign(deps, id, run);
    } catch (error) {
      if (!(error instanceof CaptureUnanswered)) throw error;
      deps.logger.warn({ event: 'teamPurchase.captureUnanswered', campaign: id, err: error });
    }
  }
  return run;
}

async function commitmentsIn(deps: JobDeps, campaignId: number, states: readonly string[]): Promise<CommitmentRow[]> {
  return deps.db
    .select()
    .from(teamPurchaseCommitment)
    .where(and(eq(teamPurchaseCommitment.campaignId, campaignId), inArray(teamPurchaseCommitment.state, [...states])))
    .orderBy(asc(teamPurchaseCommitment.id));
}

async function counted(deps: JobDeps, campaignId: number): Promise<number> {
  const [row] = await deps.db
    .select({ quantity: sql<string>`coalesce(sum(${teamPurchaseCommitment.quantity}), 0)` })
    .from(teamPurchaseCommitment)
    .where(and(eq(teamPurchaseCommitment.campaignId, campaignId), inArray(teamPurchaseCommitment.state, [...countingStates])));
  return Number(row?.quantity ?? 0);
}

/** Decides the outcome of a campaign still open, under its row's lock; one already deciding keeps its own. */
async function decide(deps: JobDeps, campaignId: number): Promise<CampaignRow | undefined> {
  return deps.db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, campaignId);
    if (!campaign || campaign.state !== 'open') return campaign;
    const [row] = await tx
      .select({ quantity: sql<string>`coalesce(sum(${teamPurchaseCommitment.quantity}), 0)` })
      .from(teamPurchaseCommitment)
      .where(and(eq(teamPurchaseCommitment.campaignId, campaignId), eq(teamPurchaseCommitment.state, 'active')));
    const outcome = Number(row?.quantity ?? 0) >= campaign.targetQty ? 'filled' : 'released';
    const [decided] = await tx
      .update(teamPurchaseCampaign)
      .set({ state: 'closing', outcome })
      .where(eq(teamPurchaseCampaign.id, campaignId))
      .returning();
    return decided;
  });
}

async function closeCampaign(deps: JobDeps, campaignId: number, run: ClosingRun): Promise<void> {
  let campaign = await decide(deps, campaignId);
  if (!campaign || campaign.state !== 'closing') return;
  const mails = await mailFacts(deps, campaign);

  if (campaign.outcome === 'filled') {
    for (const commitment of await commitmentsIn(deps, campaign.id, ['active'])) {
      if (commitment.paymentMethodCode === 'saved_card') run.dropped += await capture(deps, commitment, mails);
    }
    // Declined captures may have left the batch short of its target: then nobody gets an order.
    if ((await counted(deps, campaign.id)) < campaign.targetQty) {
      [campaign] = await deps.db
        .update(teamPurchaseCampaign)
        .set({ outcome: 'released' })
        .where(eq(teamPurchaseCampaign.id, campaign.id))
        .returning();
    }
  }
  if (campaign!.outcome === 'filled') {
    for (const commitment of await commitmentsIn(deps, campaign!.id, ['active', 'captured'])) {
      if (await orderFor(deps, campaign!, commitment, mails)) run.orders += 1;
    }
  } else {
    for (const commitment of await commitmentsIn(deps, campaign!.id, ['active', 'captured'])) {
      if (await release(deps, commitment, mails)) run.released += 1;
    }
  }
  const [closed] = await deps.db
    .update(teamPurchaseCampaign)
    .set({ state: 'closed', closedAt: deps.clock.now() })
    .where(and(eq(teamPurchaseCampaign.id, campaign!.id), eq(teamPurchaseCampaign.state, 'closing')))
    .returning({ id: teamPurchaseCampaign.id });
  if (closed) {
    run.closed += 1;
    deps.logger.info({ event: 'teamPurchase.closed', campaign: closed.id, outcome: campaign!.outcome });
  }
}

/** Charges a card's hold: approved, the commitment is captured; declined, it is dropped (1) and told. */
async function capture(deps: JobDeps, commitment: CommitmentRow, mails: MailsOf): Promise<number> {
  let outcome: Awaited<ReturnType<NonNullable<JobDeps['payments']>['capture']>>;
  try {
    if (!deps.payments || !commitment.authorizationReference) throw new Error('no provider or no hold to capture');
    outcome = await deps.payments.capture(commitment.authorizationReference);
  } catch (error) {
    throw new CaptureUnanswered(`capture of commitment ${commitment.id} got no answer`, { cause: error });
  }
  const approved = outcome.state === 'approved';
  const [moved] = await deps.db
    .update(teamPurchaseCommitment)
    .set({ state: approved ? 'captured' : 'dropped', stateMessage: approved ? null : (outcome.message ?? null), updatedAt: deps.clock.now() })
    .where(and(eq(teamPurchaseCommitment.id, commitment.id), eq(teamPurchaseCommitment.state, 'active')))
    .returning();
  if (!moved || approved) return 0;
  await tell(deps, commitmentDroppedMail({ ...(await mails(moved)), reason: outcome.message ?? 'el banco no dio un motivo.' }));
  return 1;
}

/** The company's order at the group price, written with the commitment's move to `ordered`. */
async function orderFor(deps: JobDeps, campaign: CampaignRow, commitment: CommitmentRow, mails: MailsOf): Promise<boolean> {
  const { db, clock } = deps;
  const now = clock.now();
  const today = santiagoDate(now);
  const totals = batchTotals(commitment.quantity, campaign.groupPrice);
  const [product] = await db.select({ name: productProduct.name }).from(productProduct).where(eq(productProduct.id, campaign.productId));
  const [company] = await db.select({ creditDays: resPartner.creditDays }).from(resPartner).where(eq(resPartner.id, commitment.partnerId));
  const shipping = await shippingPartnerId(db, commitment.partnerId, undefined);
  const paidByCard = commitment.paymentMethodCode === 'saved_card';
  const order = await db.transaction(async (tx) => {
    const [taken] = await tx
      .update(teamPurchaseCommitment)
      .set({ state: 'ordered', updatedAt: now })
      .where(and(eq(teamPurchaseCommitment.id, commitment.id), inArray(teamPurchaseCommitment.state, ['active', 'captured'])))
      .returning({ id: teamPurchaseCommitment.id });
    if (!taken) return null;
    const [created] = await tx
      .insert(saleOrder)
      .values({
        name: `pending-tp-${commitment.id}`,
        partnerId: commitment.partnerId,
        partnerInvoiceId: commitment.partnerId,
        partnerShippingId: shipping,
        userId: commitment.userId,
        dateOrder: now,
        state: 'sale',
        paymentMethodCode: commitment.paymentMethodCode,
        scheduledDate: campaign.deliveryDate,
        pickup: false,
        amountUntaxed: totals.subTotal,
        amountShipping: 0,
        amountDiscount: totals.discount,
        amountTax: totals.tax,
        amountTotal: totals.total,
        amountOriginal: totals.originalTotal,
        createdAt: now,
      })
      .returning();
    const name = orderName(created!.id);
    await tx.update(saleOrder).set({ name }).where(eq(saleOrder.id, created!.id));
    await tx.insert(saleOrderLine).values({
      orderId: created!.id,
      productId: campaign.productId,
      name: `${product?.name ?? campaign.title} (compra en equipo)`,
      productUomQty: commitment.quantity,
      priceUnit: campaign.groupPrice,
      cxtiPrice: 0,
      priceSubtotal: totals.subTotal,
    });
    await issueInvoice(tx, created!, {
      invoiceDate: today,
      dueDate: paidByCard ? today : addDays(today, company?.creditDays || 30),
      paid: paidByCard,
      issuedAt: now,
    });
    await tx.update(teamPurchaseCommitment).set({ orderId: created!.id }).where(eq(teamPurchaseCommitment.id, commitment.id));
    return { name, total: created!.amountTotal };
  });
  if (!order) return false;
  await deps.cache?.companyDocumentsChanged(commitment.partnerId);
  await tell(deps, batchFilledMail({ ...(await mails(commitment)), orderName: order.name, total: order.total, deliveryDate: campaign.deliveryDate, paidByCard }));
  return true;
}

/** An unfilled batch lets the commitment go: its card's hold is voided, or its capture refunded. */
async function release(deps: JobDeps, commitment: CommitmentRow, mails: MailsOf): Promise<boolean> {
  await releaseHold(deps, commitment.authorizationReference);
  const [moved] = await deps.db
    .update(teamPurchaseCommitment)
    .set({ state: 'released', updatedAt: deps.clock.now() })
    .where(and(eq(teamPurchaseCommitment.id, commitment.id), inArray(teamPurchaseCommitment.state, ['active', 'captured'])))
    .returning();
  if (!moved) return false;
  await tell(deps, batchReleasedMail(await mails(moved)));
  return true;
}

type MailsOf = (commitment: CommitmentRow) => Promise<BatchMailFacts>;

/** Who hears of a commitment: the buyer who made it, else the company's e-mail. */
async function mailFacts(deps: JobDeps, campaign: CampaignRow): Promise<MailsOf> {
  const [product] = await deps.db.select({ uom: productProduct.uom }).from(productProduct).where(eq(productProduct.id, campaign.productId));
  return async (commitment) => {
    const [user] = commitment.userId
      ? await deps.db.select({ email: resUsers.login }).from(resUsers).where(eq(resUsers.id, commitment.userId))
      : [];
    const [company] = await deps.db.select({ email: resPartner.email }).from(resPartner).where(eq(resPartner.id, commitment.partnerId));
    return {
      to: user?.email ?? company?.email ?? '',
      title: campaign.title,
      quantity: commitment.quantity,
      uom: product?.uom ?? '',
      ordersUrl: portalUrl(deps.config, '/teampurchase'),
    };
  };
}

/** A lost e-mail never undoes a closing: the order or the release stands, and the log says so. */
async function tell(deps: JobDeps, mail: ReturnType<typeof batchReleasedMail>): Promise<void> {
  if (!mail.to) return;
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    deps.logger.error({ event: 'teamPurchase.mailFailed', subject: mail.subject, err: error });
  }
}
