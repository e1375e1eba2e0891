import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { CheckoutActor } from '../../kernel/checkout-context';

/** What the page frame needs: the step, the notice, and the focus on step changes. */
export function useCheckoutView(checkout: CheckoutActor) {
  const step = useSelector(checkout, (s) => s.context.activeStep);
  const completed = useSelector(checkout, (s) => s.status === 'active' && s.matches('completed'));
  const notice = useSelector(checkout, (s) => s.context.notice);
  const paymentHeld = useSelector(checkout, (s) => s.hasTag('paymentHeld'));
  const awaitedOrderId = useSelector(checkout, (s) => (s.hasTag('orderAwaited') ? s.context.heldOrderId : null));
  // The request sent for approval, on the cart it emptied, until the next order's first product.
  const sentForApproval = useSelector(checkout, (s) => (s.context.items.length === 0 ? s.context.approval.sent : null));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  // A step change replaces the content under the buyer's focus: the new step's heading takes it.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  return {
    step,
    completed,
    notice,
    headingRef,
    paymentHeld,
    awaitedOrderId,
    sentForApproval,
    send: checkout.send,
  };
}
