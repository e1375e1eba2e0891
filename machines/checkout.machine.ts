import { assign, emit, not, raise, sendTo, setup, type SnapshotFrom } from 'xstate';
import type { CurrentPrice } from '../contract/orders';
import type { BuyerSpending } from '../contract/spending-limits';
import type { PaymentMethodCode } from '../contract/vocabulary';
import {
  addToCart,
  applyPrices,
  changeLine,
  deliveryTo,
  restoreLine,
  ruleOf,
  isIsoDate,
  isValidAddition,
  isValidBilling,
  isValidDelivery,
  isValidLineChange,
  isValidPaymentChoice,
  isValidPrice,
  PURCHASE_ORDER_MAX_LENGTH,
  type BillingPartner,
  type CartAddition,
  type Delivery,
  type LineChange,
} from './checkout.cart';
import { notices, type CheckoutNotice } from './checkout.notices';
import { orderFromCheckout } from './checkout.order';
import {
  blockedNotice,
  furthestReachableStep,
  isCartBlocked,
  missingAddressParts,
  offeredChoices,
  restoredStep,
  sameJson,
  totalsOf,
} from './checkout.selectors';
import { approvalRequestMachine } from './approval-request.machine';
import { approvalGuards, approvalRequired, approvalState, forgetSpending, noApproval, readSpending } from './checkout.approval';
import { CHECKOUT_STEP_COUNT, choicesOf, emptyChoices, restoreCart, type CheckoutChoices } from './checkout.storage';
import type {
  AddressOptions,
  CheckoutApproval,
  CheckoutContext,
  CheckoutEmitted,
  CheckoutEvent,
  CheckoutInput,
  HeldOrderState,
  PersistCartParams,
} from './checkout.types';
import { initialCheckoutContext, optionsUnavailable } from './checkout.context';
import {
  additionOf,
  additionsOf,
  billingOf,
  chosenBilling,
  goesTo,
  lineChange,
  methodOf,
  outputOf,
  pay,
  payOrConfirm,
  type PaymentDone,
  persist,
  refusedWhileAwaited,
  refusedWhileHeld,
} from './checkout.transitions';
import { refusalOr } from './failure';
import { notProvided } from './not-provided';
import { paymentFailures, paymentMachine } from './payment.machine';
import { isUnusuallyLarge } from './rules/order-size';
import type { PaymentOutput } from './payment.types';

