import type { CreateSalesOrderRequest } from '../../../contract/orders';
import type { ActorRefFrom } from 'xstate';
import type { paymentMachine } from '../../../machines/payment.machine';
import type { PaymentMethodCode } from '../../../contract/vocabulary';

export type PaymentActor = ActorRefFrom<typeof paymentMachine>;

export interface CheckoutPaymentStart {
  mode: 'checkout';
  order: CreateSalesOrderRequest;
  method: PaymentMethodCode;
}

/**
 * A hook that starts one payment attempt for Pago: the app's `usePaymentActor` (real gateway, real
 * redirect), or a test's over fake effects.
 */
export type UsePayment = (start: CheckoutPaymentStart) => PaymentActor;
