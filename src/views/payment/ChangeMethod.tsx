import { Button, Field, MessageBar, MessageBarBody, Radio, RadioGroup, Spinner } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '../../../contract/payments';
import { formatClp } from '../../../machines/rules/money';
import { paymentChoicesFor } from '../../../machines/rules/payment-choice';
import { useResource } from '../common/useResource';
import { useEffects } from '../../kernel/effects';
import { describeFailure } from '../common/describe-failure';
import { usePaymentOutcomeStyles } from '../common/paymentOutcome.styles';
import { useOrder } from './useOrder';

const unavailable = { code: 'methods_unavailable' };

interface ChangeMethodProps {
  id: string;
  /** The order paid: a credit line shorter than its total is shown disabled, with the reason. */
  orderId: number;
  onChoose: (paymentMethodId: number) => void;
}

/**
 * The company's methods to pay the same order with: a new card on the provider's page, a saved one, or
 * its credit line with what is left of it (the gateway refuses an order larger than that, and says so).
 */
export function ChangeMethod({ id, orderId, onChoose }: ChangeMethodProps) {
  const { t } = useTranslation();
  const styles = usePaymentOutcomeStyles();
  const methods = useResource(useEffects().reads.paymentMethods, { request: null, unavailable, logText: 'Error al cargar los medios de pago' });
  const order = useOrder(orderId);
  const [chosenId, setChosenId] = useState<number | null>(null);
  // No method is judged before the order's total is read: the list waits for both reads.
  const ready = methods.data && order.data ? { methods: methods.data, total: order.data.amount_total } : null;
  const { options, chosen, overCredit } = paymentChoicesFor(ready?.methods ?? [], ready?.total ?? 0, chosenId);
  const failure = methods.failure ?? order.failure;
  const retry = () => {
    if (methods.failure) methods.retry();
    if (order.failure) order.retry();
  };
  const labelOf = (method: PaymentMethod) => {
    if (method.code === 'card') return t('payment.methods.card');
    if (method.card?.state === 'expired') return `${method.name}. ${t('checkout.payment.expired')}`;
    if (!method.credit) return method.name;
    const available = t('checkout.payment.creditAvailable', { available: formatClp(method.credit.available), limit: formatClp(method.credit.limit) });
    return `${t('checkout.payment.credit', { days: method.credit.days })}. ${available}`;
  };

  return (
    <section id={id} className={styles.methods} aria-label={t('payment.methods.title')}>
      {(methods.loading || order.loading) && <Spinner size="tiny" label={t('payment.methods.loading')} />}
      {failure && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{describeFailure(t, failure)}</MessageBarBody>
          <Button appearance="transparent" onClick={retry}>
            {t('payment.retryRead')}
          </Button>
        </MessageBar>
      )}
      {ready && (
        <Field label={t('payment.methods.title')}>
          <RadioGroup value={chosen ? String(chosen.id) : ''} onChange={(_, data) => setChosenId(Number(data.value))}>
            {options.map(({ method, payable }) => (
              <Radio key={method.id} value={String(method.id)} disabled={!payable} label={labelOf(method)} />
            ))}
          </RadioGroup>
        </Field>
      )}
      {ready && overCredit?.credit && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('checkout.payment.creditExceeded', { total: formatClp(ready.total), available: formatClp(overCredit.credit.available) })}</MessageBarBody>
        </MessageBar>
      )}
      {ready && (
        <Button appearance="primary" disabled={!chosen} onClick={() => chosen && onChoose(chosen.id)}>
          {t('payment.methods.pay')}
        </Button>
      )}
    </section>
  );
}
