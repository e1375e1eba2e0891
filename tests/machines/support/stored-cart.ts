import { totalsOf } from '../../../machines/checkout.selectors';
import { emptyChoices, toStoredCart, type CheckoutChoices, type StoredCart, type StoredCartData } from '../../../machines/checkout.storage';

/** What `checkout-{userId}` holds for these choices of a non-member: the choices and their totals. */
export function storedCartOf(choices: Partial<CheckoutChoices> = {}): StoredCart {
  const all = { ...emptyChoices, ...choices };
  return toStoredCart(all, totalsOf({ ...all, isClubMember: false }));
}

/** The stored data of an empty cart. */
export const emptyCartData: StoredCartData = storedCartOf().data;
