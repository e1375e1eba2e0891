import { fromCallback, fromPromise } from 'xstate';
import * as z from 'zod/mini';
import { currentPrice, orderEndpoints, type CreateSalesOrderResponse } from '../../contract/orders';
import { paymentEndpoints, type CreatePaymentResponse, type PaymentStatusResponse } from '../../contract/payments';
import type { paymentMachine } from '../../machines/payment.machine';
import type { CreateOrderInput, CreatePaymentInput, PaymentEvent, PaymentFailure, PaymentLookup } from '../../machines/payment.types';
import { ApiRequestError, type ApiClient } from '../api/client';

/**
 * The client words failures it made itself ("Something went wrong", in English); only a message the
 * gateway wrote reaches the buyer, otherwise the machine shows its Spanish fallback.
 */
function toPaymentFailure(error: unknown): PaymentFailure {
  if (!(error instanceof ApiRequestError)) return { code: 'unknown', message: null };
  const wordedByGateway = error.status !== null && error.code !== 'http_error';
  const prices = z.safeParse(z.array(currentPrice), error.details?.current_prices);
  return {
    code: error.code,
    message: wordedByGateway ? error.message : null,
    ...(error.code === 'price_changed' && prices.success ? { prices: prices.data } : {}),
  };
}

async function asPaymentFailure<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw toPaymentFailure(error);
  }
}

/**
 * The buyer coming back to the page (its window focused, or shown again): a pending payment is asked
 * about at once instead of after the next pause.
 */
export const watchReturn = fromCallback<PaymentEvent>(({ sendBack }) => {
  const recheck = () => {
    if (document.visibilityState === 'visible') sendBack({ type: 'payment.recheck' });
  };
  window.addEventListener('focus', recheck);
  document.addEventListener('visibilitychange', recheck);
  return () => {
    window.removeEventListener('focus', recheck);
    document.removeEventListener('visibilitychange', recheck);
  };
});

/**
 * The payment machine's real effects: the gateway's order and payment endpoints, and the browser's
 * address bar. Emptying the cart is the cart's own machine's business: whoever runs a payment adds it.
 */
export function paymentImplementations(
  api: ApiClient,
  location: Pick<Location, 'href'> = window.location,
): Parameters<typeof paymentMachine.provide>[0] {
  return {
    actors: {
      // A missing order_id fails the answer's schema, so the machine logs "Error al crear la orden".
      createOrder: fromPromise<CreateSalesOrderResponse, CreateOrderInput>(({ input }) => {
        return asPaymentFailure(api.request(orderEndpoints.create, { body: input.order, idempotencyKey: input.idempotencyKey }));
      }),
      createPayment: fromPromise<CreatePaymentResponse, CreatePaymentInput>(({ input }) => {
        const body = { order_id: input.order_id, payment_method_id: input.payment_method_id };
        return asPaymentFailure(api.request(paymentEndpoints.create, { body, idempotencyKey: input.idempotencyKey }));
      }),
      fetchPaymentStatus: fromPromise<PaymentStatusResponse, PaymentLookup>(({ input }) =>
        asPaymentFailure(
          input.payment_id !== undefined
            ? api.request(paymentEndpoints.status, { params: { id: input.payment_id } })
            : api.request(paymentEndpoints.orderPayment, { params: { id: input.order_id } }),
        ),
      ),
      watchReturn,
    },
    actions: {
      redirectToProvider: (_, { url }) => {
        location.href = url;
      },
      logError: (_, { message, error }) => console.error(message, error),
    },
  };
}
