import type { AppDeps } from '../context';
import { ApiError } from '../http/errors';
import { loadInvoiceDocuments } from '../pdf/invoice-documents';
import { invoicesPdf } from '../pdf/invoice-pdf';

/** The company's invoices in one PDF, in the order asked for. */
export async function companyInvoicesPdf(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  partnerId: number,
  invoiceIds: readonly number[],
): Promise<Uint8Array> {
  const documents = await loadInvoiceDocuments(db, partnerId, invoiceIds);
  // One answer for a missing id and for another company's: which ids exist is none of the caller's business.
  if (!documents) throw new ApiError(404, 'not_found', 'Una o más de las facturas seleccionadas no existen.');
  return invoicesPdf(documents, clock.now());
}
