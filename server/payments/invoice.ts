import { max, sql } from 'drizzle-orm';
import { accountMove } from '../db/schema';

import type { Tx } from '../db/company-lock';

/** Any number taken by pg_advisory_xact_lock, so two invoices issued at once never share a folio. */
const folioLock = 7_310_001;

export interface InvoicedOrder {
  /** The order invoiced; null for a fee with no order (a Club CXTI membership). */
  id: number | null;
  /** The company: its invoice list reads account_move by partner. */
  partnerId: number;
  amountUntaxed: number;
  amountShipping: number;
  amountTax: number;
  amountTotal: number;
}

/** `F-001234`: the SII folio, as the demo history names its invoices. */
function invoiceName(folio: number): string {
  return `F-${String(folio).padStart(6, '0')}`;
}

/**
 * Issues the order's invoice (account_move) inside the caller's transaction: paid by card it is born
 * Pagado (residual 0); on credit it is due `dueDate` with the whole total outstanding. Shipping is an
 * invoice line, so it is part of the net amount.
 */
export async function issueInvoice(
  tx: Tx,
  order: InvoicedOrder,
  terms: { invoiceDate: string; dueDate: string; paid: boolean; issuedAt?: Date },
): Promise<{ id: number; name: string }> {
  await tx.execute(sql`select pg_advisory_xact_lock(${folioLock})`);
  // max() over the unique folio index reads one index entry, not the table.
  const [last] = await tx.select({ folio: max(accountMove.folio) }).from(accountMove);
  const folio = (last?.folio ?? 0) + 1;
  const [invoice] = await tx
    .insert(accountMove)
    .values({
      name: invoiceName(folio),
      folio,
      partnerId: order.partnerId,
      orderId: order.id,
      invoiceDate: terms.invoiceDate,
      invoiceDateDue: terms.dueDate,
      amountUntaxed: order.amountUntaxed + order.amountShipping,
      amountTax: order.amountTax,
      amountTotal: order.amountTotal,
      amountResidual: terms.paid ? 0 : order.amountTotal,
      paidOn: terms.paid ? terms.invoiceDate : null,
      ...(terms.issuedAt ? { createdAt: terms.issuedAt } : {}),
    })
    .returning({ id: accountMove.id, name: accountMove.name });
  if (!invoice) throw new Error(`invoice of order ${order.id ?? '(none)'} was not stored`);
  return invoice;
}
