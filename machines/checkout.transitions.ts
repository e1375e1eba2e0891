import { and } from 'xstate';
import type { PaymentOutput } from './payment.types';
import type { LineChange } from './checkout.cart';
import { toStoredCart } from './checkout.storage';
import { totalsOf } from './checkout.selectors';
import type { CheckoutContext, CheckoutEvent, PersistCartParams } from './checkout.types';

/** The pieces of transitions the checkout's chart uses more than once: event parameters, the store, the held order's refusals. */

/** Stores the whole checkout; listed after every change that matters. */
export const persist = {
  type: 'persistCart',
  params: ({ context }: { context: CheckoutContext }): PersistCartParams => ({
    userId: context.userId,
    cart: toStoredCart(context, totalsOf(context)),
  }),
} as const;

export const additionOf = ({ event }: { event: Extract<CheckoutEvent, { type: 'cart.add' }> }) => ({
  additions: [{ product: event.product, quantity: event.quantity }],
});
export const additionsOf = ({ event }: { event: Extract<CheckoutEvent, { type: 'cart.addMany' }> }) => ({ additions: event.products });
/** A line's quantity stepped, typed or removed: the same checks, the same writes. */
export const lineChange = {
  guard: { type: 'isLineChange', params: ({ event }: { event: LineChange }) => event },
  actions: [{ type: 'changeLine', params: ({ event }: { event: LineChange }) => event }, persist],
} as const;
export const billingOf = ({ event }: { event: Extract<CheckoutEvent, { type: 'checkout.applyBilling' }> }) => ({ billing: event.billing });
export const chosenBilling = ({ event }: { event: Extract<CheckoutEvent, { type: 'checkout.applyBilling' }> }) => ({
  billing: { id: event.billing.id, name: event.billing.name },
});
export const methodOf = ({ event }: { event: Extract<CheckoutEvent, { type: 'checkout.setPaymentMethod' }> }) => ({
  paymentMethodId: event.paymentMethodId,
  method: event.method,
});
export const goesTo = (target: number) => ({
  type: 'canGoTo' as const,
  params: ({ event }: { event: Extract<CheckoutEvent, { type: 'checkout.goto' }> }) => ({ step: event.step, target }),
});
export const outputOf = ({ event }: { event: PaymentDone }) => event.output;

/** What changes the order while a payment holds it: each refused with a notice, the order left as sent. */
const changesOfHeldOrder = [
  'cart.add',
  'cart.increase',
  'cart.decrease',
  'cart.setQuantity',
  'cart.remove',
  'cart.undoRemove',
  // Another tab's cart is not adopted: it would change the order being paid.
  'cart.sync',
  'checkout.setPurchaseOrderNumber',
  'checkout.setPaymentMethod',
  'checkout.next',
  'checkout.back',
  'checkout.goto',
] as const;

export type PaymentDone = { output: PaymentOutput };

/**
 * What changes the lines of an order that waits for its payment, each refused with a notice: the order
 * is paid or cancelled first. Another tab's cart is adopted (it may be the same order, paid or cancelled).
 */
const changesOfAwaitedOrder = changesOfHeldOrder.filter(
  (type): type is Exclude<(typeof changesOfHeldOrder)[number], 'cart.sync'> => type !== 'cart.sync',
);

export const refusedWhileAwaited = {
  ...(Object.fromEntries(changesOfAwaitedOrder.map((type) => [type, { actions: 'showOrderAwaitingPayment' }])) as Record<
    (typeof changesOfAwaitedOrder)[number],
    { actions: 'showOrderAwaitingPayment' }
  >),
  'cart.addMany': { actions: ['showOrderAwaitingPayment', 'announceAdditionRefused'] },
} as const;

/** What changes the lines of an order on its way, each refused with `notice`: the order is held as it was sent. */
const refusedWithNotice = <Notice extends 'showPaymentUnderWay' | 'showApprovalUnderWay'>(notice: Notice) => ({
  ...(Object.fromEntries(changesOfHeldOrder.map((type) => [type, { actions: notice }])) as Record<(typeof changesOfHeldOrder)[number], { actions: Notice }>),
  'cart.addMany': { actions: [notice, 'announceAdditionRefused'] as const },
});

export const refusedWhileHeld = refusedWithNotice('showPaymentUnderWay');

/** The same refusals while an order goes for approval, saying that instead of a payment. */
export const refusedWhileSending = refusedWithNotice('showApprovalUnderWay');


/** "Pagar": a new attempt, or the one the gateway did not place when the order is still the same. */
export const pay = { 'checkout.pay': { guard: 'isReadyToPay', target: 'paying', actions: 'startAttempt' } } as const;

/** The first "Pagar" of an order: a total far above the company's usual order is confirmed first. */
export const payOrConfirm = {
  'checkout.pay': [{ guard: and(['isReadyToPay', 'isUnusuallyLarge']), target: 'confirmingTotal' }, pay['checkout.pay']],
} as const;
