import { eq } from 'drizzle-orm';
import { formatDay, santiagoWallClock } from '../../machines/rules/calendar';
import type { AppDeps } from '../context';
import { resPartner } from '../db/schema';
import { ApiError } from '../http/errors';
import { receiptPdf } from '../pdf/receipt-pdf';
import { paymentInvoices, paymentMethodLabel } from './invoice-payment-status';
import type { InvoicePaymentRow } from './settle-invoice-payment';

const providerNames: Record<string, string> = { sandbox: 'Pasarela de pruebas', transbank: 'Transbank Webpay', mercadopago: 'Mercado Pago' };

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The receipt's short number: the payment id's first characters, enough to find it again. */
export const receiptNumber = (paymentId: string) => paymentId.slice(0, 8).toUpperCase();

/** The receipt of an approved payment; a payment that paid nothing has none. */
export async function paymentReceiptPdf(deps: Pick<AppDeps, 'db'>, payment: InvoicePaymentRow): Promise<Uint8Array> {
  if (payment.state !== 'approved' || !payment.paidAt) {
    throw new ApiError(404, 'not_found', 'Este pago no fue aprobado, así que no tiene comprobante.');
  }
  const [company] = await deps.db.select().from(resPartner).where(eq(resPartner.id, payment.partnerId)).limit(1);
  if (!company) throw new Error(`company ${payment.partnerId} vanished`);
  const invoices = await paymentInvoices(deps, payment.id);
  const at = santiagoWallClock(payment.paidAt);
  return receiptPdf({
    number: receiptNumber(payment.id),
    paidAt: payment.paidAt,
    paidAtLabel: `${formatDay(at.date)} ${twoDigits(at.hour)}:${twoDigits(at.minute)}`,
    method: paymentMethodLabel(payment),
    providerName: providerNames[payment.provider] ?? payment.provider,
    providerReference: payment.providerReference ?? '',
    customer: { name: company.name, vat: company.vat, activity: company.businessActivity, street: company.street, comuna: company.comuna, region: company.region },
    invoices,
    amount: payment.amount,
  });
}
