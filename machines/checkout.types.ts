import type { Address } from '../contract/addresses';
import type { PickupPoint } from '../contract/delivery';
import type { ApprovalReason, ApprovalSent } from '../contract/order-approvals';
import type { CreateSalesOrderRequest } from '../contract/orders';
import type { BuyerSpending } from '../contract/spending-limits';
import type { PaymentMethodCode } from '../contract/vocabulary';
import type { BillingPartner, CartAddition, CartProduct, Delivery, RemovedLine } from './checkout.cart';
import type { CheckoutNotice } from './checkout.notices';
import type { CheckoutChoices, StoredCart } from './checkout.storage';
import type { Failure } from './failure';

/** How the gateway says an order holding the cart stands: still waiting for its payment, paid, or cancelled. */
export type HeldOrderState = 'waiting' | 'paid' | 'cancelled';

/** The checkout machine's input, context, events and what it tells its listeners. */

export interface CheckoutInput {
  userId: number | string;
  /** What `checkout-{userId}` held when the app started; null when nothing. */
  stored: string | null;
  isClubMember: boolean;
  /** Minimum net order in CLP; default 50.000 (decisions.md). */
  minimumOrder?: number;
  /** A new Idempotency-Key for each attempt to place an order. */
  newIdempotencyKey: () => string;
}

/** What Direcciones offers: the company's billing partners and delivery addresses, and the dates. */
export interface AddressOptions {
  invoice: readonly Address[];
  delivery: readonly Address[];
  dates: readonly string[];
  /** Orders placed from this time of day (Santiago) are delivered a business day later. */
  cutoff: string;
  /** Where store pickup is, and its hours. */
  pickupPoint: PickupPoint;
  /** The company's usual order with IVA, null while unknown: Pago asks to confirm a total far above it. */
  usualOrderTotal?: number | null;
}

/** One press of "Pagar": the order sent, and once the gateway placed none, its key and why. */
interface PaymentAttempt {
  order: CreateSalesOrderRequest;
  method: PaymentMethodCode;
  key: string | null;
  failure: Failure | null;
}

/** The order an approval request is composed of, and the rule it breaks. */
export interface ApprovalDraft {
  order: CreateSalesOrderRequest;
  reason: ApprovalReason;
}

/** What the buyer's spending rule says of Pago's order (machines/checkout.approval.ts). Not stored. */
export interface CheckoutApproval {
  /** The buyer's rule and period, read on entering Pago; null until it answers, or when it could not. */
  spending: BuyerSpending | null;
  /** The rule the gateway said the order breaks when it refused to place it: the read was stale or missing. */
  required: ApprovalReason | null;
  /** The request composed while Pago offers "Enviar para aprobación". */
  draft: ApprovalDraft | null;
  /** The gateway found the order needs no approval after all (the limits changed): said above "Pagar". */
  unneeded: Failure | null;
  /** The request the gateway saved, shown on the fresh cart until a product is added. */
  sent: ApprovalSent | null;
}

export interface CheckoutContext extends CheckoutChoices {
  userId: number | string;
  isClubMember: boolean;
  minimumOrder: number;
  newIdempotencyKey: () => string;
  /** The latest thing to tell the buyer, or null. Not stored. */
  notice: CheckoutNotice | null;
  addressOptions: AddressOptions | null;
  optionsFailure: Failure | null;
  attempt: PaymentAttempt | null;
  approval: CheckoutApproval;
  /** Why the order holding the cart could not be cancelled. Not stored. */
  heldOrderFailure: Failure | null;
  /** The line the buyer's latest change took out of the cart, while "Deshacer" can put it back. Not stored. */
  removedLine: RemovedLine | null;
  /**
   * Direcciones, entered from Carrito, makes the choices the buyer has not made: the default delivery
   * address and the earliest date. Not when the buyer came back from Pago, whose delivery the spec's
   * Back asks for again. Not stored.
   */
  offerDefaults: boolean;
}

export type CheckoutEvent =
  | { type: 'cart.add'; product: CartProduct; quantity?: number }
  | { type: 'cart.addMany'; products: CartAddition[] }
  | { type: 'cart.increase'; id: number }
  | { type: 'cart.decrease'; id: number }
  | { type: 'cart.setQuantity'; id: number; quantity: number }
  | { type: 'cart.remove'; id: number }
  /** "Deshacer" on the notice of a line that left the cart. */
  | { type: 'cart.undoRemove' }
  | { type: 'cart.clear' }
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
  | { type: 'checkout.retryOptions' }
  /** The address dialog of Direcciones saved one: read the options again, and deliver there if it is a delivery address. */
  | { type: 'checkout.addressAdded'; address: Address }
  | { type: 'checkout.setDelivery'; delivery: Delivery }
  | { type: 'checkout.setScheduledDate'; date: string }
  | { type: 'checkout.applyBilling'; billing: BillingPartner }
  | { type: 'checkout.setPaymentMethod'; paymentMethodId: number; method: PaymentMethodCode }
  | { type: 'checkout.pay' }
  /** The order exists but its payment could not be opened: open it again. */
  | { type: 'checkout.retryPayment' }
  /** The buyer confirms, or goes back to review, a total far above the company's usual order. */
  | { type: 'checkout.confirmTotal' }
  | { type: 'checkout.reviewTotal' }
  /** Cancel the order the cart's lines belong to while it waits for its payment: they are the cart again. */
  | { type: 'checkout.cancelHeldOrder' }
  /** A return page cancelled the order holding the cart: its lines are the cart again. */
  | { type: 'cart.release'; orderId: number };

/**
 * Told to whoever listens (`actor.on`): after a `cart.addMany`, whether the lines went in; after a
 * `cart.add`, the notice of a line that went in. A caller that adds from elsewhere (Volver a pedir, the
 * palette) answers the outcome without reading the cart's notices.
 */
export type CheckoutEmitted =
  | { type: 'cart.addedMany' }
  | { type: 'cart.additionRefused' }
  | { type: 'cart.added'; notice: CheckoutNotice };

export interface PersistCartParams {
  userId: number | string;
  cart: StoredCart;
}

