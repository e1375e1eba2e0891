import { Badge, Button, Card, Link, Subtitle2 } from '@fluentui/react-components';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApprovalSummary } from '../../../contract/order-approvals';
import { isRebuildable } from '../../../machines/order-approvals.machine';
import { formatClp } from '../../../machines/rules/money';
import { orderPath } from '../../kernel/drill-down-paths';
import { usePageStyles } from '../common/page.styles';
import { useAppLink } from '../common/useAppLink';
import { expiryText, isDecided, reasonText, sentAtText, stateBadgeColor } from './approval-text';
import { DecidedBy } from './DecidedBy';
import { useApprovalStyles } from './orderApprovals.styles';
import type { OrderApprovalsActor } from './OrderApprovalsView';
import { RebuildAction } from './RebuildAction';

interface ApprovalCardProps {
  row: ApprovalSummary;
  actor: OrderApprovalsActor;
  /** An admin decides; a buyer puts a refused request back in the cart. */
  mayApprove: boolean;
  onOpen: (row: ApprovalSummary) => void;
}

/** One request: who sent it and when, its total and lines, why it waits, until when, and how it ended. */
export const ApprovalCard = memo(function ApprovalCard({ row, actor, mayApprove, onOpen }: ApprovalCardProps) {
  const { t } = useTranslation();
  const styles = useApprovalStyles();
  const page = usePageStyles();
  const link = useAppLink();
  const titleId = `approval-${row.id}-title`;
  const sentAt = sentAtText(row.created_at);
  return (
    <Card className={styles.card} aria-labelledby={titleId}>
      <div className={page.cardTitle}>
        <Subtitle2 as="h2" id={titleId} className={page.title}>
          <bdi>{row.requested_by.name}</bdi>
        </Subtitle2>
        <Badge appearance="tint" color={stateBadgeColor[row.state]}>
          {t(`orderApprovals.state.${row.state}`)}
        </Badge>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.term}>{t('orderApprovals.facts.sent')}</dt>
          <dd className={styles.detail}>{sentAt}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{t('orderApprovals.facts.total')}</dt>
          <dd className={styles.detail}>
            <bdi className={styles.amount}>{formatClp(row.amount_total)}</bdi> · {t('orderApprovals.lineCount', { count: row.line_count })}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{t('orderApprovals.facts.reason')}</dt>
          <dd className={styles.detail}>{reasonText(t, row)}</dd>
        </div>
        {(row.state === 'waiting' || row.state === 'expired') && (
          <div className={styles.fact}>
            <dt className={styles.term}>{t('orderApprovals.facts.expiry')}</dt>
            <dd className={styles.detail}>{expiryText(t, row)}</dd>
          </div>
        )}
        {isDecided(row) && (
          <div className={styles.fact}>
            <dt className={styles.term}>{t('orderApprovals.facts.decision')}</dt>
            <dd className={styles.detail}>
              <DecidedBy row={row} />
            </dd>
          </div>
        )}
        {row.state === 'placed' && row.order && (
          <div className={styles.fact}>
            <dt className={styles.term}>{t('orderApprovals.facts.order')}</dt>
            <dd className={styles.detail}>
              <Link {...link(orderPath(row.order.id))} className={styles.soleLink}>
                <bdi>{row.order.name}</bdi>
              </Link>
            </dd>
          </div>
        )}
        {row.state === 'rejected' && row.rejection_reason && (
          <div className={styles.fact}>
            <dt className={styles.term}>{t('orderApprovals.facts.rejection')}</dt>
            <dd className={styles.detail}>
              <bdi translate="no">{row.rejection_reason}</bdi>
            </dd>
          </div>
        )}
      </dl>
      <div className={page.actions}>
        <Button
          className={page.action}
          appearance={row.state === 'waiting' && mayApprove ? 'primary' : 'secondary'}
          aria-label={t('orderApprovals.openNamed', { name: row.requested_by.name, date: sentAt })}
          onClick={() => onOpen(row)}
        >
          {t('orderApprovals.open')}
        </Button>
        {!mayApprove && isRebuildable(row) && <RebuildAction actor={actor} id={row.id} />}
      </div>
    </Card>
  );
});
