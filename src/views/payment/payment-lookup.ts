import type { PaymentLookup } from '../../../machines/payment.types';

const maxId = 2_147_483_647;
/** The gateway's payment ids are UUIDs; anything else in the address names no payment. */
const paymentIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const orderIdPattern = /^[1-9]\d{0,9}$/;

function orderIdOf(raw: string | null): number | null {
  if (raw === null || !orderIdPattern.test(raw)) return null;
  const id = Number(raw);
  return id <= maxId ? id : null;
}

/**
 * What a return page may ask the gateway about: a payment id or an order id from its address, and
 * nothing else the address says. Null when neither is usable.
 */
export function paymentLookupOf(params: URLSearchParams): PaymentLookup | null {
  const paymentId = params.get('payment_id')?.trim() ?? '';
  const orderId = orderIdOf(params.get('order_id'));
  if (paymentIdPattern.test(paymentId)) return orderId === null ? { payment_id: paymentId } : { payment_id: paymentId, order_id: orderId };
  return orderId === null ? null : { order_id: orderId };
}
