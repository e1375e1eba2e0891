import { fromCallback, fromPromise } from 'xstate';
import { orderEndpoints, type CreateSalesOrderResponse } from '../../contract/orders';
import { paymentEndpoints, type CreatePaymentResponse, type PaymentStatusResponse } from '../../contract/payments';
import type { paymentMachine } from '../../machines/payment.machine';
import type { CreateOrderInput, CreatePaymentInput, PaymentEvent, PaymentLookup } from '../../machines/payment.types';
import type { ApiClient } from '../api/client';
import { failing } from './failure';
import type { MachineEffects } from './machine-effects';

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
export function paymentEffects(
  client: ApiClient,
  location: Pick<Location, 'href'> = window.location,
): MachineEffects<typeof paymentMachine> {
  const api = failing(client);
  return {
    actors: {
      // A missing order_id fails the answer's schema, so the machine logs "Error al crear la orden".
      createOrder: fromPromise<CreateSalesOrderResponse, CreateOrderInput>(({ input }) => {
        return api.request(orderEndpoints.create, { body: input.order, idempotencyKey: input.idempotencyKey });
      }),
      createPayment: fromPromise<CreatePaymentResponse, CreatePaymentInput>(({ input }) => {
        const body = { order_id: input.order_id, payment_method_id: input.payment_method_id };
        return api.request(paymentEndpoints.create, { body, idempotencyKey: input.idempotencyKey });
      }),
      fetchPaymentStatus: fromPromise<PaymentStatusResponse, PaymentLookup>(({ input }) =>
        input.payment_id !== undefined
          ? api.request(paymentEndpoints.status, { params: { id: input.payment_id } })
          : api.request(paymentEndpoints.orderPayment, { params: { id: input.order_id } }),
      ),
      cancelOrder: fromPromise<unknown, { order_id: number }>(({ input }) => api.request(orderEndpoints.cancel, { params: { id: input.order_id } })),
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
