import type { CreateSalesOrderRequest, CreateSalesOrderResponse, OrderLine } from '../../contract/orders';
import type { CreatePaymentResponse, PaymentStatusResponse } from '../../contract/payments';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { paymentFailures, paymentMachine } from '../../machines/payment.machine';
import type { CreateOrderInput, CreatePaymentInput, PaymentEvent, PaymentInput, PaymentLookup } from '../../machines/payment.types';
import type { PaymentMethodCode } from '../../contract/vocabulary';

const line: OrderLine = { product_id: 101, product_uom_qty: 2.5, price_unit: 8_990, cxti_price: 7_990 };
const order: CreateSalesOrderRequest = {
  partner_id: 12,
  payment_method_id: 3,
  despensa_customer_sale_order_number: 'OC-2291',
  scheduled_date: '2026-03-10',
  retiro_en_tienda: false,
  order_line: [line],
};
const created: CreatePaymentResponse = { payment_id: 'pay-9', redirect_url: 'https://pago.example/p/9' };
const status = (s: PaymentStatusResponse['status'], extra: Partial<PaymentStatusResponse> = {}): PaymentStatusResponse => ({
  payment_id: 'pay-9',
  order_id: 77,
  payment_method_id: 3,
  status: s,
  ...extra,
});

type Answer<T> = T | { reject: unknown };

/** Fakes answering from a script, one answer per call, the last one repeated. */
function scripted<TOutput, TInput>(answers: Answer<TOutput>[]) {
  const calls: TInput[] = [];
  const logic = fromPromise<TOutput, TInput>(({ input }) => {
    calls.push(input);
    const answer = answers[Math.min(calls.length, answers.length) - 1];
    return answer && typeof answer === 'object' && 'reject' in answer ? Promise.reject(answer.reject) : Promise.resolve(answer as TOutput);
  });
  return { logic, calls };
}

