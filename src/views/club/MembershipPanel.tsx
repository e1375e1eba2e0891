import { Body1, Button, Field, Link, MessageBar, MessageBarBody, Select, Spinner, Title2 } from '@fluentui/react-components';
import { Trans, useTranslation } from 'react-i18next';
import type { ClubOverview, MembershipChange } from '../../../contract/club';
import { formatDay } from '../../../machines/rules/calendar';
import { formatClp } from '../../../machines/rules/money';
import { useEffects } from '../../kernel/effects';
import { paths } from '../../kernel/paths';
import { useAppLink } from '../common/useAppLink';
import { PageMessage } from '../common/PageMessage';
import { useResource } from '../common/useResource';
import { savedCardsOf } from './club-cards';
import { useClubStyles } from './ClubPage.styles';
import { planName } from './plan-text';

interface MembershipPanelProps {
  overview: ClubOverview;
  busy: boolean;
  onChange: (change: MembershipChange) => void;
  onCancel: () => void;
  onResume: () => void;
}

const methodsUnavailable = { code: 'methods_unavailable' };

/** A member's page: where the membership stands, and what can be changed about it. */
export function MembershipPanel({ overview, busy, onChange, onCancel, onResume }: MembershipPanelProps) {
  const { t } = useTranslation();
  const styles = useClubStyles();
  const details = overview.membership.details!;
  const until = overview.membership.member_until ?? '';
  const planOf = (id: number) => {
    const plan = overview.plans.find((candidate) => candidate.id === id);
    return plan ? planName(t, plan) : '';
  };
  const methods = useResource(useEffects().reads.paymentMethods, { request: null, unavailable: methodsUnavailable, logText: 'Error loading payment methods' });
  const cards = savedCardsOf(methods.data ?? []);
  const card = cards.find((candidate) => candidate.cardId === details.card_id);
  const renews = details.state === 'active' || details.state === 'grace';
  const link = useAppLink();
  // A membership joined with a new card has none on file: said before anything else, not only in the list.
  const cardMissing = renews && methods.data !== null && !card;
  const title =
    details.state === 'cancelling'
      ? t('club.member.endsOn', { date: formatDay(until) })
      : details.state === 'grace'
        ? t('club.grace.title')
        : t('club.member.title');

  return (
    <section className={styles.panel} aria-labelledby="club-membership">
      <Title2 as="h2" id="club-membership" className={styles.title}>
        {title}
      </Title2>
      {details.state === 'grace' && details.grace_until && (
        <PageMessage intent="info">
          {t('club.grace.body', { until: formatDay(details.grace_until), next: details.next_renewal ? formatDay(details.next_renewal.date) : '' })}
        </PageMessage>
      )}
      {details.state === 'cancelling' && <Body1>{t('club.member.cancelledBody', { date: formatDay(until) })}</Body1>}
      {cardMissing && (
        <MessageBar intent="warning">
          <MessageBarBody>
            {details.next_renewal ? t('club.member.cardMissing', { date: formatDay(details.next_renewal.date) }) : t('club.member.cardMissingNoDate')}{' '}
            {cards.length === 0 && <Link {...link(paths.cards)}>{t('club.member.toCards')}</Link>}
          </MessageBarBody>
        </MessageBar>
      )}
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('club.member.plan')}</dt>
        <dd className={styles.detail}>{planOf(details.plan_id)}</dd>
        <dt className={styles.term}>{t('club.member.since')}</dt>
        <dd className={styles.detail}>{formatDay(details.started_on)}</dd>
        <dt className={styles.term}>{t('club.member.renewal')}</dt>
        <dd className={styles.detail}>
          {details.next_renewal ? (
            // The plan's name is isolated, so its parentheses stay around it in right-to-left text.
            <Trans
              i18nKey="club.member.renewalOn"
              values={{ date: formatDay(details.next_renewal.date), amount: formatClp(details.next_renewal.amount), plan: planOf(details.next_renewal.plan_id) }}
              components={{ plan: <bdi /> }}
            />
          ) : (
            t('club.member.noRenewal')
          )}
        </dd>
        <dt className={styles.term}>{t('club.member.card')}</dt>
        <dd className={styles.detail}>{card ? card.name : t('club.member.noCard')}</dd>
        <dt className={styles.term}>{t('club.member.saved')}</dt>
        <dd className={styles.detail}>{formatClp(details.saved_since_joining)}</dd>
      </dl>

      {renews && methods.data && (
        <Field className={styles.field} label={t('club.member.changeCard')} hint={cards.length === 0 ? t('club.member.addCardHint') : undefined}>
          <Select
            value={card ? String(card.cardId) : ''}
            disabled={busy || cards.length === 0}
            onChange={(_, data) => data.value && onChange({ card_id: Number(data.value) })}
          >
            {!card && <option value="">{t('club.member.chooseCard')}</option>}
            {cards
              .filter((candidate) => !candidate.expired)
              .map((candidate) => (
                <option key={candidate.cardId} value={candidate.cardId}>
                  {candidate.name}
                </option>
              ))}
          </Select>
        </Field>
      )}

      {details.state === 'active' && (
        <div className={styles.actions}>
          {overview.plans
            .filter((plan) => plan.id !== (details.next_renewal?.plan_id ?? details.plan_id))
            .map((plan) => (
              <Button key={plan.id} className={styles.action} disabled={busy} onClick={() => onChange({ next_plan_id: plan.id })}>
                {plan.id === details.plan_id ? t('club.member.keepPlan', { name: planName(t, plan) }) : t('club.member.switchPlan', { name: planName(t, plan) })}
              </Button>
            ))}
          <Button className={styles.action} disabled={busy} onClick={onCancel}>
            {t('club.member.cancel')}
          </Button>
        </div>
      )}
      {details.state === 'cancelling' && (
        <div className={styles.actions}>
          <Button className={styles.action} appearance="primary" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined} onClick={onResume}>
            {t('club.member.resume')}
          </Button>
        </div>
      )}
    </section>
  );
}
