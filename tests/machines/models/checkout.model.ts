import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { Address } from '../../../contract/addresses';
import type { ApprovalSent } from '../../../contract/order-approvals';
import type { BuyerSpending } from '../../../contract/spending-limits';
import { approvalRequestMachine, type ApprovalRequestOutput } from '../../../machines/approval-request.machine';
import { approvalDraftOf, approvalReasonOf } from '../../../machines/checkout.approval';
import { approvalRequiredParams } from '../../../machines/checkout.approval-reason';
import type { CartItem, CartProduct } from '../../../machines/checkout.cart';
import { deliveryTo } from '../../../machines/checkout.cart';
import { checkoutMachine } from '../../../machines/checkout.machine';
import { deliveryMode, totalsOf } from '../../../machines/checkout.selectors';
import type { AddressOptions, CheckoutContext, CheckoutEvent, PersistCartParams } from '../../../machines/checkout.types';
import { orderFromCheckout } from '../../../machines/checkout.order';
import { CHECKOUT_STEP_COUNT, emptyChoices, toStoredCart, type CheckoutChoices } from '../../../machines/checkout.storage';
import type { PaymentOutput } from '../../../machines/payment.types';
import type { DeliveryMode } from '../../../machines/rules/totals';
import { machineModel, type PathStep } from '../support/model';
import { isUnusuallyLarge } from '../../../machines/rules/order-size';

/**
 * Totals recomputed independently of `machines/rules/totals.ts`, in exact integer arithmetic: each line
 * rounded half up to whole pesos, then round(subtotal*1.19 + shipping + shipping*0.19 - discount),
 * never below 0. Prices are whole pesos and quantities have one decimal, as in the catalogue.
 */
export function expectedTotals(
  items: readonly Pick<CartItem, 'quantity' | 'list_price' | 'cxti_price' | 'original_price'>[],
  options: { isClubMember: boolean; delivery: DeliveryMode; discount: number },
) {
  const roundHalfUp = (numerator: bigint, denominator: bigint) =>
    numerator >= 0n ? (2n * numerator + denominator) / (2n * denominator) : -((-2n * numerator + denominator) / (2n * denominator));
  const lineNet = (quantity: number, price: number) => roundHalfUp(BigInt(Math.round(quantity * 10)) * BigInt(price), 10n);
  const sum = (price: (line: (typeof items)[number]) => number) =>
    items.reduce((total, line) => total + lineNet(line.quantity, price(line)), 0n);
  const club = (line: (typeof items)[number]) => line.cxti_price !== 0;
  const subTotal = sum((line) => (options.isClubMember && club(line) ? line.cxti_price : line.list_price));
  const shipping = options.delivery !== 'delivery' || subTotal === 0n || subTotal >= 150_000n ? 0n : 4_990n;
  const discount = BigInt(options.discount);
  // subtotal*1.19 + shipping + shipping*0.19 - discount, as hundredths.
  const gross = (net: bigint) => {
    const total = roundHalfUp(net * 119n + shipping * 100n + shipping * 19n - discount * 100n, 100n);
    return Number(total < 0n ? 0n : total);
  };
  return {
    subTotal: Number(subTotal),
    shipping: Number(shipping),
    discount: options.discount,
    total: gross(subTotal),
    cxtiTotal: gross(sum((line) => (club(line) ? line.cxti_price : line.list_price))),
    originalTotal: gross(sum((line) => (club(line) ? line.original_price : line.list_price))),
    totalItems: Math.round(items.reduce((total, line) => total + Math.round(line.quantity * 10), 0)) / 10,
  };
}

const stepOfState: [string, number][] = [
  ['completed', 3],
  // Its order is placed from Pago: the stepper stays there.
  ['awaitingPayment', 2],
  ['editing.pago', 2],
  ['editing.direcciones', 1],
  ['editing.carrito', 0],
];

export function stepOf(snapshot: AnyMachineSnapshot): number {
  const found = stepOfState.find(([path]) => snapshot.matches(path.includes('.') ? { editing: path.split('.')[1] } : path));
  if (!found) throw new Error(`checkout rests in ${JSON.stringify(snapshot.value)}`);
  return found[1];
}

