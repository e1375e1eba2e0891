import { assign, emit, fromCallback, setup } from 'xstate';
import {
  addToCart,
  applyPrices,
  decreaseLine,
  increaseLine,
  isIsoDate,
  isValidAddition,
  isValidBilling,
  isValidDelivery,
  isValidPaymentChoice,
  isValidPrice,
  pricesDiffer,
  PURCHASE_ORDER_MAX_LENGTH,
  removeLine,
  setLineQuantity,
  type BillingPartner,
  type CartAddition,
  type CartProduct,
  type Delivery,

} from './checkout.cart';
import type { PaymentMethodCode } from '../contract/vocabulary';
import { notices, type AddressStepPart, type CheckoutNotice } from './checkout.notices';
import {
  CHECKOUT_STEP_COUNT,
  emptyCartData,
  restoreCart,
  toStoredCart,
  type StoredCart,
  type StoredCartData,
} from './checkout.storage';
import type { CurrentPrice } from '../contract/orders';
import { roundClp } from './rules/money';
import { normalizeQuantity } from './rules/quantity';
import { computeTotals, MINIMUM_ORDER_NET, missingForMinimum, taxOf, type DeliveryMode } from './rules/totals';

/**
 * Cart and checkout (spec sections 3, 4, 5, 9; decisions.md).
 *
 * States: `editing.carrito` (step 0), `editing.direcciones` (1), `editing.pago` (2) and `completed`
 * (3 = step count, `completed: true`). `activeStep` in context always equals the state's step; it is
 * what is stored, and a reload goes back to it through `restoring` (never further than the cart allows).
 *
 * Rules kept here:
 * - Leaving Carrito needs lines and the minimum net order (input `minimumOrder`, default 50.000).
 *   If the cart later drops below it (a line removed, prices refreshed, membership changed), Direcciones
 *   and Pago send the user back to Carrito with the same message.
 * - Shipping is 0 in Carrito; in Direcciones it follows the chosen delivery (address: 4.990 net, free
 *   from 150.000 net; store pickup: 0). `checkout.back` (and a `checkout.goto` back) resets shipping to 0
 *   by forgetting the delivery choice, which Direcciones asks for again.
 * - A quantity that reaches 0 removes its line: an order line of 0 is no line.
 * - `totalItems` is the sum of the quantities (one decimal), as in the spec's cart.
 * - Every change to the stored part calls `persistCart` with the whole `{ version, data }`.
 * - The cart may change from the catalogue in any step before `completed`; totals follow at once.
 *   In `completed` (order placed) the lines are frozen; adding a product starts a new cart.
 */

export interface CheckoutInput {
  userId: number | string;
  /** What `checkout-{userId}` held when the app started; null when nothing. */
  stored: string | null;
  isClubMember: boolean;
  /** Minimum net order in CLP; default 50.000 (decisions.md). */
  minimumOrder?: number;
}

export interface CheckoutContext extends StoredCartData {
  userId: number | string;
  isClubMember: boolean;
  minimumOrder: number;
  /** The latest thing to tell the user, or null. Not stored. */
  notice: CheckoutNotice | null;
}

