import { Link, makeStyles, MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { can } from '../../../contract/permissions';
import { useEffects } from '../../kernel/effects';
import { paths } from '../../kernel/paths';
import { SessionContext } from '../../kernel/session-context';
import { useFirstPaintBehind } from '../common/AfterFirstPaint';
import { useAppLink } from '../common/useAppLink';
import { useResource } from '../common/useResource';
import { approvalsNoticeOf, type ApprovalsNotice as Notice } from './approvals-notice';

// A reason is the approver's own words, up to 300 characters: a long word wraps rather than widen a phone's page.
const useStyles = makeStyles({ body: { minWidth: 0, overflowWrap: 'anywhere' } });

/**
 * The orders the buyer sent for approval, above Pedidos' list: how many wait, were rejected or expired,
 * the latest rejection's reason, and the way to them. Read after the page's first paint, for the roles
 * that buy; nothing is shown when there is nothing to tell or the read fails (Pedidos works on without it).
 */
export function ApprovalsNotice() {
  const buyer = SessionContext.useSelector((s) => {
    const user = s.context.user;
    return s.hasTag('signedIn') && user !== null && user.id !== null && can(user.role, 'purchase.place') ? user.id : null;
  });
  const behind = useFirstPaintBehind();
  return buyer !== null && behind ? <ApprovalsNoticeRead userId={buyer} /> : null;
}

/** "Tienes 1 pedido esperando aprobación · 1 rechazado": the first part says what, the others only how many. */
function summaryText(t: TFunction, notice: Notice): string {
  const [first, ...others] = (['waiting', 'rejected', 'expired'] as const).filter((kind) => notice[kind] > 0);
  if (first === undefined) return '';
  const more = others.map((kind) => t(`orders.approvals.more.${kind}`, { count: notice[kind] }));
  return [t(`orders.approvals.first.${first}`, { count: notice[first] }), ...more].join(' · ');
}

function ApprovalsNoticeRead({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const link = useAppLink();
  const { data, failure } = useResource(useEffects().approvalReads.requests, {
    request: undefined,
    unavailable: { code: 'network' },
    logText: 'orders sent for approval',
  });
  const [now] = useState(Date.now);
  const notice = data && failure === null ? approvalsNoticeOf(data, userId, now) : null;
  if (!notice) return null;
  const rejection = notice.latestRejection;
  return (
    <MessageBar intent={notice.rejected > 0 ? 'warning' : 'info'} layout="multiline">
      <MessageBarBody className={styles.body}>
        <MessageBarTitle>{summaryText(t, notice)}</MessageBarTitle>{' '}
        {rejection?.decided_by && rejection.rejection_reason && (
          <>
            {/* The approver's name and own words are data, never translated. */}
            <Trans
              i18nKey="orders.approvals.rejectedBy"
              values={{ name: rejection.decided_by, reason: rejection.rejection_reason }}
              components={{ name: <bdi translate="no" />, reason: <bdi translate="no" /> }}
            />{' '}
          </>
        )}
        <Link {...link(paths.orderApprovals)} aria-label={t('orders.approvals.viewNamed')}>
          {t('orders.approvals.view')}
        </Link>
      </MessageBarBody>
    </MessageBar>
  );
}
