import type { ApprovalReason } from '../../contract/order-approvals';
import type { SpendingRule } from '../../contract/spending-limits';
import type { SpendingPeriod } from '../../contract/vocabulary';
import { addDays, addMonths, weekday } from './calendar';

/**
 * The company's spending rules, as the checkout and the gateway both judge an order by them: the
 * checkout to offer "Enviar para aprobación" instead of "Pagar", the gateway to refuse placing what
 * needs approval and to refuse sending for approval what does not. tests/machines/spending-limits.test.ts
 * holds the two sides to this one function with a property test.
 */

/** A buyer's own rule replaces the company's whole; without one, the company's governs them. */
export function ruleFor(company: SpendingRule, own: SpendingRule | null): SpendingRule {
  return own ?? company;
}

/** The calendar week (Monday to Sunday) or month holding `today`, as Santiago days. */
export function periodAround(period: SpendingPeriod, today: string): { start: string; end: string } {
  if (period === 'week') {
    const start = addDays(today, -((weekday(today) + 6) % 7));
    return { start, end: addDays(start, 6) };
  }
  const start = `${today.slice(0, 8)}01`;
  return { start, end: addDays(addMonths(start, 1), -1) };
}

/**
 * Why an order of `total` (CLP with IVA) needs approval under `rule`, with `spent` already ordered in
 * the period; null when it may be placed. The per-order limit is judged first: it is the one a buyer can
 * act on by splitting the order. An order exactly at a limit is within it.
 */
export function approvalReasonFor(rule: SpendingRule, total: number, spent: number): ApprovalReason | null {
  if (rule.per_order !== null && total > rule.per_order) return { kind: 'per_order', limit: rule.per_order };
  if (rule.per_period !== null && spent + total > rule.per_period) {
    return { kind: 'per_period', limit: rule.per_period, period: rule.period, spent };
  }
  return null;
}
