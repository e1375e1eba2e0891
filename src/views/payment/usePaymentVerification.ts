import { useEffect, useRef, useState } from 'react';
import { paymentMachine } from '../../../machines/payment.machine';
import type { PaymentLookup } from '../../../machines/payment.types';
import { useCheckout, type CheckoutActor } from '../../kernel/checkout-context';
import { useEffects } from '../../kernel/effects';
import { usePageMachine } from '../common/usePageMachine';

const newIdempotencyKey = () => crypto.randomUUID();

/**
 * The payment machine of a return page, verifying `lookup` with the gateway. An approved payment of the
 * order the cart is held by empties the cart through the cart's own machine, and a cancelled order gives
 * its lines back to it, also when that machine arrives after the answer: a return page is a fresh load,
 * and the cart's code may still be on its way when the gateway has answered. Another order's payment (an
 * admin paying a buyer's order they approved) leaves the payer's own cart alone.
 */
export function usePaymentVerification(lookup: PaymentLookup) {
  const checkout = useCheckout();
  const [paid, setPaid] = useState<number | null>(null);
  const [cancelled, setCancelled] = useState<number | null>(null);
  const actor = usePageMachine(paymentMachine, useEffects().payment, {
    input: { mode: 'verifying', lookup, newIdempotencyKey },
    actions: { clearCart: ({ context }) => setPaid(context.orderId), releaseCart: (_, { orderId }) => setCancelled(orderId) },
  });
  const told = useRef<CheckoutActor | null>(null);
  useEffect(() => {
    if ((paid === null && cancelled === null) || !checkout || told.current === checkout) return;
    told.current = checkout;
    if (cancelled !== null) checkout.send({ type: 'cart.release', orderId: cancelled });
    else if (checkout.getSnapshot().context.heldOrderId === paid) checkout.send({ type: 'cart.clear' });
  }, [paid, cancelled, checkout]);
  return actor;
}
