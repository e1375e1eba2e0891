import { Body1, Button, Caption1, Field, makeStyles, Radio, RadioGroup, tokens } from '@fluentui/react-components';
import { ArrowLeft20Regular } from '@fluentui/react-icons/svg/arrow-left';
import { Payment20Regular } from '@fluentui/react-icons/svg/payment';
import { useSelector } from '@xstate/react';
import { useCallback, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { orderFromCheckout, type CheckoutOrder } from '../../../machines/checkout.order';
import { formatClp } from '../../../machines/rules/money';
import type { PaymentMethod } from '../../../contract/payments';
import type { CheckoutActor } from '../../app/checkout-context';
import { useResource } from '../../app/use-resource';
import type { CheckoutReads } from './checkout-reads';
import { useCheckoutStyles } from './CheckoutView.styles';
import { StepHeading, stepHeadingId } from './StepHeading';
import { OrderDetails } from './OrderDetails';
import type { UsePayment } from './payment-actor';
import { PaymentAttempt } from './PaymentAttempt';
import { sameJson } from './same-json';
import { ReadFailure, ReadSkeleton, unavailableCode } from './ReadState';

const useStyles = makeStyles({
  option: { display: 'flex', flexDirection: 'column' },
  pay: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
});

interface PaymentStepProps {
  checkout: CheckoutActor;
  reads: CheckoutReads;
  usePayment: UsePayment;
  headingRef: Ref<HTMLHeadingElement>;
  onConfirmed: (orderId: number) => void;
}

interface Attempt {
  id: number;
  start: CheckoutOrder;
}

/** Pago: the method, the whole order once more, and "Pagar". */
export function PaymentStep({ checkout, reads, usePayment, headingRef, onConfirmed }: PaymentStepProps) {
  const { t } = useTranslation();
  const styles = { ...useCheckoutStyles(), ...useStyles() };
  const paymentMethodId = useSelector(checkout, (s) => s.context.paymentMethodId);
  const total = useSelector(checkout, (s) => s.context.total);
  const ready = useSelector(checkout, (s) => orderFromCheckout(s.context), sameJson);
  // A payment under way holds the order as it is: no other method, no other step (the machine refuses them).
  const locked = useSelector(checkout, (s) => s.hasTag('paymentHeld'));
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const abandon = useCallback(() => setAttempt(null), []);

  const methods = useResource(reads.paymentMethods, {
    request: null,
    unavailable: { code: unavailableCode, message: 'No pudimos cargar tus medios de pago.' },
    logText: 'Error loading payment methods',
  });
  const offered = methods.data ?? [];
  const chosen = offered.find((method) => method.id === paymentMethodId) ?? null;

  function methodLabel(method: PaymentMethod) {
    if (method.code === 'card') return t('checkout.payment.card');
    if (method.code === 'credit') return t('checkout.payment.credit');
    return t('checkout.payment.savedCard', { card: method.name });
  }

  function choose(value: string) {
    const method = offered.find((candidate) => String(candidate.id) === value);
    if (method) checkout.send({ type: 'checkout.setPaymentMethod', paymentMethodId: method.id, method: method.code });
  }

  function pay() {
    if (ready && chosen) setAttempt((current) => current ?? { id: Date.now(), start: ready });
  }

  return (
    <section className={styles.step} aria-labelledby={stepHeadingId}>
      <StepHeading headingRef={headingRef}>{t('checkout.steps.payment')}</StepHeading>

      {methods.failure && (
        <ReadFailure failure={methods.failure} unavailable={t('checkout.payment.unavailable')} onRetry={methods.retry} />
      )}
      {methods.loading && !methods.data ? (
        <ReadSkeleton label={t('checkout.payment.loading')} />
      ) : (
        methods.data && (
          <Field label={t('checkout.payment.method')}>
            <RadioGroup value={chosen ? String(chosen.id) : ''} disabled={locked} onChange={(_, data) => choose(data.value)}>
              {offered.map((method) => (
                <Radio
                  key={method.id}
                  value={String(method.id)}
                  label={
                    <span className={styles.option}>
                      <Body1>{methodLabel(method)}</Body1>
                      <Caption1>{t(`checkout.payment.hint.${method.code}`)}</Caption1>
                    </span>
                  }
                />
              ))}
            </RadioGroup>
          </Field>
        )
      )}

      <OrderDetails checkout={checkout} />

      <div className={styles.pay}>
        {attempt ? (
          <PaymentAttempt
            key={attempt.id}
            checkout={checkout}
            start={attempt.start}
            usePayment={usePayment}
            onAbandon={abandon}
            onConfirmed={onConfirmed}
          />
        ) : (
          <Button appearance="primary" size="large" icon={<Payment20Regular />} disabled={!ready || !chosen} onClick={pay}>
            {t('checkout.payment.pay', { total: formatClp(total) })}
          </Button>
        )}
      </div>

      <div className={styles.actions}>
        <Button icon={<ArrowLeft20Regular />} disabled={locked} onClick={() => checkout.send({ type: 'checkout.back' })}>
          {t('checkout.actions.back')}
        </Button>
      </div>
    </section>
  );
}
