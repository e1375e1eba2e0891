import { Button, Field, MessageBar, MessageBarBody, Radio, RadioGroup, Spinner } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '../../../contract/payments';
import { useResource } from '../common/useResource';
import { useEffects } from '../../kernel/effects';
import { describeFailure } from '../common/describe-failure';
import { usePaymentOutcomeStyles } from './paymentOutcome.styles';

const unavailable = { code: 'methods_unavailable' };

/** Credit is chosen when the order is created, never for paying an existing one (the gateway refuses it). */
const isProviderMethod = (method: PaymentMethod) => method.code !== 'credit';

interface ChangeMethodProps {
  id: string;
  onChoose: (paymentMethodId: number) => void;
}

/** The company's card methods (a new card on the provider's page, or a saved one) to pay the same order with. */
export function ChangeMethod({ id, onChoose }: ChangeMethodProps) {
  const { t } = useTranslation();
  const styles = usePaymentOutcomeStyles();
  const methods = useResource(useEffects().reads.paymentMethods, { request: null, unavailable, logText: 'Error al cargar los medios de pago' });
  const [chosen, setChosen] = useState<number | null>(null);
  const choices = (methods.data ?? []).filter(isProviderMethod);

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
                label={method.code === 'card' ? t('payment.methods.card') : method.name}
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
