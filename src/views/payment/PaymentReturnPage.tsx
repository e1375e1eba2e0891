import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { PaymentLookup } from '../../../machines/payment.types';
import type { SalesOrderDetail } from '../../../contract/lists';
import { OrderConfirmation } from './OrderConfirmation';
import { InvalidLinkPanel, NotFoundPanel, VerifyingPanel } from './OutcomePanels';
import { OutcomeHeader } from '../common/OutcomeHeader';
import { OutcomeLinks } from '../common/OutcomeLinks';
import { usePaymentVerification } from './usePaymentVerification';
import { paymentLookupOf } from './payment-lookup';
import { PaymentOutcome } from './PaymentOutcome';
import { usePaymentOutcomeStyles } from '../common/paymentOutcome.styles';
import { useOrder } from './useOrder';

/** The gateway's word that an order placed on the company's credit line is confirmed: it has no payment. */
const isConfirmedOnCredit = (order: SalesOrderDetail) => order.payment_method_code === 'credit' && order.state === 'sale';

function VerifiedPayment({ lookup }: { lookup: PaymentLookup }) {
  const payment = usePaymentVerification(lookup);
  return <PaymentOutcome payment={payment} />;
}

function CreditConfirmation({ order }: { order: SalesOrderDetail }) {
  const { t } = useTranslation();
  const styles = usePaymentOutcomeStyles();
  return (
    <div className={styles.page}>
      <OrderConfirmation
        title={t('payment.credit.title')}
        lead={(name) => t('payment.credit.lead', { order: name })}
        order={order}
        orderId={order.id}
      />
    </div>
  );
}

/**
 * A return by order id: a credit order is confirmed by the order itself, any other order by its latest
 * payment, which the payment machine verifies.
 */
function OrderReturn({ lookup }: { lookup: PaymentLookup & { order_id: number } }) {
  const { t } = useTranslation();
  const styles = usePaymentOutcomeStyles();
  const read = useOrder(lookup.order_id);
  if (read.data) return isConfirmedOnCredit(read.data) ? <CreditConfirmation order={read.data} /> : <VerifiedPayment lookup={lookup} />;
  return (
    <div className={styles.page}>
      {read.failure?.code === 'not_found' && <NotFoundPanel />}
      {read.failure && read.failure.code !== 'not_found' && (
        <>
          <OutcomeHeader tone="warning">{t('payment.verificationFailed.title')}</OutcomeHeader>
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{t('payment.summary.unavailable')}</MessageBarBody>
          </MessageBar>
          <div>
            <Button appearance="primary" onClick={read.retry}>
              {t('payment.verificationFailed.retry')}
            </Button>
          </div>
          <OutcomeLinks links={['orders', 'catalogue']} />
        </>
      )}
      {!read.failure && <VerifyingPanel />}
    </div>
  );
}

/**
 * /product/finalpago, /product/errorpago and /product/pendiente. The provider chooses which one the
 * buyer lands on, but only the gateway's answer says how the payment went, so all three show that answer
 * whichever address was used.
 */
export function PaymentReturnPage() {
  const styles = usePaymentOutcomeStyles();
  const [params] = useSearchParams();
  const lookup = paymentLookupOf(params);
  if (lookup === null) {
    return (
      <div className={styles.page}>
        <InvalidLinkPanel />
      </div>
    );
  }
  const key = JSON.stringify(lookup);
  if (lookup.payment_id === undefined) return <OrderReturn key={key} lookup={lookup} />;
  return <VerifiedPayment key={key} lookup={lookup} />;
}
