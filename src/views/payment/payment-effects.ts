import { gatewayReads } from '../../actors/reads.actors';
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { paymentMachine } from '../../../machines/payment.machine';
import type { PaymentLookup } from '../../../machines/payment.types';
import type { SalesOrderDetail } from '../../../contract/lists';
import type { PaymentMethod } from '../../../contract/payments';
import { api } from '../../app/api';
import { usePaymentActor } from '../../app/use-payment';

export type PaymentActor = ActorRefFrom<typeof paymentMachine>;

/** What the return pages ask the gateway, apart from the payment machine's own calls. */
export interface PaymentPageEffects {
  readOrder: (orderId: number) => Promise<SalesOrderDetail>;
  readMethods: () => Promise<PaymentMethod[]>;
  /** A hook: the payment actor that verifies `lookup` with the gateway. */
  useVerification: (lookup: PaymentLookup) => PaymentActor;
}

export const gatewayEffects: PaymentPageEffects = {
  readOrder: (orderId) => gatewayReads(api).order(orderId),
  readMethods: () => gatewayReads(api).paymentMethods(),
  useVerification: (lookup) => usePaymentActor({ mode: 'verifying', lookup }),
};

/** The gateway by default; view tests provide fakes. */
export const PaymentEffectsContext = createContext<PaymentPageEffects>(gatewayEffects);

export const usePaymentEffects = () => useContext(PaymentEffectsContext);
