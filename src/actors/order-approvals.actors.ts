import { fromPromise } from 'xstate';
import { deliveryEndpoints } from '../../contract/delivery';
import { orderApprovalsEndpoints, type ApprovalDetail, type ApprovalPlaced, type ApprovalSummary } from '../../contract/order-approvals';
import { paymentEndpoints, type CreatePaymentResponse } from '../../contract/payments';
import type { ApproveInput, orderApprovalMachine, PayInput } from '../../machines/order-approval.machine';
import type { orderApprovalsMachine } from '../../machines/order-approvals.machine';
import type { ApiClient } from '../api/client';
import { failing } from './failure';
import type { MachineEffects } from './machine-effects';

const e = orderApprovalsEndpoints;

/** Aprobaciones' list, and a request's lines when a buyer puts them back in the cart. */
export function orderApprovalsEffects(client: ApiClient): MachineEffects<typeof orderApprovalsMachine> {
  const api = failing(client);
  return {
    actors: {
      fetchOrderApprovals: fromPromise<readonly ApprovalSummary[], void>(() => api.request(e.list)),
      fetchApprovalLines: fromPromise<ApprovalDetail, number>(({ input }) => api.request(e.detail, { params: { id: input } })),
    },
  };
}

/**
 * One request: its detail, the approval (under the key the machine keeps for it), the delivery dates
 * when the one asked for has passed, the placed order's payment, the rejection, and the browser's
 * address bar for the provider's page.
 */
export function orderApprovalEffects(client: ApiClient, location: Pick<Location, 'href'> = window.location): MachineEffects<typeof orderApprovalMachine> {
  const api = failing(client);
  return {
    actors: {
      fetchApproval: fromPromise<ApprovalDetail, number>(({ input }) => api.request(e.detail, { params: { id: input } })),
      approve: fromPromise<ApprovalPlaced, ApproveInput>(({ input }) =>
        api.request(e.approve, { params: { id: input.id }, body: input.body, idempotencyKey: input.idempotencyKey }),
      ),
      // Only the dates are read: the order's shipping was priced when it was sent.
      fetchDeliveryDates: fromPromise<readonly string[], void>(async () => (await api.request(deliveryEndpoints.options)).dates),
      pay: fromPromise<CreatePaymentResponse, PayInput>(({ input }) =>
        api.request(paymentEndpoints.create, {
          body: { order_id: input.order_id, payment_method_id: input.payment_method_id },
          idempotencyKey: input.idempotencyKey,
        }),
      ),
      reject: fromPromise<ApprovalSummary, { id: number; reason: string }>(({ input }) =>
        api.request(e.reject, { params: { id: input.id }, body: { reason: input.reason } }),
      ),
    },
    actions: {
      redirectToProvider: (_, { url }) => {
        location.href = url;
      },
    },
  };
}
