import { Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, Spinner } from '@fluentui/react-components';
import { ArrowClockwise20Regular } from '@fluentui/react-icons/svg/arrow-clockwise';
import { Payment20Regular } from '@fluentui/react-icons/svg/payment';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { ApprovalRequestActor } from '../../../machines/approval-request.machine';
import type { CheckoutSnapshot } from '../../../machines/checkout.machine';
import { orderFromCheckout } from '../../../machines/checkout.order';
import { totalsOf } from '../../../machines/checkout.selectors';
import type { paymentMachine } from '../../../machines/payment.machine';
import { formatClp } from '../../../machines/rules/money';
import type { CheckoutActor } from '../../kernel/checkout-context';
import { describeFailure } from '../common/describe-failure';
import { touchMedia } from '../common/layout.constants';
import { ApprovalRequest } from './ApprovalRequest';

type PaymentActor = ActorRefFrom<typeof paymentMachine>;

const useStyles = makeStyles({ action: { [touchMedia]: { minHeight: '44px' } } });

const stages = ['paying', 'unplaced', 'pricesChanged', 'confirmingTotal', 'approval'] as const;

/** Where Pago's payment stands: choosing (none yet), or one of the machine's attempt states. */
const stageOf = (s: CheckoutSnapshot) => stages.find((stage) => s.matches({ editing: { pago: stage } })) ?? 'choosing';

/**
 * "Pagar" and what follows it, as the checkout machine and its payment stand: the button, the payment on
 * its way, the failure of an order the gateway did not place (with a retry under the same key), or the
 * prices that changed. An order above the buyer's spending rule is sent for approval instead
 * (ApprovalRequest). Once handed to the provider, the order's own panel takes over (AwaitedOrder).
 */
export function PaymentProgress({ checkout, methodChosen }: { checkout: CheckoutActor; methodChosen: boolean }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const stage = useSelector(checkout, stageOf);
  const total = useSelector(checkout, (s) => totalsOf(s.context).total);
  const ready = useSelector(checkout, (s) => orderFromCheckout(s.context) !== null);
  const unplaced = useSelector(checkout, (s) => s.context.attempt?.failure ?? null);
  const payment = useSelector(checkout, (s) => s.children.payment as PaymentActor | undefined);
  const paymentFailure = useSelector(payment, (s) => (s?.matches('paymentStartFailed') ? s.context.failure : null));
  const pay = () => checkout.send({ type: 'checkout.pay' });
  const usual = useSelector(checkout, (s) => s.context.addressOptions?.usualOrderTotal ?? null);
  const approval = useSelector(checkout, (s) => s.children.approvalRequest as ApprovalRequestActor | undefined);
  const unneeded = useSelector(checkout, (s) => s.context.approval.unneeded);
  const refused = useSelector(checkout, (s) => s.context.approval.required !== null);
  const payButton = useRef<HTMLButtonElement>(null);
  // "Enviar para aprobación" gave way to "Pagar": the keyboard goes on from there.
  useEffect(() => {
    if (unneeded) payButton.current?.focus();
  }, [unneeded]);

  if (stage === 'approval' && approval) return <ApprovalRequest request={approval} total={total} refused={refused} />;

  if (stage === 'confirmingTotal') {
    return (
      <MessageBar intent="warning" role="alert" layout="multiline">
        <MessageBarBody>{t('checkout.payment.largeOrder', { total: formatClp(total), usual: formatClp(usual ?? 0) })}</MessageBarBody>
        <MessageBarActions>
          <Button appearance="primary" className={styles.action} onClick={() => checkout.send({ type: 'checkout.confirmTotal' })}>
            {t('checkout.payment.confirmLarge', { total: formatClp(total) })}
          </Button>
          <Button className={styles.action} onClick={() => checkout.send({ type: 'checkout.reviewTotal' })}>
            {t('checkout.payment.reviewLarge')}
          </Button>
        </MessageBarActions>
      </MessageBar>
    );
  }

  if (stage === 'pricesChanged') {
    return (
      <MessageBar intent="warning" role="alert">
        <MessageBarBody>{t('checkout.payment.pricesChanged', { total: formatClp(total) })}</MessageBarBody>
        <MessageBarActions>
          <Button appearance="primary" onClick={pay}>
            {t('checkout.payment.payCurrentPrices', { total: formatClp(total) })}
          </Button>
        </MessageBarActions>
      </MessageBar>
    );
  }

  const failure = stage === 'unplaced' ? unplaced : paymentFailure;
  if (failure) {
    const retry = stage === 'unplaced' ? pay : () => checkout.send({ type: 'checkout.retryPayment' });
    return (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>{describeFailure(t, failure)}</MessageBarBody>
        <MessageBarActions>
          <Button icon={<ArrowClockwise20Regular />} onClick={retry}>
            {t('checkout.actions.retry')}
          </Button>
        </MessageBarActions>
      </MessageBar>
    );
  }

  if (stage === 'paying') {
    return (
      <Button appearance="primary" size="large" disabled icon={<Spinner size="tiny" />}>
        {t('checkout.payment.paying')}
      </Button>
    );
  }
  return (
    <>
      {/* The limits changed while the request was composed: the gateway places this order without approval. */}
      {unneeded && (
        <MessageBar intent="info" role="status">
          <MessageBarBody>{describeFailure(t, unneeded)}</MessageBarBody>
        </MessageBar>
      )}
      <Button ref={payButton} appearance="primary" size="large" icon={<Payment20Regular />} disabled={!ready || !methodChosen} onClick={pay}>
        {t('checkout.payment.pay', { total: formatClp(total) })}
      </Button>
    </>
  );
}
