import * as z from 'zod/mini';
import { spendingRule, type SpendingRule } from '../../../contract/spending-limits';
import type { SpendingLimitDraft } from '../../../machines/spending-limit-form.machine';
import type { FieldErrors, Validate } from '../common/useFormFields';

export type LimitField = 'per_order' | 'per_period' | 'period';
/** A user follows the company's rule or has one of their own; the company's dialog is always 'own'. */
export type LimitSource = 'company' | 'own';
export type LimitValues = Record<LimitField | 'source', string>;

const pesos = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 0 });

/** "300.000", "$300.000" or "300000" as pesos; empty is no limit; anything else NaN, which the contract refuses in its own words. */
export function amountOf(text: string): number | null {
  const compact = text.replace(/[\s$]/g, '');
  if (compact === '') return null;
  return /^(\d{1,3}(\.\d{3})+|\d+)$/.test(compact) ? Number(compact.replaceAll('.', '')) : Number.NaN;
}

export function limitValues(rule: SpendingRule, source: LimitSource): LimitValues {
  const text = (amount: number | null) => (amount === null ? '' : pesos.format(amount));
  return { source, per_order: text(rule.per_order), per_period: text(rule.per_period), period: rule.period };
}

/** The dialog's check and what it sends: the rule as the contract takes it, or none to follow the company's. */
export const limitValidation: Validate<SpendingLimitDraft, LimitField | 'source'> = (values) => {
  if (values.source === 'company') return { data: { rule: null }, errors: null };
  const parsed = z.safeParse(spendingRule, { per_order: amountOf(values.per_order), per_period: amountOf(values.per_period), period: values.period });
  if (parsed.success) return { data: { rule: parsed.data }, errors: null };
  const errors: FieldErrors<LimitField> = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as LimitField] ??= issue.message;
  return { data: null, errors };
};
