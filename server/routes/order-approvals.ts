import { orderApprovalsEndpoints } from '../../contract/order-approvals';
import { santiagoDate } from '../../machines/rules/calendar';
import type { AppDeps } from '../context';
import { endpointRouter } from '../http/endpoint';
import { oncePerKey } from '../http/idempotency';
import { approvalsPlacedByKey, approveRequest, rejectRequest } from '../order-approvals/decide';
import { methodNamer } from '../order-approvals/method';
import { approvalDetail, listApprovals, waitingCount } from '../order-approvals/read';
import { approvalsByKey, sendForApproval } from '../order-approvals/send';

/** Orders sent for approval: sending one, the lists, one request, and an admin's approval or rejection. */
export function orderApprovalsRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  return (
    endpointRouter(deps)
      .on(orderApprovalsEndpoints.send, (c, { user, idempotencyKey: key, body }) =>
        oncePerKey(c, body, approvalsByKey(db, user.partnerId, key), (hash) => sendForApproval(deps, user, { key, hash }, body)),
      )
      .on(orderApprovalsEndpoints.list, (_c, { user }) => listApprovals(db, user, clock.now()))
      // Before /:id, which would take "waiting" for an id.
      .on(orderApprovalsEndpoints.waiting, async (_c, { user }) => ({ waiting: await waitingCount(db, user.partnerId, clock.now()) }))
      .on(orderApprovalsEndpoints.detail, (_c, { user, params: { id } }) => {
        const now = clock.now();
        return approvalDetail(db, user, id, now, methodNamer(db, user.partnerId, santiagoDate(now)));
      })
      .on(orderApprovalsEndpoints.approve, (c, { user, idempotencyKey: key, params: { id }, body }) =>
        oncePerKey(c, body, approvalsPlacedByKey(db, user.partnerId, id, key), (hash) => approveRequest(deps, user, id, { key, hash }, body)),
      )
      .on(orderApprovalsEndpoints.reject, (_c, { user, params: { id }, body }) => rejectRequest(deps, user, id, body.reason)).app
  );
}
