import { documentEndpoints, nextCursorHeader } from '../../contract/lists';
import type { AppDeps } from '../context';
import { endpointRouter } from '../http/endpoint';
import { cachedAnswer } from '../http/gateway-cache';
import { isDayKey, pageRequest } from '../http/list-page';
import { invoicesPage } from '../invoices/invoice-list';
import { companyInvoicesPdf } from '../invoices/invoice-pdfs';
import { creditLineOf } from '../payments/credit-line';

/** Facturas: the company's invoices, a page at a time, its credit line, and the chosen invoices as one PDF. */
export function invoiceRoutes(deps: AppDeps) {
  return endpointRouter(deps)
    .on(
      documentEndpoints.invoices,
      async (c, { user, query }) => {
        const { rows, next } = await invoicesPage(deps, user.partnerId, pageRequest(query, isDayKey));
        if (next) c.header(nextCursorHeader, next);
        return rows;
      },
      { use: [cachedAnswer(deps, 'company')] },
    )
    .on(documentEndpoints.creditLine, (_c, { user }) => creditLineOf(deps.db, user.partnerId))
    .on(documentEndpoints.invoicePdfs, async (c, { user, body: { invoice_ids } }) => {
      const pdf = await companyInvoicesPdf(deps, user.partnerId, invoice_ids);
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': 'attachment; filename="facturas.pdf"',
        'Cache-Control': 'no-store',
      });
    }).app;
}
