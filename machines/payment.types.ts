import type { CreateSalesOrderRequest } from '../contract/orders';
import type { PaymentMethodCode } from '../contract/vocabulary';
import type { Failure } from './failure';

/** What a return page read from its query string: only a key to ask the gateway with, never a status. */
export type PaymentLookup = { payment_id: string; order_id?: number } | { payment_id?: undefined; order_id: number };

export interface CreateOrderInput {
  order: CreateSalesOrderRequest;
  idempotencyKey: string;
}

export interface CreatePaymentInput {
  order_id: number;
  payment_method_id: number;
  idempotencyKey: string;
}

/**
 * Pago pays an order: the checkout invokes the machine with it, and with the key of the attempt it is
 * retrying when it retries one. A return page verifies what the gateway knows of a payment.
 */
export type PaymentInput = { newIdempotencyKey: () => string } & (
  | { mode: 'checkout'; order: CreateSalesOrderRequest; method: PaymentMethodCode; orderKey?: string }
  | { mode: 'verifying'; lookup: PaymentLookup }
);

/**
 * How a payment ends for the checkout that invoked it: the order placed on credit, the buyer handed to
 * the provider's page, or no order placed (the gateway refused it, or its prices changed).
 */
export type PaymentOutcome = 'confirmed' | 'redirecting' | 'orderFailed' | 'priceChanged';

export interface PaymentOutput {
  outcome: PaymentOutcome | null;
  orderId: number | null;
  /** The key the order was asked for with: a retry of the same order uses it again, so it is placed once. */
  orderKey: string | null;
  failure: Failure | null;
}

export interface PaymentContext {
  newIdempotencyKey: () => string;
  order: CreateSalesOrderRequest | null;
  method: PaymentMethodCode | null;
  lookup: PaymentLookup | null;
  paymentMethodId: number | null;
  orderKey: string | null;
  /** Created for each new payment attempt, then sent with every createPayment retry of it. */
  paymentKey: string | null;
  orderId: number | null;
  paymentId: string | null;
  failure: Failure | null;
  outcome: PaymentOutcome | null;
  /** Status checks that answered pending; the next poll waits longer. */
  attempt: number;
}

export type PaymentEvent =
  | { type: 'payment.retry' }
  /** Another method for the same order: a card, a saved card, or the company's credit line. */
  | { type: 'payment.changeMethod'; payment_method_id: number }
  /** Give the order up: its lines go back to the cart. */
  | { type: 'payment.cancelOrder' }
  | { type: 'payment.leave' }
  /** The buyer is back on a pending payment's page (the window regained focus or became visible): ask now. */
  | { type: 'payment.recheck' };