/** What every reachable checkout snapshot holds, whatever led there. */
export function checkCheckoutInvariants(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as CheckoutContext;
  // An order waiting for its payment holds the lines as they were placed, whatever step they were on.
  if (snapshot.matches('awaitingPayment')) {
    expect(context.heldOrderId).not.toBeNull();
    expect(context.items.length).toBeGreaterThan(0);
    expect(context.attempt).toBeNull();
    expect(snapshot.hasTag('paymentHeld')).toBe(true);
    return;
  }
  expect(context.heldOrderId).toBeNull();
  const step = stepOf(snapshot);
  const totals = totalsOf(context);

  // activeStep matches the state; completed only at the step count.
  expect(context.activeStep).toBe(step);
  expect(context.completed).toBe(step === CHECKOUT_STEP_COUNT);

  // Quantities: positive (a line at 0 leaves), one decimal; one line per product.
  for (const line of context.items) {
    expect(line.quantity).toBeGreaterThan(0);
    expect(Math.round(line.quantity * 10) / 10).toBe(line.quantity);
  }
  expect(new Set(context.items.map((line) => line.id)).size).toBe(context.items.length);

  // Totals equal the formula; totalItems is the sum of the quantities.
  const { subTotal, shipping, discount, total, cxtiTotal, originalTotal, totalItems } = totals;
  expect({ subTotal, shipping, discount, total, cxtiTotal, originalTotal, totalItems }).toEqual(
    expectedTotals(context.items, { isClubMember: context.isClubMember, delivery: deliveryMode(context.delivery), discount: context.discount }),
  );
  expect(Number.isInteger(total)).toBe(true);
  if (context.isClubMember) expect(total).toBe(cxtiTotal);

  // Carrito has no delivery, hence no shipping; later steps keep the minimum order.
  if (step === 0) expect([context.delivery, shipping]).toEqual([null, 0]);
  if (step === 1 || step === 2) {
    expect(context.items.length).toBeGreaterThan(0);
    expect(subTotal).toBeGreaterThanOrEqual(context.minimumOrder);
  }
  if (step >= 2) {
    expect(context.billing).not.toBeNull();
    expect(context.delivery).not.toBeNull();
    expect(context.scheduledDate).not.toBeNull();
  }
  if (step === 3) expect(context.paymentMethodId).not.toBeNull();
  expect(context.paymentMethodId === null).toBe(context.paymentMethod === null);
  // A payment attempt exists only in Pago; while it holds the order, the order is the one it sent.
  if (step !== 2) expect(context.attempt).toBeNull();
  if (snapshot.matches({ editing: { pago: 'paying' } })) expect(context.attempt?.order).toEqual(orderFromCheckout(context)?.order);
  if (snapshot.matches({ editing: { pago: 'unplaced' } })) expect(context.attempt?.failure).not.toBeNull();

  // What the spending rule said belongs to Pago; an order that needs approval never waits in "Pagar".
  const { spending, required, draft, unneeded } = context.approval;
  if (step !== 2) expect([spending, required, draft, unneeded]).toEqual([null, null, null, null]);
  if (snapshot.matches({ editing: { pago: 'choosing' } })) expect(approvalDraftOf(context)).toBeNull();
  const approving = snapshot.matches({ editing: { pago: 'approval' } });
  expect(draft !== null).toBe(approving);
  // Composed from the order as it is, unless it is on its way: then the order is held as it was sent.
  if (snapshot.matches({ editing: { pago: { approval: 'open' } } })) expect(draft).toEqual(approvalDraftOf(context));
  if (snapshot.matches({ editing: { pago: { approval: 'sending' } } })) {
    expect(draft?.order).toEqual(orderFromCheckout(context)?.order);
    expect(snapshot.hasTag('paymentHeld')).toBe(true);
  }
  if (context.approval.sent) expect(step).toBe(0);
}

// -- the model -------------------------------------------------------------------------------------

const persisted: PersistCartParams[] = [];
const confirmed: number[] = [];

const machine = checkoutMachine.provide({
  actions: {
    persistCart: (_, params) => persisted.push(params),
    showConfirmedOrder: (_, orderId) => confirmed.push(orderId),
    logError: () => {},
  },
});

