import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../context';
import { paymentTransaction, resUsers, saleOrder } from '../db/schema';
import { sendInBackground } from '../mail/mailer';
import { orderLinks, paymentApprovedMail, paymentDeclinedMail, paymentPendingMail } from '../mail/order-mails';
import { santiagoDate } from '../../machines/rules/calendar';
import { providerOutcome, refundCharge } from './card-checkout';
import { issueInvoice } from './invoice';
import type { ProviderPaymentState } from './provider';

export type TransactionRow = typeof paymentTransaction.$inferSelect;

type SettleDeps = Pick<AppDeps, 'db' | 'clock' | 'payments' | 'cache' | 'logger'>;
/** Settling also tells the buyer how the payment went. */
type NotifyingDeps = SettleDeps & Pick<AppDeps, 'mailer' | 'config'>;

/** Why a charge the provider approved is given back: the buyer reads it on the attempt's return page. */
export const refundReasons = {
  orderPaid: 'El pedido ya estaba pagado: este cobro se devuelve a tu tarjeta.',
  lateApproval: 'Este intento de pago ya estaba cerrado: el cobro se devuelve a tu tarjeta.',
} as const;

async function readTransaction({ db }: SettleDeps, id: string): Promise<TransactionRow> {
  const [row] = await db.select().from(paymentTransaction).where(eq(paymentTransaction.id, id)).limit(1);
  if (!row) throw new Error(`payment transaction ${id} vanished`);
  return row;
}

/**
 * Applies what the provider says of a transaction, once, under the lock of its row and its order's:
 * approved confirms a draft order and issues its invoice as Pagado, dated today in Santiago; an approval
 * the order does not need (it was paid meanwhile, or the attempt was already closed here) becomes
 * `refunding`, decided here and given back by the provider right after; rejected leaves the order a
 * draft that can be paid again. Never called inside a transaction: the provider's own reads must not
 * wait on it.
 */
async function applyProviderState(
  deps: NotifyingDeps,
  transactionId: string,
  outcome: { state: ProviderPaymentState; message?: string },
): Promise<TransactionRow> {
  if (outcome.state === 'approved' || outcome.state === 'rejected') {
    const now = deps.clock.now();
    const settled = await deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(paymentTransaction).where(eq(paymentTransaction.id, transactionId)).for('no key update');
      if (!row) return null;
      const move = (state: TransactionRow['state'], message: string | null) =>
        tx.update(paymentTransaction).set({ state, stateMessage: message, updatedAt: now }).where(eq(paymentTransaction.id, row.id));
      if (row.state === 'rejected' && outcome.state === 'approved') {
        await move('refunding', refundReasons.lateApproval);
        return { partnerId: row.partnerId, refund: true };
      }
      if (row.state !== 'pending') return null;
      if (outcome.state === 'rejected') {
        await move('rejected', outcome.message ?? null);
        return { partnerId: row.partnerId, refund: false, told: { orderId: row.orderId, outcome: 'rejected' as const, reason: outcome.message ?? null } };
      }
      const [order] = await tx
        .select({ state: saleOrder.state })
        .from(saleOrder)
        .where(eq(saleOrder.id, row.orderId))
        .for('no key update');
      if (order?.state !== 'draft') {
        await move('refunding', refundReasons.orderPaid);
        return { partnerId: row.partnerId, refund: true };
      }
      await move('approved', outcome.message ?? null);
      const [confirmed] = await tx.update(saleOrder).set({ state: 'sale' }).where(eq(saleOrder.id, row.orderId)).returning();
      await issueInvoice(tx, confirmed!, { invoiceDate: santiagoDate(now), dueDate: santiagoDate(now), paid: true });
      return { partnerId: row.partnerId, refund: false, told: { orderId: row.orderId, outcome: 'approved' as const, reason: null } };
    });
    if (settled?.refund) {
      deps.logger.warn({ event: 'payments.duplicateApproval', transaction: transactionId });
      await refundTransaction(deps, await readTransaction(deps, transactionId));
    } else if (settled) await deps.cache?.companyDocumentsChanged(settled.partnerId);
    if (settled && 'told' in settled && settled.told) await tellBuyer(deps, settled.told);
  } else if (outcome.state === 'pending' && outcome.message) {
    // The provider says why it waits (the bank is deciding): the buyer hears it once, claimed here.
    const [claimed] = await deps.db
      .update(paymentTransaction)
      .set({ pendingToldAt: deps.clock.now() })
      .where(and(eq(paymentTransaction.id, transactionId), eq(paymentTransaction.state, 'pending'), isNull(paymentTransaction.pendingToldAt)))
      .returning({ orderId: paymentTransaction.orderId });
    if (claimed) await tellBuyer(deps, { orderId: claimed.orderId, outcome: 'pending', reason: outcome.message });
  }
  return readTransaction(deps, transactionId);
}

/**
 * The order's buyer hears once how its payment went (this runs once per decided attempt, under its
 * row's lock, or once its pending is claimed): approved; declined with the provider's reason and the way
 * to pay again or cancel; or pending at the bank, with where to follow it.
 */
async function tellBuyer(
  deps: NotifyingDeps,
  { orderId, outcome, reason }: { orderId: number; outcome: 'approved' | 'rejected' | 'pending'; reason: string | null },
) {
  const [order] = await deps.db
    .select({ name: saleOrder.name, total: saleOrder.amountTotal, email: resUsers.login })
    .from(saleOrder)
    .innerJoin(resUsers, eq(resUsers.id, saleOrder.userId))
    .where(eq(saleOrder.id, orderId))
    .limit(1);
  if (!order) return;
  const links = orderLinks(deps.config.publicUrl, orderId);
  const facts = { to: order.email, orderName: order.name, total: order.total, orderUrl: links.order, paymentUrl: links.payment, pendingUrl: links.pending };
  const mail =
    outcome === 'approved' ? paymentApprovedMail(facts) : outcome === 'rejected' ? paymentDeclinedMail({ ...facts, reason }) : paymentPendingMail({ ...facts, reason });
  sendInBackground(deps.mailer, mail);
}

/** A transaction marked `refunding` given back through its provider. */
export function refundTransaction(deps: SettleDeps, transaction: TransactionRow): Promise<boolean> {
  return refundCharge(deps, transaction, async () => {
    await deps.db
      .update(paymentTransaction)
      .set({ state: 'refunded', updatedAt: deps.clock.now() })
      .where(and(eq(paymentTransaction.id, transaction.id), eq(paymentTransaction.state, 'refunding')));
  });
}

/**
 * A pending transaction's state read again from its provider and applied; a final one as stored, unless
 * a webhook asks `evenIfFinal` (a late approval of an attempt already rejected here is given back).
 * When the provider cannot be reached the transaction simply stays as it is.
 */
export async function refreshTransaction(deps: NotifyingDeps, transaction: TransactionRow, options: { evenIfFinal?: boolean } = {}): Promise<TransactionRow> {
  const outcome = await providerOutcome(deps, transaction, options);
  return outcome ? applyProviderState(deps, transaction.id, outcome) : transaction;
}

/** The transactions of an order that are open or approved: at most one, by the open-payment index. */
export const openOrApproved = sql`${paymentTransaction.state} in ('pending', 'approved')`;
