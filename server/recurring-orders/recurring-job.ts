/**
 * The recurring orders' job, run by the scheduler (one instance at a time) with the gateway's clock.
 * A day before a date's cutoff it builds that date's order at the day's prices and stock and e-mails it;
 * at the cutoff it places it, once, like any other order; a saved card is then charged, and a decline
 * cancels the order, so it is never left half-placed. Each step is decided by the database: the unique
 * date per recurring order when building, the occurrence's row lock and state when placing (its order
 * and its new state commit together), the payment's open-attempt index when charging.
 */
import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { OccurrenceLine, RecurringRun } from '../../contract/recurring-orders';
import { addDays, santiagoDate } from '../../machines/rules/calendar';
import type { AppDeps, AuthUser } from '../context';
import type { Db } from '../db/client';
import { paymentTransaction, recurringOccurrence, recurringOrder, recurringOrderLine, resUsers, saleOrder } from '../db/schema';
import { buildTimeOf, cutoffOf, nextDeliveryOf } from '../domain/recurring-schedule';
import { ApiError } from '../http/errors';
import { sendInBackground, type OutgoingMail } from '../mail/mailer';
import { recurringNotPlacedMail, recurringOrdersUrl, recurringPreparedMail } from '../mail/recurring-mails';
import { cancelDraftOrder } from '../orders/draft-order';
import { placeOrder } from '../orders/place-order';
import { loadCompany } from '../payments/company-methods';
import { openAttempt, startPayment } from '../payments/start-payment';
import { priceDate, type LeftOutLine } from './recurring-lines';
import { skippedByPause } from './recurring-save';

type RecurringRow = typeof recurringOrder.$inferSelect;

const buyerGone = 'quien guardó este pedido recurrente ya no puede comprar por la empresa.';

/** The buyer a recurring order places as, while they may still buy for its company. */
async function buyerOf(db: Db, recurring: RecurringRow): Promise<AuthUser | null> {
  const [user] = await db
    .select({ id: resUsers.id, login: resUsers.login, role: resUsers.role, active: resUsers.active })
    .from(resUsers)
    .where(and(eq(resUsers.id, recurring.userId), eq(resUsers.partnerId, recurring.partnerId)))
    .limit(1);
  if (!user?.active || (user.role !== 'admin' && user.role !== 'comprador')) return null;
  return { id: user.id, partnerId: recurring.partnerId, email: user.login, role: user.role, sessionFamily: `recurring-${recurring.id}` };
}

async function isClubMember(db: Db, companyId: number, today: string): Promise<boolean> {
  const company = await loadCompany(db, companyId);
  return company.clubMemberUntil !== null && company.clubMemberUntil >= today;
}

async function mailTo(db: Db, userId: number): Promise<string | null> {
  const [user] = await db.select({ login: resUsers.login }).from(resUsers).where(eq(resUsers.id, userId)).limit(1);
  return user?.login ?? null;
}

/** Builds the next date of each active recurring order whose build time has come; the unique date makes it once. */
async function buildDue(deps: AppDeps, now: Date): Promise<number> {
  const { db } = deps;
  const today = santiagoDate(now);
  let built = 0;
  for (const recurring of await db.select().from(recurringOrder).where(eq(recurringOrder.state, 'active'))) {
    const date = nextDeliveryOf(recurring, now);
    if (!date || now < buildTimeOf(date)) continue;
    const [exists] = await db
      .select({ id: recurringOccurrence.id })
      .from(recurringOccurrence)
      .where(and(eq(recurringOccurrence.recurringOrderId, recurring.id), eq(recurringOccurrence.deliveryDate, date)))
      .limit(1);
    if (exists) continue;
    const saved = await db
      .select({ product_id: recurringOrderLine.productId, quantity: recurringOrderLine.quantity })
      .from(recurringOrderLine)
      .where(eq(recurringOrderLine.recurringOrderId, recurring.id))
      .orderBy(recurringOrderLine.position);
    const priced = await priceDate(db, saved, await isClubMember(db, recurring.partnerId, today));
    const [occurrence] = await db
      .insert(recurringOccurrence)
      .values({
        recurringOrderId: recurring.id,
        deliveryDate: date,
        cutoffAt: cutoffOf(date),
        lines: priced.lines,
        leftOut: priced.leftOut,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: recurringOccurrence.id });
    // Another instance built it first: that one e-mails it.
    if (!occurrence) continue;
    built += 1;
    const to = await mailTo(db, recurring.userId);
    if (to) {
      sendInBackground(
        deps.mailer,
        recurringPreparedMail({
          to,
          name: recurring.name,
          deliveryDate: date,
          cutoffDate: addDays(date, -1),
          lines: priced.lines,
          leftOut: priced.leftOut,
          net: priced.lines.reduce((sum, line) => sum + line.subtotal, 0),
          url: recurringOrdersUrl(deps.config.publicUrl),
        }),
      );
    }
  }
  return built;
}

