import type { TFunction } from 'i18next';
import type { ApprovalSummary } from '../../../contract/order-approvals';
import { formatSantiagoDay, santiagoWallClock } from '../../../machines/rules/calendar';
import { formatClp } from '../../../machines/rules/money';

/** An instant as the day and time it was in Santiago: "02-03-2026 14:10". */
export function sentAtText(instant: string): string {
  const clock = santiagoWallClock(new Date(instant));
  return `${formatSantiagoDay(instant)} ${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`;
}

/**
 * Why the request waits, in the words the buyer's limits use: the per-order limit it exceeds, or what the
 * period reaches with it against the period's limit.
 */
export function reasonText(t: TFunction, { reason, amount_total }: Pick<ApprovalSummary, 'reason' | 'amount_total'>): string {
  if (reason.kind === 'per_order') return t('orderApprovals.reason.perOrder', { limit: formatClp(reason.limit) });
  const reached = formatClp((reason.spent ?? 0) + amount_total);
  return t(`orderApprovals.reason.${reason.period === 'week' ? 'week' : 'month'}`, { reached, limit: formatClp(reason.limit) });
}

/** When it expires, or expired. */
export function expiryText(t: TFunction, row: Pick<ApprovalSummary, 'state' | 'expires_at'>): string {
  return t(row.state === 'expired' ? 'orderApprovals.expired' : 'orderApprovals.expires', { date: formatSantiagoDay(row.expires_at) });
}

/** Whether the request was decided: placed or rejected, with when. */
export const isDecided = (row: Pick<ApprovalSummary, 'state' | 'decided_at'>): boolean => (row.state === 'placed' || row.state === 'rejected') && row.decided_at !== null;

export const stateBadgeColor = { waiting: 'warning', placed: 'success', rejected: 'danger', expired: 'subtle' } as const;
