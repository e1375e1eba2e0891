import type { DebtBucket } from '../../contract/analytics';
import { daysBetween } from './calendar';

/**
 * How late an unpaid invoice is on `today` (Santiago): not yet late on its due day, then by 30-day steps.
 * The gateway groups the debt with the same bounds in SQL (server/analytics/report.ts), and a test
 * holds the two to the same answer.
 */
export function debtBucketOf(dueDate: string, today: string): DebtBucket {
  const late = daysBetween(dueDate, today);
  if (late <= 0) return 'current';
  if (late <= 30) return '1-30';
  if (late <= 60) return '31-60';
  if (late <= 90) return '61-90';
  return '90+';
}