export const aceite: CartProduct = { id: 1, product_name: 'Aceite de oliva 5 lt', list_price: 24_990, cxti_price: 22_490, unit: 'lt', quantity_rule: { step: 1, min: 1 } };
export const tomate: CartProduct = { id: 2, product_name: 'Tomate larga vida', list_price: 1_990, unit: 'kg', quantity_rule: { step: 0.5, min: 0.5 } };
export const queso: CartProduct = { id: 3, product_name: 'Queso mantecoso', list_price: 8_990, cxti_price: 7_990, unit: 'kg', quantity_rule: { step: 1, min: 1 } };

const region = 'Región Metropolitana de Santiago';
const address = (id: number, type: Address['type'], name: string, isDefault: boolean): Address => ({
  id,
  type,
  name,
  street: 'Av. Providencia 1234',
  comuna: 'Providencia',
  region,
  phone: null,
  vat: type === 'invoice' ? '76.543.210-3' : null,
  is_default: isDefault,
});
export const addressOptions: AddressOptions = {
  invoice: [address(10, 'invoice', 'Restaurante El Buen Sabor SpA', true), address(11, 'invoice', 'Inversiones Buen Sabor Ltda.', false)],
  delivery: [address(21, 'delivery', 'Local Providencia', true), address(22, 'delivery', 'Local Ñuñoa', false)],
  dates: ['2026-11-24', '2026-11-25'],
  cutoff: '14:00',
  pickupPoint: { street: 'Av. Américo Vespucio 1501, bodega 4', comuna: 'Quilicura', region, hours: [{ days: 'weekdays', open: '08:00', close: '17:00' }] },
  // 30 lt of oil (about $900.000) is far above it; 3 lt is not.
  usualOrderTotal: 60_000,
};
const newDeliveryAddress = address(23, 'delivery', 'Bodega Quilicura', false);

const storedAt = (data: Partial<CheckoutChoices>) => JSON.stringify(toStoredCart({ ...emptyChoices, ...data }, totalsOf({ ...emptyChoices, ...data, isClubMember: false })));
const readyCart: Partial<CheckoutChoices> = {
  items: [
    { id: 1, product_name: 'Aceite de oliva 5 lt', quantity: 3, list_price: 24_990, cxti_price: 22_490, original_price: 24_990, unit: 'lt' },
  ],
  billing: { id: 10, name: 'Restaurante El Buen Sabor SpA' },
  delivery: { type: 'pickup' },
  scheduledDate: '2026-11-24',
};

const add = (product: CartProduct, quantity?: number): CheckoutEvent => ({ type: 'cart.add', product, quantity });
const toggleClub = (context: CheckoutContext): CheckoutEvent => ({ type: 'cart.setClubMember', isClubMember: !context.isClubMember });
const goto = (step: number): CheckoutEvent => ({ type: 'checkout.goto', step });
const next: CheckoutEvent = { type: 'checkout.next' };
const back: CheckoutEvent = { type: 'checkout.back' };
const decrease: CheckoutEvent = { type: 'cart.decrease', id: 1 };
const clear: CheckoutEvent = { type: 'cart.clear' };
/** Nothing in it can be sold: the cart stays as it is and says so to its listeners. */
const refusedAddition: CheckoutEvent = { type: 'cart.addMany', products: [{ product: aceite, quantity: 0 }] };

const syncs: CheckoutEvent[] = [
  { type: 'cart.sync', stored: storedAt({ ...readyCart, activeStep: 2 }) },
  // Another tab handed this cart's order to the provider.
  { type: 'cart.sync', stored: storedAt({ ...readyCart, activeStep: 2, paymentMethodId: 1, paymentMethod: 'card', heldOrderId: 77 }) },
  { type: 'cart.sync', stored: storedAt({ ...readyCart, activeStep: 1, delivery: null }) },
  {
    type: 'cart.sync',
    stored: storedAt({ ...readyCart, activeStep: 3, completed: true, paymentMethodId: 3, paymentMethod: 'credit' }),
  },
];

