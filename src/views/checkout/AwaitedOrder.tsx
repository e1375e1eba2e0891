import { Body1, Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutActor } from '../../kernel/checkout-context';
import { paths } from '../../kernel/paths';
import { describeFailure } from '../common/describe-failure';
import { usePageStyles } from '../common/page.styles';
import { useAppLink } from '../common/useAppLink';
import { useCheckoutStyles } from './CheckoutView.styles';
import { StepHeading, stepHeadingId } from './StepHeading';

interface AwaitedOrderProps {
  checkout: CheckoutActor;
  orderId: number;
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * The order the cart's lines belong to while it waits for its payment: its payment page, where it is
 * paid again (on credit too), and cancelling it, which gives the lines back to the cart.
 */
export function AwaitedOrder({ checkout, orderId, headingRef }: AwaitedOrderProps) {
  const { t } = useTranslation();
  const styles = useCheckoutStyles();
  const page = usePageStyles();
  const linkTo = useAppLink();
  const busy = useSelector(checkout, (s) => s.hasTag('busy'));
  const cancelling = useSelector(checkout, (s) => s.matches({ awaitingPayment: 'cancelling' }));
  const failure = useSelector(checkout, (s) => s.context.heldOrderFailure);

  return (
    <section className={styles.step} aria-labelledby={stepHeadingId} aria-busy={busy}>
      <StepHeading headingRef={headingRef}>{t('checkout.awaited.title')}</StepHeading>
      <Body1>{t('checkout.awaited.body')}</Body1>
      {failure && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{describeFailure(t, failure)}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <Button as="a" appearance="primary" className={page.action} {...linkTo(`${paths.paymentPending}?order_id=${orderId}`)}>
          {t('checkout.awaited.pay')}
        </Button>
        <Button
          className={page.action}
          disabled={busy}
          icon={cancelling ? <Spinner size="tiny" /> : undefined}
          onClick={() => checkout.send({ type: 'checkout.cancelHeldOrder' })}
        >
          {cancelling ? t('checkout.awaited.cancelling') : t('checkout.awaited.cancel')}
        </Button>
      </div>
    </section>
  );
}
