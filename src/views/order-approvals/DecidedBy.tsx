import { Trans } from 'react-i18next';
import type { ApprovalSummary } from '../../../contract/order-approvals';
import { formatSantiagoDay } from '../../../machines/rules/calendar';
import { isDecided } from './approval-text';

/** Who decided a request and when; the approver's name is data, never translated. */
export function DecidedBy({ row }: { row: Pick<ApprovalSummary, 'state' | 'decided_by' | 'decided_at'> }) {
  if (!isDecided(row) || row.decided_at === null) return null;
  return (
    <Trans
      i18nKey={`orderApprovals.decided.${row.state === 'placed' ? 'placed' : 'rejected'}`}
      values={{ name: row.decided_by ?? '', date: formatSantiagoDay(row.decided_at) }}
      components={{ name: <bdi translate="no" /> }}
    />
  );
}