export type CheckoutEvent =
  | { type: 'cart.add'; product: CartProduct; quantity?: number }
  | { type: 'cart.addMany'; products: CartAddition[] }
  | { type: 'cart.increase'; id: number }
  | { type: 'cart.decrease'; id: number }
  | { type: 'cart.setQuantity'; id: number; quantity: number }
  | { type: 'cart.remove'; id: number }
  | { type: 'cart.clear' }
  /** The gateway's current prices (a 409 on a stale cart). */
  | { type: 'cart.refreshPrices'; prices: CurrentPrice[] }
  | { type: 'cart.setClubMember'; isClubMember: boolean }
  /** Another tab stored this user's cart (`watchStoredCart`). */
  | { type: 'cart.sync'; stored: string | null }
  /** `persistCart` could not write (storage full or disabled). */
  | { type: 'cart.persistFailed' }
  | { type: 'cart.dismissNotice' }
  | { type: 'checkout.next' }
  | { type: 'checkout.back' }
  | { type: 'checkout.goto'; step: number }
  | { type: 'checkout.setPurchaseOrderNumber'; value: string }
  | { type: 'checkout.setDelivery'; delivery: Delivery }
  | { type: 'checkout.setScheduledDate'; date: string }
  | { type: 'checkout.applyBilling'; billing: BillingPartner }
  | { type: 'checkout.setPaymentMethod'; paymentMethodId: number; method: PaymentMethodCode }
  /** A payment attempt holds the order it was started with (from "Pagar" until the order fails to be placed). */
  | { type: 'checkout.paymentHeld' }
  /** The attempt no longer holds the order: it failed before placing it, or the buyer left it. */
  | { type: 'checkout.paymentReleased' };

/**
 * Told to whoever listens (`actor.on`) after a `cart.addMany`: whether the lines went in. A caller that
 * offers a way to the cart (Volver a pedir) answers the outcome without reading notices.
 */
export type CheckoutEmitted = { type: 'cart.addedMany' } | { type: 'cart.additionRefused' };

export interface PersistCartParams {
  userId: number | string;
  cart: StoredCart;
}

export const checkoutSteps = ['Carrito', 'Direcciones', 'Pago'] as const;
export { CHECKOUT_STEP_COUNT };

export function deliveryMode(delivery: Delivery | null): DeliveryMode {
  if (!delivery) return 'pending';
  return delivery.type === 'pickup' ? 'pickup' : 'delivery';
}

type TotalsInput = Pick<CheckoutContext, 'items' | 'isClubMember' | 'delivery' | 'discount'>;

/** The totals fields of the context, from the lines, membership, delivery and discount. */
export function contextTotals(context: TotalsInput) {
  const { subTotal, shipping, discount, total, cxtiTotal, originalTotal, totalItems } = computeTotals(context.items, {
    isClubMember: context.isClubMember,
    delivery: deliveryMode(context.delivery),
    discount: context.discount,
  });
  return { subTotal, shipping, discount, total, cxtiTotal, originalTotal, totalItems };
}

export function isCartBlocked(context: Pick<CheckoutContext, 'items' | 'subTotal' | 'minimumOrder'>): boolean {
  return context.items.length === 0 || missingForMinimum(context.subTotal, context.minimumOrder) > 0;
}

export function missingAddressParts(
  context: Pick<CheckoutContext, 'billing' | 'delivery' | 'scheduledDate'>,
): AddressStepPart[] {
  const missing: AddressStepPart[] = [];
  if (!context.billing) missing.push('billing');
  if (!context.delivery) missing.push('delivery');
  if (!context.scheduledDate) missing.push('scheduledDate');
  return missing;
}

/** The furthest step the checkout may stand on now: 0, 1 or 2 (`completed` only through Pago). */
export function furthestReachableStep(context: CheckoutContext): number {
  if (isCartBlocked(context)) return 0;
  if (missingAddressParts(context).length > 0) return 1;
  return 2;
}

/**
 * The step a restored checkout goes to: the stored one, or the furthest the cart allows now. A stored
 * completed checkout stays completed only when it has everything an order needs.
 */
export function restoredStep(context: CheckoutContext): number {
  const placed =
    context.completed && context.items.length > 0 && missingAddressParts(context).length === 0 && context.paymentMethodId !== null;
  if (placed) return CHECKOUT_STEP_COUNT;
  return Math.min(context.activeStep, furthestReachableStep(context));
}

/** What the user decided, without what is computed from it: two tabs agree when these agree. */
function userChoices(data: StoredCartData): string {
  const computed = new Set(['subTotal', 'total', 'shipping', 'totalItems', 'cxtiTotal', 'originalTotal']);
  const stored = toStoredCart(data).data;
  return JSON.stringify(Object.entries(stored).filter(([key]) => !computed.has(key)));
}

