import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { paymentMachine } from '../../../machines/payment.machine';
import type { PaymentLookup } from '../../../machines/payment.types';
import { useCheckout } from '../../app/checkout-context';
import { useEffects } from '../../app/effects';

const newIdempotencyKey = () => crypto.randomUUID();

/**
 * The payment machine of a return page, verifying `lookup` with the gateway. An approved payment empties
 * the buyer's cart through the cart's own machine.
 */
export function usePaymentVerification(lookup: PaymentLookup) {
  const checkout = useCheckout();
  const effects = useEffects().payment;
  const logic = useMemo(
    () => paymentMachine.provide({ ...effects, actions: { ...effects.actions, clearCart: () => checkout?.send({ type: 'cart.clear' }) } }),
    [effects, checkout],
  );
  return useActorRef(logic, { input: { mode: 'verifying', lookup, newIdempotencyKey } });
}
