import { invoicePaymentEndpoints, type InvoicePaymentStarted } from '../../contract/invoice-payment';
import type { AppDeps } from '../context';
import { endpointRouter } from '../http/endpoint';
import { oncePerKey } from '../http/idempotency';
import { singleFlight } from '../http/single-flight';
import { findCompanyPayment, invoicePaymentStatus } from '../invoice-payment/invoice-payment-status';
import { paymentReceiptPdf } from '../invoice-payment/receipt';
import { invoicePaymentsByKey, startInvoicePayment } from '../invoice-payment/start-invoice-payment';

/** Facturas' "Pagar": chosen invoices in one card payment, its state as the provider says it, and its receipt. */
export function invoicePaymentRoutes(deps: AppDeps) {
  const { db } = deps;
  // The same invoices sent together to this instance are one payment (the database decides between instances).
  const paying = singleFlight<InvoicePaymentStarted>();
  return endpointRouter(deps)
    .on(invoicePaymentEndpoints.create, (c, { user, idempotencyKey: key, body }) =>
      oncePerKey(c, body, invoicePaymentsByKey(db, user.partnerId, key), (hash) =>
        paying(`${user.partnerId}:${[...body.invoice_ids].sort((a, b) => a - b).join(',')}:${body.payment_method_id}`, () =>
          startInvoicePayment(deps, user, { key, hash }, body),
        ),
      ),
    )
    .on(invoicePaymentEndpoints.status, (_c, { user, params: { id } }) => invoicePaymentStatus(deps, user.partnerId, id))
    .on(invoicePaymentEndpoints.receipt, async (c, { user, params: { id } }) => {
      const pdf = await paymentReceiptPdf(deps, await findCompanyPayment(deps, user.partnerId, id));
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': 'attachment; filename="comprobante-de-pago.pdf"',
        'Cache-Control': 'no-store',
      });
    }).app;
}
