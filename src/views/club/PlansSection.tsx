import { Badge, Body1, Button, Caption1, Card, Title2, Title3 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ClubOverview } from '../../../contract/club';
import { formatDay } from '../../../machines/rules/calendar';
import { formatClp } from '../../../machines/rules/money';
import { useClubStyles } from './ClubPage.styles';
import { benefitText, planName } from './plan-text';

interface PlansSectionProps {
  overview: ClubOverview;
  busy: boolean;
  onChoose: (planId: number) => void;
}

/** For a company that is not a member (or no longer): what it would have saved, and the plans. */
export function PlansSection({ overview, busy, onChoose }: PlansSectionProps) {
  const { t } = useTranslation();
  const styles = useClubStyles();
  const { savings, membership } = overview;
  const lapsed = membership.details?.state === 'lapsed';
  return (
    <>
      {lapsed && membership.member_until && (
        <section className={styles.intro} aria-labelledby="club-lapsed">
          <Title2 as="h2" id="club-lapsed" className={styles.title}>
            {t('club.lapsed.title', { date: formatDay(membership.member_until) })}
          </Title2>
          <Body1>{t('club.lapsed.body')}</Body1>
        </section>
      )}
      <div className={styles.figure}>
        <Title3 as="p" className={styles.title}>
          {savings.amount > 0 ? t('club.savings.figure', { amount: formatClp(savings.amount) }) : t('club.savings.none')}
        </Title3>
        <Caption1>{t('club.savings.basis', { from: formatDay(savings.from), to: formatDay(savings.to) })}</Caption1>
      </div>
      <section aria-labelledby="club-plans" className={styles.panel}>
        <Title2 as="h2" id="club-plans" className={styles.title}>
          {t('club.plans.title')}
        </Title2>
      </section>
      <ul className={styles.grid}>
        {overview.plans.map((plan) => (
          <li key={plan.id}>
            <Card className={styles.card}>
              <Title3 as="h3" className={styles.cardTitle}>
                {planName(t, plan)}
                {plan.saving !== null && plan.saving > 0 && (
                  <Badge appearance="tint" color="success">
                    {t('club.plans.saving', { amount: formatClp(plan.saving) })}
                  </Badge>
                )}
              </Title3>
              <p className={styles.detail}>
                <span className={styles.price}>{formatClp(plan.price)}</span> <Body1>{t('club.plans.per', { count: plan.months })}</Body1>
              </p>
              <ul className={styles.benefits}>
                {plan.benefits.map((benefit) => (
                  <li key={benefit.code}>
                    <Body1>{benefitText(t, benefit)}</Body1>
                  </li>
                ))}
              </ul>
              <div className={styles.actions}>
                <Button className={styles.action} appearance="primary" disabled={busy} onClick={() => onChoose(plan.id)}>
                  {t('club.plans.choose', { name: planName(t, plan) })}
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
