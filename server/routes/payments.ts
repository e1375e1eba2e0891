import { and, desc, eq } from 'drizzle-orm';
import { paymentEndpoints, type CreatePaymentResponse, type PaymentMethodCode, type PaymentStatusResponse } from '../../contract/payments';
import type { AppDeps } from '../context';
import { clubCharge, paymentTransaction, paymentWebhookEvent, saleOrder } from '../db/schema';
import { refreshClubCharge } from '../club/club-charges';
import { paymentMethodIdOf } from '../domain/payment-methods';
import { endpointRouter } from '../http/endpoint';
import { ApiError } from '../http/errors';
import { oncePerKey } from '../http/idempotency';
import { singleFlight } from '../http/single-flight';
import { openOrApproved, refreshTransaction, type TransactionRow } from '../payments/settle';
import { paymentsByKey, startPayment } from '../payments/start-payment';

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

export function paymentRoutes(deps: AppDeps) {
  const { db } = deps;
  // Attempts on one order sent together to this instance are one attempt (the database decides between instances).
  const paying = singleFlight<CreatePaymentResponse>();

  return endpointRouter(deps)
    .on(paymentEndpoints.create, (c, { user, idempotencyKey: key, body }) =>
      oncePerKey(c, body, paymentsByKey(db, user.partnerId, key), (hash) =>
        paying(`${user.partnerId}:${body.order_id}`, () => startPayment(deps, user, { key, hash }, body)),
      ),
    )
    .on(paymentEndpoints.status, async (_c, { user, params: { id } }) => {
      const [transaction] = await db
        .select()
        .from(paymentTransaction)
        .where(and(eq(paymentTransaction.id, id), eq(paymentTransaction.partnerId, user.partnerId)))
        .limit(1);
      if (!transaction) throw paymentNotFound();
      return statusOf(await refreshTransaction(deps, transaction));
    })
    .on(paymentEndpoints.orderPayment, async (_c, { user, params: { id: orderId } }) => {
      const [order] = await db
        .select({ id: saleOrder.id })
        .from(saleOrder)
        .where(and(eq(saleOrder.id, orderId), eq(saleOrder.partnerId, user.partnerId)))
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
    })
    .on(
      paymentEndpoints.webhook,
      async (c, { params }) => {
        const provider = deps.payments;
        if (!provider || provider.name !== params.provider) {
          throw new ApiError(404, 'not_found', 'El recurso solicitado no existe.');
        }
        const notice = await provider.verifyWebhook(c.req.raw.headers, await c.req.text());
        if (!notice) {
          deps.logger.warn({ event: 'webhook.refused', provider: provider.name, reason: 'invalid_signature' });
          throw new ApiError(401, 'invalid_signature', 'La firma del aviso de pago no es válida.');
        }

        const eventId = `${provider.name}:${notice.eventId}`;
        const [seen] = await db
          .select({ id: paymentWebhookEvent.id })
          .from(paymentWebhookEvent)
          .where(eq(paymentWebhookEvent.id, eventId))
          .limit(1);
        deps.logger.info({ event: 'webhook.received', provider: provider.name, eventId: notice.eventId, transaction: notice.transactionId, duplicate: Boolean(seen) });
        if (seen) return c.json({ received: true, duplicate: true });

        const [transaction] = await db
          .select()
          .from(paymentTransaction)
          .where(eq(paymentTransaction.id, notice.transactionId))
          .limit(1);
        // The notice only says which payment to look at; its state is read again from the provider.
        if (transaction?.provider === provider.name && transaction.providerReference === notice.providerReference) {
          await refreshTransaction(deps, transaction, { evenIfFinal: true });
        } else if (!transaction) {
          // A Club CXTI fee goes through the same provider under its own charge id.
          const [charge] = await db.select().from(clubCharge).where(eq(clubCharge.id, notice.transactionId)).limit(1);
          if (charge?.provider === provider.name && charge.providerReference === notice.providerReference) await refreshClubCharge(deps, charge, { evenIfFinal: true });
        }
        // Recorded after applying, so a delivery that failed halfway is processed again on its retry.
        await db.insert(paymentWebhookEvent).values({ id: eventId, transactionId: notice.transactionId }).onConflictDoNothing();
        return c.json({ received: true, duplicate: false });
      },
    ).app;
}
