import { formatClp } from '../../../machines/rules/money';
import { FREE_SHIPPING_FROM_NET, MINIMUM_ORDER_NET, SHIPPING_NET, TAX_PERCENT } from '../../../machines/rules/totals';

/** The figures the FAQ and the terms quote, taken from the rules the cart applies so the texts never drift. */
export const businessTerms = {
  minimum: formatClp(MINIMUM_ORDER_NET),
  shippingFee: formatClp(SHIPPING_NET),
  freeShippingFrom: formatClp(FREE_SHIPPING_FROM_NET),
  tax: TAX_PERCENT,
  cutoff: '14:00',
} as const;
