import { Button, Spinner, useRestoreFocusTarget } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ApprovalDetail } from '../../../contract/order-approvals';
import type { OrderApprovalSnapshot } from '../../../machines/order-approval.machine';
import { formatDay } from '../../../machines/rules/calendar';
import { usePageStyles } from '../common/page.styles';
import type { ApprovalStep } from './approval-step';
import type { OrderApprovalActor } from './ApprovalDetailView';
import { chosenDate } from './ApprovalNews';
import type { OrderApprovalsActor } from './OrderApprovalsView';
import { RebuildAction } from './RebuildAction';

const selectDates = (s: OrderApprovalSnapshot) => s.context.dates;

interface ApprovalActionsProps {
  step: ApprovalStep;
  detail: ApprovalDetail;
  actor: OrderApprovalActor;
  listActor: OrderApprovalsActor;
  mayApprove: boolean;
  /** The delivery date chosen among those offered, if the approver chose one. */
  date: string | null;
}

/** What the reader may do with the request as it stands: decide it, answer what approving met, or order it again. */
export function ApprovalActions({ step, detail, actor, listActor, mayApprove, date }: ApprovalActionsProps) {
  const { t } = useTranslation();
  const page = usePageStyles();
  const restoreFocus = useRestoreFocusTarget();
  const dates = useSelector(actor, selectDates);
  const busy = (label: string) => (
    <Button className={page.action} appearance="primary" disabled icon={<Spinner size="tiny" />}>
      {label}
    </Button>
  );
  const action = (label: string, event: Parameters<OrderApprovalActor['send']>[0], primary = true) => (
    <Button className={page.action} appearance={primary ? 'primary' : 'secondary'} onClick={() => actor.send(event)}>
      {label}
    </Button>
  );
  const back = action(t('orderApprovals.decide.back'), { type: 'orderApproval.back' }, false);

  switch (step) {
    case 'waiting':
    case 'confirmingReject':
    case 'rejecting':
      if (!detail.can_decide) return null;
      return (
        <>
          <Button className={page.action} appearance="primary" disabled={step !== 'waiting'} onClick={() => actor.send({ type: 'orderApproval.approve' })}>
            {t('orderApprovals.decide.approve')}
          </Button>
          <Button className={page.action} {...restoreFocus} disabled={step !== 'waiting'} onClick={() => actor.send({ type: 'orderApproval.reject' })}>
            {t('orderApprovals.decide.reject')}
          </Button>
        </>
      );
    case 'approving':
      return busy(t('orderApprovals.decide.approving'));
    case 'pricesChanged':
      return (
        <>
          {action(t('orderApprovals.prices.accept'), { type: 'orderApproval.acceptPrices' })}
          {back}
        </>
      );
    case 'loadingDates':
      return back;
    case 'datesFailed':
      return (
        <>
          {action(t('orderApprovals.retry'), { type: 'orderApproval.retryDates' })}
          {back}
        </>
      );
    case 'choosingDate': {
      const chosen = chosenDate(date, dates);
      return (
        <>
          {chosen && action(t('orderApprovals.date.approve', { date: formatDay(chosen) }), { type: 'orderApproval.approveOnDate', date: chosen })}
          {back}
        </>
      );
    }
    case 'approveFailed':
      return (
        <>
          {action(t('orderApprovals.retry'), { type: 'orderApproval.retryApprove' })}
          {back}
        </>
      );
    case 'paying':
    case 'redirecting':
      return busy(t('orderApprovals.pay.busy'));
    case 'payFailed':
      return action(t('orderApprovals.pay.retry'), { type: 'orderApproval.retryPayment' });
    case 'rejected':
    case 'expired':
      return mayApprove ? null : <RebuildAction actor={listActor} id={detail.id} />;
    default:
      return null;
  }
}