function startPayment(
  input: { order?: CreateSalesOrderRequest; method?: PaymentMethodCode; orderKey?: string; lookup?: PaymentLookup },
  answers: {
    createOrder?: Answer<CreateSalesOrderResponse>[];
    createPayment?: Answer<CreatePaymentResponse>[];
    fetchPaymentStatus?: Answer<PaymentStatusResponse>[];
  } = {},
  clock?: SimulatedClock,
) {
  let keys = 0;
  const createOrder = scripted<CreateSalesOrderResponse, CreateOrderInput>(answers.createOrder ?? [{ order_id: 77 }]);
  const createPayment = scripted<CreatePaymentResponse, CreatePaymentInput>(answers.createPayment ?? [created]);
  const fetchPaymentStatus = scripted<PaymentStatusResponse, PaymentLookup>(answers.fetchPaymentStatus ?? [status('approved')]);
  const effects = { clearCart: vi.fn(), redirectToProvider: vi.fn(), logError: vi.fn() };
  /** The buyer's return to the page, while the machine watches for it; null while it does not. */
  const watching: { comeBack: (() => void) | null } = { comeBack: null };
  const watchReturn = fromCallback<PaymentEvent>(({ sendBack }) => {
    watching.comeBack = () => sendBack({ type: 'payment.recheck' });
    return () => {
      watching.comeBack = null;
    };
  });
  const machine = paymentMachine.provide({
    actors: { createOrder: createOrder.logic, createPayment: createPayment.logic, fetchPaymentStatus: fetchPaymentStatus.logic, watchReturn },
    actions: {
      clearCart: () => effects.clearCart(),
      redirectToProvider: (_, { url }) => effects.redirectToProvider(url),
      logError: (_, { message }) => effects.logError(message),
    },
  });
  const newIdempotencyKey = () => `key-${++keys}`;
  const actorInput: PaymentInput = input.lookup
    ? { mode: 'verifying', lookup: input.lookup, newIdempotencyKey }
    : {
        mode: 'checkout',
        order: input.order ?? order,
        method: input.method ?? 'card',
        ...(input.orderKey ? { orderKey: input.orderKey } : {}),
        newIdempotencyKey,
      };
  const actor = createActor(machine, { input: actorInput, clock }).start();
  return { actor, effects, watching, calls: { createOrder: createOrder.calls, createPayment: createPayment.calls, fetchPaymentStatus: fetchPaymentStatus.calls } };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('payment machine, paying the checkout\'s order', () => {
  it('on credit: creates the order with a key and tells the checkout it is confirmed, with no provider payment', async () => {
    const { actor, effects, calls } = startPayment({ method: 'credit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(snapshot.value).toBe('confirmed');
    expect(snapshot.output).toEqual({ outcome: 'confirmed', orderId: 77, orderKey: 'key-1', failure: null });
    expect(calls.createOrder).toEqual([{ order, idempotencyKey: 'key-1' }]);
    expect(calls.createPayment).toEqual([]);
    // The checkout empties its own cart on hearing it; a return page's machine does on an approved payment.
    expect(effects.clearCart).not.toHaveBeenCalled();
  });

  it('by card: opens a payment on the new order and sends the buyer to the provider, keeping the cart', async () => {
    const { actor, effects, calls } = startPayment({ method: 'card' });
    const opening = await waitFor(actor, (s) => s.matches('creatingPayment'));
    expect(opening.hasTag('busy')).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(snapshot.value).toBe('redirecting');
    expect(snapshot.output?.outcome).toBe('redirecting');
    expect(calls.createPayment).toEqual([{ order_id: 77, payment_method_id: 3, idempotencyKey: 'key-2' }]);
    expect(effects.redirectToProvider).toHaveBeenCalledWith('https://pago.example/p/9');
    expect(effects.clearCart).not.toHaveBeenCalled();
  });

  it("hands the gateway's reason for an order it did not place to the checkout, logs it, and a retry under that key places it", async () => {
    const refusal = { code: 'invalid_request', message: 'Revisa los datos enviados.' };
    const { actor, effects, calls } = startPayment({ method: 'saved_card' }, { createOrder: [{ reject: refusal }] });
    const failed = await waitFor(actor, (s) => s.status === 'done');
    expect(failed.value).toBe('orderFailed');
    expect(failed.output).toEqual({ outcome: 'orderFailed', orderId: null, orderKey: 'key-1', failure: refusal });
    expect(effects.logError).toHaveBeenCalledWith('Error al crear la orden');
    expect(calls.createOrder.map((c) => c.idempotencyKey)).toEqual(['key-1']);

    const retry = startPayment({ method: 'saved_card', orderKey: 'key-1' });
    await waitFor(retry.actor, (s) => s.status === 'done');
    expect(retry.calls.createOrder.map((c) => c.idempotencyKey)).toEqual(['key-1']);
    expect(retry.calls.createPayment).toHaveLength(1);
  });

  it('says the order failed, in its own code, when the gateway gave no reason', async () => {
    const { actor } = startPayment({}, { createOrder: [{ reject: { code: 'network' } }] });
    const failed = await waitFor(actor, (s) => s.status === 'done');
    expect(failed.output?.failure).toEqual(paymentFailures.order);
  });

  it('hands a price change to the checkout with the current prices', async () => {
    const prices = [{ product_id: 101, price_unit: 9_490, cxti_price: 8_490 }];
    const { actor, effects } = startPayment(
      { method: 'credit' },
      { createOrder: [{ reject: { code: 'price_changed', message: 'Algunos precios cambiaron.', prices } }] },
    );
    const changed = await waitFor(actor, (s) => s.status === 'done');
    expect(changed.value).toBe('priceChanged');
    expect(changed.output?.failure).toEqual({ code: 'price_changed', message: 'Algunos precios cambiaron.', prices });
    expect(effects.logError).toHaveBeenCalledWith('Error al crear la orden');
  });

  it('retries a payment that could not be opened with the same key, on the same order', async () => {
    const { actor, effects, calls } = startPayment({}, { createPayment: [{ reject: new Error('offline') }, created] });
    const failed = await waitFor(actor, (s) => s.matches('paymentStartFailed'));
    expect(failed.context.failure).toEqual(paymentFailures.payment);
    expect(effects.logError).toHaveBeenCalledWith('Error al iniciar el pago');

    actor.send({ type: 'payment.retry' });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(calls.createOrder).toHaveLength(1);
    expect(calls.createPayment.map((c) => [c.order_id, c.idempotencyKey])).toEqual([
      [77, 'key-2'],
      [77, 'key-2'],
    ]);
  });
});

describe('payment machine, on a return page', () => {
  it('believes the gateway, not the page: an approved payment succeeds and clears the cart', async () => {
    const { actor, effects, calls } = startPayment({ lookup: { payment_id: 'pay-9' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(snapshot.value).toBe('succeeded');
    expect(calls.fetchPaymentStatus).toEqual([{ payment_id: 'pay-9' }]);
    expect(effects.clearCart).toHaveBeenCalledOnce();
  });

  it('shows a rejection with its reason, keeps the cart, and pays the same order again under a new key', async () => {
    const { actor, effects, calls } = startPayment(
      { lookup: { payment_id: 'pay-9' } },
      { fetchPaymentStatus: [status('rejected', { reason: 'Fondos insuficientes' })] },
    );
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.hasTag('error')).toBe(true);
    expect(failed.context.failure).toEqual({ code: 'declined_by_provider', message: 'Fondos insuficientes' });
    expect(effects.clearCart).not.toHaveBeenCalled();

    actor.send({ type: 'payment.retry' });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(calls.createPayment).toEqual([{ order_id: 77, payment_method_id: 3, idempotencyKey: 'key-1' }]);
    expect(effects.redirectToProvider).toHaveBeenCalledWith('https://pago.example/p/9');
  });

  it('pays a rejected order with another method the buyer picks', async () => {
    const { actor, calls } = startPayment({ lookup: { order_id: 77 } }, { fetchPaymentStatus: [status('rejected')] });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.failure).toEqual({ code: 'payment_rejected' });
    actor.send({ type: 'payment.changeMethod', payment_method_id: 5 });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(calls.fetchPaymentStatus).toEqual([{ order_id: 77 }]);
    expect(calls.createPayment).toEqual([{ order_id: 77, payment_method_id: 5, idempotencyKey: 'key-1' }]);
  });

  it('polls a pending payment after 2, 4, 8, 16 and then every 30 seconds until it is final', async () => {
    const clock = new SimulatedClock();
    const answers = [...Array<PaymentStatusResponse>(7).fill(status('pending')), status('approved')];
    const { actor, effects, calls } = startPayment({ lookup: { order_id: 77 } }, { fetchPaymentStatus: answers }, clock);
    await waitFor(actor, (s) => s.matches('pending'));

    const pauses: number[] = [];
    let waited = 0;
    while (actor.getSnapshot().status === 'active') {
      const checks = calls.fetchPaymentStatus.length;
      clock.increment(1_000);
      waited += 1_000;
      await settle();
      if (calls.fetchPaymentStatus.length > checks) {
        pauses.push(waited);
        waited = 0;
      }
    }
    expect(pauses).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    expect(calls.fetchPaymentStatus.slice(1)).toEqual(Array(7).fill({ payment_id: 'pay-9' }));
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(actor.getSnapshot().context.attempt).toBe(7);
    expect(effects.clearCart).toHaveBeenCalledOnce();
  });

  it('stops polling when the buyer leaves', async () => {
    const clock = new SimulatedClock();
    const { actor, calls } = startPayment({ lookup: { payment_id: 'pay-9' } }, { fetchPaymentStatus: [status('pending')] }, clock);
    await waitFor(actor, (s) => s.matches('pending'));
    actor.send({ type: 'payment.leave' });
    expect(actor.getSnapshot().value).toBe('left');
    clock.increment(120_000);
    await settle();
    expect(calls.fetchPaymentStatus).toHaveLength(1);
  });

  it('asks at once when the buyer comes back to a pending payment, and watches only while pending', async () => {
    const clock = new SimulatedClock();
    const { actor, watching, calls } = startPayment(
      { lookup: { payment_id: 'pay-9' } },
      { fetchPaymentStatus: [status('pending'), status('approved')] },
      clock,
    );
    await waitFor(actor, (s) => s.matches('pending'));
    expect(watching.comeBack).not.toBeNull();
    watching.comeBack?.();
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(calls.fetchPaymentStatus).toHaveLength(2);
    expect(watching.comeBack).toBeNull();
  });

  it('never reports success when the gateway cannot be reached; a retry asks again', async () => {
    const { actor, effects, calls } = startPayment(
      { lookup: { payment_id: 'pay-9' } },
      { fetchPaymentStatus: [{ reject: new TypeError('Failed to fetch') }, status('approved')] },
    );
    const failed = await waitFor(actor, (s) => s.matches('verificationFailed'));
    expect(failed.hasTag('error')).toBe(true);
    expect(failed.context.failure).toEqual(paymentFailures.verification);
    expect(effects.logError).toHaveBeenCalledWith('Error al verificar el pago');
    expect(effects.clearCart).not.toHaveBeenCalled();

    actor.send({ type: 'payment.retry' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(calls.fetchPaymentStatus).toHaveLength(2);
  });
});
