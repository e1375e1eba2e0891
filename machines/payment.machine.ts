import { assign, setup } from 'xstate';
import type { CreateSalesOrderResponse } from '../contract/orders';
import type { CreatePaymentResponse, PaymentStatusResponse } from '../contract/payments';
import { failureOf, hasCode, refusalOr, type Failure } from './failure';
import { notProvided } from './not-provided';
import type {
  CreateOrderInput,
  CreatePaymentInput,
  PaymentContext,
  PaymentEvent,
  PaymentInput,
  PaymentLookup,
  PaymentOutcome,
  PaymentOutput,
} from './payment.types';

export const orderFailedLog = 'Error al crear la orden';
export const paymentStartFailedLog = 'Error al iniciar el pago';
export const verificationFailedLog = 'Error al verificar el pago';
export const cancelFailedLog = 'Error al cancelar el pedido';

/** What the buyer is told when the gateway gave no reason of its own (no connection, a 5xx). */
export const paymentFailures = {
  order: { code: 'order_failed' },
  payment: { code: 'payment_start_failed' },
  verification: { code: 'verification_failed' },
  cancel: { code: 'order_cancel_failed' },
} as const satisfies Record<string, Failure>;

const firstPollDelayMs = 2_000;
const maxPollDelayMs = 30_000;