/** What a held order refuses besides the step's own events: the cart's changes and the purchase order. */
const heldOrderChanges: CheckoutEvent[] = [
  add(queso),
  { type: 'cart.addMany', products: [{ product: queso }] },
  { type: 'cart.increase', id: 1 },
  { type: 'cart.setQuantity', id: 1, quantity: 3 },
  { type: 'cart.remove', id: 1 },
  { type: 'cart.undoRemove' },
  { type: 'checkout.setPurchaseOrderNumber', value: 'OC-9' },
  syncs[1]!,
];

/** While a payment holds the order, these leave everything but the notice as it was. */
const refusedWhileHeld = new Set([
  ...heldOrderChanges.map((event) => event.type),
  'cart.decrease',
  'checkout.setPaymentMethod',
  'checkout.next',
  'checkout.back',
  'checkout.goto',
]);

const newPrices = [{ product_id: 1, price_unit: 26_990, cxti_price: 23_990 }];

/**
 * The buyer's rule as Pago reads it: $50.000 an order, which every order that reaches Pago passes, and
 * the same rule for an admin, whom it never applies to. The rule's arithmetic is spending-limits' tests'.
 */
const spendingWeek = { rule: { per_order: 50_000, per_period: null, period: 'week' as const }, own_rule: false, spent: 0, period_start: '2026-11-23', period_end: '2026-11-29' };
const spendings: BuyerSpending[] = [
  { ...spendingWeek, applies: true },
  { ...spendingWeek, applies: false },
];
/** The gateway refusing to place the order: the read was stale, the order needs approval. */
const approvalRequiredFailure = {
  code: 'approval_required',
  message: 'Este pedido necesita la aprobación de un administrador.',
  params: approvalRequiredParams({ kind: 'per_order', limit: 50_000 }),
};
export const sentApproval: ApprovalSent = { approval_id: 31, reason: { kind: 'per_order', limit: 50_000 }, expires_at: '2026-12-01T14:00:00-03:00' };
/** How the approval request ends: saved, refused at stale prices, or not needed after all. */
const approvalOutcomes: ApprovalRequestOutput[] = [
  { outcome: 'sent', sent: sentApproval, failure: null },
  { outcome: 'priceChanged', sent: null, failure: { code: 'price_changed', message: 'Algunos precios cambiaron.', prices: newPrices } },
  { outcome: 'notNeeded', sent: null, failure: { code: 'approval_not_needed', message: 'Este pedido no necesita aprobación: puedes hacerlo directamente.' } },
];
const approvalEnded = (output: ApprovalRequestOutput) => ({ type: 'xstate.done.actor.approvalRequest', output }) as unknown as CheckoutEvent;
/** The request as the checkout follows it: on its way, or failed and waiting for a retry. */
function approvalSnapshot(value: 'sending' | 'failed'): CheckoutEvent {
  const context = {
    order: { partner_id: 10, payment_method_id: 3, scheduled_date: '2026-11-24', retiro_en_tienda: true, order_line: [] },
    reason: { kind: 'per_order' as const, limit: 50_000 },
    idempotencyKey: 'approval-key',
    failure: value === 'failed' ? { code: 'approval_send_failed' } : null,
    sent: null,
    outcome: null,
  };
  return { type: 'xstate.snapshot.approvalRequest', snapshot: approvalRequestMachine.resolveState({ value, context }) } as unknown as CheckoutEvent;
}
/** How the invoked payment ends: the order on credit, at the provider's page, refused, or at stale prices. */
const paymentOutcomes: PaymentOutput[] = [
  { outcome: 'confirmed', orderId: 77, orderKey: 'key-1', failure: null },
  { outcome: 'redirecting', orderId: 77, orderKey: 'key-1', failure: null },
  { outcome: 'orderFailed', orderId: null, orderKey: 'key-1', failure: { code: 'order_failed' } },
  { outcome: 'priceChanged', orderId: null, orderKey: 'key-1', failure: { code: 'price_changed', message: 'Algunos precios cambiaron.', prices: newPrices } },
  { outcome: 'orderFailed', orderId: null, orderKey: 'key-1', failure: approvalRequiredFailure },
];
const paymentEnded = (output: PaymentOutput) => ({ type: 'xstate.done.actor.payment', output }) as unknown as CheckoutEvent;

