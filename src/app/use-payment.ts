import type { CreateSalesOrderRequest } from '../../contract/orders';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { paymentMachine } from '../../machines/payment.machine';
import type { PaymentMethodCode } from '../../contract/vocabulary';
import type { PaymentLookup } from '../../machines/payment.types';
import { paymentImplementations } from '../actors/payment.actors';
import { api } from './api';
import { useCheckout } from './checkout-context';

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
  const logic = useMemo(
    () => paymentMachine.provide(paymentImplementations(api, { clearCart: () => checkout?.send({ type: 'cart.clear' }) })),
    [checkout],
  );
  return useActorRef(logic, { input: { ...start, newIdempotencyKey } });
}
