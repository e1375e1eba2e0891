import { Body1, Field, MessageBar, MessageBarBody, MessageBarTitle, Radio, RadioGroup, Spinner } from '@fluentui/react-components';
import { shallowEqual, useSelector } from '@xstate/react';
import { Trans, useTranslation } from 'react-i18next';
import type { ApprovalDetail, ApprovalPlaced } from '../../../contract/order-approvals';
import type { Failure } from '../../../machines/failure';
import type { OrderApprovalSnapshot } from '../../../machines/order-approval.machine';
import { repricedApproval } from '../../../machines/order-approval.prices';
import { formatDay } from '../../../machines/rules/calendar';
import { formatClp } from '../../../machines/rules/money';
import { describeFailure } from '../common/describe-failure';
import { dayText } from '../common/recurring-text';
import type { ApprovalStep } from './approval-step';
import type { OrderApprovalActor } from './ApprovalDetailView';
import { useApprovalStyles } from './orderApprovals.styles';

const selectOffers = (s: OrderApprovalSnapshot) => ({ currentPrices: s.context.currentPrices, dates: s.context.dates });

/** The date the approver chose, or the first one offered. */
export const chosenDate = (date: string | null, dates: readonly string[] | null) => (date !== null && dates?.includes(date) ? date : (dates?.[0] ?? null));

interface ApprovalNewsProps {
  step: ApprovalStep;
  detail: ApprovalDetail;
  failure: Failure | null;
  placed: ApprovalPlaced | null;
  actor: OrderApprovalActor;
  date: string | null;
  onDate: (date: string) => void;
}

/** What approving met: the order on its way, changed prices, a passed date, a refusal, the payment. */
export function ApprovalNews({ step, detail, failure, placed, actor, date, onDate }: ApprovalNewsProps) {
  const { t } = useTranslation();
  const styles = useApprovalStyles();
  const { currentPrices, dates } = useSelector(actor, selectOffers, shallowEqual);
  const dateGone = (
    <MessageBar intent="warning">
      <MessageBarBody>
        <MessageBarTitle>{t('orderApprovals.date.title')}</MessageBarTitle>
        {t('orderApprovals.date.body', { date: formatDay(detail.scheduled_date) })}
      </MessageBarBody>
    </MessageBar>
  );
  const failed = (what: string) => (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>
        {what} {failure && describeFailure(t, failure)}
      </MessageBarBody>
    </MessageBar>
  );

  switch (step) {
    case 'approving':
      return <Spinner size="tiny" labelPosition="after" label={t('orderApprovals.decide.approving')} />;
    case 'pricesChanged': {
      const repricing = repricedApproval(detail, currentPrices ?? []);
      return (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('orderApprovals.prices.title')}</MessageBarTitle>
            {t('orderApprovals.prices.body')}
            <ul className={styles.changes}>
              {repricing.lines.map(({ line, before, after }) => (
                <li key={line.product_id}>
                  <Trans
                    i18nKey="orderApprovals.prices.change"
                    values={{ name: line.name, before: formatClp(before), after: formatClp(after) }}
                    components={{ product: <bdi translate="no" /> }}
                  />
                </li>
              ))}
            </ul>
            <Body1 as="p" className={styles.sectionTitle}>
              <strong>{t('orderApprovals.prices.total', { total: formatClp(repricing.total), before: formatClp(detail.amount_total) })}</strong>
            </Body1>
          </MessageBarBody>
        </MessageBar>
      );
    }
    case 'loadingDates':
      return (
        <>
          {dateGone}
          <Spinner size="tiny" labelPosition="after" label={t('orderApprovals.date.loading')} />
        </>
      );
    case 'datesFailed':
      return (
        <>
          {dateGone}
          {failed(t('orderApprovals.date.failed'))}
        </>
      );
    case 'choosingDate': {
      const value = chosenDate(date, dates);
      return (
        <>
          {dateGone}
          {value === null ? (
            <Body1>{t('orderApprovals.date.none')}</Body1>
          ) : (
            <Field label={t('orderApprovals.date.label')}>
              <RadioGroup className={styles.dates} value={value} onChange={(_, data) => onDate(data.value)}>
                {(dates ?? []).map((offered) => (
                  <Radio key={offered} value={offered} label={dayText(t, offered)} />
                ))}
              </RadioGroup>
            </Field>
          )}
        </>
      );
    }
    case 'approveFailed':
      return failed(t('orderApprovals.decide.failed'));
    case 'paying':
      return <Spinner size="tiny" labelPosition="after" label={t('orderApprovals.pay.opening', { name: placed?.name ?? '', method: detail.payment_method.name })} />;
    case 'payFailed':
      return failed(t('orderApprovals.pay.failed', { name: placed?.name ?? '' }));
    case 'redirecting':
      return <Spinner size="tiny" labelPosition="after" label={t('orderApprovals.pay.redirecting')} />;
    case 'placed':
      return placed ? (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{t('orderApprovals.decide.placed', { name: placed.name })}</MessageBarBody>
        </MessageBar>
      ) : null;
    default:
      return null;
  }
}
