import { Link, makeStyles, MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '../../../contract/permissions';
import { useEffects } from '../../kernel/effects';
import { paths } from '../../kernel/paths';
import { SessionContext } from '../../kernel/session-context';
import { useAppLink } from '../common/useAppLink';
import { useRoleKnown } from '../common/useMayBuy';
import { useResource } from '../common/useResource';
import { approvalsNoticeOf, type ApprovalsNotice as Notice } from './approvals-notice';

// A reason is the approver's own words, up to 300 characters: a long word wraps rather than widen a phone's page.
const useStyles = makeStyles({ body: { minWidth: 0, overflowWrap: 'anywhere' } });

/** How long a list that has arrived waits for the notice, so both appear in one paint; a slower notice comes after. */
const noticeWaitMs = 1_000;

export interface ApprovalsNoticeGate {
  /** The signed-in user when their role sends orders for approval: the notice is theirs to read. */
  buyer: number | null;
  /** Whether the list may be drawn, and the notice with it. */
  open: boolean;
  /** The notice's read answered (or failed): what it shows, if anything, goes above the list now. */
  settle: () => void;
}

/**
 * Keeps Pedidos' list back until the buyer's approvals notice is known, so the notice never pushes a list
 * already on the screen down (a layout shift). Open at once for a role that sends nothing for approval, and
 * once the arrived list has waited `noticeWaitMs`: a slow notice must not hold the orders back.
 */
export function useApprovalsNoticeGate(listArrived: boolean): ApprovalsNoticeGate {
  const roleKnown = useRoleKnown();
  const buyer = SessionContext.useSelector((s) => {
    const user = s.context.user;
    return s.hasTag('signedIn') && user !== null && user.id !== null && can(user.role, 'purchase.place') ? user.id : null;
  });
  const [settled, settle] = useReducer(() => true, false);
  const [waited, endWait] = useReducer(() => true, false);
  useEffect(() => {
    if (!listArrived) return;
    const timer = setTimeout(endWait, noticeWaitMs);
    return () => clearTimeout(timer);
  }, [listArrived]);
  return { buyer, open: waited || (roleKnown && (buyer === null || settled)), settle };
}

/**
 * The orders the buyer sent for approval, above Pedidos' list: how many wait, were rejected or expired,
 * the latest rejection's reason, and the way to them. Read beside the list (the list waits for it, so it
 * must not start later) and drawn once the gate lets the list be drawn; nothing is shown when there is
 * nothing to tell or the read fails (Pedidos works on without it).
 */
export function ApprovalsNotice({ gate }: { gate: ApprovalsNoticeGate }) {
  return gate.buyer !== null ? <ApprovalsNoticeRead userId={gate.buyer} shown={gate.open} onSettled={gate.settle} /> : null;
}

/** "Tienes 1 pedido esperando aprobación · 1 rechazado": the first part says what, the others only how many. */
function summaryText(t: TFunction, notice: Notice): string {
  const [first, ...others] = (['waiting', 'rejected', 'expired'] as const).filter((kind) => notice[kind] > 0);
  if (first === undefined) return '';
  const more = others.map((kind) => t(`orders.approvals.more.${kind}`, { count: notice[kind] }));
  return [t(`orders.approvals.first.${first}`, { count: notice[first] }), ...more].join(' · ');
}

function ApprovalsNoticeRead({ userId, shown, onSettled }: { userId: number; shown: boolean; onSettled: () => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const link = useAppLink();
  const { data, failure } = useResource(useEffects().approvalReads.requests, {
    request: undefined,
    unavailable: { code: 'network' },
    logText: 'orders sent for approval',
  });
  const answered = data !== null || failure !== null;
  useEffect(() => {
    if (answered) onSettled();
  }, [answered, onSettled]);
  const [now] = useState(Date.now);
  const notice = data && failure === null ? approvalsNoticeOf(data, userId, now) : null;
  if (!notice || !shown) return null;
  const rejection = notice.latestRejection;
  return (
    <MessageBar intent={notice.rejected > 0 ? 'warning' : 'info'} layout="multiline">
      <MessageBarBody className={styles.body}>
        <MessageBarTitle>{summaryText(t, notice)}</MessageBarTitle>{' '}
        {rejection?.decided_by && rejection.rejection_reason && `${t('orders.approvals.rejectedBy', { name: rejection.decided_by, reason: rejection.rejection_reason })} `}
        <Link {...link(paths.orderApprovals)} aria-label={t('orders.approvals.viewNamed')}>
          {t('orders.approvals.view')}
        </Link>
      </MessageBarBody>
    </MessageBar>
  );
}
