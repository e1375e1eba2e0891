import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { paymentMachine } from '../../../machines/payment.machine';
import { SessionContext } from '../../kernel/session-context';
import type { PaymentActor } from './payment-effects';

type PaymentSnapshot = SnapshotFrom<typeof paymentMachine>;

/** Which panel the buyer sees; several machine states share one so the page does not jump about. */
type OutcomeScreen = 'verifying' | 'succeeded' | 'payAgain' | 'pending' | 'left' | 'cancelled' | 'verificationFailed' | 'notFound';

function screenOf(s: PaymentSnapshot): OutcomeScreen {
  if (s.matches('succeeded')) return 'succeeded';
  if (s.matches('left')) return 'left';
  if (s.matches('cancelled')) return 'cancelled';
  // By order id the order was read first, so a miss there means it has no payment yet: the gateway says so.
  const unknownPayment = s.context.failure?.code === 'not_found' && s.context.lookup?.payment_id !== undefined;
  if (s.matches('verificationFailed')) return unknownPayment ? 'notFound' : 'verificationFailed';
  // A pending payment asked again stays on the pending panel; only the first answer is awaited with a spinner.
  if (s.matches('pending') || (s.matches('verifying') && s.context.attempt > 0)) return 'pending';
  if (s.matches('verifying')) return 'verifying';
  return 'payAgain';
}

const selectOutcome = (s: PaymentSnapshot) => ({
  screen: screenOf(s),
  busy: s.hasTag('busy'),
  polling: s.matches('verifying'),
  redirecting: s.matches('redirecting'),
  failure: s.context.failure,
  rejected: s.matches('failed'),
  orderId: s.context.orderId,
  canRetry: s.can({ type: 'payment.retry' }),
  // Whether another method is accepted does not depend on which one: any id asks the same question.
  canChangeMethod: s.can({ type: 'payment.changeMethod', payment_method_id: 1 }),
  canLeave: s.can({ type: 'payment.leave' }),
  canCancel: s.can({ type: 'payment.cancelOrder' }),
  cancelling: s.matches('cancellingOrder'),
});

export type PaymentOutcomeState = ReturnType<typeof selectOutcome>;

/**
 * What the outcome panels show, read from the payment actor. While the gateway is being asked or a
 * pending payment is watched, a new version of the app must not reload the page under the buyer.
 */
export function usePaymentOutcome(payment: PaymentActor) {
  const outcome = useSelector(payment, selectOutcome, shallowEqual);
  const watching = useSelector(payment, (s) => s.hasTag('busy') || s.matches('pending'));
  const session = SessionContext.useActorRef();
  useEffect(() => {
    if (!watching) return;
    session.send({ type: 'session.reloadBlocked', by: 'payment' });
    return () => session.send({ type: 'session.reloadAllowed', by: 'payment' });
  }, [session, watching]);
  return {
    ...outcome,
    retry: () => payment.send({ type: 'payment.retry' }),
    changeMethod: (paymentMethodId: number) => payment.send({ type: 'payment.changeMethod', payment_method_id: paymentMethodId }),
    leave: () => payment.send({ type: 'payment.leave' }),
    cancelOrder: () => payment.send({ type: 'payment.cancelOrder' }),
  };
}
