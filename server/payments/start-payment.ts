import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { BodyOf } from '../../contract/endpoint';
import type { CreatePaymentResponse, paymentEndpoints } from '../../contract/payments';
import { santiagoDate } from '../../machines/rules/calendar';
import type { AppDeps, AuthUser } from '../context';
import type { Db } from '../db/client';
import { paymentTransaction, resUsers, saleOrder } from '../db/schema';
import { ApiError } from '../http/errors';
import type { KeyedRecords } from '../http/idempotency';
import { isUniqueViolation } from '../db/unique-violation';
import { payDraftOnCredit } from '../orders/draft-order';
import { awaitCheckoutPage, openReservedCheckout, payingMethodOf, providerOf } from './card-checkout';
import { loadCompany } from './company-methods';
import { refreshTransaction } from './settle';

type PaymentRequest = BodyOf<typeof paymentEndpoints.create>;
type AttemptRow = typeof paymentTransaction.$inferSelect;

const orderNotFound = () => new ApiError(404, 'not_found', 'El pedido no existe.', { order_id: ['El pedido no existe.'] });

const answerOf = (attempt: AttemptRow): CreatePaymentResponse | null =>
  attempt.redirectUrl ? { payment_id: attempt.id, redirect_url: attempt.redirectUrl } : null;

/** A company's payment attempts by Idempotency-Key: a repeated key answers the checkout it opened. */
export function paymentsByKey(db: Db, companyId: number, key: string): KeyedRecords<AttemptRow, CreatePaymentResponse> {
  const find = async () => {
    const [row] = await db
      .select()
      .from(paymentTransaction)
      .where(and(eq(paymentTransaction.partnerId, companyId), eq(paymentTransaction.idempotencyKey, key)))
      .limit(1);
    return row;
  };
  return { find: () => awaitCheckoutPage(find), answerOf, uniqueIndex: 'payment_transaction_idempotency_idx' };
}

const busy = () =>
  new ApiError(409, 'payment_in_progress', 'Ya hay un pago de este pedido en curso. Espera un momento y revisa el estado del pedido.');

/**
 * The attempt of the order that is open or approved (the open-payment index allows one), read again
 * from its provider: the answer to a second attempt, so it is never charged twice.
 */
export async function openAttempt(deps: AppDeps, orderId: number): Promise<AttemptRow | undefined> {
  const find = async () => {
    const [row] = await deps.db
      .select()
      .from(paymentTransaction)
      .where(and(eq(paymentTransaction.orderId, orderId), inArray(paymentTransaction.state, ['pending', 'approved'])))
      .limit(1);
    return row;
  };
  const attempt = await awaitCheckoutPage(find);
  return attempt?.state === 'pending' ? refreshTransaction(deps, attempt) : attempt;
}

/**
 * Pays a company's draft order: on its credit line at once (`payDraftOnCredit`), or by card, opening a
 * payment at the provider and recording the attempt. The order's
 * attempt is reserved in the database before the provider is asked (the open-payment index lets one
 * exist open or approved), so two tabs, two instances or a retry after "pendiente" are answered with the
 * attempt already open and only one is ever charged; an order no longer in draft is refused (409).
 */
export async function startPayment(
  deps: AppDeps,
  user: AuthUser,
  key: { key: string; hash: string },
  request: PaymentRequest,
): Promise<CreatePaymentResponse> {
  const { db, clock, config } = deps;
  const publicUrl = config.publicUrl.replace(/\/+$/, '');

  const [order] = await db
    .select({ id: saleOrder.id, name: saleOrder.name, amountTotal: saleOrder.amountTotal })
    .from(saleOrder)
    .where(and(eq(saleOrder.id, request.order_id), eq(saleOrder.partnerId, user.partnerId)))
    .limit(1);
  if (!order) throw orderNotFound();

  const company = await loadCompany(db, user.partnerId);
  const method = await payingMethodOf(db, company, request.payment_method_id, santiagoDate(clock.now()));
  // The order waits for its payment after a declined or pending card: the company's line may pay it instead.
  if (method.code === 'credit') return payDraftOnCredit(deps, user, order.id, method.creditDays);
  const provider = providerOf(deps);

  const open = await openAttempt(deps, order.id);
  if (open?.state === 'pending') {
    const answer = answerOf(open);
    if (answer) return answer;
    throw busy();
  }
  // Read after the open attempt was settled: it may have just confirmed the order.
  const [current] = await db.select({ state: saleOrder.state }).from(saleOrder).where(eq(saleOrder.id, order.id)).limit(1);
  if (current?.state !== 'draft') {
    const message = current?.state === 'sale' ? 'Este pedido ya está confirmado y no admite otro pago.' : 'Este pedido ya no admite pagos.';
    throw new ApiError(409, 'order_not_payable', message);
  }

  const transactionId = randomUUID();
  try {
    await db.insert(paymentTransaction).values({
      id: transactionId,
      orderId: order.id,
      partnerId: user.partnerId,
      provider: provider.name,
      paymentMethodCode: method.code,
      paymentTokenId: method.code === 'saved_card' ? method.card.id : null,
      amount: order.amountTotal,
      idempotencyKey: key.key,
      requestHash: key.hash,
      updatedAt: clock.now(),
    });
  } catch (error) {
    if (!isUniqueViolation(error, 'payment_transaction_open_idx')) throw error;
    // Another request reserved the order's attempt first (a double click, a second tab): answer that one.
    const winner = await openAttempt(deps, order.id);
    const answer = winner ? answerOf(winner) : null;
    if (answer) return answer;
    throw busy();
  }

  const [buyer] = await db.select({ email: resUsers.login }).from(resUsers).where(eq(resUsers.id, user.id)).limit(1);
  const back = (page: string) => `${publicUrl}/product/${page}?payment_id=${transactionId}`;
  const { redirectUrl, row: attempt } = await openReservedCheckout(
    deps,
    provider,
    {
      transactionId,
      amount: order.amountTotal,
      description: `Pedido ${order.name} de Despensa`,
      payerEmail: buyer?.email ?? company.email ?? '',
      returnUrls: { success: back('finalpago'), failure: back('errorpago'), pending: back('pendiente') },
      ...(method.code === 'saved_card' ? { savedCardRef: method.card.providerRef } : {}),
    },
    `order ${order.id}`,
    {
      close: async (message) => {
        await db
          .update(paymentTransaction)
          .set({ state: 'rejected', stateMessage: message, updatedAt: clock.now() })
          .where(and(eq(paymentTransaction.id, transactionId), eq(paymentTransaction.state, 'pending')));
      },
      opened: async (checkout) => {
        const [row] = await db
          .update(paymentTransaction)
          .set({ ...checkout, updatedAt: clock.now() })
          .where(eq(paymentTransaction.id, transactionId))
          .returning();
        return row;
      },
    },
  );
  // A saved card is charged at once: its outcome is applied now, not only when the return page asks.
  if (method.code === 'saved_card' && attempt) await refreshTransaction(deps, attempt);
  return { payment_id: transactionId, redirect_url: redirectUrl };
}
