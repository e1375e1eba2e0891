import { Body1, Button, Caption1, Field, makeStyles, MessageBar, MessageBarBody, Radio, RadioGroup, tokens } from '@fluentui/react-components';
import { ArrowLeft20Regular } from '@fluentui/react-icons/svg/arrow-left';
import { useSelector } from '@xstate/react';
import { useEffect, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '../../../contract/payments';
import { totalsOf } from '../../../machines/checkout.selectors';
import { formatClp } from '../../../machines/rules/money';
import { paymentChoicesFor } from '../../../machines/rules/payment-choice';
import type { CheckoutActor } from '../../kernel/checkout-context';
import { useEffects } from '../../kernel/effects';
import { useResource } from '../common/useResource';
import { useCheckoutStyles } from './CheckoutView.styles';
import { OrderDetails } from './OrderDetails';
import { PaymentProgress } from './PaymentProgress';
import { ReadFailure, ReadSkeleton } from './ReadState';
import { StepHeading, stepHeadingId } from './StepHeading';

const useStyles = makeStyles({
  option: { display: 'flex', flexDirection: 'column' },
  pay: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
});

const methodsUnavailable = { code: 'methods_unavailable' };

interface PaymentStepProps {
  checkout: CheckoutActor;
  headingRef: Ref<HTMLHeadingElement>;
}

/** Pago: the method, the whole order once more, and paying it. */
export function PaymentStep({ checkout, headingRef }: PaymentStepProps) {
  const { t } = useTranslation();
  const styles = { ...useCheckoutStyles(), ...useStyles() };
  const paymentMethodId = useSelector(checkout, (s) => s.context.paymentMethodId);
  // A payment under way holds the order as it is: no other method, no other step (the machine refuses them).
  const held = useSelector(checkout, (s) => s.hasTag('paymentHeld'));
  const total = useSelector(checkout, (s) => totalsOf(s.context).total);

  const methods = useResource(useEffects().reads.paymentMethods, {
    request: null,
    unavailable: methodsUnavailable,
    logText: 'Error loading payment methods',
  });
  const offered = methods.data ?? [];
  const { options, chosen, opening, overCredit } = paymentChoicesFor(offered, total, paymentMethodId);
  useEffect(() => {
    if (paymentMethodId === null && opening && !held) {
      checkout.send({ type: 'checkout.setPaymentMethod', paymentMethodId: opening.id, method: opening.code });
    }
  }, [checkout, paymentMethodId, opening, held]);

  function methodHint(method: PaymentMethod) {
    if (method.card?.state === 'expired') return t('checkout.payment.expired');
    if (method.credit) {
      const available = t('checkout.payment.creditAvailable', { available: formatClp(method.credit.available), limit: formatClp(method.credit.limit) });
      return `${t('checkout.payment.hint.credit', { days: method.credit.days })} ${available}`;
    }
    const hint = t(`checkout.payment.hint.${method.code}`);
    if (method.card?.state === 'expiring') return `${hint} ${t('checkout.payment.expiring')}`;
    return hint;
  }

  function methodLabel(method: PaymentMethod) {
    if (method.code === 'card') return t('checkout.payment.card');
    if (method.credit) return t('checkout.payment.credit', { days: method.credit.days });
    const card = t('checkout.payment.savedCard', { card: method.name });
    return method.card?.is_primary ? `${card} · ${t('checkout.payment.primary')}` : card;
  }

  function choose(value: string) {
    const method = offered.find((candidate) => String(candidate.id) === value);
    if (method) checkout.send({ type: 'checkout.setPaymentMethod', paymentMethodId: method.id, method: method.code });
  }

  return (
    <section className={styles.step} aria-labelledby={stepHeadingId}>
      <StepHeading headingRef={headingRef}>{t('checkout.steps.payment')}</StepHeading>

      {methods.failure && <ReadFailure failure={methods.failure} onRetry={methods.retry} />}
      {methods.loading && !methods.data ? (
        <ReadSkeleton label={t('checkout.payment.loading')} />
      ) : (
        methods.data && (
          <Field label={t('checkout.payment.method')}>
            <RadioGroup value={chosen ? String(chosen.id) : ''} disabled={held} onChange={(_, data) => choose(data.value)}>
              {options.map(({ method, payable }) => (
                <Radio
                  key={method.id}
                  value={String(method.id)}
                  disabled={held || !payable}
                  label={
                    <span className={styles.option}>
                      <Body1>{methodLabel(method)}</Body1>
                      <Caption1>{methodHint(method)}</Caption1>
                    </span>
                  }
                />
              ))}
            </RadioGroup>
          </Field>
        )
      )}
      {/* Beside the list, not in the disabled option's dimmed label: the buyer must read why credit cannot pay. */}
      {overCredit?.credit && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('checkout.payment.creditExceeded', { total: formatClp(total), available: formatClp(overCredit.credit.available) })}</MessageBarBody>
        </MessageBar>
      )}

      <OrderDetails checkout={checkout} />

      <div className={styles.pay}>
        <PaymentProgress checkout={checkout} methodChosen={chosen !== null} />
      </div>

      <div className={styles.actions}>
        <Button icon={<ArrowLeft20Regular />} disabled={held} onClick={() => checkout.send({ type: 'checkout.back' })}>
          {t('checkout.actions.back')}
        </Button>
      </div>
    </section>
  );
}
