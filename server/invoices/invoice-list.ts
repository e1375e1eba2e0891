import { and, desc, eq, sql } from 'drizzle-orm';
import { invoiceState } from '../../machines/rules/invoice-state';
import type { InvoiceListRow } from '../../contract/lists';
import type { AppDeps } from '../context';
import type { Db } from '../db/client';
import { accountMove, invoicePayment, invoicePaymentLine, saleOrder } from '../db/schema';
import { splitPage, type PageRequest } from '../http/list-page';

/** An invoice as the lists show it: the invoices endpoint and the palette's search answer the same row. */
export const selectInvoices = (db: Db) =>
  db
    .select({
      id: accountMove.id,
      name: accountMove.name,
      invoiceDate: accountMove.invoiceDate,
      invoiceDateDue: accountMove.invoiceDateDue,
      amountTotal: accountMove.amountTotal,
      amountResidual: accountMove.amountResidual,
      orderName: saleOrder.name,
      customerOrderNumber: saleOrder.customerOrderNumber,
      paymentId: invoicePayment.id,
    })
    .from(accountMove)
    .leftJoin(saleOrder, eq(saleOrder.id, accountMove.orderId))
    // At most one open line per invoice (its unique index): the payment that paid it, once approved.
    .leftJoin(invoicePaymentLine, and(eq(invoicePaymentLine.invoiceId, accountMove.id), eq(invoicePaymentLine.open, true)))
    .leftJoin(invoicePayment, and(eq(invoicePayment.id, invoicePaymentLine.paymentId), eq(invoicePayment.state, 'approved')));

type InvoiceFields = Awaited<ReturnType<typeof selectInvoices>>[number];

/** The state depends on the day: the caller passes its clock's `now`, one for the whole answer. */
export function toInvoiceRow(row: InvoiceFields, now: Date): InvoiceListRow {
  return {
    id: row.id,
    name: row.name,
    invoice_date: row.invoiceDate,
    invoice_date_due: row.invoiceDateDue,
    total_due: row.amountResidual,
    amount_total: row.amountTotal,
    despensa_custom_state: invoiceState({ dueDate: row.invoiceDateDue, residual: row.amountResidual, now }),
    order_name: row.orderName,
    despensa_customer_sale_order_number: row.customerOrderNumber,
    ...(row.paymentId ? { payment_id: row.paymentId } : {}),
  };
}

/** One company's invoices, newest first, through account_move(partner_id, invoice_date, id). */
function invoicesPageQuery(db: Db, partnerId: number, page: PageRequest | null) {
  const after = page?.after;
  const query = selectInvoices(db)
    .where(
      and(
        eq(accountMove.partnerId, partnerId),
        after ? sql`(${accountMove.invoiceDate}, ${accountMove.id}) < (${after.key}::date, ${after.id})` : undefined,
      ),
    )
    .orderBy(desc(accountMove.invoiceDate), desc(accountMove.id))
    .$dynamic();
  return page ? query.limit(page.limit + 1) : query;
}

/** A page of the company's invoices (all of them without a page), and the cursor of the next one if any. */
export async function invoicesPage({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, partnerId: number, page: PageRequest | null) {
  const found = await invoicesPageQuery(db, partnerId, page);
  const { rows, next } = splitPage(found, page, (row) => ({ key: row.invoiceDate, id: row.id }));
  const now = clock.now();
  return { rows: rows.map((row) => toInvoiceRow(row, now)), next };
}
