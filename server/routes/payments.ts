import { paymentEndpoints, type CreatePaymentResponse } from '../../contract/payments';
import type { AppDeps } from '../context';
import { endpointRouter } from '../http/endpoint';
import { oncePerKey } from '../http/idempotency';
import { singleFlight } from '../http/single-flight';
import { orderPaymentStatus, paymentStatus } from '../payments/payment-status';
import { receiveNotice } from '../payments/payment-webhook';
import { paymentsByKey, startPayment } from '../payments/start-payment';

/** Paying an order by card, the payment's state, and the provider's notices. */
export function paymentRoutes(deps: AppDeps) {
  const { db } = deps;
  // Attempts on one order with one method sent together to this instance are one attempt (the database
  // decides between instances); another method is its own request, refused or not on its own.
  const paying = singleFlight<CreatePaymentResponse>();

  return endpointRouter(deps)
    .on(paymentEndpoints.create, (c, { user, idempotencyKey: key, body }) =>
      oncePerKey(c, body, paymentsByKey(db, user.partnerId, key), (hash) =>
        paying(`${user.partnerId}:${body.order_id}:${body.payment_method_id}`, () => startPayment(deps, user, { key, hash }, body)),
      ),
    )
    .on(paymentEndpoints.status, (_c, { user, params: { id } }) => paymentStatus(deps, user.partnerId, id))
    .on(paymentEndpoints.orderPayment, (_c, { user, params: { id: orderId } }) => orderPaymentStatus(deps, user.partnerId, orderId))
    .on(paymentEndpoints.webhook, async (c, { params }) =>
      c.json(await receiveNotice(deps, params.provider, c.req.raw.headers, await c.req.text(), c.req.url)),
    ).app;
}
