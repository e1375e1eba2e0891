import { Body1, Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ChangeMethod } from './ChangeMethod';
import { OutcomeHeader } from '../common/OutcomeHeader';
import { OutcomeLinks } from '../common/OutcomeLinks';
import { describeFailure } from '../common/describe-failure';
import { usePaymentOutcomeStyles } from '../common/paymentOutcome.styles';
import type { usePaymentOutcome } from './usePaymentOutcome';
import { useOrder } from './useOrder';
import { formatClp } from '../../../machines/rules/money';

type Outcome = ReturnType<typeof usePaymentOutcome>;

/** Which order the page is about and what it comes to, once the gateway has named it; nothing if it cannot be read. */
function OrderFacts({ orderId }: { orderId: number | null }) {
  return orderId === null ? null : <KnownOrderFacts orderId={orderId} />;
}

function KnownOrderFacts({ orderId }: { orderId: number }) {
  const styles = usePaymentOutcomeStyles();
  const order = useOrder(orderId).data;
  if (!order) return null;
  // The order's name and amount are isolated, so they keep their shape in right-to-left text.
  return (
    <Body1 className={styles.orderFacts}>
      <Trans
        i18nKey="payment.orderFacts"
        values={{ name: order.name, total: formatClp(order.amount_total) }}
        components={{ order: <bdi />, amount: <bdi /> }}
      />
    </Body1>
  );
}

export function VerifyingPanel() {
  const { t } = useTranslation();
  return (
    <>
      <OutcomeHeader tone="waiting">{t('payment.verifying.title')}</OutcomeHeader>
      <Spinner size="large" label={t('payment.verifying.body')} />
    </>
  );
}

/** Rejected: the provider's reason, and paying the same order again, the same way or another, or giving it up. */
export function PayAgainPanel({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  const styles = usePaymentOutcomeStyles();
  const [choosing, setChoosing] = useState(false);
  const methodsId = useId();
  const methodsShown = choosing && outcome.canChangeMethod;
  return (
    <>
      <OutcomeHeader tone="danger">{t('payment.failed.title')}</OutcomeHeader>
      {outcome.failure && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{describeFailure(t, outcome.failure)}</MessageBarBody>
        </MessageBar>
      )}
      <OrderFacts orderId={outcome.orderId} />
      <Body1>{t('payment.failed.orderKept')}</Body1>
      <div className={styles.actions}>
        <Button appearance="primary" disabled={!outcome.canRetry} onClick={outcome.retry}>
          {t('payment.failed.retry')}
        </Button>
        <Button
          disabled={!outcome.canChangeMethod}
          aria-expanded={methodsShown}
          aria-controls={methodsShown ? methodsId : undefined}
          onClick={() => setChoosing((open) => !open)}
        >
          {t('payment.failed.changeMethod')}
        </Button>
        <Button disabled={!outcome.canCancel} onClick={outcome.cancelOrder}>
          {t('payment.failed.cancel')}
        </Button>
      </div>
      {methodsShown && outcome.orderId !== null && <ChangeMethod id={methodsId} orderId={outcome.orderId} onChoose={outcome.changeMethod} />}
      <OutcomeLinks links={['orders', 'catalogue']} leads={false} />
    </>
  );
}

export function PendingPanel({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  return (
    <>
      <OutcomeHeader tone="waiting">{t('payment.pending.title')}</OutcomeHeader>
      <OrderFacts orderId={outcome.orderId} />
      <Body1>{t('payment.pending.body')}</Body1>
      <div>
        <Button disabled={!outcome.canLeave} onClick={outcome.leave}>
          {t('payment.pending.leave')}
        </Button>
      </div>
      <OutcomeLinks links={['orders', 'catalogue']} />
    </>
  );
}

/** The order given up: nothing was charged, and its lines are in the cart again. */
export function CancelledPanel({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  return (
    <>
      <OutcomeHeader tone="warning">{t('payment.cancelled.title')}</OutcomeHeader>
      <OrderFacts orderId={outcome.orderId} />
      <Body1>{t('payment.cancelled.body')}</Body1>
      <OutcomeLinks links={['checkout', 'catalogue']} />
    </>
  );
}

export function LeftPanel({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  return (
    <>
      <OutcomeHeader tone="waiting">{t('payment.left.title')}</OutcomeHeader>
      <OrderFacts orderId={outcome.orderId} />
      <Body1>{t('payment.left.body')}</Body1>
      <OutcomeLinks links={['order', 'orders', 'catalogue']} orderId={outcome.orderId} />
    </>
  );
}

export function VerificationFailedPanel({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  return (
    <>
      <OutcomeHeader tone="warning">{t('payment.verificationFailed.title')}</OutcomeHeader>
      {outcome.failure && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{describeFailure(t, outcome.failure)}</MessageBarBody>
        </MessageBar>
      )}
      <div>
        <Button appearance="primary" disabled={!outcome.canRetry} onClick={outcome.retry}>
          {t('payment.verificationFailed.retry')}
        </Button>
      </div>
      <OutcomeLinks links={['orders', 'catalogue']} leads={false} />
    </>
  );
}

/** An id the gateway does not know for this company: the same words whether it exists elsewhere or not. */
export function NotFoundPanel() {
  const { t } = useTranslation();
  return (
    <>
      <OutcomeHeader tone="warning">{t('payment.notFound.title')}</OutcomeHeader>
      <Body1>{t('payment.notFound.body')}</Body1>
      <OutcomeLinks links={['orders', 'catalogue']} />
    </>
  );
}

/** An address without a usable payment_id or order_id. */
export function InvalidLinkPanel() {
  const { t } = useTranslation();
  return (
    <>
      <OutcomeHeader tone="warning">{t('payment.invalidLink.title')}</OutcomeHeader>
      <Body1>{t('payment.invalidLink.body')}</Body1>
      <OutcomeLinks links={['orders', 'catalogue']} />
    </>
  );
}
