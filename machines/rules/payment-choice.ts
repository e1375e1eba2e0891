import type { PaymentMethod } from '../../contract/payments';

/** An expired saved card is listed so the buyer sees why it is not offered, but cannot be chosen. */
export const isPayable = (method: PaymentMethod): boolean => method.card?.state !== 'expired';

/**
 * Whether the method can pay `total` (CLP with IVA): the credit line only up to what is left of it, as
 * the gateway decides again under the company's lock; any other payable method whatever the amount.
 */
export const exceedsCredit = (method: PaymentMethod, total: number): boolean =>
  method.code === 'credit' && total > (method.credit?.available ?? 0);

export const isPayableFor = (method: PaymentMethod, total: number): boolean => isPayable(method) && !exceedsCredit(method, total);

/** The method a payment opens on before the buyer chooses: the company's primary card, while it works. */
export function primaryCardOf(methods: readonly PaymentMethod[]): PaymentMethod | null {
  return methods.find((method) => method.card?.is_primary === true && isPayable(method)) ?? null;
}

/**
 * The method Pago opens on when the buyer has not chosen yet: the one the company's latest order was
 * paid with, so a repeat order is three clicks, unless it cannot pay `total`; else its primary card.
 */
export function openingMethodOf(methods: readonly PaymentMethod[], total: number): PaymentMethod | null {
  return methods.find((method) => method.last_used === true && isPayableFor(method, total)) ?? primaryCardOf(methods);
}

/** What a list of methods offers for one amount: each method with whether it can pay it, the chosen one while it still can, and the credit line too short for it. */
export interface PaymentChoices {
  options: { method: PaymentMethod; payable: boolean }[];
  chosen: PaymentMethod | null;
  opening: PaymentMethod | null;
  overCredit: PaymentMethod | null;
}

export function paymentChoicesFor(methods: readonly PaymentMethod[], total: number, chosenId: number | null): PaymentChoices {
  return {
    options: methods.map((method) => ({ method, payable: isPayableFor(method, total) })),
    chosen: methods.find((method) => method.id === chosenId && isPayableFor(method, total)) ?? null,
    opening: openingMethodOf(methods, total),
    overCredit: methods.find((method) => exceedsCredit(method, total)) ?? null,
  };
}
