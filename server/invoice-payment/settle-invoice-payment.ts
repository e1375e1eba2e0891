/**
 * What the provider says of an invoice payment, applied once under the payment's row lock and its
 * invoices' (the same locks a new payment's reservation takes): approved marks every invoice paid at
 * once, dated today in Santiago; declined frees them for another payment; an approval nobody can use
 * any more (the payment was closed here) becomes `refunding` and is given back at once, or by the money
 * sweeper when the provider does not answer.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { santiagoDate } from '../../machines/rules/calendar';
import type { AppDeps } from '../context';
import type { Tx } from '../db/company-lock';
import { accountMove, invoicePayment, invoicePaymentLine } from '../db/schema';
import { providerOutcome, refundCharge } from '../payments/card-checkout';
import type { ProviderPaymentState } from '../payments/provider';

export type InvoicePaymentRow = typeof invoicePayment.$inferSelect;
type SettleDeps = Pick<AppDeps, 'db' | 'clock' | 'payments' | 'cache' | 'logger'>;

export const invoiceRefundReasons = {
  lateApproval: 'Este pago ya estaba cerrado: el cobro se devuelve a tu tarjeta.',
  alreadyPaid: 'Alguna de estas facturas ya estaba pagada: el cobro se devuelve a tu tarjeta.',
} as const;

async function readPayment({ db }: Pick<AppDeps, 'db'>, id: string): Promise<InvoicePaymentRow> {
  const [row] = await db.select().from(invoicePayment).where(eq(invoicePayment.id, id)).limit(1);
  if (!row) throw new Error(`invoice payment ${id} vanished`);
  return row;
}

const closeLines = (tx: Tx, paymentId: string) => tx.update(invoicePaymentLine).set({ open: false }).where(eq(invoicePaymentLine.paymentId, paymentId));

/** Marks the payment's invoices paid, or says it cannot: one of them is no longer owed what it was. */
async function payInvoices(tx: Tx, payment: InvoicePaymentRow, today: string): Promise<boolean> {
  const lines = await tx.select().from(invoicePaymentLine).where(eq(invoicePaymentLine.paymentId, payment.id));
  const invoices = await tx
    .select({ id: accountMove.id, residual: accountMove.amountResidual })
    .from(accountMove)
    .where(inArray(accountMove.id, lines.map((line) => line.invoiceId)))
    .orderBy(asc(accountMove.id))
    .for('update');
  const owed = new Map(invoices.map((invoice) => [invoice.id, invoice.residual]));
  if (lines.some((line) => owed.get(line.invoiceId) !== line.amount)) return false;
  await tx
    .update(accountMove)
    .set({ amountResidual: 0, paidOn: today })
    .where(inArray(accountMove.id, lines.map((line) => line.invoiceId)));
  return true;
}

async function applyOutcome(deps: SettleDeps, paymentId: string, outcome: { state: ProviderPaymentState; message?: string }): Promise<InvoicePaymentRow> {
  if (outcome.state !== 'approved' && outcome.state !== 'rejected') return readPayment(deps, paymentId);
  const now = deps.clock.now();
  const settled = await deps.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(invoicePayment).where(eq(invoicePayment.id, paymentId)).for('no key update');
    if (!payment) return null;
    const move = (state: InvoicePaymentRow['state'], message: string | null, paidAt: Date | null = null) =>
      tx.update(invoicePayment).set({ state, stateMessage: message, paidAt, updatedAt: now }).where(eq(invoicePayment.id, payment.id));
    if (payment.state === 'rejected' && outcome.state === 'approved') {
      await move('refunding', invoiceRefundReasons.lateApproval);
      return { partnerId: payment.partnerId, refund: true };
    }
    if (payment.state !== 'pending') return null;
    if (outcome.state === 'rejected') {
      await move('rejected', outcome.message ?? null);
      await closeLines(tx, payment.id);
      return { partnerId: payment.partnerId, refund: false };
    }
    if (!(await payInvoices(tx, payment, santiagoDate(now)))) {
      await move('refunding', invoiceRefundReasons.alreadyPaid);
      await closeLines(tx, payment.id);
      return { partnerId: payment.partnerId, refund: true };
    }
    await move('approved', outcome.message ?? null, now);
    return { partnerId: payment.partnerId, refund: false };
  });
  if (settled?.refund) {
    deps.logger.warn({ event: 'payments.duplicateApproval', invoicePayment: paymentId });
    await refundInvoicePayment(deps, await readPayment(deps, paymentId));
  } else if (settled) await deps.cache?.companyDocumentsChanged(settled.partnerId);
  return readPayment(deps, paymentId);
}

/**
 * A pending payment read again from its provider and applied; a final one as stored, unless a webhook
 * asks `evenIfFinal` (a late approval of a payment already closed here is given back).
 */
export async function refreshInvoicePayment(deps: SettleDeps, payment: InvoicePaymentRow, options: { evenIfFinal?: boolean } = {}): Promise<InvoicePaymentRow> {
  const outcome = await providerOutcome(deps, payment, options);
  return outcome ? applyOutcome(deps, payment.id, outcome) : payment;
}

/** A payment marked `refunding` given back through its provider. */
export function refundInvoicePayment(deps: SettleDeps, payment: InvoicePaymentRow): Promise<boolean> {
  return refundCharge(deps, payment, async () => {
    await deps.db
      .update(invoicePayment)
      .set({ state: 'refunded', updatedAt: deps.clock.now() })
      .where(and(eq(invoicePayment.id, payment.id), eq(invoicePayment.state, 'refunding')));
  });
}
