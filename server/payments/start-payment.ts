import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { BodyOf } from '../../contract/endpoint';
import type { CreatePaymentResponse, paymentEndpoints } from '../../contract/payments';
import { santiagoDate } from '../../machines/rules/calendar';
import type { AppDeps, AuthUser } from '../context';
import type { Db } from '../db/client';
import { paymentTransaction, resUsers, saleOrder } from '../db/schema';
import { ApiError } from '../http/errors';
import type { KeyedRecords } from '../http/idempotency';
import { cardMethodOf, openCheckout, providerOf } from './card-checkout';
import { loadCompany } from './company-methods';
import { refreshTransaction } from './settle';

type PaymentRequest = BodyOf<typeof paymentEndpoints.create>;
type KeyedPayment = NonNullable<Awaited<ReturnType<typeof transactionByKey>>>;

/** Attempts of one order read again from the provider before a new one starts; more are never open. */
const maxOpenAttempts = 20;

const orderNotFound = () => new ApiError(404, 'not_found', 'El pedido no existe.', { order_id: ['El pedido no existe.'] });

async function transactionByKey(db: Db, companyId: number, key: string) {
  const [row] = await db
    .select({ id: paymentTransaction.id, redirectUrl: paymentTransaction.redirectUrl, requestHash: paymentTransaction.requestHash })
    .from(paymentTransaction)
    .where(and(eq(paymentTransaction.partnerId, companyId), eq(paymentTransaction.idempotencyKey, key)))
    .limit(1);
  return row;
}

/** A company's payment attempts by Idempotency-Key: a repeated key answers the checkout it opened. */
export function paymentsByKey(db: Db, companyId: number, key: string): KeyedRecords<KeyedPayment, CreatePaymentResponse> {
  return {
    find: () => transactionByKey(db, companyId, key),
    answerOf: (attempt) => (attempt.redirectUrl ? { payment_id: attempt.id, redirect_url: attempt.redirectUrl } : null),
    uniqueIndex: 'payment_transaction_idempotency_idx',
  };
}

/**
 * Opens a card payment of a company's draft order at the provider and records the attempt. Attempts
 * left open are read again first, so an order paid meanwhile is never charged twice; an order no longer
 * in draft is refused (409).
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
    .select({ id: saleOrder.id })
    .from(saleOrder)
    .where(and(eq(saleOrder.id, request.order_id), eq(saleOrder.partnerId, user.partnerId)))
    .limit(1);
  if (!order) throw orderNotFound();

  const company = await loadCompany(db, user.partnerId);
  const method = await cardMethodOf(
    db,
    company,
    request.payment_method_id,
    santiagoDate(clock.now()),
    'El crédito se elige al crear el pedido; este pedido se paga con tarjeta.',
  );
  const provider = providerOf(deps);

  // An attempt left open at the provider may have been approved meanwhile: never charge twice.
  const open = await db
    .select()
    .from(paymentTransaction)
    .where(and(eq(paymentTransaction.orderId, order.id), eq(paymentTransaction.state, 'pending')))
    .limit(maxOpenAttempts);
  for (const attempt of open) await refreshTransaction(deps, attempt);
  const [current] = await db
    .select({ name: saleOrder.name, state: saleOrder.state, amountTotal: saleOrder.amountTotal })
    .from(saleOrder)
    .where(eq(saleOrder.id, order.id))
    .limit(1);
  if (current?.state !== 'draft') {
    const message = current?.state === 'sale' ? 'Este pedido ya está confirmado y no admite otro pago.' : 'Este pedido ya no admite pagos.';
    throw new ApiError(409, 'order_not_payable', message);
  }

  const [buyer] = await db.select({ email: resUsers.login }).from(resUsers).where(eq(resUsers.id, user.id)).limit(1);
  const transactionId = randomUUID();
  const back = (page: string) => `${publicUrl}/product/${page}?payment_id=${transactionId}`;
  const checkout = await openCheckout(
    deps,
    provider,
    {
      transactionId,
      amount: current.amountTotal,
      description: `Pedido ${current.name} de Despensa`,
      payerEmail: buyer?.email ?? company.email ?? '',
      returnUrls: { success: back('finalpago'), failure: back('errorpago'), pending: back('pendiente') },
      ...(method.code === 'saved_card' ? { savedCardRef: method.card.providerRef } : {}),
    },
    `order ${order.id}`,
  );

  const [attempt] = await db.insert(paymentTransaction).values({
    id: transactionId,
    orderId: order.id,
    partnerId: user.partnerId,
    provider: provider.name,
    providerReference: checkout.providerReference,
    redirectUrl: checkout.redirectUrl,
    paymentMethodCode: method.code,
    paymentTokenId: method.code === 'saved_card' ? method.card.id : null,
    amount: current.amountTotal,
    idempotencyKey: key.key,
    requestHash: key.hash,
    updatedAt: clock.now(),
  }).returning();
  // A saved card is charged at once: its outcome is applied now, not only when the return page asks.
  if (method.code === 'saved_card' && attempt) await refreshTransaction(deps, attempt);
  return { payment_id: transactionId, redirect_url: checkout.redirectUrl };
}
