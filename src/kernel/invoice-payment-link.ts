import { invoicePaymentReturnParam, invoicesToPayParam, maxInvoicesPerPayment } from '../../contract/invoice-payment';
import { paths } from './paths';

/** Facturas' link to the pay page with the invoices chosen there, in the order they were shown. */
export const invoicePaymentLink = (ids: readonly number[]) => `${paths.invoicePayment}?${invoicesToPayParam}=${ids.join(',')}`;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * What the pay page was opened with: the payment the provider sent the payer back with, or the chosen
 * invoices. An address typed or cut by hand keeps only well-formed ids, each once, as many as one
 * payment takes; the gateway checks the rest.
 */
export function invoicePaymentInputOf(search: URLSearchParams): { invoiceIds: number[]; paymentId: string | null } {
  const paymentId = search.get(invoicePaymentReturnParam);
  if (paymentId && uuid.test(paymentId)) return { invoiceIds: [], paymentId };
  const ids = (search.get(invoicesToPayParam) ?? '')
    .split(',')
    .filter((part) => /^[1-9]\d{0,8}$/.test(part))
    .map(Number);
  return { invoiceIds: [...new Set(ids)].slice(0, maxInvoicesPerPayment), paymentId: null };
}
