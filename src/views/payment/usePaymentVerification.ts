import { useEffect, useRef, useState } from 'react';
import { paymentMachine } from '../../../machines/payment.machine';
import type { PaymentLookup } from '../../../machines/payment.types';
import { useCheckout, type CheckoutActor } from '../../kernel/checkout-context';
import { useEffects } from '../../kernel/effects';
import { usePageMachine } from '../common/usePageMachine';

const newIdempotencyKey = () => crypto.randomUUID();

/**
 * The payment machine of a return page, verifying `lookup` with the gateway. An approved payment empties
 * the buyer's cart through the cart's own machine, also when that arrives after the answer: a return
 * page is a fresh load, and the cart's code may still be on its way when the gateway has answered.
 */
export function usePaymentVerification(lookup: PaymentLookup) {
  const checkout = useCheckout();
  const [approved, setApproved] = useState(false);
  const actor = usePageMachine(paymentMachine, useEffects().payment, {
    input: { mode: 'verifying', lookup, newIdempotencyKey },
    actions: { clearCart: () => setApproved(true) },
  });
  const cleared = useRef<CheckoutActor | null>(null);
  useEffect(() => {
    if (!approved || !checkout || cleared.current === checkout) return;
    cleared.current = checkout;
    checkout.send({ type: 'cart.clear' });
  }, [approved, checkout]);
  return actor;
}
