import { useEffect, useRef, useState } from 'react';
import { paymentMachine } from '../../../machines/payment.machine';
import type { PaymentLookup } from '../../../machines/payment.types';
import { useCheckout, type CheckoutActor } from '../../kernel/checkout-context';
import { useEffects } from '../../kernel/effects';
import { usePageMachine } from '../common/usePageMachine';

const newIdempotencyKey = () => crypto.randomUUID();

/**
 * The payment machine of a return page, verifying `lookup` with the gateway. An approved payment empties
 * the buyer's cart through the cart's own machine, and a cancelled order gives its lines back to it, also
 * when that machine arrives after the answer: a return page is a fresh load, and the cart's code may
 * still be on its way when the gateway has answered.
 */
export function usePaymentVerification(lookup: PaymentLookup) {
  const checkout = useCheckout();
  const [approved, setApproved] = useState(false);
  const [cancelled, setCancelled] = useState<number | null>(null);
  const actor = usePageMachine(paymentMachine, useEffects().payment, {
    input: { mode: 'verifying', lookup, newIdempotencyKey },
    actions: { clearCart: () => setApproved(true), releaseCart: (_, { orderId }) => setCancelled(orderId) },
  });
  const told = useRef<CheckoutActor | null>(null);
  useEffect(() => {
    if ((!approved && cancelled === null) || !checkout || told.current === checkout) return;
    told.current = checkout;
    checkout.send(approved ? { type: 'cart.clear' } : { type: 'cart.release', orderId: cancelled! });
  }, [approved, cancelled, checkout]);
  return actor;
}
