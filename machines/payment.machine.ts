import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type {
  CreateOrderInput,
  CreatePaymentInput,
  PaymentContext,
  PaymentEvent,
  PaymentFailure,
  PaymentInput,
  PaymentLookup,
} from './payment.types';
import type { CreateSalesOrderResponse } from '../contract/orders';
import type { CreatePaymentResponse, PaymentStatusResponse } from '../contract/payments';
import type { UserFacingError } from './session.machine';

export const orderFailedLog = 'Error al crear la orden';
export const paymentStartFailedLog = 'Error al iniciar el pago';
export const verificationFailedLog = 'Error al verificar el pago';

export const fallbackMessages = {
  order: 'No pudimos crear tu pedido. Inténtalo de nuevo.',
  payment: 'No pudimos iniciar el pago. Inténtalo de nuevo.',
  verification: 'No pudimos confirmar el estado de tu pago. Revisa tu conexión e inténtalo de nuevo.',
  rejected: 'Tu pago fue rechazado. Puedes intentarlo de nuevo o elegir otro medio de pago.',
} as const;

const firstPollDelayMs = 2_000;
const maxPollDelayMs = 30_000;

/** Real effects come from `provide()`; a machine started without them fails loudly. */
function notProvided<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`payment actor "${name}" was not provided`)));
}

function isPaymentFailure(error: unknown): error is PaymentFailure {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    'message' in error &&
    (typeof error.message === 'string' || error.message === null)
  );
}

function toUserFacingError(error: unknown, fallback: string): UserFacingError {
  if (!isPaymentFailure(error)) return { code: 'unknown', message: fallback };
  return { code: error.code, message: error.message ?? fallback };
}

function currentPricesOf(error: unknown) {
  return (isPaymentFailure(error) && error.prices) || [];
}

function present<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`payment machine: ${what} is missing`);
  return value;
}

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
  },
  actors: {
    createOrder: notProvided<CreateSalesOrderResponse, CreateOrderInput>('createOrder'),
    createPayment: notProvided<CreatePaymentResponse, CreatePaymentInput>('createPayment'),
    fetchPaymentStatus: notProvided<PaymentStatusResponse, PaymentLookup>('fetchPaymentStatus'),
    /** Sends `payment.recheck` when the buyer comes back to the page (the bank may have decided meanwhile). */
    watchReturn: fromCallback<PaymentEvent>(() => {
      throw new Error('payment actor "watchReturn" was not provided');
    }),
  },
  actions: {
    redirectToProvider: (_, _params: { url: string }) => {
      throw new Error('payment action "redirectToProvider" was not provided');
    },
    clearCart: () => {
      throw new Error('payment action "clearCart" was not provided');
    },
    logError: (_, _params: { message: string; error: unknown }) => {
      throw new Error('payment action "logError" was not provided');
    },
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
    isPriceChange: (_, { error }: { error: unknown }) => isPaymentFailure(error) && error.code === 'price_changed',
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
    'Pays a ready cart (the order created once, then the provider payment or 30-day credit) and, on the return pages, believes only the gateway about the outcome.',
  context: ({ input }) => ({
    newIdempotencyKey: input.newIdempotencyKey,
    order: input.mode === 'checkout' ? input.order : null,
    method: input.mode === 'checkout' ? input.method : null,
    lookup: input.mode === 'verifying' ? input.lookup : null,
    paymentMethodId: input.mode === 'checkout' ? input.order.payment_method_id : null,
    orderKey: null,
    paymentKey: null,
    orderId: null,
    paymentId: null,
    error: null,
    currentPrices: null,
    attempt: 0,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isReturnFromProvider', target: 'verifying' }, { target: 'ready' }],
    },
    ready: {
      description: 'The cart is ready to pay.',
      on: {
        'payment.submit': {
          target: 'creatingOrder',
          actions: assign({ orderKey: ({ context }) => context.newIdempotencyKey() }),
        },
      },
    },
    creatingOrder: {
      tags: ['busy'],
      entry: assign({ error: null, currentPrices: null }),
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
            actions: assign({ orderId: ({ event }) => event.output.order_id }),
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
              assign({
                error: ({ event }) => toUserFacingError(event.error, fallbackMessages.order),
                currentPrices: ({ event }) => currentPricesOf(event.error),
              }),
              { type: 'logError', params: ({ event }) => ({ message: orderFailedLog, error: event.error }) },
            ],
          },
          {
            target: 'orderFailed',
            actions: [
              assign({ error: ({ event }) => toUserFacingError(event.error, fallbackMessages.order) }),
              { type: 'logError', params: ({ event }) => ({ message: orderFailedLog, error: event.error }) },
            ],
          },
        ],
      },
    },
    orderFailed: {
      description: 'No order was placed: the buyer may change the cart, the method or the step before trying again.',
      // `orderOpen`: the only state of an attempt in which the order it carries is not held.
      tags: ['error', 'orderOpen'],
      on: { 'payment.retry': 'creatingOrder' },
    },
    priceChanged: {
      description: 'The gateway refused stale prices; the cart refreshes and the buyer accepts the current ones.',
      tags: ['error'],
      on: {
        'payment.acceptPrices': {
          target: 'creatingOrder',
          actions: assign({
            order: ({ context, event }) => ({ ...present(context.order, 'order'), order_line: event.order_line }),
          }),
        },
      },
    },
    creatingPayment: {
      tags: ['busy'],
      entry: assign({ error: null }),
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
            assign({ paymentId: ({ event }) => event.output.payment_id }),
            { type: 'redirectToProvider', params: ({ event }) => ({ url: event.output.redirect_url }) },
          ],
        },
        onError: {
          target: 'paymentStartFailed',
          actions: [
            assign({ error: ({ event }) => toUserFacingError(event.error, fallbackMessages.payment) }),
            { type: 'logError', params: ({ event }) => ({ message: paymentStartFailedLog, error: event.error }) },
          ],
        },
      },
    },
    paymentStartFailed: {
      description: 'The payment could not be opened; a retry repeats the same request.',
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
      entry: 'clearCart',
    },
    verifying: {
      description: "Asks the gateway for the payment's state; the return URL's own claim is never read.",
      tags: ['busy'],
      entry: assign({ error: null }),
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
              assign({
                error: ({ event }) => ({ code: 'payment_rejected', message: event.output.reason ?? fallbackMessages.rejected }),
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
            assign({ error: ({ event }) => toUserFacingError(event.error, fallbackMessages.verification) }),
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
      },
    },
    pending: {
      description:
        'The provider has not decided; polled with growing pauses until final or left, and at once when the buyer comes back to the page (the bank may have decided in another window).',
      after: { pollBackoff: 'verifying' },
      invoke: { src: 'watchReturn' },
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
