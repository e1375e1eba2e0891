import * as z from 'zod/mini';
import { paymentMethodCodes } from './vocabulary';

const id = z.int().check(z.positive(), z.lte(2_147_483_647));
/** An opaque id of the gateway's payment record, as the return pages read it from their query string. */
const paymentId = z.string().check(z.minLength(1), z.maxLength(100));

/**
 * Payment method ids are stable numbers, whatever the order of the list: 1 is a card typed on the
 * provider's page, 2 is the company's credit line, and a card saved with the provider is
 * `savedCardIdBase` + its payment_token id (1012 for token 12).
 */
export const paymentMethodIds = { card: 1, credit: 2 } as const;
export const savedCardIdBase = 1000;

/** The kind of a method: the provider's page, a card saved with it, or credit. */
export { paymentMethodCodes, type PaymentMethodCode } from './vocabulary';

/** `GET /payment-methods`: what the signed-in company may pay with, the card first. */
export const paymentMethod = z.object({
  id,
  code: z.enum(paymentMethodCodes),
  /** "Tarjeta de crédito o débito", "Visa •••• 4242", "Crédito 30 días". */
  name: z.string(),
});
export const paymentMethodList = z.array(paymentMethod);
export type PaymentMethod = z.infer<typeof paymentMethod>;

/** `POST /payments`, sent with an Idempotency-Key: one payment attempt on an existing draft order. */
export const createPaymentRequest = z.strictObject({
  order_id: id,
  payment_method_id: id,
});
export type CreatePaymentRequest = z.input<typeof createPaymentRequest>;

/** 201; a repeated Idempotency-Key answers this same body again. */
export const createPaymentResponse = z.object({
  payment_id: paymentId,
  // Absolute http(s) or a same-origin path: never a `javascript:` or protocol-relative address.
  redirect_url: z.string().check(z.regex(/^(https?:\/\/|\/(?!\/))/)),
});
export type CreatePaymentResponse = z.infer<typeof createPaymentResponse>;

export const paymentStatuses = ['approved', 'rejected', 'pending'] as const;

/**
 * `GET /payments/:payment_id`, or `GET /sales-orders/:order_id/payment` for the order's latest payment:
 * the gateway's own record, the only status a return page believes. While pending, the gateway asks the
 * provider again before answering.
 */
export const paymentStatusResponse = z.object({
  payment_id: paymentId,
  order_id: id,
  payment_method_id: id,
  status: z.enum(paymentStatuses),
  /** Spanish, for the buyer, when the provider gave one (say, "Fondos insuficientes"). */
  reason: z.optional(z.string()),
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponse>;
