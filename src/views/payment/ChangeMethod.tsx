import { Button, Field, MessageBar, MessageBarBody, Radio, RadioGroup, Spinner } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '../../../contract/payments';
import { formatClp } from '../../../machines/rules/money';
import { isPayable } from '../../../machines/rules/payment-choice';
import { useResource } from '../common/useResource';
import { useEffects } from '../../kernel/effects';
import { describeFailure } from '../common/describe-failure';
import { usePaymentOutcomeStyles } from './paymentOutcome.styles';

const unavailable = { code: 'methods_unavailable' };


interface ChangeMethodProps {
  id: string;
  onChoose: (paymentMethodId: number) => void;
}

/**
 * The company's methods to pay the same order with: a new card on the provider's page, a saved one, or
 * its credit line with what is left of it (the gateway refuses an order larger than that, and says so).
 */
export function ChangeMethod({ id, onChoose }: ChangeMethodProps) {
  const { t } = useTranslation();
  const styles = usePaymentOutcomeStyles();
  const methods = useResource(useEffects().reads.paymentMethods, { request: null, unavailable, logText: 'Error al cargar los medios de pago' });
  const [chosen, setChosen] = useState<number | null>(null);
  const choices = (methods.data ?? []).filter(isPayable);
  const labelOf = (method: PaymentMethod) => {
    if (method.code === 'card') return t('payment.methods.card');
    if (!method.credit) return method.name;
    const available = t('checkout.payment.creditAvailable', { available: formatClp(method.credit.available), limit: formatClp(method.credit.limit) });
    return `${t('checkout.payment.credit', { days: method.credit.days })}. ${available}`;
  };

  return (
    <section id={id} className={styles.methods} aria-label={t('payment.methods.title')}>
      {methods.loading && <Spinner size="tiny" label={t('payment.methods.loading')} />}
      {methods.failure && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{describeFailure(t, methods.failure)}</MessageBarBody>
          <Button appearance="transparent" onClick={methods.retry}>
            {t('payment.retryRead')}
          </Button>
        </MessageBar>
      )}
      {methods.data && (
        <Field label={t('payment.methods.title')}>
          <RadioGroup value={chosen === null ? '' : String(chosen)} onChange={(_, data) => setChosen(Number(data.value))}>
            {choices.map((method) => (
              <Radio
                key={method.id}
                value={String(method.id)}
                label={labelOf(method)}
              />
            ))}
          </RadioGroup>
        </Field>
      )}
      {methods.data && (
        <Button appearance="primary" disabled={chosen === null} onClick={() => chosen !== null && onChoose(chosen)}>
          {t('payment.methods.pay')}
        </Button>
      )}
    </section>
  );
}
