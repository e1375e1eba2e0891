import type { ApprovalReason } from '../contract/order-approvals';
import { spendingPeriods } from '../contract/vocabulary';
import type { Failure } from './failure';
import { formatClp } from './rules/money';

/**
 * The rule a 409 `approval_required` names, as its Failure carries it: the amounts formatted for the
 * text (`{{limit}}`, `{{spent}}`, `{{period}}`) and as numbers (`limitAmount`, `spentAmount`) for the
 * checkout, which sends the order for approval with that reason. src/actors/failure.ts writes it, the
 * checkout reads it back.
 */

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const isPeriod = (value: unknown): value is ApprovalReason['period'] => spendingPeriods.some((period) => period === value);

/** A reason as the gateway's refusal details hold it, checked field by field: a malformed one is no reason. */
export function isApprovalReason(value: unknown): value is ApprovalReason {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, limit, period, spent } = value as Record<string, unknown>;
  if (kind === 'per_order') return isAmount(limit);
  return kind === 'per_period' && isAmount(limit) && isPeriod(period) && isAmount(spent);
}

export function approvalRequiredParams(reason: ApprovalReason): Record<string, string | number> {
  const params: Record<string, string | number> = { kind: reason.kind, limit: formatClp(reason.limit), limitAmount: reason.limit };
  if (reason.period) params.period = reason.period;
  if (reason.spent !== undefined) Object.assign(params, { spent: formatClp(reason.spent), spentAmount: reason.spent });
  return params;
}

/** The rule an `approval_required` failure names; null for any other failure, or one without its figures. */
export function approvalReasonOfFailure(failure: Failure | null | undefined): ApprovalReason | null {
  if (failure?.code !== 'approval_required' || !failure.params) return null;
  const { kind, limitAmount: limit, period, spentAmount: spent } = failure.params;
  const reason = kind === 'per_order' ? { kind, limit } : { kind, limit, period, spent };
  return isApprovalReason(reason) ? reason : null;
}
