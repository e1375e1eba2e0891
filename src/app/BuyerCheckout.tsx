import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { checkoutMachine } from '../../machines/checkout.machine';
import { readStoredCart } from '../actors/checkout.actors';
import type { CheckoutActor } from './checkout-context';
import { useEffects } from './effects';

export interface BuyerCheckoutProps {
  userId: number;
  isClubMember: boolean;
  onActor: (actor: CheckoutActor | null) => void;
}

/** Runs one user's cart machine and hands it to the provider; renders nothing itself. */
export default function BuyerCheckout({ userId, isClubMember, onActor }: BuyerCheckoutProps) {
  const effects = useEffects().checkout;
  const logic = useMemo(() => checkoutMachine.provide(effects), [effects]);
  const actor = useActorRef(logic, { input: { userId, stored: readStoredCart(userId), isClubMember } });
  useEffect(() => {
    onActor(actor);
    return () => onActor(null);
  }, [actor, onActor]);
  // Joining or leaving the club changes every price of the cart at once.
  useEffect(() => actor.send({ type: 'cart.setClubMember', isClubMember }), [actor, isClubMember]);
  return null;
}
