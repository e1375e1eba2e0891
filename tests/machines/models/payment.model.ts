import type { CreateSalesOrderRequest, OrderLine } from '../../../contract/orders';
import type { PaymentStatusResponse } from '../../../contract/payments';
import { expect } from 'vitest';
import { fromCallback, type AnyMachineSnapshot } from 'xstate';
import { cancelFailedLog, orderFailedLog, paymentMachine, paymentStartFailedLog, verificationFailedLog } from '../../../machines/payment.machine';
import type { PaymentContext } from '../../../machines/payment.types';
import { machineModel } from '../support/model';

const line: OrderLine = { product_id: 101, product_uom_qty: 2.5, price_unit: 8_990, cxti_price: 7_990 };
const order: CreateSalesOrderRequest = {
  partner_id: 12,
  payment_method_id: 3,
  scheduled_date: '2026-03-10',
  retiro_en_tienda: false,
  order_line: [line],
};

let keys = 0;
const newIdempotencyKey = () => `key-${++keys}`;

/** Effects recorded as they happen; each step checks those that appeared since the previous one. */
const performed: string[] = [];
let seen = 0;

const machine = paymentMachine.provide({
  // The model sends payment.recheck itself.
  actors: { watchReturn: fromCallback(() => {}) },
  actions: {
    clearCart: () => void performed.push('clearCart'),
    releaseCart: (_, { orderId }) => void performed.push(`releaseCart ${orderId}`),
    redirectToProvider: () => void performed.push('redirectToProvider'),
    logError: (_, { message }) => void performed.push(message),
  },
});

const status = (s: PaymentStatusResponse['status'], reason?: string): PaymentStatusResponse => ({
  payment_id: 'pay-9',
  order_id: 77,
  payment_method_id: 3,
  status: s,
  ...(reason ? { reason } : {}),
});

const logLines: Record<string, string> = {
  orderFailed: orderFailedLog,
  priceChanged: orderFailedLog,
  paymentStartFailed: paymentStartFailedLog,
  verificationFailed: verificationFailedLog,
  failed: cancelFailedLog,
};
const entryEffects: Record<string, string[]> = {
  redirecting: ['redirectToProvider'],
  succeeded: ['clearCart'],
  cancelled: ['releaseCart 77'],
};

function expectedEffects(state: string, eventType: string): string[] {
  if (eventType.startsWith('xstate.error.actor.')) return [logLines[state] ?? `no log line for ${state}`];
  return entryEffects[state] ?? [];
}

function contextOf(snapshot: AnyMachineSnapshot): PaymentContext {
  return snapshot.context as PaymentContext;
}

export const model = machineModel({
  name: 'payment',
  machine,
  inputs: [
    { mode: 'checkout', order, method: 'card', newIdempotencyKey },
    { mode: 'checkout', order, method: 'credit', newIdempotencyKey },
    // The checkout retrying an order the gateway did not place, under that attempt's key.
    { mode: 'checkout', order, method: 'card', orderKey: 'key-kept', newIdempotencyKey },
    { mode: 'verifying', lookup: { payment_id: 'pay-9' }, newIdempotencyKey },
    { mode: 'verifying', lookup: { order_id: 77 }, newIdempotencyKey },
  ],
  events: [
    { type: 'payment.retry' },
    { type: 'payment.changeMethod', payment_method_id: 5 },
    { type: 'payment.leave' },
    { type: 'payment.recheck' },
    { type: 'xstate.done.actor.createOrder', output: { order_id: 77 } },
    { type: 'xstate.error.actor.createOrder', error: { code: 'invalid_request', message: 'Revisa los datos enviados.' } },
    {
      type: 'xstate.error.actor.createOrder',
      error: { code: 'price_changed', message: 'Los precios cambiaron.', prices: [{ product_id: 101, price_unit: 9_490, cxti_price: 8_490 }] },
    },
    { type: 'xstate.done.actor.createPayment', output: { payment_id: 'pay-9', redirect_url: 'https://pago.example/p/9' } },
    { type: 'xstate.error.actor.createPayment', error: { code: 'network', message: null } },
    { type: 'xstate.done.actor.fetchPaymentStatus', output: status('approved') },
    { type: 'xstate.done.actor.fetchPaymentStatus', output: status('rejected', 'Fondos insuficientes') },
    { type: 'xstate.done.actor.fetchPaymentStatus', output: status('pending') },
    { type: 'xstate.error.actor.fetchPaymentStatus', error: new TypeError('Failed to fetch') },
    { type: 'payment.cancelOrder' },
    { type: 'xstate.done.actor.cancelOrder', output: { order_id: 77, name: 'S00077', state: 'cancel' } },
    { type: 'xstate.error.actor.cancelOrder', error: { code: 'order_not_cancellable', message: 'Este pedido ya está confirmado.' } },
  ],
  // The poll delay grows with the attempt: a second pending answer is a vertex of its own.
  abstractContext: (context) => Math.min(context.attempt, 2),
  invariants(snapshot, { event, previous }) {
    const now = contextOf(snapshot);
    const before = previous && contextOf(previous);
    const effects = performed.slice(seen);
    seen = performed.length;

    // Keys and the order, once set, never change: a retry cannot make a second order.
    if (before?.orderKey) expect(now.orderKey).toBe(before.orderKey);
    if (before?.orderId) expect(now.orderId).toBe(before.orderId);
    // Only a new payment after a rejection gets a new key; a retry of the same request keeps it.
    if (before?.paymentKey && now.paymentKey !== before.paymentKey) expect(previous?.matches('failed')).toBe(true);
    if (snapshot.matches('creatingOrder')) expect(now.orderKey).not.toBeNull();
    if (snapshot.matches('creatingPayment')) expect([now.orderId, now.paymentKey, now.paymentMethodId]).not.toContain(null);

    // Each step performs exactly the effects of where it arrived: every failure of a call is logged with
    // its line, the buyer is sent away only to pay, and a return page clears the cart only on an approved payment
    // (the checkout clears its own on a confirmed sale).
    expect(effects).toEqual(expectedEffects(String(snapshot.value), event.type));
    if (snapshot.matches('succeeded')) {
      expect(event).toMatchObject({ type: 'xstate.done.actor.fetchPaymentStatus', output: { status: 'approved' } });
    }

    // A failure is kept exactly where it is shown or handed to the checkout.
    const failed = ['paymentStartFailed', 'verificationFailed', 'failed', 'orderFailed', 'priceChanged'] as const;
    expect(now.failure !== null).toBe(failed.some((state) => snapshot.matches(state)));
    expect(snapshot.hasTag('error')).toBe(now.failure !== null && snapshot.status === 'active');
    if (snapshot.matches('priceChanged')) expect(now.failure?.prices).toHaveLength(1);
    if (snapshot.matches('orderFailed')) expect(now.failure).toEqual({ code: 'invalid_request', message: 'Revisa los datos enviados.' });
    // The checkout hears how its payment ended: the outcome, the order and the key it was asked with.
    if (snapshot.status === 'done' && now.order !== null) {
      expect(snapshot.output).toEqual({ outcome: String(snapshot.value), orderId: now.orderId, orderKey: now.orderKey, failure: now.failure });
    }
    if (before) expect(now.attempt).toBeGreaterThanOrEqual(before.attempt);
    if (snapshot.matches('pending')) expect(now.attempt).toBe((before?.attempt ?? 0) + 1);
  },
});
