import type { ActorRefFrom } from 'xstate';
import type { paymentMachine } from '../../../machines/payment.machine';

export type PaymentActor = ActorRefFrom<typeof paymentMachine>;
