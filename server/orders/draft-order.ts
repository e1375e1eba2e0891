import { and, eq } from 'drizzle-orm';
import type { CancelOrderResponse } from '../../contract/orders';
import type { CreatePaymentResponse } from '../../contract/payments';
import { addDays, santiagoDate } from '../../machines/rules/calendar';
import type { AppDeps, AuthUser } from '../context';
import { lockCompany, type Tx } from '../db/company-lock';
import { paymentTransaction, saleOrder } from '../db/schema';
import { ApiError } from '../http/errors';
import { ensureCreditFor } from '../payments/credit-line';
import { issueInvoice } from '../payments/invoice';
import { openOrApproved } from '../payments/settle';
import { openAttempt } from '../payments/start-payment';

/**
 * A company's order that waits for its payment (draft) after a card was declined or left pending: the
 * buyer pays that same order again, on credit too, or cancels it; never a second order for its lines.
 */

const orderNotFound = () => new ApiError(404, 'not_found', 'El pedido no existe.', { order_id: ['El pedido no existe.'] });
const busy = () => new ApiError(409, 'payment_in_progress', 'Ya hay un pago de este pedido en curso. Espera un momento y revisa el estado del pedido.');

/** The company's order, locked with the company until the transaction ends (null when it is not the company's). */
async function lockOrder(tx: Tx, companyId: number, orderId: number) {
  await lockCompany(tx, companyId);
  const [order] = await tx
    .select()
    .from(saleOrder)
    .where(and(eq(saleOrder.id, orderId), eq(saleOrder.partnerId, companyId)))
    .for('no key update');
  return order ?? null;
}

async function hasOpenPayment(tx: Tx, orderId: number): Promise<boolean> {
  const [open] = await tx
    .select({ id: paymentTransaction.id })
    .from(paymentTransaction)
    .where(and(eq(paymentTransaction.orderId, orderId), openOrApproved))
    .limit(1);
  return open !== undefined;
}

/** Where the buyer reads an order confirmed on credit: the return page, by the order's id. */
export const creditConfirmationPath = (orderId: number) => `/product/finalpago?order_id=${orderId}`;

/**
 * Confirms the company's draft order on its credit line, as the order would have been placed on credit:
 * under the company's lock, only if no card payment of it is open or approved and the line has room;
 * its invoice is due in the line's days. Asked again once confirmed on credit, it answers the same.
 */
export async function payDraftOnCredit(deps: AppDeps, user: AuthUser, orderId: number, creditDays: number): Promise<CreatePaymentResponse> {
  const { db, clock } = deps;
  const today = santiagoDate(clock.now());
  // A card payment left pending here may have been decided at the provider since: read it first.
  await openAttempt(deps, orderId);
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, user.partnerId, orderId);
    if (!order) throw orderNotFound();
    if (order.state === 'sale' && order.paymentMethodCode === 'credit') return;
    if (order.state !== 'draft') {
      const message = order.state === 'sale' ? 'Este pedido ya está confirmado y no admite otro pago.' : 'Este pedido ya no admite pagos.';
      throw new ApiError(409, 'order_not_payable', message);
    }
    if (await hasOpenPayment(tx, order.id)) throw busy();
    await ensureCreditFor(tx, user.partnerId, order.amountTotal);
    const [confirmed] = await tx.update(saleOrder).set({ state: 'sale', paymentMethodCode: 'credit' }).where(eq(saleOrder.id, order.id)).returning();
    await issueInvoice(tx, confirmed!, { invoiceDate: today, dueDate: addDays(today, creditDays), paid: false });
  });
  await deps.cache?.companyDocumentsChanged(user.partnerId);
  return { redirect_url: creditConfirmationPath(orderId) };
}

/**
 * Cancels the company's order while it waits for its payment: not once paid, and not while a payment of
 * it is open at the provider (the buyer may be paying it in another window). Asked again, it answers the same.
 */
export async function cancelDraftOrder(deps: AppDeps, user: AuthUser, orderId: number): Promise<CancelOrderResponse> {
  const { db } = deps;
  await openAttempt(deps, orderId);
  const cancelled = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, user.partnerId, orderId);
    if (!order) throw orderNotFound();
    if (order.state === 'cancel') return order;
    if (order.state !== 'draft') throw new ApiError(409, 'order_not_cancellable', 'Este pedido ya está confirmado: no se puede cancelar desde el portal.');
    if (await hasOpenPayment(tx, order.id)) throw busy();
    const [row] = await tx.update(saleOrder).set({ state: 'cancel' }).where(eq(saleOrder.id, order.id)).returning();
    return row!;
  });
  await deps.cache?.companyDocumentsChanged(user.partnerId);
  return { order_id: cancelled.id, name: cancelled.name, state: 'cancel' };
}
