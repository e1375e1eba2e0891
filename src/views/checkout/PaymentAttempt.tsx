import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner } from '@fluentui/react-components';
import { ArrowClockwise20Regular } from '@fluentui/react-icons/svg/arrow-clockwise';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { orderFromCheckout, type CheckoutOrder } from '../../../machines/checkout.order';
import { formatClp } from '../../../machines/rules/money';
import type { CheckoutActor } from '../../app/checkout-context';
import type { UsePayment } from './payment-actor';
import { paymentErrorText } from '../payment/payment-text';
import { sameJson } from './same-json';

interface PaymentAttemptProps {
  checkout: CheckoutActor;
  start: CheckoutOrder;
  usePayment: UsePayment;
  /** The order was not created and the buyer changed it since: the next "Pagar" starts afresh. */
  onAbandon: () => void;
  onConfirmed: (orderId: number) => void;
}

/**
 * One press of "Pagar": a payment actor created for it, submitted at once. The machine keeps one
 * idempotency key for the order, so repeated presses and retries place one order.
 */
export function PaymentAttempt({ checkout, start, usePayment, onAbandon, onConfirmed }: PaymentAttemptProps) {
  const { t } = useTranslation();
  const payment = usePayment({ mode: 'checkout', order: start.order, method: start.method });
  const state = useSelector(payment, (s) => (typeof s.value === 'string' ? s.value : JSON.stringify(s.value)));
  const orderOpen = useSelector(payment, (s) => s.hasTag('orderOpen'));
  const busy = useSelector(payment, (s) => s.hasTag('busy'));
  const error = useSelector(payment, (s) => s.context.error);
  const currentPrices = useSelector(payment, (s) => s.context.currentPrices);
  const sentOrder = useSelector(payment, (s) => s.context.order);
  const total = useSelector(checkout, (s) => s.context.total);
  const currentOrder = useSelector(checkout, (s) => orderFromCheckout(s.context)?.order ?? null, sameJson);

  useEffect(() => payment.send({ type: 'payment.submit' }), [payment]);

  useEffect(() => {
    // Confirmation empties the cart, which takes Pago off the screen: the subscription still hears it.
    const subscription = payment.subscribe((snapshot) => {
      if (snapshot.matches('confirmed') && snapshot.context.orderId !== null) onConfirmed(snapshot.context.orderId);
    });
    return () => subscription.unsubscribe();
  }, [payment, onConfirmed]);

  // The checkout holds the order while this attempt does: from the start until the order is left open
  // (it failed to be placed) or the attempt ends.
  useEffect(() => {
    if (orderOpen) return;
    checkout.send({ type: 'checkout.paymentHeld' });
    return () => checkout.send({ type: 'checkout.paymentReleased' });
  }, [checkout, orderOpen]);

  useEffect(() => {
    if (orderOpen && currentOrder && !sameJson(currentOrder, sentOrder)) onAbandon();
  }, [orderOpen, currentOrder, sentOrder, onAbandon]);

  useEffect(() => {
    if (state === 'priceChanged' && currentPrices) checkout.send({ type: 'cart.refreshPrices', prices: currentPrices });
  }, [state, currentPrices, checkout]);

  function acceptPrices() {
    const refreshed = orderFromCheckout(checkout.getSnapshot().context);
    if (refreshed) payment.send({ type: 'payment.acceptPrices', order_line: refreshed.order.order_line });
  }

  if (state === 'priceChanged') {
    return (
      <MessageBar intent="warning" role="alert">
        <MessageBarBody>{t('checkout.payment.pricesChanged', { total: formatClp(total) })}</MessageBarBody>
        <MessageBarActions>
          <Button appearance="primary" onClick={acceptPrices}>
            {t('checkout.payment.payCurrentPrices', { total: formatClp(total) })}
          </Button>
        </MessageBarActions>
      </MessageBar>
    );
  }

  if (error && (state === 'orderFailed' || state === 'paymentStartFailed')) {
    return (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>{paymentErrorText(t, error)}</MessageBarBody>
        <MessageBarActions>
          <Button icon={<ArrowClockwise20Regular />} onClick={() => payment.send({ type: 'payment.retry' })}>
            {t('checkout.actions.retry')}
          </Button>
        </MessageBarActions>
      </MessageBar>
    );
  }

  if (state === 'redirecting') return <Spinner labelPosition="after" label={t('checkout.payment.redirecting')} />;
  if (state === 'confirmed') return <Spinner labelPosition="after" label={t('checkout.payment.confirmed')} />;

  return (
    <Button appearance="primary" size="large" disabled icon={busy ? <Spinner size="tiny" /> : undefined}>
      {t('checkout.payment.paying')}
    </Button>
  );
}
