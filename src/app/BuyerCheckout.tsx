import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { can } from '../../contract/permissions';
import { checkoutMachine } from '../../machines/checkout.machine';
import { readStoredCart } from '../actors/checkout.actors';
import type { CheckoutActor } from '../kernel/checkout-context';
import { useEffects } from '../kernel/effects';
import { confirmedOrderPath } from '../kernel/drill-down-paths';

const newIdempotencyKey = () => crypto.randomUUID();

export interface BuyerCheckoutProps {
  userId: number;
  isClubMember: boolean;
  onActor: (actor: CheckoutActor | null) => void;
}

/** The cart of a user whose role may buy; none for any other (finanzas), nor while the role is unknown. */
export default function BuyerCheckoutIfBuyer({ role, ...props }: BuyerCheckoutProps & { role: string }) {
  return can(role, 'purchase.place') ? <BuyerCheckout {...props} /> : null;
}

/**
 * Runs one user's cart machine and hands it to the provider; renders nothing itself. An order placed on
 * credit is shown on the success page, which asks the gateway about it.
 */
function BuyerCheckout({ userId, isClubMember, onActor }: BuyerCheckoutProps) {
  const effects = useEffects().checkout;
  const navigate = useNavigate();
  const logic = useMemo(
    () =>
      checkoutMachine.provide({
        ...effects,
        actions: { ...effects.actions, showConfirmedOrder: (_, orderId) => void navigate(confirmedOrderPath(orderId)) },
      }),
    [effects, navigate],
  );
  const actor = useActorRef(logic, { input: { userId, stored: readStoredCart(userId), isClubMember, newIdempotencyKey } });
  useEffect(() => {
    onActor(actor);
    return () => onActor(null);
  }, [actor, onActor]);
  // Joining or leaving the club changes every price of the cart at once.
  useEffect(() => actor.send({ type: 'cart.setClubMember', isClubMember }), [actor, isClubMember]);
  return null;
}