function blockedNotice(context: CheckoutContext): CheckoutNotice {
  return context.items.length === 0 ? notices.cartEmpty() : notices.belowMinimum(context.subTotal, context.minimumOrder);
}

export function initialCheckoutContext(input: CheckoutInput): CheckoutContext {
  const restored = restoreCart(input.stored);
  const context: CheckoutContext = {
    ...restored.data,
    userId: input.userId,
    isClubMember: input.isClubMember,
    minimumOrder:
      input.minimumOrder !== undefined && Number.isFinite(input.minimumOrder) && input.minimumOrder >= 0
        ? roundClp(input.minimumOrder)
        : MINIMUM_ORDER_NET,
    notice: restored.status === 'reset' ? notices.cartReset(restored.reason) : null,
  };
  return { ...context, ...contextTotals(context) };
}

/** Stores the whole checkout; listed after every change that matters. */
const persist = {
  type: 'persistCart',
  params: ({ context }: { context: CheckoutContext }): PersistCartParams => ({
    userId: context.userId,
    cart: toStoredCart(context),
  }),
} as const;

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    emitted: {} as CheckoutEmitted,
  },
  actors: {
    /** Sends `cart.sync` when another tab stores this user's cart. */
    watchStoredCart: fromCallback<CheckoutEvent, { userId: number | string }>(() => {
      throw new Error('checkout actor "watchStoredCart" was not provided');
    }),
  },
  actions: {
    persistCart: (_, _params: PersistCartParams) => {
      throw new Error('checkout action "persistCart" was not provided');
    },
    recalculateTotals: assign(({ context }) => contextTotals(context)),
    enterStep: assign((_, { step }: { step: number }) => ({
      activeStep: step,
      completed: step === CHECKOUT_STEP_COUNT,
      // Carrito has no delivery yet, hence no shipping.
      ...(step === 0 ? { delivery: null } : {}),
    })),
    addToCart: assign(({ context }, { additions }: { additions: CartAddition[] }) => ({
      items: addToCart(context.items, additions),
    })),
    increaseLine: assign(({ context }, { id }: { id: number }) => ({ items: increaseLine(context.items, id) })),
    decreaseLine: assign(({ context }, { id }: { id: number }) => ({ items: decreaseLine(context.items, id) })),
    setLineQuantity: assign(({ context }, { id, quantity }: { id: number; quantity: number }) => ({
      items: setLineQuantity(context.items, id, quantity),
    })),
    removeLine: assign(({ context }, { id }: { id: number }) => ({ items: removeLine(context.items, id) })),
    applyPrices: assign(({ context }, { prices }: { prices: CurrentPrice[] }) => ({
      items: applyPrices(context.items, prices),
    })),
    resetCart: assign({ ...emptyCartData, notice: null }),
    /** Spec: going back resets shipping to 0; the delivery choice that caused it is asked for again. */
    resetShipping: assign({ delivery: null }),
    storeDelivery: assign((_, { delivery }: { delivery: Delivery }) => ({ delivery })),
    storeScheduledDate: assign((_, { date }: { date: string }) => ({ scheduledDate: date })),
    storeBilling: assign((_, { billing }: { billing: BillingPartner }) => ({
      billing: { id: billing.id, name: billing.name },
    })),
    storePaymentMethod: assign(
      (_, { paymentMethodId, method }: { paymentMethodId: number; method: PaymentMethodCode }) => ({
        paymentMethodId,
        paymentMethod: method,
      }),
    ),
    storePurchaseOrderNumber: assign((_, { value }: { value: string }) => ({ purchaseOrderNumber: value })),
    storeClubMember: assign((_, { isClubMember }: { isClubMember: boolean }) => ({ isClubMember })),
    adoptStoredCart: assign((_, { stored }: { stored: string | null }) => ({
      ...restoreCart(stored).data,
      notice: null,
    })),
    showNotice: assign((_, notice: CheckoutNotice) => ({ notice })),
    showBlockedNotice: assign(({ context }) => ({ notice: blockedNotice(context) })),
    showAddressIncomplete: assign(({ context }, { billing }: { billing: BillingPartner | null }) => ({
      notice: notices.addressIncomplete(missingAddressParts({ ...context, billing: billing ?? context.billing })),
    })),
    clearNotice: assign({ notice: null }),
    showPaymentUnderWay: assign({ notice: () => notices.paymentUnderWay() }),
    announceAddedMany: emit({ type: 'cart.addedMany' } as const),
    announceAdditionRefused: emit({ type: 'cart.additionRefused' } as const),
  },
  guards: {
    isCartEmpty: ({ context }) => context.items.length === 0,
    isBelowMinimum: ({ context }) => missingForMinimum(context.subTotal, context.minimumOrder) > 0,
    isCartBlocked: ({ context }) => isCartBlocked(context),
    isAddressStepComplete: ({ context }) => missingAddressParts(context).length === 0,
    /** `checkout.applyBilling` with a valid partner that completes Direcciones. */
    isBillingCompletingStep: ({ context }, { billing }: { billing: BillingPartner }) =>
      isValidBilling(billing) && missingAddressParts({ ...context, billing }).length === 0,
    isValidBilling: (_, { billing }: { billing: BillingPartner }) => isValidBilling(billing),
    hasPaymentMethod: ({ context }) => context.paymentMethodId !== null,
    isValidAddition: (_, { additions }: { additions: CartAddition[] }) =>
      Array.isArray(additions) && additions.some(isValidAddition),
    hasLine: ({ context }, { id }: { id: number }) => context.items.some((line) => line.id === id),
    isValidQuantityFor: ({ context }, { id, quantity }: { id: number; quantity: number }) =>
      context.items.some((line) => line.id === id) && Number.isFinite(quantity) && quantity >= 0,
    hasPriceChanges: ({ context }, { prices }: { prices: CurrentPrice[] }) =>
      Array.isArray(prices) && prices.every(isValidPrice) && pricesDiffer(context.items, prices),
    isMembershipChange: ({ context }, { isClubMember }: { isClubMember: boolean }) =>
      typeof isClubMember === 'boolean' && isClubMember !== context.isClubMember,
    isNewStoredCart: ({ context }, { stored }: { stored: string | null }) => {
      const restored = restoreCart(stored);
      return restored.status === 'restored' && userChoices(restored.data) !== userChoices(context);
    },
    /** `checkout.goto`: another step, no further than the cart allows. */
    canGoTo: ({ context }, { step, target }: { step: number; target: number }) =>
      step === target && step !== context.activeStep && step <= furthestReachableStep(context),
    isRestoredStep: ({ context }, { step }: { step: number }) => restoredStep(context) === step,
    isValidDelivery: (_, { delivery }: { delivery: Delivery }) => isValidDelivery(delivery),
    isValidScheduledDate: (_, { date }: { date: string }) => isIsoDate(date),
    isValidPaymentMethod: (_, { paymentMethodId, method }: { paymentMethodId: number; method: PaymentMethodCode }) =>
      isValidPaymentChoice(paymentMethodId, method),
    isValidPurchaseOrderNumber: (_, { value }: { value: string }) =>
      typeof value === 'string' && value.length <= PURCHASE_ORDER_MAX_LENGTH,
    hasNotice: ({ context }) => context.notice !== null,
  },
}).createMachine({
  id: 'checkout',
  description:
    'Cart and three-step checkout (Carrito, Direcciones, Pago), stored per user at `checkout-{userId}`; ' +
    'watches the other tabs through `watchStoredCart`.',
  context: ({ input }) => initialCheckoutContext(input),
  invoke: {
    id: 'watchStoredCart',
    src: 'watchStoredCart',
    input: ({ context }) => ({ userId: context.userId }),
  },
  initial: 'restoring',
  on: {
    'cart.clear': { target: '.editing.carrito', actions: 'resetCart' },
    'cart.sync': {
      guard: { type: 'isNewStoredCart', params: ({ event }) => ({ stored: event.stored }) },
      target: '.restoring',
      actions: [{ type: 'adoptStoredCart', params: ({ event }) => ({ stored: event.stored }) }, 'recalculateTotals'],
    },
    'cart.setClubMember': {
      guard: { type: 'isMembershipChange', params: ({ event }) => ({ isClubMember: event.isClubMember }) },
      actions: [
        { type: 'storeClubMember', params: ({ event }) => ({ isClubMember: event.isClubMember }) },
        'recalculateTotals',
        persist,
      ],
    },
    'cart.persistFailed': { actions: { type: 'showNotice', params: () => notices.storageFailed() } },
    'cart.dismissNotice': { guard: 'hasNotice', actions: 'clearNotice' },
  },
  states: {
    restoring: {
      description: 'Goes to the stored step, or the furthest the restored cart allows now.',
      always: [
        { guard: { type: 'isRestoredStep', params: { step: 3 } }, target: 'completed' },
        { guard: { type: 'isRestoredStep', params: { step: 2 } }, target: 'editing.pago' },
        { guard: { type: 'isRestoredStep', params: { step: 1 } }, target: 'editing.direcciones' },
        { target: 'editing.carrito' },
      ],
    },
    editing: {
      description: 'The order is being put together; the cart may change in any step.',
      initial: 'carrito',
      on: {
        'cart.add': {
          guard: {
            type: 'isValidAddition',
            params: ({ event }) => ({ additions: [{ product: event.product, quantity: event.quantity }] }),
          },
          actions: [
            { type: 'addToCart', params: ({ event }) => ({ additions: [{ product: event.product, quantity: event.quantity }] }) },
            'recalculateTotals',
            { type: 'showNotice', params: ({ event }) => notices.added(event.product.product_name) },
            persist,
          ],
        },
        'cart.addMany': [
          {
            guard: { type: 'isValidAddition', params: ({ event }) => ({ additions: event.products }) },
            actions: [
              { type: 'addToCart', params: ({ event }) => ({ additions: event.products }) },
              'recalculateTotals',
              { type: 'showNotice', params: () => notices.addedMany() },
              persist,
              'announceAddedMany',
            ],
          },
          { actions: 'announceAdditionRefused' },
        ],
        'cart.increase': {
          guard: { type: 'hasLine', params: ({ event }) => ({ id: event.id }) },
          actions: [
            { type: 'increaseLine', params: ({ event }) => ({ id: event.id }) },
            'recalculateTotals',
            'clearNotice',
            persist,
          ],
        },
        'cart.decrease': {
          guard: { type: 'hasLine', params: ({ event }) => ({ id: event.id }) },
          actions: [
            { type: 'decreaseLine', params: ({ event }) => ({ id: event.id }) },
            'recalculateTotals',
            'clearNotice',
            persist,
          ],
        },
        'cart.setQuantity': {
          guard: { type: 'isValidQuantityFor', params: ({ event }) => ({ id: event.id, quantity: event.quantity }) },
          actions: [
            { type: 'setLineQuantity', params: ({ event }) => ({ id: event.id, quantity: normalizeQuantity(event.quantity) }) },
            'recalculateTotals',
            'clearNotice',
            persist,
          ],
        },
        'cart.remove': {
          guard: { type: 'hasLine', params: ({ event }) => ({ id: event.id }) },
          actions: [
            { type: 'removeLine', params: ({ event }) => ({ id: event.id }) },
            'recalculateTotals',
            'clearNotice',
            persist,
          ],
        },
        'cart.refreshPrices': {
          guard: { type: 'hasPriceChanges', params: ({ event }) => ({ prices: event.prices }) },
          actions: [
            { type: 'applyPrices', params: ({ event }) => ({ prices: event.prices }) },
            'recalculateTotals',
            { type: 'showNotice', params: () => notices.pricesUpdated() },
            persist,
          ],
        },
        'checkout.setPurchaseOrderNumber': {
          guard: { type: 'isValidPurchaseOrderNumber', params: ({ event }) => ({ value: event.value }) },
          actions: [
            { type: 'storePurchaseOrderNumber', params: ({ event }) => ({ value: event.value }) },
            persist,
          ],
        },
        'checkout.goto': [
          {
            guard: { type: 'canGoTo', params: ({ event }) => ({ step: event.step, target: 0 }) },
            target: '.carrito',
            actions: 'clearNotice',
          },
          {
            guard: { type: 'canGoTo', params: ({ event }) => ({ step: event.step, target: 1 }) },
            target: '.direcciones',
            actions: ['resetShipping', 'clearNotice'],
          },
          {
            guard: { type: 'canGoTo', params: ({ event }) => ({ step: event.step, target: 2 }) },
            target: '.pago',
            actions: 'clearNotice',
          },
        ],
      },
      states: {
        carrito: {
          description: 'Step 0: lines, quantities, totals, purchase order. No shipping yet; leaving needs the minimum order.',
          entry: [
            { type: 'enterStep', params: { step: 0 } },
            'recalculateTotals',
            persist,
          ],
          on: {
            'checkout.next': [
              { guard: 'isCartEmpty', actions: { type: 'showNotice', params: () => notices.cartEmpty() } },
              { guard: 'isBelowMinimum', actions: 'showBlockedNotice' },
              { target: 'direcciones', actions: 'clearNotice' },
            ],
          },
        },
        direcciones: {
          description: 'Step 1: billing partner, delivery address or store pickup (sets shipping), delivery date.',
          entry: [
            { type: 'enterStep', params: { step: 1 } },
            'recalculateTotals',
            persist,
          ],
          always: { guard: 'isCartBlocked', target: 'carrito', actions: 'showBlockedNotice' },
          on: {
            'checkout.setDelivery': {
              guard: { type: 'isValidDelivery', params: ({ event }) => ({ delivery: event.delivery }) },
              actions: [
                { type: 'storeDelivery', params: ({ event }) => ({ delivery: event.delivery }) },
                'recalculateTotals',
                'clearNotice',
                persist,
              ],
            },
            'checkout.setScheduledDate': {
              guard: { type: 'isValidScheduledDate', params: ({ event }) => ({ date: event.date }) },
              actions: [
                { type: 'storeScheduledDate', params: ({ event }) => ({ date: event.date }) },
                'clearNotice',
                persist,
              ],
            },
            'checkout.applyBilling': [
              {
                guard: { type: 'isBillingCompletingStep', params: ({ event }) => ({ billing: event.billing }) },
                target: 'pago',
                actions: [{ type: 'storeBilling', params: ({ event }) => ({ billing: event.billing }) }, 'clearNotice'],
              },
              {
                guard: { type: 'isValidBilling', params: ({ event }) => ({ billing: event.billing }) },
                actions: [
                  { type: 'storeBilling', params: ({ event }) => ({ billing: event.billing }) },
                  { type: 'showAddressIncomplete', params: ({ event }) => ({ billing: event.billing }) },
                  persist,
                ],
              },
            ],
            'checkout.next': [
              { guard: 'isAddressStepComplete', target: 'pago', actions: 'clearNotice' },
              { actions: { type: 'showAddressIncomplete', params: { billing: null } } },
            ],
            'checkout.back': { target: 'carrito', actions: ['resetShipping', 'clearNotice'] },
          },
        },
        pago: {
          description: 'Step 2: payment method.',
          entry: [
            { type: 'enterStep', params: { step: 2 } },
            'recalculateTotals',
            persist,
          ],
          always: { guard: 'isCartBlocked', target: 'carrito', actions: 'showBlockedNotice' },
          initial: 'choosing',
          states: {
            choosing: {
              description: 'The method, the step and the lines may still change.',
              on: { 'checkout.paymentHeld': 'holding' },
            },
            holding: {
              description:
                'A payment holds the order as it was sent: the method, the step and the lines stay until it is released. ' +
                'Prices the gateway refreshes and a cleared cart (the paid order) still come in.',
              tags: ['paymentHeld'],
              on: {
                'checkout.paymentReleased': 'choosing',
                // Another tab's cart is not adopted: it would change the order being paid.
                'cart.sync': { actions: 'showPaymentUnderWay' },
                'checkout.setPaymentMethod': { actions: 'showPaymentUnderWay' },
                'checkout.setPurchaseOrderNumber': { actions: 'showPaymentUnderWay' },
                'checkout.next': { actions: 'showPaymentUnderWay' },
                'checkout.back': { actions: 'showPaymentUnderWay' },
                'checkout.goto': { actions: 'showPaymentUnderWay' },
                'cart.add': { actions: 'showPaymentUnderWay' },
                'cart.addMany': { actions: ['showPaymentUnderWay', 'announceAdditionRefused'] },
                'cart.increase': { actions: 'showPaymentUnderWay' },
                'cart.decrease': { actions: 'showPaymentUnderWay' },
                'cart.setQuantity': { actions: 'showPaymentUnderWay' },
                'cart.remove': { actions: 'showPaymentUnderWay' },
              },
            },
          },
          on: {
            'checkout.setPaymentMethod': {
              guard: { type: 'isValidPaymentMethod', params: ({ event }) => ({ paymentMethodId: event.paymentMethodId, method: event.method }) },
              actions: [
                { type: 'storePaymentMethod', params: ({ event }) => ({ paymentMethodId: event.paymentMethodId, method: event.method }) },
                'clearNotice',
                persist,
              ],
            },
            'checkout.next': [
              { guard: 'hasPaymentMethod', target: '#checkout.completed', actions: 'clearNotice' },
              { actions: { type: 'showNotice', params: () => notices.paymentMethodMissing() } },
            ],
            'checkout.back': { target: 'direcciones', actions: ['resetShipping', 'clearNotice'] },
          },
        },
      },
    },
    completed: {
      description: 'Step 3, the step count: the order was placed and its lines are frozen.',
      entry: [
        { type: 'enterStep', params: { step: CHECKOUT_STEP_COUNT } },
        persist,
      ],
      on: {
        'cart.add': {
          guard: {
            type: 'isValidAddition',
            params: ({ event }) => ({ additions: [{ product: event.product, quantity: event.quantity }] }),
          },
          target: 'editing.carrito',
          actions: [
            'resetCart',
            { type: 'addToCart', params: ({ event }) => ({ additions: [{ product: event.product, quantity: event.quantity }] }) },
            { type: 'showNotice', params: ({ event }) => notices.added(event.product.product_name) },
          ],
        },
        'cart.addMany': [
          {
            guard: { type: 'isValidAddition', params: ({ event }) => ({ additions: event.products }) },
            target: 'editing.carrito',
            actions: [
              'resetCart',
              { type: 'addToCart', params: ({ event }) => ({ additions: event.products }) },
              { type: 'showNotice', params: () => notices.addedMany() },
              'announceAddedMany',
            ],
          },
          { actions: 'announceAdditionRefused' },
        ],
      },
    },
  },
});

/** What the cart shows under the lines while the minimum is not reached; null once it is. */
export function minimumOrderNotice(context: Pick<CheckoutContext, 'subTotal' | 'minimumOrder'>): CheckoutNotice | null {
  return missingForMinimum(context.subTotal, context.minimumOrder) > 0
    ? notices.belowMinimum(context.subTotal, context.minimumOrder)
    : null;
}

/** IVA included in `total`. */
export function cartTax(context: Pick<CheckoutContext, 'subTotal' | 'shipping'>): number {
  return taxOf(context.subTotal + context.shipping);
}

/** What the club saves (members) or would save (everyone else) on this cart. */
export function clubSavings(context: Pick<CheckoutContext, 'cxtiTotal' | 'originalTotal'>): number {
  return Math.max(0, context.originalTotal - context.cxtiTotal);
}