/**
 * Cart and checkout (spec sections 3, 4, 5, 9; decisions.md).
 *
 * States: `editing.carrito` (step 0), `editing.direcciones` (1), `editing.pago` (2) and `completed`
 * (3 = step count, `completed: true`). `activeStep` in context always equals the state's step; it is
 * what is stored, and a reload goes back to it through `restoring` (never further than the cart allows).
 *
 * - The context holds the buyer's choices only; totals are derived from them (`totalsOf`).
 * - Leaving Carrito needs lines and the minimum net order (input `minimumOrder`, default 50.000). If the
 *   cart later drops below it, Direcciones and Pago send the buyer back to Carrito with the same message.
 * - Shipping follows the delivery chosen in Direcciones; going back forgets that choice (spec: shipping 0).
 * - Direcciones reads what it offers (the company's addresses, the delivery dates) and keeps the choices
 *   to what is offered: a billing partner or date no longer offered is replaced by the default or dropped.
 * - Pago invokes the payment machine with the order. While it runs the order is held: one list of events
 *   is refused with a notice. An order the gateway did not place can be tried again under the same key
 *   while it stays the same; a price change refreshes the cart's prices.
 * - Pago reads the buyer's spending rule; an order that breaks it (or that the gateway refuses to place
 *   for that) is sent for approval instead, through the approval-request machine (checkout.approval.ts).
 * - Once the buyer is handed to the provider, the placed order holds the lines (`awaitingPayment`, kept
 *   across reloads) until the gateway says it was paid or it is cancelled: a declined or pending card
 *   never leads to a second order for the same lines.
 * - Every change to the stored part calls `persistCart` with the whole `{ version, data }`.
 */

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    emitted: {} as CheckoutEmitted,
  },
  actors: {
    /** Sends `cart.sync` when another tab stores this user's cart. */
    watchStoredCart: notProvided.listener<CheckoutEvent, { userId: number | string }>('checkout', 'watchStoredCart'),
    readAddressOptions: notProvided.actor<AddressOptions, void>('checkout', 'readAddressOptions'),
    /** How the gateway says the order holding the cart stands. */
    readHeldOrder: notProvided.actor<HeldOrderState, { orderId: number }>('checkout', 'readHeldOrder'),
    cancelHeldOrder: notProvided.actor<unknown, { orderId: number }>('checkout', 'cancelHeldOrder'),
    payment: paymentMachine,
    readSpending: notProvided.actor<BuyerSpending, void>('checkout', 'readSpending'),
    approvalRequest: approvalRequestMachine,
  },
  actions: {
    persistCart: (_, _params: PersistCartParams) => notProvided.action('checkout', 'persistCart'),
    logError: (_, _params: { message: string; error: unknown }) => notProvided.action('checkout', 'logError'),
    /** Shows the buyer the order the payment placed on credit. */
    showConfirmedOrder: (_, _orderId: number) => notProvided.action('checkout', 'showConfirmedOrder'),
    enterStep: assign((_, { step }: { step: number }) => ({
      activeStep: step,
      completed: step === CHECKOUT_STEP_COUNT,
      // Carrito has no delivery yet, hence no shipping.
      ...(step === 0 ? { delivery: null, offerDefaults: true } : {}),
    })),
    addToCart: assign(({ context }, { additions }: { additions: CartAddition[] }) => ({
      items: addToCart(context.items, additions),
      // A new cart: the request sent for approval is no longer what it shows.
      approval: { ...context.approval, sent: null },
    })),
    /** The line changed under its product's rule; the notice says what a typed quantity became, or offers to undo a removal. */
    changeLine: assign(({ context }, change: LineChange) => {
      const { items, adjusted, removed } = changeLine(context.items, change);
      const notice = removed
        ? notices.lineRemoved(removed.line.product_name)
        : adjusted
          ? notices.quantityAdjusted(adjusted.line, ruleOf(adjusted.line), adjusted.typed, adjusted.fitted)
          : null;
      return { items, removedLine: removed, notice };
    }),
    undoRemove: assign(({ context }) => ({
      items: context.removedLine ? restoreLine(context.items, context.removedLine) : context.items,
      removedLine: null,
      notice: null,
    })),
    resetCart: assign({ ...emptyChoices, notice: null, attempt: null, removedLine: null, approval: noApproval }),
    /** Spec: going back resets shipping to 0; the delivery choice that caused it is asked for again. */
    resetShipping: assign({ delivery: null, offerDefaults: false }),
    /** A choice of the buyer's (or the membership), as the event carries it. */
    store: assign((_, choice: Partial<Pick<CheckoutContext, keyof CheckoutChoices | 'isClubMember'>>) => choice),
    adoptStoredCart: assign((_, { stored }: { stored: string | null }) => ({ ...restoreCart(stored).data, notice: null, approval: noApproval })),
    adoptOptions: assign(({ context }, options: AddressOptions) => ({
      addressOptions: options,
      ...offeredChoices(context, options),
      offerDefaults: false,
    })),
    showNotice: assign((_, notice: CheckoutNotice) => ({ notice })),
    showBlockedNotice: assign(({ context }) => ({ notice: blockedNotice(context) })),
    showAddressIncomplete: assign(({ context }, { billing }: { billing: BillingPartner | null }) => ({
      notice: notices.addressIncomplete(missingAddressParts({ ...context, billing: billing ?? context.billing })),
    })),
    clearNotice: assign({ notice: null }),
    showPaymentUnderWay: assign({ notice: () => notices.paymentUnderWay() }),
    showApprovalUnderWay: assign({ notice: () => notices.approvalUnderWay() }),
    showOrderAwaitingPayment: assign({ notice: () => notices.orderAwaitingPayment() }),
    /** The order handed to the provider holds the lines until it is paid or cancelled, across reloads. */
    holdForOrder: assign((_, { orderId }: PaymentOutput) => ({ heldOrderId: orderId, attempt: null })),
    /** The order holding the lines was cancelled: they are the cart again. */
    releaseHeldOrder: assign({ heldOrderId: null, heldOrderFailure: null }),
    /** One press of "Pagar": the same order as an attempt the gateway did not place keeps that attempt's key. */
    startAttempt: assign(({ context }) => {
      const ready = orderFromCheckout(context);
      if (!ready) throw new Error('checkout: paying without an order');
      const retried = context.attempt !== null && sameJson(context.attempt.order, ready.order) ? context.attempt.key : null;
      return { attempt: { order: ready.order, method: ready.method, key: retried, failure: null }, notice: null };
    }),
    /**
     * The attempt the gateway placed no order for, with its key and why: paying the same order again (at
     * the current prices after a price change) uses the same key.
     */
    keepAttempt: assign(({ context }, { orderKey, failure }: PaymentOutput) => ({
      attempt: context.attempt && { ...context.attempt, order: orderFromCheckout(context)?.order ?? context.attempt.order, key: orderKey, failure },
    })),
    forgetAttempt: assign({ attempt: null }),
    noteApproval: assign(({ context }, change: Partial<CheckoutApproval>) => ({ approval: { ...context.approval, ...change } })),
    applyPrices: assign(({ context }, { prices }: { prices: readonly CurrentPrice[] }) => ({
      items: applyPrices(context.items, prices.filter(isValidPrice)),
    })),
    /** The addition again, to the new cart's Carrito, which adds it as it adds any. */
    addAgain: raise(({ event }) => event),
    announceAddedMany: emit({ type: 'cart.addedMany' } as const),
    announceAdded: emit((_, notice: CheckoutNotice) => ({ type: 'cart.added', notice }) as const),
    announceAdditionRefused: emit({ type: 'cart.additionRefused' } as const),
  },
  guards: {
    isCartBlocked: ({ context }) => isCartBlocked(context),
    isAddressStepComplete: ({ context }) => missingAddressParts(context).length === 0,
    /** `checkout.applyBilling` with a valid partner that completes Direcciones. */
    isBillingCompletingStep: ({ context }, { billing }: { billing: BillingPartner }) =>
      isValidBilling(billing) && missingAddressParts({ ...context, billing }).length === 0,
    isValidBilling: (_, { billing }: { billing: BillingPartner }) => isValidBilling(billing),
    hasPaymentMethod: ({ context }) => context.paymentMethodId !== null,
    isValidAddition: (_, { additions }: { additions: CartAddition[] }) => Array.isArray(additions) && additions.some(isValidAddition),
    isLineChange: ({ context }, change: LineChange) => isValidLineChange(context.items, change),
    canUndoRemove: ({ context }) => context.removedLine !== null && !context.items.some((line) => line.id === context.removedLine?.line.id),
    isMembershipChange: ({ context }, { isClubMember }: { isClubMember: boolean }) =>
      typeof isClubMember === 'boolean' && isClubMember !== context.isClubMember,
    isNewStoredCart: ({ context }, { stored }: { stored: string | null }) => {
      const restored = restoreCart(stored);
      return restored.status === 'restored' && !sameJson(restored.data, choicesOf(context));
    },
    /** `checkout.goto`: another step, no further than the cart allows. */
    canGoTo: ({ context }, { step, target }: { step: number; target: number }) =>
      step === target && step !== context.activeStep && step <= furthestReachableStep(context),
    isRestoredStep: ({ context }, { step }: { step: number }) => restoredStep(context) === step,
    isValidDelivery: (_, { delivery }: { delivery: Delivery }) => isValidDelivery(delivery),
    /** A date Direcciones offers now: the gateway would refuse any other. */
    isOfferedDate: ({ context }, { date }: { date: string }) => isIsoDate(date) && (context.addressOptions?.dates.includes(date) ?? false),
    isValidPaymentMethod: (_, { paymentMethodId, method }: { paymentMethodId: number; method: PaymentMethodCode }) =>
      isValidPaymentChoice(paymentMethodId, method),
    isValidPurchaseOrderNumber: (_, { value }: { value: string }) => typeof value === 'string' && value.length <= PURCHASE_ORDER_MAX_LENGTH,
    hasNotice: ({ context }) => context.notice !== null,
    isReadyToPay: ({ context }) => orderFromCheckout(context) !== null,
    isUnusuallyLarge: ({ context }) => isUnusuallyLarge(totalsOf(context).total, context.addressOptions?.usualOrderTotal ?? null),
    /** The order differs from the one the gateway did not place: its key no longer applies. */
    isAttemptOutdated: ({ context }) => context.attempt !== null && !sameJson(context.attempt.order, orderFromCheckout(context)?.order),
    isDeliveryAddress: (_, { address }: { address: { type: string } }) => address.type === 'delivery',
    isPlacedOnCredit: (_, output: PaymentOutput) => output.outcome === 'confirmed',
    isHandedToProvider: (_, output: PaymentOutput) => output.outcome === 'redirecting',
    isPriceChange: (_, output: PaymentOutput) => output.outcome === 'priceChanged',
    ...approvalGuards,
    isHeldByOrder: ({ context }) => context.heldOrderId !== null,
    isHeldOrder: ({ context }, { orderId }: { orderId: number }) => orderId === context.heldOrderId,
    isHeldOrderPaid: (_, state: HeldOrderState) => state === 'paid',
    isHeldOrderCancelled: (_, state: HeldOrderState) => state === 'cancelled',
  },
}).createMachine({
  id: 'checkout',
  description:
    'Cart and three-step checkout (Carrito, Direcciones, Pago), stored per user at `checkout-{userId}`; ' +
    'watches the other tabs through `watchStoredCart`; Pago pays through the payment machine.',
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
      actions: { type: 'adoptStoredCart', params: ({ event }) => ({ stored: event.stored }) },
    },
    'cart.setClubMember': {
      guard: { type: 'isMembershipChange', params: ({ event }) => ({ isClubMember: event.isClubMember }) },
      actions: [{ type: 'store', params: ({ event }) => ({ isClubMember: event.isClubMember }) }, persist],
    },
    'cart.persistFailed': { actions: { type: 'showNotice', params: () => notices.storageFailed() } },
    'cart.dismissNotice': { guard: 'hasNotice', actions: 'clearNotice' },
  },
  states: {
    restoring: {
      description: 'Goes to the stored step, or the furthest the restored cart allows now.',
      always: [
        { guard: 'isHeldByOrder', target: 'awaitingPayment' },
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
          guard: { type: 'isValidAddition', params: additionOf },
          actions: [
            { type: 'addToCart', params: additionOf },
            { type: 'showNotice', params: ({ event }) => notices.added(event.product.product_name) },
            persist,
            { type: 'announceAdded', params: ({ event }) => notices.added(event.product.product_name) },
          ],
        },
        'cart.addMany': [
          {
            guard: { type: 'isValidAddition', params: additionsOf },
            actions: [
              { type: 'addToCart', params: additionsOf },
              { type: 'showNotice', params: () => notices.addedMany() },
              persist,
              'announceAddedMany',
            ],
          },
          { actions: 'announceAdditionRefused' },
        ],
        'cart.increase': lineChange,
        'cart.decrease': lineChange,
        'cart.setQuantity': lineChange,
        'cart.remove': lineChange,
        'cart.undoRemove': { guard: 'canUndoRemove', actions: ['undoRemove', persist] },
        'checkout.setPurchaseOrderNumber': {
          guard: { type: 'isValidPurchaseOrderNumber', params: ({ event }) => ({ value: event.value }) },
          actions: [{ type: 'store', params: ({ event }) => ({ purchaseOrderNumber: event.value }) }, persist],
        },
        'checkout.goto': [
          { guard: goesTo(0), target: '.carrito', actions: 'clearNotice' },
          { guard: goesTo(1), target: '.direcciones', actions: ['resetShipping', 'clearNotice'] },
          { guard: goesTo(2), target: '.pago', actions: 'clearNotice' },
        ],
      },
      states: {
        carrito: {
          description: 'Step 0: lines, quantities, totals, purchase order. No shipping yet; leaving needs the minimum order.',
          entry: [{ type: 'enterStep', params: { step: 0 } }, persist],
          on: {
            'checkout.next': [
              { guard: 'isCartBlocked', actions: 'showBlockedNotice' },
              { target: 'direcciones', actions: 'clearNotice' },
            ],
          },
        },
        direcciones: {
          description: 'Step 1: billing partner, delivery address or store pickup (sets shipping), delivery date.',
          entry: [{ type: 'enterStep', params: { step: 1 } }, persist],
          always: { guard: 'isCartBlocked', target: 'carrito', actions: 'showBlockedNotice' },
          initial: 'reading',
          on: {
            'checkout.setDelivery': {
              guard: { type: 'isValidDelivery', params: ({ event }) => ({ delivery: event.delivery }) },
              actions: [{ type: 'store', params: ({ event }) => ({ delivery: event.delivery }) }, 'clearNotice', persist],
            },
            'checkout.setScheduledDate': {
              guard: { type: 'isOfferedDate', params: ({ event }) => ({ date: event.date }) },
              actions: [{ type: 'store', params: ({ event }) => ({ scheduledDate: event.date }) }, 'clearNotice', persist],
            },
            'checkout.applyBilling': [
              { guard: { type: 'isBillingCompletingStep', params: billingOf }, target: 'pago', actions: [{ type: 'store', params: chosenBilling }, 'clearNotice'] },
              {
                guard: { type: 'isValidBilling', params: billingOf },
                actions: [{ type: 'store', params: chosenBilling }, { type: 'showAddressIncomplete', params: billingOf }, persist],
              },
            ],
            'checkout.addressAdded': [
              {
                guard: { type: 'isDeliveryAddress', params: ({ event }) => ({ address: event.address }) },
                target: '.reading',
                actions: [{ type: 'store', params: ({ event }) => ({ delivery: deliveryTo(event.address) }) }, persist],
              },
              { target: '.reading' },
            ],
            'checkout.next': [
              { guard: 'isAddressStepComplete', target: 'pago', actions: 'clearNotice' },
              { actions: { type: 'showAddressIncomplete', params: { billing: null } } },
            ],
            'checkout.back': { target: 'carrito', actions: ['resetShipping', 'clearNotice'] },
          },
          states: {
            reading: {
              description: "The company's addresses and the delivery dates; what was offered before stays meanwhile.",
              tags: ['busy'],
              invoke: {
                id: 'readAddressOptions',
                src: 'readAddressOptions',
                onDone: { target: 'ready', actions: [{ type: 'adoptOptions', params: ({ event }) => event.output }, persist] },
                onError: {
                  target: 'failed',
                  actions: [
                    assign({ optionsFailure: ({ event }) => refusalOr(event.error, optionsUnavailable) }),
                    { type: 'logError', params: ({ event }) => ({ message: 'Error loading addresses', error: event.error }) },
                  ],
                },
              },
            },
            ready: {},
            failed: {
              description: 'The options could not be read: the failure and a retry are shown.',
              tags: ['error'],
              exit: assign({ optionsFailure: null }),
              on: { 'checkout.retryOptions': 'reading' },
            },
          },
        },
        pago: {
          description: "Step 2: payment method, and paying, or sending for approval an order above the buyer's spending rule.",
          entry: [{ type: 'enterStep', params: { step: 2 } }, persist],
          exit: ['forgetAttempt', forgetSpending],
          invoke: readSpending,
          always: { guard: 'isCartBlocked', target: 'carrito', actions: 'showBlockedNotice' },
          initial: 'choosing',
          on: {
            'checkout.setPaymentMethod': {
              guard: { type: 'isValidPaymentMethod', params: methodOf },
              actions: [{ type: 'store', params: ({ event }) => ({ paymentMethodId: event.paymentMethodId, paymentMethod: event.method }) }, 'clearNotice', persist],
            },
            'checkout.next': [
              { guard: 'hasPaymentMethod', target: '#checkout.completed', actions: 'clearNotice' },
              { actions: { type: 'showNotice', params: () => notices.paymentMethodMissing() } },
            ],
            'checkout.back': { target: 'direcciones', actions: ['resetShipping', 'clearNotice'] },
          },
          states: {
            choosing: {
              description: 'The method, the step and the lines may still change.',
              always: { guard: 'needsApproval', target: 'approval' },
              on: payOrConfirm,
            },
            confirmingTotal: {
              description:
                "The total is far above the company's usual order (a few zeros too many?): the buyer confirms it before the order is placed, or goes back to review it.",
              always: { guard: not('isUnusuallyLarge'), target: 'choosing' },
              on: {
                'checkout.confirmTotal': pay['checkout.pay'],
                'checkout.reviewTotal': 'choosing',
              },
            },
            paying: {
              description: 'The payment machine places the order and opens its payment; the order is held as it was sent.',
              tags: ['paymentHeld', 'busy'],
              invoke: {
                id: 'payment',
                src: 'payment',
                input: ({ context }) => {
                  const attempt = context.attempt!;
                  return {
                    mode: 'checkout' as const,
                    order: attempt.order,
                    method: attempt.method,
                    ...(attempt.key === null ? {} : { orderKey: attempt.key }),
                    newIdempotencyKey: context.newIdempotencyKey,
                  };
                },
                onDone: [
                  {
                    guard: { type: 'isPlacedOnCredit', params: outputOf },
                    target: '#checkout.editing.carrito',
                    actions: ['resetCart', { type: 'showConfirmedOrder', params: ({ event }: { event: PaymentDone }) => event.output.orderId! }],
                  },
                  {
                    guard: { type: 'isHandedToProvider', params: outputOf },
                    target: '#checkout.awaitingPayment',
                    actions: [{ type: 'holdForOrder', params: outputOf }, persist],
                  },
                  {
                    guard: { type: 'isPriceChange', params: outputOf },
                    target: 'pricesChanged',
                    actions: [
                      { type: 'applyPrices', params: ({ event }: { event: PaymentDone }) => ({ prices: event.output.failure?.prices ?? [] }) },
                      { type: 'showNotice', params: () => notices.pricesUpdated() },
                      { type: 'keepAttempt', params: outputOf },
                      persist,
                    ],
                  },
                  approvalRequired,
                  { target: 'unplaced', actions: { type: 'keepAttempt', params: outputOf } },
                ],
                onError: {
                  target: 'unplaced',
                  actions: {
                    type: 'keepAttempt',
                    params: ({ context }) => ({ outcome: null, orderId: null, orderKey: context.attempt?.key ?? null, failure: { code: 'unknown' } }),
                  },
                },
              },
              on: {
                ...refusedWhileHeld,
                'checkout.retryPayment': { actions: sendTo('payment', { type: 'payment.retry' }) },
              },
            },
            unplaced: {
              description: 'The gateway placed no order: the buyer may try the same order again, under the same key, or change it.',
              tags: ['error'],
              always: { guard: 'isAttemptOutdated', target: 'choosing', actions: 'forgetAttempt' },
              on: pay,
            },
            pricesChanged: {
              description: 'The gateway refused stale prices; the cart took the current ones and the buyer pays those.',
              on: pay,
            },
            approval: approvalState,
          },
        },
      },
    },
    awaitingPayment: {
      description:
        "An order was placed for these lines and waits for its payment (the buyer at the provider's page, a card declined or " +
        'pending): the lines belong to it, kept across reloads, until it is paid (the cart starts afresh) or cancelled (they ' +
        'are the cart again). No second order is placed for them.',
      tags: ['paymentHeld', 'orderAwaited'],
      entry: persist,
      initial: 'checking',
      on: {
        ...refusedWhileAwaited,
        'cart.release': {
          guard: { type: 'isHeldOrder', params: ({ event }) => ({ orderId: event.orderId }) },
          target: 'editing.carrito',
          actions: 'releaseHeldOrder',
        },
      },
      states: {
        checking: {
          description: 'Asks the gateway how the order stands: it may have been paid or cancelled meanwhile, here or in another window.',
          tags: ['busy'],
          invoke: {
            id: 'readHeldOrder',
            src: 'readHeldOrder',
            input: ({ context }) => ({ orderId: context.heldOrderId! }),
            onDone: [
              { guard: { type: 'isHeldOrderPaid', params: ({ event }) => event.output }, target: '#checkout.editing.carrito', actions: 'resetCart' },
              { guard: { type: 'isHeldOrderCancelled', params: ({ event }) => event.output }, target: '#checkout.editing.carrito', actions: 'releaseHeldOrder' },
              { target: 'waiting' },
            ],
            onError: { target: 'waiting', actions: { type: 'logError', params: ({ event }) => ({ message: 'Error reading the held order', error: event.error }) } },
          },
        },
        waiting: {
          description: 'The buyer pays the order from its payment page, or cancels it here.',
          on: { 'checkout.cancelHeldOrder': 'cancelling' },
        },
        cancelling: {
          tags: ['busy'],
          invoke: {
            id: 'cancelHeldOrder',
            src: 'cancelHeldOrder',
            input: ({ context }) => ({ orderId: context.heldOrderId! }),
            onDone: { target: '#checkout.editing.carrito', actions: 'releaseHeldOrder' },
            onError: {
              target: 'cancelFailed',
              actions: [
                assign({ heldOrderFailure: ({ event }) => refusalOr(event.error, paymentFailures.cancel) }),
                { type: 'logError', params: ({ event }) => ({ message: 'Error cancelling the held order', error: event.error }) },
              ],
            },
          },
        },
        cancelFailed: {
          description: 'The gateway did not cancel it (a payment of it is under way, or it was paid): why, and the same choices.',
          tags: ['error'],
          exit: assign({ heldOrderFailure: null }),
          on: { 'checkout.cancelHeldOrder': 'cancelling' },
        },
      },
    },
    completed: {
      description: 'Step 3, the step count: the order was placed and its lines are frozen; a product added starts a new cart.',
      entry: [{ type: 'enterStep', params: { step: CHECKOUT_STEP_COUNT } }, persist],
      on: {
        'cart.add': { guard: { type: 'isValidAddition', params: additionOf }, target: 'editing.carrito', actions: ['resetCart', 'addAgain'] },
        'cart.addMany': [
          { guard: { type: 'isValidAddition', params: additionsOf }, target: 'editing.carrito', actions: ['resetCart', 'addAgain'] },
          { actions: 'announceAdditionRefused' },
        ],
      },
    },
  },
});

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;