type PlacingOutcome =
  | { state: 'placed' | 'paying'; occurrenceId: number }
  | { state: 'failed' | 'missed'; occurrenceId: number; recurring: RecurringRow; deliveryDate: string; reason: string };

/**
 * Places one date at its cutoff, under its row's lock: its order and its new state commit together, so
 * a run that dies halfway leaves it as it was, for the next run to place once. The order's e-mail and the
 * caches' notice wait for that commit: a rolled-back order must reach nobody's inbox, and an instance
 * told before the commit would read the company's orders again without it and keep that answer. (On
 * PGlite the notice, sent outside the transaction, would also wait for it: a second per date.)
 */
async function placeOccurrence(deps: AppDeps, id: number, now: Date): Promise<PlacingOutcome | null> {
  const held: OutgoingMail[] = [];
  let orderedFor: number | null = null;
  const outcome = await deps.db.transaction(async (tx): Promise<PlacingOutcome | null> => {
    const [row] = await tx
      .select({ occurrence: recurringOccurrence, recurring: recurringOrder })
      .from(recurringOccurrence)
      .innerJoin(recurringOrder, eq(recurringOrder.id, recurringOccurrence.recurringOrderId))
      .where(and(eq(recurringOccurrence.id, id), eq(recurringOccurrence.state, 'scheduled')))
      .for('update', { of: recurringOccurrence, skipLocked: true });
    if (!row) return null;
    const { occurrence, recurring } = row;
    // Paused between the build's reading it active and its writing the date: a paused order places nothing.
    if (recurring.state !== 'active') {
      await tx.update(recurringOccurrence).set({ state: 'skipped', message: skippedByPause, updatedAt: now }).where(eq(recurringOccurrence.id, id));
      return null;
    }
    const end = async (state: 'failed' | 'missed', reason: string): Promise<PlacingOutcome> => {
      await tx.update(recurringOccurrence).set({ state, message: reason, updatedAt: now }).where(eq(recurringOccurrence.id, id));
      return { state, occurrenceId: id, recurring, deliveryDate: occurrence.deliveryDate, reason };
    };
    if (santiagoDate(now) >= occurrence.deliveryDate) return end('missed', 'su fecha de entrega llegó antes de que pudiéramos hacerlo.');
    const buyer = await buyerOf(tx, recurring);
    if (!buyer) return end('failed', buyerGone);
    const priced = await priceDate(tx, occurrence.lines as OccurrenceLine[], await isClubMember(tx, recurring.partnerId, santiagoDate(now)));
    const leftOut = [...(occurrence.leftOut as LeftOutLine[]), ...priced.leftOut];
    if (priced.orderLines.length === 0) {
      await tx.update(recurringOccurrence).set({ lines: [], leftOut }).where(eq(recurringOccurrence.id, id));
      return end('failed', 'ninguno de sus productos está disponible para esta fecha.');
    }
    try {
      const created = await placeOrder(
        { ...deps, db: tx, cache: null, mailer: { send: async (mail) => void held.push(mail) } },
        buyer,
        { key: `recurring-${id}`, hash: `recurring-${id}` },
        {
          partner_id: recurring.partnerId,
          payment_method_id: recurring.paymentMethodId,
          scheduled_date: occurrence.deliveryDate,
          retiro_en_tienda: recurring.pickup,
          ...(recurring.partnerShippingId === null ? {} : { partner_shipping_id: recurring.partnerShippingId }),
          order_line: priced.orderLines,
        },
        // Judged as placed the second before its cutoff, the moment the buyer's changes ended.
        new Date(occurrence.cutoffAt.getTime() - 1000),
      );
      const [order] = await tx.select({ state: saleOrder.state }).from(saleOrder).where(eq(saleOrder.id, created.order_id));
      const state = order?.state === 'sale' ? 'placed' : 'paying';
      await tx
        .update(recurringOccurrence)
        .set({ state, orderId: created.order_id, lines: priced.lines, leftOut, message: null, updatedAt: now })
        .where(eq(recurringOccurrence.id, id));
      orderedFor = recurring.partnerId;
      return { state, occurrenceId: id };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return end('failed', error.message);
    }
  });
  for (const mail of held) sendInBackground(deps.mailer, mail);
  if (orderedFor !== null) await deps.cache?.companyDocumentsChanged(orderedFor);
  return outcome;
}

