import { Body1, Button, Field, Radio, RadioGroup, Spinner, Title2 } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClubPlan } from '../../../contract/club';
import { paymentMethodIds } from '../../../contract/payments';
import { primaryCardOf } from '../../../machines/rules/payment-choice';
import { formatClp } from '../../../machines/rules/money';
import { useEffects } from '../../kernel/effects';
import { describeFailure } from '../common/describe-failure';
import { PageMessage } from '../common/PageMessage';
import { useResource } from '../common/useResource';
import { savedCardsOf } from './club-cards';
import { useClubStyles } from './ClubPage.styles';
import { planName } from './plan-text';

interface JoinPanelProps {
  plan: ClubPlan;
  paying: boolean;
  onPay: (paymentMethodId: number) => void;
  onBack: () => void;
}

const methodsUnavailable = { code: 'methods_unavailable' };

/** A plan chosen: pay it with a card on the provider's page or a saved card (the primary one first). */
export function JoinPanel({ plan, paying, onPay, onBack }: JoinPanelProps) {
  const { t } = useTranslation();
  const styles = useClubStyles();
  const methods = useResource(useEffects().reads.paymentMethods, { request: null, unavailable: methodsUnavailable, logText: 'Error loading payment methods' });
  const cards = savedCardsOf(methods.data ?? []);
  const primary = primaryCardOf(methods.data ?? []);
  const [chosen, setChosen] = useState<number | null>(null);
  const method = chosen ?? primary?.id ?? paymentMethodIds.card;
  return (
    <section className={styles.panel} aria-labelledby="club-join">
      <Title2 as="h2" id="club-join" className={styles.title}>
        {t('club.join.title', { name: planName(t, plan) })}
      </Title2>
      <Body1>{t('club.join.body', { price: formatClp(plan.price) })}</Body1>
      {methods.failure && (
        <PageMessage intent="error" action={{ label: t('club.retry'), onClick: methods.retry }}>
          {describeFailure(t, methods.failure)}
        </PageMessage>
      )}
      {methods.data && (
        <Field label={t('club.join.method')}>
          <RadioGroup value={String(method)} disabled={paying} onChange={(_, data) => setChosen(Number(data.value))}>
            <Radio value={String(paymentMethodIds.card)} label={t('club.join.newCard')} />
            {cards.map((card) => (
              <Radio
                key={card.methodId}
                value={String(card.methodId)}
                disabled={paying || card.expired}
                label={card.expired ? t('club.join.expiredCard', { card: card.name }) : t('club.join.savedCard', { card: card.name })}
              />
            ))}
          </RadioGroup>
        </Field>
      )}
      <div className={styles.actions}>
        <Button
          className={styles.action}
          appearance="primary"
          disabled={paying || !methods.data}
          icon={paying ? <Spinner size="tiny" /> : undefined}
          onClick={() => onPay(method)}
        >
          {paying ? t('club.join.paying') : t('club.join.pay', { price: formatClp(plan.price) })}
        </Button>
        <Button className={styles.action} disabled={paying} onClick={onBack}>
          {t('club.join.back')}
        </Button>
      </div>
    </section>
  );
}
