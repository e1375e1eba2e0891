import { and, desc, eq, sql } from 'drizzle-orm';
import { invoiceState } from '../../machines/rules/invoice-state';
import { documentEndpoints, nextCursorHeader, type InvoiceListRow } from '../../contract/lists';
import type { AppDeps } from '../context';
import type { Db } from '../db/client';
import { accountMove } from '../db/schema';
import { ApiError } from '../http/errors';
import { isDayKey, pageRequest, splitPage, type PageRequest } from '../http/list-page';
import { endpointRouter } from '../http/endpoint';
import { cachedAnswer } from '../http/gateway-cache';
import { loadInvoiceDocuments } from '../pdf/invoice-documents';
import { invoicesPdf } from '../pdf/invoice-pdf';

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
    })
    .from(accountMove);

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

export function invoiceRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  return endpointRouter(deps)
    .on(
      documentEndpoints.invoices,
      async (c, { user, query }) => {
        const page = pageRequest(query, isDayKey);
        const found = await invoicesPageQuery(db, user.partnerId, page);
        const { rows, next } = splitPage(found, page, (row) => ({ key: row.invoiceDate, id: row.id }));
        if (next) c.header(nextCursorHeader, next);
        const now = clock.now();
        return rows.map((row) => toInvoiceRow(row, now));
      },
      { use: [cachedAnswer(deps, 'company')] },
    )
    .on(documentEndpoints.invoicePdfs, async (c, { user, body: { invoice_ids } }) => {
      const documents = await loadInvoiceDocuments(db, user.partnerId, invoice_ids);
      // One answer for a missing id and for another company's: which ids exist is none of the caller's business.
      if (!documents) throw new ApiError(404, 'not_found', 'Una o más de las facturas seleccionadas no existen.');
      const pdf = await invoicesPdf(documents, clock.now());
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': 'attachment; filename="facturas.pdf"',
        'Cache-Control': 'no-store',
      });
    }).app;
}
