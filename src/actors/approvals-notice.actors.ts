import { orderApprovalsEndpoints, type ApprovalSummary } from '../../contract/order-approvals';
import type { ApiClient } from '../api/client';
import { failing } from './failure';

/**
 * What is read of the approvals outside their page: the navigation's badge and Pedidos' notice, each a
 * one-shot read (`useResource`) that a page can go without.
 */
export interface ApprovalReads {
  /** How many orders wait for a decision; only an approver may ask (403 for the other roles). */
  waiting: () => Promise<number>;
  /** The requests the caller sees: a comprador's own, the whole company's for an approver. */
  requests: () => Promise<ApprovalSummary[]>;
}

export function approvalReads(client: ApiClient): ApprovalReads {
  const api = failing(client);
  return {
    waiting: async () => (await api.request(orderApprovalsEndpoints.waiting)).waiting,
    requests: () => api.request(orderApprovalsEndpoints.list),
  };
}
