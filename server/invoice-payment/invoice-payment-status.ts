import { and, asc, eq } from 'drizzle-orm';
import type { InvoicePaymentStatus } from '../../contract/invoice-payment';
import type { AppDeps } from '../context';
import { accountMove, invoicePayment, invoicePaymentLine } from '../db/schema';
import { cardMethodName } from '../domain/payment-methods';
import { ApiError } from '../http/errors';
import { refreshInvoicePayment, type InvoicePaymentRow } from './settle-invoice-payment';

const paymentNotFound = () => new ApiError(404, 'not_found', 'El pago no existe.');

/** One of the company's invoice payments; another company's is answered as missing. */
export async function findCompanyPayment({ db }: Pick<AppDeps, 'db'>, partnerId: number, id: string): Promise<InvoicePaymentRow> {
  const [payment] = await db
    .select()
    .from(invoicePayment)
    .where(and(eq(invoicePayment.id, id), eq(invoicePayment.partnerId, partnerId)))
    .limit(1);
  if (!payment) throw paymentNotFound();
  return payment;
}

/** The invoices a payment settles (or tried to), in folio order, with what each was owed. */
export async function paymentInvoices({ db }: Pick<AppDeps, 'db'>, paymentId: string) {
  return db
    .select({ id: accountMove.id, name: accountMove.name, folio: accountMove.folio, invoiceDate: accountMove.invoiceDate, amount: invoicePaymentLine.amount })
    .from(invoicePaymentLine)
    .innerJoin(accountMove, eq(accountMove.id, invoicePaymentLine.invoiceId))
    .where(eq(invoicePaymentLine.paymentId, paymentId))
    .orderBy(asc(accountMove.folio));
}

export const paymentMethodLabel = (payment: Pick<InvoicePaymentRow, 'cardLabel'>) => payment.cardLabel ?? cardMethodName;

/** The payment as the provider says it stands now: the only outcome the pay page believes. */
export async function invoicePaymentStatus(deps: AppDeps, partnerId: number, id: string): Promise<InvoicePaymentStatus> {
  const payment = await refreshInvoicePayment(deps, await findCompanyPayment(deps, partnerId, id));
  const invoices = await paymentInvoices(deps, payment.id);
  // A charge given back paid nothing: its page shows it as not paid, with why.
  const status = payment.state === 'refunding' || payment.state === 'refunded' ? 'rejected' : (payment.state as InvoicePaymentStatus['status']);
  return {
    payment_id: payment.id,
    status,
    ...(payment.stateMessage ? { reason: payment.stateMessage } : {}),
    amount: payment.amount,
    method: paymentMethodLabel(payment),
    paid_at: payment.state === 'approved' && payment.paidAt ? payment.paidAt.toISOString() : null,
    invoices: invoices.map((invoice) => ({ id: invoice.id, name: invoice.name, amount: invoice.amount })),
  };
}
