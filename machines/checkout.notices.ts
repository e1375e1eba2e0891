import type { CartItem } from './checkout.cart';
import { formatClp } from './rules/money';
import { formatQuantity, maximumOf, type FittedQuantity, type QuantityProblem, type QuantityRule } from './rules/quantity';
import { missingForMinimum } from './rules/totals';

/**
 * What the checkout tells the buyer, as codes: the views word each one from the locale files
 * (`cart.notice.<code>`, with `params`). Amounts come formatted: CLP is written the es-CL way in every
 * language of the portal.
 */
export type CheckoutNoticeCode =
  | 'cartReset'
  | 'added'
  | 'addedMany'
  | 'cartEmpty'
  | 'belowMinimum'
  | 'addressIncomplete'
  | 'paymentMethodMissing'
  | 'pricesUpdated'
  | 'paymentUnderWay'
  | 'approvalUnderWay'
  | 'orderAwaitingPayment'
  | 'storageFailed'
  | 'quantityRounded'
  | 'quantityRaised'
  | 'quantityClamped'
  | 'lineRemoved';

export interface CheckoutNotice {
  code: CheckoutNoticeCode;
  params?: Readonly<Record<string, string>>;
}

/** What Direcciones may still be missing, in the order the step asks for them. */
export const addressStepParts = ['billing', 'delivery', 'scheduledDate'] as const;
export type AddressStepPart = (typeof addressStepParts)[number];

/**
 * The confirmations of adding products ("Has agregado …", "Productos agregados al carrito."): they belong
 * to the page where the products were added, so the checkout does not repeat them.
 */
export const isAddedNotice = (notice: CheckoutNotice): boolean => notice.code === 'added' || notice.code === 'addedMany';

/**
 * The notice the checkout page shows at `step`: not the catalogue's "added" confirmations, and not the
 * minimum order in Carrito, which the page says under the lines already.
 */
export function checkoutPageNotice(notice: CheckoutNotice | null, step: number): CheckoutNotice | null {
  if (!notice || isAddedNotice(notice) || (step === 0 && notice.code === 'belowMinimum')) return null;
  return notice;
}

export const notices = {
  cartReset: (reason: string): CheckoutNotice => ({ code: 'cartReset', params: { reason } }),
  added: (product: string): CheckoutNotice => ({ code: 'added', params: { product } }),
  addedMany: (): CheckoutNotice => ({ code: 'addedMany' }),
  cartEmpty: (): CheckoutNotice => ({ code: 'cartEmpty' }),
  belowMinimum: (subTotalNet: number, minimumOrderNet: number): CheckoutNotice => ({
    code: 'belowMinimum',
    params: { minimum: formatClp(minimumOrderNet), missing: formatClp(missingForMinimum(subTotalNet, minimumOrderNet)) },
  }),
  addressIncomplete: (missing: readonly AddressStepPart[]): CheckoutNotice => ({
    code: 'addressIncomplete',
    params: { missing: missing.join(',') },
  }),
  paymentMethodMissing: (): CheckoutNotice => ({ code: 'paymentMethodMissing' }),
  pricesUpdated: (): CheckoutNotice => ({ code: 'pricesUpdated' }),
  paymentUnderWay: (): CheckoutNotice => ({ code: 'paymentUnderWay' }),
  approvalUnderWay: (): CheckoutNotice => ({ code: 'approvalUnderWay' }),
  orderAwaitingPayment: (): CheckoutNotice => ({ code: 'orderAwaitingPayment' }),
  storageFailed: (): CheckoutNotice => ({ code: 'storageFailed' }),
  /** A typed quantity the product is not sold in, and what the line holds instead. */
  quantityAdjusted: (line: Pick<CartItem, 'product_name' | 'unit'>, rule: QuantityRule, typed: number, fitted: FittedQuantity): CheckoutNotice => ({
    code: adjustedCodes[fitted.change ?? 'notMultiple'],
    params: {
      product: line.product_name,
      typed: formatQuantity(typed),
      quantity: formatQuantity(fitted.quantity),
      step: formatQuantity(rule.step),
      min: formatQuantity(rule.min),
      max: formatQuantity(maximumOf(rule)),
      unit: line.unit ?? '',
    },
  }),
  lineRemoved: (product: string): CheckoutNotice => ({ code: 'lineRemoved', params: { product } }),
};

const adjustedCodes: Record<QuantityProblem, CheckoutNoticeCode> = {
  notMultiple: 'quantityRounded',
  belowMinimum: 'quantityRaised',
  aboveMaximum: 'quantityClamped',
};
