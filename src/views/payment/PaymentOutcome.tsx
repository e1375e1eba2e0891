import { Spinner } from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PaidOrder } from './OrderConfirmation';
import { CancelledPanel, LeftPanel, NotFoundPanel, PayAgainPanel, PendingPanel, VerificationFailedPanel, VerifyingPanel } from './OutcomePanels';
import type { PaymentActor } from './payment-effects';
import { usePaymentOutcomeStyles } from '../common/paymentOutcome.styles';
import { usePaymentOutcome, type PaymentOutcomeState } from './usePaymentOutcome';

/** The sentence the live region announces as the outcome moves on (empty where an alert speaks instead). */
function statusText(t: TFunction, outcome: PaymentOutcomeState): string {
  switch (outcome.screen) {
    case 'verifying':
      return t('payment.status.asking');
    case 'pending':
      return outcome.polling ? t('payment.status.asking') : t('payment.status.waiting');
    case 'succeeded':
      return t('payment.status.approved');
    case 'left':
      return t('payment.status.left');
    case 'cancelled':
      return t('payment.status.cancelled');
    case 'payAgain':
      if (outcome.redirecting) return t('payment.status.redirecting');
      if (outcome.cancelling) return t('payment.status.cancelling');
      if (outcome.busy) return t('payment.status.opening');
      return outcome.rejected ? t('payment.status.rejected') : '';
    default:
      return '';
  }
}

/** What the buyer sees of a payment the gateway is asked about, state by state. */
export function PaymentOutcome({ payment }: { payment: PaymentActor }) {
  const { t } = useTranslation();
  const styles = usePaymentOutcomeStyles();
  const outcome = usePaymentOutcome(payment);
  const panels: Record<typeof outcome.screen, () => ReactNode> = {
    verifying: () => <VerifyingPanel />,
    succeeded: () => (outcome.orderId === null ? null : <PaidOrder orderId={outcome.orderId} />),
    payAgain: () => <PayAgainPanel outcome={outcome} />,
    pending: () => <PendingPanel outcome={outcome} />,
    left: () => <LeftPanel outcome={outcome} />,
    cancelled: () => <CancelledPanel outcome={outcome} />,
    verificationFailed: () => <VerificationFailedPanel outcome={outcome} />,
    notFound: () => <NotFoundPanel />,
  };
  const status = statusText(t, outcome);
  return (
    <div className={styles.page}>
      {panels[outcome.screen]()}
      <div role="status" aria-live="polite" className={styles.status}>
        {outcome.busy && outcome.screen !== 'verifying' && (
          <span aria-hidden>
            <Spinner size="tiny" />
          </span>
        )}
        {status}
      </div>
    </div>
  );
}
