import type { CreateSalesOrderRequest, CurrentPrice, OrderLine } from '../contract/orders';
import type { PaymentMethodCode } from '../contract/vocabulary';
import type { UserFacingError } from './session.machine';

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
 * How actors reject: the gateway's code, its Spanish message when the gateway worded one (null otherwise,
 * so the machine shows its own), and the current prices of a `price_changed` refusal when known.
 */
export interface PaymentFailure {
  code: string;
  message: string | null;
  prices?: CurrentPrice[];
}

export type PaymentInput = { newIdempotencyKey: () => string } & (
  | { mode: 'checkout'; order: CreateSalesOrderRequest; method: PaymentMethodCode }
  | { mode: 'verifying'; lookup: PaymentLookup }
);

export interface PaymentContext {
  newIdempotencyKey: () => string;
  order: CreateSalesOrderRequest | null;
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
