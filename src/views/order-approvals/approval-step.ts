import type { OrderApprovalSnapshot } from '../../../machines/order-approval.machine';

/** Where the request's machine stands, as one name the detail draws by. */
export type ApprovalStep =
  | 'loading'
  | 'failed'
  | 'waiting'
  | 'approving'
  | 'pricesChanged'
  | 'loadingDates'
  | 'datesFailed'
  | 'choosingDate'
  | 'approveFailed'
  | 'paying'
  | 'payFailed'
  | 'redirecting'
  | 'placed'
  | 'confirmingReject'
  | 'rejecting'
  | 'rejected'
  | 'expired';

const dateSteps = { loadingDates: 'loadingDates', datesFailed: 'datesFailed', choosing: 'choosingDate' } as const;

export function stepOf(s: OrderApprovalSnapshot): ApprovalStep {
  if (typeof s.value === 'string') return s.value;
  return dateSteps[s.value.dateUnavailable];
}
