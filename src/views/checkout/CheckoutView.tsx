import { Body1, Button, Card, Title1 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { checkoutPageNotice } from '../../../machines/checkout.notices';
import type { CheckoutActor } from '../../kernel/checkout-context';
import { paths } from '../../kernel/paths';
import { useAppLink } from '../common/useAppLink';
import { AddressesStep } from './AddressesStep';
import { ApprovalSent } from './ApprovalSent';
import { AwaitedOrder } from './AwaitedOrder';
import { CartStep } from './CartStep';
import { CartNotice } from '../common/cart/CartNotice';
import { CheckoutStepper } from './CheckoutStepper';
import { useCheckoutStyles } from './CheckoutView.styles';
import { OrderTotals } from './OrderTotals';
import { PaymentStep } from './PaymentStep';
import { StepHeading } from './StepHeading';
import { useCheckoutView } from './useCheckoutView';

export interface CheckoutViewProps {
  checkout: CheckoutActor;
}

/**
 * The three steps of the checkout machine, drawn as it stands, or the order its lines belong to while it
 * waits for its payment; every decision is the machine's.
 */
export function CheckoutView({ checkout }: CheckoutViewProps) {
  const { t } = useTranslation();
  const styles = useCheckoutStyles();
  const linkTo = useAppLink();
  const view = useCheckoutView(checkout);
  const notice = checkoutPageNotice(view.notice, view.step);

  return (
    <div className={styles.page}>
      <Title1 as="h1" className={styles.heading}>
        {t('checkout.title')}
      </Title1>
      <CheckoutStepper
        activeStep={view.step}
        canRevisit={!view.completed && !view.paymentHeld}
        onGoto={(step) => view.send({ type: 'checkout.goto', step })}
      />
      <CartNotice checkout={checkout} notice={notice} />
      {view.awaitedOrderId !== null ? (
        <div className={styles.layout}>
          <AwaitedOrder checkout={checkout} orderId={view.awaitedOrderId} headingRef={view.headingRef} />
          <OrderTotals checkout={checkout} />
        </div>
      ) : view.completed ? (
        <Card>
          <StepHeading headingRef={view.headingRef}>{t('checkout.completed.title')}</StepHeading>
          <Body1>{t('checkout.completed.body')}</Body1>
          <Button as="a" appearance="primary" {...linkTo(paths.orders)}>
            {t('checkout.completed.orders')}
          </Button>
        </Card>
      ) : (
        <div className={styles.layout}>
          {view.step === 0 &&
            (view.sentForApproval ? (
              <ApprovalSent sent={view.sentForApproval} headingRef={view.headingRef} />
            ) : (
              <CartStep checkout={checkout} headingRef={view.headingRef} />
            ))}
          {view.step === 1 && <AddressesStep checkout={checkout} headingRef={view.headingRef} />}
          {view.step === 2 && (
            <PaymentStep checkout={checkout} headingRef={view.headingRef} />
          )}
          <OrderTotals checkout={checkout} />
        </div>
      )}
    </div>
  );
}
