import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
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
