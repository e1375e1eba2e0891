import type { UserFacingError } from './session.machine';

/** One line of the order payload (spec section 3); prices are net CLP. */
export interface OrderLine {
  product_id: number;
  product_uom_qty: number;
  price_unit: number;
  cxti_price: number;
}

/** The order payload of spec section 3, as a ready cart produces it. */
export interface OrderPayload {
  partner_id: number;
  payment_method_id: number;
  despensa_customer_sale_order_number?: string;
  scheduled_date: string;
  retiro_en_tienda: boolean;
  /** The company's delivery address; absent with store pickup. */
  partner_shipping_id?: number;
  order_line: OrderLine[];
}

/** The kind of the chosen method: the provider's hosted page, a card it keeps, or 30-day credit. */
export const paymentMethodCodes = ['card', 'saved_card', 'credit'] as const;
export type PaymentMethodCode = (typeof paymentMethodCodes)[number];

export interface CurrentPrice {
  product_id: number;
  price_unit: number;
  cxti_price: number;
}

/** What a return page read from its query string: only a key to ask the gateway with, never a status. */
export type PaymentLookup = { payment_id: string; order_id?: number } | { payment_id?: undefined; order_id: number };

export interface CreateOrderInput {
  order: OrderPayload;
  idempotencyKey: string;
}

export interface CreatedOrder {
  order_id: number;
}

export interface CreatePaymentInput {
  order_id: number;
  payment_method_id: number;
  idempotencyKey: string;
}

export interface CreatedPayment {
  payment_id: string;
  redirect_url: string;
}

export interface PaymentStatus {
  payment_id: string;
  order_id: number;
  payment_method_id: number;
  status: 'approved' | 'rejected' | 'pending';
  reason?: string;
}

/**
 * How actors reject: the gateway's code, its Spanish message when the gateway worded one (null otherwise,
 * so the machine shows its own), and the current prices of a `price_changed` refusal when known.
 */
export interface PaymentFailure {
  code: string;
  message: string | null;
  prices?: CurrentPrice[];
}

export type PaymentInput = { newIdempotencyKey: () => string } & (
  | { mode: 'checkout'; order: OrderPayload; method: PaymentMethodCode }
  | { mode: 'verifying'; lookup: PaymentLookup }
);

export interface PaymentContext {
  newIdempotencyKey: () => string;
  order: OrderPayload | null;
  method: PaymentMethodCode | null;
  lookup: PaymentLookup | null;
  paymentMethodId: number | null;
  /** Created on submit, then sent with every createOrder attempt. */
  orderKey: string | null;
  /** Created for each new payment attempt, then sent with every createPayment retry of it. */
  paymentKey: string | null;
  orderId: number | null;
  paymentId: string | null;
  error: UserFacingError | null;
  /** Set by a `price_changed` refusal so the cart can refresh; empty when the refusal did not list them. */
  currentPrices: CurrentPrice[] | null;
  /** Status checks that answered pending; the next poll waits longer. */
  attempt: number;
}

export type PaymentEvent =
  | { type: 'payment.submit' }
  | { type: 'payment.retry' }
  /** The buyer saw the refreshed cart and pays the current prices. */
  | { type: 'payment.acceptPrices'; order_line: OrderLine[] }
  /** Another provider method (card or saved card) for the same order. */
  | { type: 'payment.changeMethod'; payment_method_id: number }
  | { type: 'payment.leave' }
  /** The buyer is back on a pending payment's page (the window regained focus or became visible): ask now. */
  | { type: 'payment.recheck' };
