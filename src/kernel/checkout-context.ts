import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { CartAddition } from '../../machines/checkout.cart';
import type { checkoutMachine } from '../../machines/checkout.machine';

export type CheckoutActor = ActorRefFrom<typeof checkoutMachine>;

/**
 * The signed-in buyer's cart and checkout. Null for a visitor (no cart without a user), and for the few
 * milliseconds after sign-in while the cart's code arrives: it is not on the login page's path.
 */
export const CheckoutActorContext = createContext<CheckoutActor | null>(null);

export function useCheckout(): CheckoutActor | null {
  return useContext(CheckoutActorContext);
}

/**
 * Puts several products in the buyer's cart at once and says whether the cart took them. The checkout
 * answers whoever adds several products within the same send: listening only around this send hears
 * this addition's answer alone.
 */
export function addManyToCart(checkout: CheckoutActor | null, products: CartAddition[]): boolean {
  if (!checkout) return false;
  let added = false;
  const answer = checkout.on('cart.addedMany', () => {
    added = true;
  });
  checkout.send({ type: 'cart.addMany', products });
  answer.unsubscribe();
  return added;
}
