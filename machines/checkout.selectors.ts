import { deliveryTo, type Delivery } from './checkout.cart';
import { addressStepParts, notices, type AddressStepPart, type CheckoutNotice } from './checkout.notices';
import { CHECKOUT_STEP_COUNT, type CheckoutChoices } from './checkout.storage';
import type { AddressOptions, CheckoutContext } from './checkout.types';
import { clubSavingOf, computeTotals, missingForMinimum, type CartTotals, type DeliveryMode } from './rules/totals';

/**
 * What the checkout derives from its choices, for its guards and for the views: totals (never stored in
 * the context), whether the cart may leave Carrito, what Direcciones still needs, where a reload lands.
 */

export function deliveryMode(delivery: Delivery | null): DeliveryMode {
  if (!delivery) return 'pending';
  return delivery.type === 'pickup' ? 'pickup' : 'delivery';
}

type TotalsInput = Pick<CheckoutContext, 'items' | 'isClubMember' | 'delivery' | 'discount'>;

/** The cart's totals, from the lines, membership, delivery and discount. */
export function totalsOf(context: TotalsInput): CartTotals {
  return computeTotals(context.items, {
    isClubMember: context.isClubMember,
    delivery: deliveryMode(context.delivery),
    discount: context.discount,
  });
}

/** What the club saves (members) or would save (everyone else) on this cart: `clubSavingOf` its lines. */
export function clubSavings(context: Pick<TotalsInput, 'items'>): number {
  return clubSavingOf(context.items);
}

type CartState = Pick<CheckoutContext, 'minimumOrder'> & TotalsInput;

export function isCartBlocked(context: CartState): boolean {
  return context.items.length === 0 || missingForMinimum(totalsOf(context).subTotal, context.minimumOrder) > 0;
}

/** What the cart shows under the lines while the minimum is not reached; null once it is. */
export function minimumOrderNotice(context: CartState): CheckoutNotice | null {
  const { subTotal } = totalsOf(context);
  return missingForMinimum(subTotal, context.minimumOrder) > 0 ? notices.belowMinimum(subTotal, context.minimumOrder) : null;
}

export function missingAddressParts(context: Pick<CheckoutContext, 'billing' | 'delivery' | 'scheduledDate'>): AddressStepPart[] {
  const chosen: Record<AddressStepPart, unknown> = { billing: context.billing, delivery: context.delivery, scheduledDate: context.scheduledDate };
  return addressStepParts.filter((part) => !chosen[part]);
}

/** The furthest step the checkout may stand on now: 0, 1 or 2 (`completed` only through Pago). */
export function furthestReachableStep(context: CheckoutContext): number {
  if (isCartBlocked(context)) return 0;
  if (missingAddressParts(context).length > 0) return 1;
  return 2;
}

/**
 * The step a restored checkout goes to: the stored one, or the furthest the cart allows now. A stored
 * completed checkout stays completed only when it has everything an order needs.
 */
export function restoredStep(context: CheckoutContext): number {
  const placed = context.completed && context.items.length > 0 && missingAddressParts(context).length === 0 && context.paymentMethodId !== null;
  if (placed) return CHECKOUT_STEP_COUNT;
  return Math.min(context.activeStep, furthestReachableStep(context));
}

export const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function blockedNotice(context: CheckoutContext): CheckoutNotice {
  return context.items.length === 0 ? notices.cartEmpty() : notices.belowMinimum(totalsOf(context).subTotal, context.minimumOrder);
}

/**
 * The choices of Direcciones kept to what is offered: a billing partner not listed gives way to the
 * default one, a delivery address not listed and a date no longer offered are dropped. With
 * `offerDefaults` the choices not made yet are made, so a repeat order needs none: the company's
 * default delivery address and the earliest date. Store pickup is the buyer's own choice, unless the
 * company has no delivery address yet (a new company's first order): then it is the only one, and is
 * chosen whenever Direcciones reads its options.
 */
export function offeredChoices(context: CheckoutContext, options: AddressOptions): Partial<CheckoutChoices> {
  const listed = options.invoice.find((partner) => partner.id === context.billing?.id);
  const billing = listed ?? defaultOf(options.invoice);
  const { delivery, scheduledDate, offerDefaults } = context;
  const keptDelivery = delivery?.type === 'address' && !options.delivery.some((address) => address.id === delivery.addressId) ? null : delivery;
  const keptDate = scheduledDate !== null && options.dates.includes(scheduledDate) ? scheduledDate : null;
  const defaultAddress = offerDefaults ? defaultOf(options.delivery) : undefined;
  const onlyPickup: Delivery | null = options.delivery.length === 0 ? { type: 'pickup' } : null;
  const defaultDelivery = defaultAddress ? deliveryTo(defaultAddress) : onlyPickup;
  return {
    billing: billing ? { id: billing.id, name: billing.name } : null,
    delivery: keptDelivery ?? defaultDelivery,
    scheduledDate: keptDate ?? (offerDefaults ? (options.dates[0] ?? null) : null),
  };
}

const defaultOf = <T extends { is_default: boolean }>(addresses: readonly T[]): T | undefined =>
  addresses.find((address) => address.is_default) ?? addresses[0];