/**
 * Events by step, so the graph stays a few hundred paths: the cart's own events in Carrito (they are
 * declared once for all steps), and in Direcciones and Pago what those steps offer plus the changes that
 * may throw the checkout back to Carrito (a line less, membership).
 */
/** While an order waits for its payment: how the gateway says it stands, cancelling it, a return page's word, and what it refuses. */
const awaitingEvents: CheckoutEvent[] = [
  ...(['waiting', 'paid', 'cancelled'] as const).map((output) => ({ type: 'xstate.done.actor.readHeldOrder', output }) as unknown as CheckoutEvent),
  { type: 'xstate.error.actor.readHeldOrder', error: new TypeError('Failed to fetch') } as unknown as CheckoutEvent,
  { type: 'checkout.cancelHeldOrder' },
  { type: 'xstate.done.actor.cancelHeldOrder', output: { order_id: 77, name: 'S00077', state: 'cancel' } } as unknown as CheckoutEvent,
  { type: 'xstate.error.actor.cancelHeldOrder', error: { code: 'payment_in_progress', message: 'Ya hay un pago en curso.' } } as unknown as CheckoutEvent,
  { type: 'cart.release', orderId: 77 },
  // Another order's word changes nothing.
  { type: 'cart.release', orderId: 88 },
  ...heldOrderChanges.filter((event) => event.type !== 'cart.sync'),
  { type: 'checkout.setPaymentMethod', paymentMethodId: 3, method: 'credit' },
  decrease,
  next,
  back,
  goto(0),
  clear,
  syncs[0]!,
];

function eventsFor(snapshot: AnyMachineSnapshot): CheckoutEvent[] {
  const context = snapshot.context as CheckoutContext;
  if (snapshot.matches('awaitingPayment')) return awaitingEvents;
  switch (stepOf(snapshot)) {
    case 0:
      return [
        add(aceite),
        add(tomate, 2.5),
        { type: 'cart.addMany', products: [{ product: aceite, quantity: 2 }, { product: queso }] },
        refusedAddition,
        { type: 'cart.increase', id: 1 },
        decrease,
        { type: 'cart.setQuantity', id: 1, quantity: 3 },
        { type: 'cart.remove', id: 1 },
        { type: 'cart.undoRemove' },
        clear,
        toggleClub(context),
        { type: 'cart.persistFailed' },
        { type: 'cart.dismissNotice' },
        { type: 'checkout.setPurchaseOrderNumber', value: 'OC-4512' },
        next,
        goto(1),
        goto(2),
        ...syncs,
      ];
    case 1:
      return [
        { type: 'xstate.done.actor.readAddressOptions', output: addressOptions } as unknown as CheckoutEvent,
        { type: 'xstate.error.actor.readAddressOptions', error: new TypeError('Failed to fetch') } as unknown as CheckoutEvent,
        { type: 'checkout.retryOptions' },
        { type: 'checkout.addressAdded', address: newDeliveryAddress },
        { type: 'checkout.addressAdded', address: addressOptions.invoice[1]! },
        { type: 'checkout.setDelivery', delivery: deliveryTo(addressOptions.delivery[0]!) },
        { type: 'checkout.setScheduledDate', date: '2026-11-24' },
        { type: 'checkout.applyBilling', billing: { id: 10, name: 'Restaurante El Buen Sabor SpA' } },
        next,
        back,
        goto(0),
        goto(2),
        decrease,
        toggleClub(context),
      ];
    case 2:
      return [
        ...(snapshot.hasTag('paymentHeld') ? heldOrderChanges : []),
        { type: 'checkout.setPaymentMethod', paymentMethodId: 3, method: 'credit' },
        { type: 'checkout.pay' },
        // A few zeros too many, and back: a total far above the usual order is confirmed or reviewed.
        { type: 'cart.setQuantity', id: 1, quantity: 30 },
        { type: 'cart.setQuantity', id: 1, quantity: 3 },
        { type: 'checkout.confirmTotal' },
        { type: 'checkout.reviewTotal' },
        { type: 'checkout.retryPayment' },
        ...paymentOutcomes.map(paymentEnded),
        { type: 'xstate.error.actor.payment', error: new Error('payment machine failed') } as unknown as CheckoutEvent,
        // The rule, read once on entering Pago; and the request for approval, while Pago offers it.
        ...(snapshot.matches({ editing: { pago: 'choosing' } }) && context.approval.spending === null
          ? [
              ...spendings.map((output) => ({ type: 'xstate.done.actor.readSpending', output }) as unknown as CheckoutEvent),
              { type: 'xstate.error.actor.readSpending', error: new TypeError('Failed to fetch') } as unknown as CheckoutEvent,
            ]
          : []),
        ...(snapshot.matches({ editing: { pago: 'approval' } })
          ? [
              approvalSnapshot('sending'),
              approvalSnapshot('failed'),
              ...approvalOutcomes.map(approvalEnded),
              { type: 'xstate.error.actor.approvalRequest', error: new Error('approval machine failed') } as unknown as CheckoutEvent,
            ]
          : []),
        next,
        back,
        goto(0),
        goto(1),
        decrease,
        toggleClub(context),
      ];
    default:
      return [add(queso), { type: 'cart.addMany', products: [{ product: aceite }, { product: queso }] }, refusedAddition, clear, syncs[1]!];
  }
}