function present<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`payment machine: ${what} is missing`);
  return value;
}

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
    output: {} as PaymentOutput,
  },
  actors: {
    createOrder: notProvided.actor<CreateSalesOrderResponse, CreateOrderInput>('payment', 'createOrder'),
    createPayment: notProvided.actor<CreatePaymentResponse, CreatePaymentInput>('payment', 'createPayment'),
    fetchPaymentStatus: notProvided.actor<PaymentStatusResponse, PaymentLookup>('payment', 'fetchPaymentStatus'),
    cancelOrder: notProvided.actor<unknown, { order_id: number }>('payment', 'cancelOrder'),
    /** Sends `payment.recheck` when the buyer comes back to the page (the bank may have decided meanwhile). */
    watchReturn: notProvided.listener<PaymentEvent>('payment', 'watchReturn'),
  },
  actions: {
    redirectToProvider: (_, _params: { url: string }) => notProvided.action('payment', 'redirectToProvider'),
    clearCart: () => notProvided.action('payment', 'clearCart'),
    /** The order was cancelled: the lines it held are the cart again. */
    releaseCart: (_, _params: { orderId: number }) => notProvided.action('payment', 'releaseCart'),
    logError: (_, _params: { message: string; error: unknown }) => notProvided.action('payment', 'logError'),
    /** How the payment ends for the checkout that invoked it. */
    end: assign((_, outcome: PaymentOutcome) => ({ outcome })),
    // The gateway's record wins over the return URL; an order id once known is kept.
    recordPayment: assign(({ context }, status: PaymentStatusResponse) => ({
      paymentId: status.payment_id,
      orderId: context.orderId ?? status.order_id,
      paymentMethodId: status.payment_method_id,
    })),
  },
  guards: {
    isReturnFromProvider: ({ context }) => context.lookup !== null,
    isCreditSale: ({ context }) => context.method === 'credit',
    isPriceChange: (_, { error }: { error: unknown }) => hasCode(error, 'price_changed'),
    isApproved: (_, status: PaymentStatusResponse) => status.status === 'approved',
    isRejected: (_, status: PaymentStatusResponse) => status.status === 'rejected',
  },
  delays: {
    // 2 s, 4 s, 8 s, 16 s, then every 30 s.
    pollBackoff: ({ context }) => Math.min(firstPollDelayMs * 2 ** (context.attempt - 1), maxPollDelayMs),
  },
}).createMachine({
  id: 'payment',
  description:
    'Pays an order for the checkout that invokes it (created once under its key, then the provider payment or 30-day credit) ' +
    'and, on the return pages, believes only the gateway about the outcome.',
  context: ({ input }) => ({
    newIdempotencyKey: input.newIdempotencyKey,
    order: input.mode === 'checkout' ? input.order : null,
    method: input.mode === 'checkout' ? input.method : null,
    lookup: input.mode === 'verifying' ? input.lookup : null,
    paymentMethodId: input.mode === 'checkout' ? input.order.payment_method_id : null,
    orderKey: input.mode === 'checkout' ? (input.orderKey ?? input.newIdempotencyKey()) : null,
    paymentKey: null,
    orderId: null,
    paymentId: null,
    failure: null,
    outcome: null,
    attempt: 0,
  }),
  output: ({ context }) => ({
    outcome: context.outcome,
    orderId: context.orderId,
    orderKey: context.orderKey,
    failure: context.failure,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isReturnFromProvider', target: 'verifying' }, { target: 'creatingOrder' }],
    },
    creatingOrder: {
      description: 'The order is created under the attempt\'s key: a retry of the same order never places a second one.',
      tags: ['busy'],
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        input: ({ context }) => ({
          order: present(context.order, 'order'),
          idempotencyKey: present(context.orderKey, 'orderKey'),
        }),
        onDone: [
          {
            guard: 'isCreditSale',
            target: 'confirmed',
            actions: [assign({ orderId: ({ event }) => event.output.order_id }), { type: 'end', params: 'confirmed' }],
          },
          {
            target: 'creatingPayment',
            actions: assign({
              orderId: ({ event }) => event.output.order_id,
              paymentKey: ({ context }) => context.newIdempotencyKey(),
            }),
          },
        ],
        onError: [
          {
            guard: { type: 'isPriceChange', params: ({ event }) => ({ error: event.error }) },
            target: 'priceChanged',
            actions: [
              assign({ failure: ({ event }) => failureOf(event.error) }),
              { type: 'end', params: 'priceChanged' },
              { type: 'logError', params: ({ event }) => ({ message: orderFailedLog, error: event.error }) },
            ],
          },
          {
            target: 'orderFailed',
            actions: [
              assign({ failure: ({ event }) => refusalOr(event.error, paymentFailures.order) }),
              { type: 'end', params: 'orderFailed' },
              { type: 'logError', params: ({ event }) => ({ message: orderFailedLog, error: event.error }) },
            ],
          },
        ],
      },
    },
    orderFailed: {
      description: 'No order was placed: the checkout keeps the key, for a retry of the same order.',
      type: 'final',
    },
    priceChanged: {
      description: 'The gateway refused stale prices and listed the current ones: no order was placed.',
      type: 'final',
    },
    creatingPayment: {
      tags: ['busy'],
      entry: assign({ failure: null }),
      invoke: {
        id: 'createPayment',
        src: 'createPayment',
        input: ({ context }) => ({
          order_id: present(context.orderId, 'orderId'),
          payment_method_id: present(context.paymentMethodId, 'paymentMethodId'),
          idempotencyKey: present(context.paymentKey, 'paymentKey'),
        }),
        onDone: {
          target: 'redirecting',
          actions: [
            assign({ paymentId: ({ event }) => event.output.payment_id ?? null }),
            { type: 'end', params: 'redirecting' },
            { type: 'redirectToProvider', params: ({ event }) => ({ url: event.output.redirect_url }) },
          ],
        },
        onError: {
          target: 'paymentStartFailed',
          actions: [
            assign({ failure: ({ event }) => refusalOr(event.error, paymentFailures.payment) }),
            { type: 'logError', params: ({ event }) => ({ message: paymentStartFailedLog, error: event.error }) },
          ],
        },
      },
    },
    paymentStartFailed: {
      description: 'The order exists but its payment could not be opened; a retry repeats the same request.',
      tags: ['error'],
      on: { 'payment.retry': 'creatingPayment' },
    },
    redirecting: {
      description: "Handed over to the provider's page; the return pages take it from there.",
      type: 'final',
    },
    confirmed: {
      description: 'Placed on 30-day credit.',
      type: 'final',
    },
    verifying: {
      description: "Asks the gateway for the payment's state; the return URL's own claim is never read.",
      tags: ['busy'],
      entry: assign({ failure: null }),
      invoke: {
        id: 'fetchPaymentStatus',
        src: 'fetchPaymentStatus',
        input: ({ context }) =>
          context.paymentId !== null ? { payment_id: context.paymentId } : present(context.lookup, 'lookup'),
        onDone: [
          {
            guard: { type: 'isApproved', params: ({ event }) => event.output },
            target: 'succeeded',
            actions: { type: 'recordPayment', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'isRejected', params: ({ event }) => event.output },
            target: 'failed',
            actions: [
              { type: 'recordPayment', params: ({ event }) => event.output },
              // The provider's reason, in its words, when it gave one ("Fondos insuficientes"); ours otherwise.
              assign({
                failure: ({ event }) =>
                  event.output.reason ? { code: 'declined_by_provider', message: event.output.reason } : { code: 'payment_rejected' },
              }),
            ],
          },
          {
            target: 'pending',
            actions: [
              { type: 'recordPayment', params: ({ event }) => event.output },
              assign({ attempt: ({ context }) => context.attempt + 1 }),
            ],
          },
        ],
        onError: {
          target: 'verificationFailed',
          actions: [
            assign({ failure: ({ event }) => refusalOr(event.error, paymentFailures.verification) }),
            { type: 'logError', params: ({ event }) => ({ message: verificationFailedLog, error: event.error }) },
          ],
        },
      },
      on: { 'payment.leave': 'left' },
    },
    succeeded: {
      type: 'final',
      entry: 'clearCart',
    },
    failed: {
      description: 'The provider rejected the payment; the order stands and can be paid again.',
      tags: ['error'],
      on: {
        'payment.retry': {
          target: 'creatingPayment',
          actions: assign({ paymentKey: ({ context }) => context.newIdempotencyKey() }),
        },
        'payment.changeMethod': {
          target: 'creatingPayment',
          actions: assign({
            paymentMethodId: ({ event }) => event.payment_method_id,
            paymentKey: ({ context }) => context.newIdempotencyKey(),
          }),
        },
        'payment.cancelOrder': 'cancellingOrder',
      },
    },
    cancellingOrder: {
      description: 'The buyer gives the order up; the gateway refuses once it is paid or while a payment of it is open.',
      tags: ['busy'],
      entry: assign({ failure: null }),
      invoke: {
        id: 'cancelOrder',
        src: 'cancelOrder',
        input: ({ context }) => ({ order_id: present(context.orderId, 'orderId') }),
        onDone: 'cancelled',
        onError: {
          target: 'failed',
          actions: [
            assign({ failure: ({ event }) => refusalOr(event.error, paymentFailures.cancel) }),
            { type: 'logError', params: ({ event }) => ({ message: cancelFailedLog, error: event.error }) },
          ],
        },
      },
    },
    cancelled: {
      description: 'The order is cancelled: its lines are the cart again, and nothing was charged.',
      type: 'final',
      entry: { type: 'releaseCart', params: ({ context }) => ({ orderId: present(context.orderId, 'orderId') }) },
    },
    pending: {
      description:
        'The provider has not decided; polled with growing pauses until final or left, and at once when the buyer comes back to the page (the bank may have decided in another window).',
      after: { pollBackoff: 'verifying' },
      invoke: { id: 'watchReturn', src: 'watchReturn' },
      on: { 'payment.leave': 'left', 'payment.recheck': 'verifying' },
    },
    verificationFailed: {
      description: 'The gateway could not be asked; nothing is assumed until a retry answers.',
      tags: ['error'],
      on: { 'payment.retry': 'verifying' },
    },
    left: {
      description: 'The buyer left while the outcome was open; polling stopped.',
      type: 'final',
    },
  },
});
