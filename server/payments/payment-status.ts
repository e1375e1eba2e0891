import { and, desc, eq } from 'drizzle-orm';
import type { PaymentMethodCode, PaymentStatusResponse } from '../../contract/payments';
import type { AppDeps } from '../context';
import { paymentTransaction, saleOrder } from '../db/schema';
import { paymentMethodIdOf } from '../domain/payment-methods';
import { ApiError } from '../http/errors';
import { openOrApproved, refreshTransaction, type TransactionRow } from './settle';

const paymentNotFound = () => new ApiError(404, 'not_found', 'El pago no existe.');

function statusOf(transaction: TransactionRow): PaymentStatusResponse {
  const status: PaymentStatusResponse = {
    payment_id: transaction.id,
    order_id: transaction.orderId,
    payment_method_id: paymentMethodIdOf(transaction.paymentMethodCode as PaymentMethodCode, transaction.paymentTokenId),
    // A charge given back (a duplicate) did not pay the order: its return page shows it as not paid, with why.
    status: transaction.state === 'refunding' || transaction.state === 'refunded' ? 'rejected' : (transaction.state as PaymentStatusResponse['status']),
  };
  if (transaction.stateMessage) status.reason = transaction.stateMessage;
  return status;
}

/** One payment of the company, as the provider says it stands now. */
export async function paymentStatus(deps: AppDeps, partnerId: number, id: string): Promise<PaymentStatusResponse> {
  const [transaction] = await deps.db
    .select()
    .from(paymentTransaction)
    .where(and(eq(paymentTransaction.id, id), eq(paymentTransaction.partnerId, partnerId)))
    .limit(1);
  if (!transaction) throw paymentNotFound();
  return statusOf(await refreshTransaction(deps, transaction));
}

/** The payment of one of the company's orders that counts: the open or approved one, else the latest. */
export async function orderPaymentStatus(deps: AppDeps, partnerId: number, orderId: number): Promise<PaymentStatusResponse> {
  const { db } = deps;
  const [order] = await db
    .select({ id: saleOrder.id })
    .from(saleOrder)
    .where(and(eq(saleOrder.id, orderId), eq(saleOrder.partnerId, partnerId)))
    .limit(1);
  if (!order) throw new ApiError(404, 'not_found', 'El pedido no existe.', { order_id: ['El pedido no existe.'] });
  const [latest] = await db
    .select()
    .from(paymentTransaction)
    .where(eq(paymentTransaction.orderId, order.id))
    // The attempt that is open or paid the order comes first; a refunded duplicate never hides it.
    .orderBy(desc(openOrApproved), desc(paymentTransaction.createdAt))
    .limit(1);
  if (!latest) throw new ApiError(404, 'not_found', 'Este pedido todavía no tiene pagos.');
  return statusOf(await refreshTransaction(deps, latest));
}