/** Every change to the stored part is written, and what was written last is the checkout as it is now. */
function checkPersistence(context: CheckoutContext, { event, previous }: PathStep) {
  const writes = persisted.splice(0);
  for (const write of writes) expect(write.userId).toBe(context.userId);
  const storedNow = (of: CheckoutContext) => JSON.stringify(toStoredCart(of, totalsOf(of)));
  const stored = storedNow(context);
  const changed = previous === undefined || storedNow(previous.context as CheckoutContext) !== stored;
  const last = writes.at(-1);
  if (changed && event.type !== 'xstate.init') expect(last).toBeDefined();
  if (last) expect(JSON.stringify(last.cart)).toBe(stored);
}

let keys = 0;
const newIdempotencyKey = () => `key-${++keys}`;

export const model = machineModel({
  name: 'checkout',
  machine,
  inputs: [
    { userId: 7, stored: null, isClubMember: false, newIdempotencyKey },
    { userId: 7, stored: '{"version":0,"data":{}}', isClubMember: true, newIdempotencyKey },
  ],
  events: eventsFor,
  // The guards read only these: whether the cart may leave Carrito, what Direcciones chose and offers
  // (forgotten or irrelevant in Carrito), whether Pago has a method, and whether an attempt is kept.
  abstractContext: (context) => ({
    step: context.activeStep,
    cart: context.items.length === 0 ? 'empty' : totalsOf(context).subTotal < context.minimumOrder ? 'belowMinimum' : 'ok',
    ...(context.activeStep === 1
      ? {
          delivery: context.delivery !== null,
          billing: context.billing !== null,
          date: context.scheduledDate !== null,
          offered: context.addressOptions !== null,
        }
      : {}),
    ...(context.activeStep === 2
      ? {
          payment: context.paymentMethodId !== null,
          attempt: context.attempt !== null,
          // Whether Pago knows the usual order (read in Direcciones, not after a reload), and the total is far above it.
          usual: (context.addressOptions?.usualOrderTotal ?? null) !== null,
          large: isUnusuallyLarge(totalsOf(context).total, context.addressOptions?.usualOrderTotal ?? null),
          // Whether the order needs approval: every order breaks the model's rule, so the rule read, the
          // gateway's word and its "not needed" decide alike.
          approval: approvalReasonOf(context) !== null,
        }
      : {}),
    held: context.heldOrderId !== null,
    undo: context.removedLine !== null && !context.items.some((line) => line.id === context.removedLine?.line.id),
    heldFailure: context.heldOrderFailure !== null,
  }),
  invariants(snapshot, step) {
    const context = snapshot.context as CheckoutContext;
    checkCheckoutInvariants(snapshot);
    checkPersistence(context, step);

    const event = step.event as CheckoutEvent;
    const before = step.previous?.context as CheckoutContext | undefined;
    // An order waiting for its payment refuses what a payment under way refuses, except another tab's cart.
    const awaited = step.previous?.matches('awaitingPayment') === true;
    const refused = step.previous?.hasTag('paymentHeld') === true && refusedWhileHeld.has(event.type) && !(awaited && event.type === 'cart.sync');
    if (refused) {
      const { notice, ...rest } = context;
      const { notice: _before, ...restBefore } = before!;
      expect(rest).toEqual(restBefore);
      const sending = step.previous?.matches({ editing: { pago: 'approval' } }) === true;
      expect(notice).toEqual({ code: awaited ? 'orderAwaitingPayment' : sending ? 'approvalUnderWay' : 'paymentUnderWay' });
      expect(snapshot.hasTag('paymentHeld')).toBe(true);
    }
    // No second order: once handed to the provider the lines belong to that order until the gateway says
    // it was paid (the cart starts afresh) or cancelled (they are the cart again); "Pagar" is not offered.
    if (awaited && !snapshot.matches('awaitingPayment')) {
      const released = ['cart.release', 'xstate.done.actor.cancelHeldOrder'].includes(event.type) || (event as { output?: unknown }).output === 'cancelled';
      if (released) expect([context.items, context.heldOrderId]).toEqual([before!.items, null]);
      else expect(['cart.clear', 'cart.sync', 'xstate.done.actor.readHeldOrder']).toContain(event.type);
    }
    if (snapshot.matches('awaitingPayment')) expect(snapshot.can({ type: 'checkout.pay' })).toBe(false);
    if (step.event.type === 'xstate.init' && context.notice?.code === 'cartReset') expect(context.items).toEqual([]);
    if (event.type === 'cart.clear') {
      expect(context).toMatchObject({ ...emptyChoices, notice: null });
    }
    // Direcciones keeps its choices to what it offers.
    if (context.addressOptions && stepOf(snapshot) === 1 && step.event.type === 'xstate.done.actor.readAddressOptions') {
      expect(context.addressOptions.invoice.map((partner) => partner.id)).toContain(context.billing?.id);
      if (context.scheduledDate !== null) expect(context.addressOptions.dates).toContain(context.scheduledDate);
    }
    const ended = (event as unknown as { output?: PaymentOutput }).output;
    if (step.event.type === 'xstate.done.actor.payment' && ended) {
      // The credit order is shown and the cart emptied; a price change refreshes it; a refusal keeps the key.
      if (ended.outcome === 'confirmed') expect([confirmed.at(-1), context.items]).toEqual([77, []]);
      if (ended.outcome === 'priceChanged') {
        expect(context.items[0]).toMatchObject({ list_price: 26_990, cxti_price: 23_990 });
        expect(context.notice).toEqual({ code: 'pricesUpdated' });
      }
      if (ended.outcome === 'orderFailed' && ended.failure?.code === 'order_failed') {
        expect(context.attempt).toMatchObject({ key: 'key-1', failure: { code: 'order_failed' } });
      }
      if (ended.outcome === 'redirecting') expect([snapshot.matches('awaitingPayment'), context.heldOrderId]).toEqual([true, 77]);
      // Refused for approval: the order goes for approval with the rule the gateway named.
      if (ended.failure?.code === 'approval_required') expect(context.approval.required).toEqual({ kind: 'per_order', limit: 50_000 });
    }
    const request = (event as unknown as { output?: ApprovalRequestOutput }).output;
    if (step.event.type === 'xstate.done.actor.approvalRequest' && request) {
      // Saved: the cart starts afresh and shows the request; stale prices refresh it; not needed: "Pagar" again, saying why.
      if (request.outcome === 'sent') expect([context.items, context.approval.sent, stepOf(snapshot)]).toEqual([[], sentApproval, 0]);
      if (request.outcome === 'priceChanged') expect([context.items[0]?.list_price, context.notice]).toEqual([26_990, { code: 'pricesUpdated' }]);
      if (request.outcome === 'notNeeded') expect([approvalReasonOf(context), context.approval.unneeded]).toEqual([null, request.failure]);
    }
    if (refused) return;
    if (event.type === 'checkout.back' || (event.type === 'checkout.goto' && before && event.step < before.activeStep)) {
      expect([context.delivery, totalsOf(context).shipping]).toEqual([null, 0]);
    }
    if (event.type === 'cart.add' && stepOf(snapshot) < 3) {
      expect(context.notice).toEqual({ code: 'added', params: { product: event.product.product_name } });
    }
  },
});
