import type { ApprovalReason } from '../../contract/order-approvals';
import { formatClp } from '../../machines/rules/money';
import { approvalReasonFor } from '../../machines/rules/spending-limits';
import type { AuthUser } from '../context';
import { lockCompany, type Tx } from '../db/company-lock';
import { ApiError } from '../http/errors';
import { buyerSpending, spendingRulesApply } from './rules';

/**
 * Why `user`'s order of `total` needs an admin's approval, or null. It takes the company's lock first,
 * so two orders of one buyer judged at once are judged one after the other, each counting the other.
 */
export async function approvalNeeded(tx: Tx, user: AuthUser, total: number, today: string): Promise<ApprovalReason | null> {
  if (!spendingRulesApply(user.role)) return null;
  await lockCompany(tx, user.partnerId);
  const spending = await buyerSpending(tx, user, today);
  return approvalReasonFor(spending.rule, total, spending.spent);
}

const periodWords = { week: { this: 'esta semana', rule: 'semanal' }, month: { this: 'este mes', rule: 'mensual' } } as const;

/** The reason in the words of the e-mails and of callers without the SPA. */
export function describeReason(reason: ApprovalReason, total: number): string {
  if (reason.kind === 'per_order') return `Supera el límite por pedido de ${formatClp(reason.limit)}.`;
  const words = periodWords[reason.period ?? 'month'];
  return `Con este pedido llega a ${formatClp((reason.spent ?? 0) + total)} ${words.this}, sobre el límite ${words.rule} de ${formatClp(reason.limit)}.`;
}

/** 409: the order must be sent for approval instead; `reason` says which rule it breaks. */
export function approvalRequired(reason: ApprovalReason, total: number): ApiError {
  return new ApiError(409, 'approval_required', `Este pedido necesita la aprobación de un administrador. ${describeReason(reason, total)}`, undefined, undefined, {
    reason,
  });
}
