import { fromPromise } from 'xstate';
import { orderApprovalsEndpoints, type ApprovalSent } from '../../contract/order-approvals';
import { spendingLimitEndpoints, type BuyerSpending } from '../../contract/spending-limits';
import type { approvalRequestMachine, SendForApprovalInput } from '../../machines/approval-request.machine';
import type { ApiClient } from '../api/client';
import { failing } from './failure';
import type { MachineEffects } from './machine-effects';

/** The buyer's spending rule and what they ordered in its period, which Pago reads on entering. */
export const readSpending = (client: ApiClient) => {
  const api = failing(client);
  return fromPromise<BuyerSpending, void>(() => api.request(spendingLimitEndpoints.mine));
};

/** The approval-request machine's effects: the order sent for approval under the request's key, with the body of an order. */
export function approvalRequestEffects(client: ApiClient): MachineEffects<typeof approvalRequestMachine> {
  const api = failing(client);
  return {
    actors: {
      sendForApproval: fromPromise<ApprovalSent, SendForApprovalInput>(({ input }) =>
        api.request(orderApprovalsEndpoints.send, { body: input.order, idempotencyKey: input.idempotencyKey }),
      ),
    },
    actions: {
      logError: (_, { message, error }) => console.error(message, error),
    },
  };
}
