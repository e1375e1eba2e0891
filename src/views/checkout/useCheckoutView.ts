import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CheckoutActor } from '../../app/checkout-context';
import { confirmedOrderPath } from '../../app/paths';

/** What the page frame needs: the step, the notice, the focus on step changes, and where a confirmed order goes. */
export function useCheckoutView(checkout: CheckoutActor) {
  const navigate = useNavigate();
  const step = useSelector(checkout, (s) => s.context.activeStep);
  const completed = useSelector(checkout, (s) => s.status === 'active' && s.matches('completed'));
  const notice = useSelector(checkout, (s) => s.context.notice);
  const paymentHeld = useSelector(checkout, (s) => s.hasTag('paymentHeld'));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  // A step change replaces the content under the buyer's focus: the new step's heading takes it.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const onConfirmed = useCallback(
    (orderId: number) => void navigate(confirmedOrderPath(orderId)),
    [navigate],
  );

  return {
    step,
    completed,
    notice,
    headingRef,
    paymentHeld,
    onConfirmed,
    send: checkout.send,
  };
}
