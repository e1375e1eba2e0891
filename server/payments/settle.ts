import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../context';
import { paymentTransaction, saleOrder } from '../db/schema';
import { santiagoDate } from '../../machines/rules/calendar';
import { providerOutcome } from './card-checkout';
import { issueInvoice } from './invoice';
import type { ProviderPaymentState } from './provider';

export type TransactionRow = typeof paymentTransaction.$inferSelect;

type SettleDeps = Pick<AppDeps, 'db' | 'clock' | 'payments' | 'cache' | 'logger'>;

async function readTransaction({ db }: SettleDeps, id: string): Promise<TransactionRow> {
  const [row] = await db.select().from(paymentTransaction).where(eq(paymentTransaction.id, id)).limit(1);
  if (!row) throw new Error(`payment transaction ${id} vanished`);
  return row;
}

/**
 * Applies what the provider says of a transaction, once: only a pending transaction moves, so a second
 * approval (a webhook retry racing a status check) changes nothing. Approved confirms the order and
 * issues its invoice as Pagado, dated today in Santiago; rejected leaves the order a draft that can be
 * paid again. Never called inside a transaction: the provider's own reads must not wait on it.
 */
async function applyProviderState(
  deps: SettleDeps,
  transactionId: string,
  outcome: { state: ProviderPaymentState; message?: string },
): Promise<TransactionRow> {
  if (outcome.state !== 'pending') {
    const now = deps.clock.now();
    const today = santiagoDate(now);
    const settledFor = await deps.db.transaction(async (tx) => {
      const [moved] = await tx
        .update(paymentTransaction)
        .set({ state: outcome.state, stateMessage: outcome.message ?? null, updatedAt: now })
        .where(and(eq(paymentTransaction.id, transactionId), eq(paymentTransaction.state, 'pending')))
        .returning({ orderId: paymentTransaction.orderId, partnerId: paymentTransaction.partnerId });
      if (!moved || outcome.state !== 'approved') return null;
      const [order] = await tx
        .update(saleOrder)
        .set({ state: 'sale' })
        .where(and(eq(saleOrder.id, moved.orderId), eq(saleOrder.state, 'draft')))
        .returning();
      // Another approved attempt confirmed the order first: it already has its invoice.
      if (!order) return null;
      await issueInvoice(tx, order, { invoiceDate: today, dueDate: today, paid: true });
      return moved.partnerId;
    });
    if (settledFor !== null) await deps.cache?.companyDocumentsChanged(settledFor);
  }
  return readTransaction(deps, transactionId);
}

/**
 * A pending transaction's state read again from its provider and applied; a final one as stored. When
 * the provider cannot be reached the transaction simply stays pending.
 */
export async function refreshTransaction(deps: SettleDeps, transaction: TransactionRow): Promise<TransactionRow> {
  const outcome = await providerOutcome(deps, transaction);
  return outcome ? applyProviderState(deps, transaction.id, outcome) : transaction;
}
