import type { ApprovalSummary } from '../../../contract/order-approvals';

/** How long a rejected or expired request is still mentioned: long enough to be seen, not for ever. */
const recentDays = 30;
const dayMs = 86_400_000;

export interface ApprovalsNotice {
  waiting: number;
  rejected: number;
  expired: number;
  /** The latest of the rejections counted: its approver and reason are quoted. */
  latestRejection: ApprovalSummary | null;
}

/** When a request stopped waiting: its decision, or for one nobody decided, the end of its wait. */
const endedAt = (request: ApprovalSummary) => Date.parse(request.decided_at ?? request.expires_at);

/**
 * What Pedidos tells `userId` about the orders they sent for approval, at `now`: those still waiting,
 * and those rejected or expired in the last 30 days. An admin reads the whole company's requests, so
 * only the user's own count. Null when there is nothing to tell.
 */
export function approvalsNoticeOf(requests: readonly ApprovalSummary[], userId: number, now: number): ApprovalsNotice | null {
  const own = requests.filter((request) => request.requested_by.id === userId);
  const recent = (request: ApprovalSummary) => now - endedAt(request) <= recentDays * dayMs;
  const ended = (state: 'rejected' | 'expired') => own.filter((request) => request.state === state && recent(request));
  const rejected = ended('rejected').sort((a, b) => endedAt(b) - endedAt(a));
  const notice = {
    waiting: own.filter((request) => request.state === 'waiting').length,
    rejected: rejected.length,
    expired: ended('expired').length,
    latestRejection: rejected[0] ?? null,
  };
  return notice.waiting + notice.rejected + notice.expired === 0 ? null : notice;
}