/**
 * Charges the saved card of a date placed at its cutoff. The order's one open attempt (its index) is
 * what a second run finds instead of charging again; a decline cancels the order, never half-placed.
 */
async function settlePaying(deps: AppDeps, id: number, now: Date): Promise<PlacingOutcome | null> {
  const { db } = deps;
  const [row] = await db
    .select({ occurrence: recurringOccurrence, recurring: recurringOrder })
    .from(recurringOccurrence)
    .innerJoin(recurringOrder, eq(recurringOrder.id, recurringOccurrence.recurringOrderId))
    .where(and(eq(recurringOccurrence.id, id), eq(recurringOccurrence.state, 'paying')));
  if (!row?.occurrence.orderId) return null;
  const { occurrence, recurring } = row;
  const orderId = occurrence.orderId!;
  const buyer = await buyerOf(db, recurring);
  let reason: string | null = buyer ? null : buyerGone;
  const tried = await db.select({ id: paymentTransaction.id }).from(paymentTransaction).where(eq(paymentTransaction.orderId, orderId)).limit(1);
  if (buyer && tried.length === 0) {
    try {
      await startPayment(deps, buyer, { key: `recurring-${id}`, hash: `recurring-${id}` }, { order_id: orderId, payment_method_id: recurring.paymentMethodId });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      reason = error.message;
    }
  }
  const open = await openAttempt(deps, orderId);
  const [order] = await db.select({ state: saleOrder.state }).from(saleOrder).where(eq(saleOrder.id, orderId));
  const settle = (state: 'placed' | 'failed', message: string | null) =>
    db
      .update(recurringOccurrence)
      .set({ state, message, updatedAt: now })
      .where(and(eq(recurringOccurrence.id, id), eq(recurringOccurrence.state, 'paying')))
      .returning({ id: recurringOccurrence.id });
  if (order?.state === 'sale') return (await settle('placed', null)).length > 0 ? { state: 'placed', occurrenceId: id } : null;
  if (open?.state === 'pending') return null;
  const [declined] = await db
    .select({ message: paymentTransaction.stateMessage })
    .from(paymentTransaction)
    .where(eq(paymentTransaction.orderId, orderId))
    .orderBy(desc(paymentTransaction.createdAt))
    .limit(1);
  // The provider's sentence goes inside ours, without its own full stop.
  const said = declined?.message?.trim().replace(/\.+$/, '');
  const why = reason ?? `el medio de pago rechazó el cargo${said ? ` (${said})` : ''}.`;
  await cancelDraftOrder(deps, buyer ?? { id: recurring.userId, partnerId: recurring.partnerId, email: '', role: 'comprador', sessionFamily: '' }, orderId);
  if ((await settle('failed', why)).length === 0) return null;
  return { state: 'failed', occurrenceId: id, recurring, deliveryDate: occurrence.deliveryDate, reason: why };
}

async function tellNotPlaced(deps: AppDeps, outcome: PlacingOutcome) {
  if (outcome.state !== 'failed' && outcome.state !== 'missed') return;
  const to = await mailTo(deps.db, outcome.recurring.userId);
  if (!to) return;
  sendInBackground(
    deps.mailer,
    recurringNotPlacedMail({
      to,
      name: outcome.recurring.name,
      deliveryDate: outcome.deliveryDate,
      reason: outcome.reason,
      url: recurringOrdersUrl(deps.config.publicUrl),
    }),
  );
}

export async function runRecurringOrders(deps: AppDeps): Promise<RecurringRun> {
  const { db, clock } = deps;
  const now = clock.now();
  const run: RecurringRun = { built: await buildDue(deps, now), placed: 0, failed: 0, missed: 0 };
  const count = async (outcome: PlacingOutcome | null) => {
    if (!outcome) return;
    if (outcome.state === 'paying') {
      await count(await settlePaying(deps, outcome.occurrenceId, now));
      return;
    }
    run[outcome.state] += 1;
    await tellNotPlaced(deps, outcome);
  };
  const due = await db
    .select({ id: recurringOccurrence.id, state: recurringOccurrence.state })
    .from(recurringOccurrence)
    .where(and(inArray(recurringOccurrence.state, ['scheduled', 'paying']), lte(recurringOccurrence.cutoffAt, now)))
    .orderBy(recurringOccurrence.cutoffAt);
  for (const occurrence of due) {
    await count(occurrence.state === 'scheduled' ? await placeOccurrence(deps, occurrence.id, now) : await settlePaying(deps, occurrence.id, now));
  }
  return run;
}
