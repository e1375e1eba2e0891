import type { CreateSalesOrderRequest } from '../../contract/orders';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { paymentMachine } from '../../machines/payment.machine';
import type { PaymentMethodCode } from '../../contract/vocabulary';
import type { PaymentLookup } from '../../machines/payment.types';
import { useCheckout } from './checkout-context';
import { useEffects } from './effects';

export type PaymentStart =
  | { mode: 'checkout'; order: CreateSalesOrderRequest; method: PaymentMethodCode }
  | { mode: 'verifying'; lookup: PaymentLookup };

const newIdempotencyKey = () => crypto.randomUUID();

/**
 * A payment actor for one page: Pago pays the cart with it, the return pages verify with it. A paid
 * order empties the buyer's cart through the cart's own machine.
 */
export function usePaymentActor(start: PaymentStart) {
  const checkout = useCheckout();
  const effects = useEffects().payment;
  const logic = useMemo(
    () => paymentMachine.provide({ ...effects, actions: { ...effects.actions, clearCart: () => checkout?.send({ type: 'cart.clear' }) } }),
    [effects, checkout],
  );
  return useActorRef(logic, { input: { ...start, newIdempotencyKey } });
}
