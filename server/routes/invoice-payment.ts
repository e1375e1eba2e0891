import { invoicePaymentEndpoints } from '../../contract/invoice-payment';
import type { AppDeps } from '../context';
import { listInvoicePayment } from '../invoice-payment/list';
import { endpointRouter } from '../http/endpoint';

/** Invoice payment: the company's list, read-only. */
export function invoicePaymentRoutes(deps: AppDeps) {
  const { db } = deps;
  return endpointRouter(deps).on(invoicePaymentEndpoints.list, (_c, { user }) => listInvoicePayment(db, user.partnerId)).app;
}
