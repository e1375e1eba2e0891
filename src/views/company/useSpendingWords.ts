import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpendingRule } from '../../../contract/spending-limits';
import { formatClp } from '../../../machines/rules/money';
import { useLanguageTag } from '../common/useLanguageTag';

/** A spending rule and a period in the reader's words, for the limits section, the users' cards and the dialog. */
export function useSpendingWords() {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  // The period's days are Santiago's already: formatted as they stand, not moved by a zone.
  const days = useMemo(() => new Intl.DateTimeFormat(languageTag, { day: 'numeric', month: 'short', timeZone: 'UTC' }), [languageTag]);
  return {
    /** "$300.000 por pedido · $1.500.000 por mes", or null when the rule limits nothing. */
    limitsOf(rule: SpendingRule): string | null {
      const parts = [
        rule.per_order !== null && t('company.limits.perOrder', { amount: formatClp(rule.per_order) }),
        rule.per_period !== null && t(`company.limits.perPeriod.${rule.period}`, { amount: formatClp(rule.per_period) }),
      ].filter((part) => part !== false);
      return parts.length > 0 ? parts.join(' · ') : null;
    },
    /** "1–30 nov", "30 nov – 6 dic". */
    periodOf: (start: string, end: string) => days.formatRange(new Date(`${start}T12:00:00Z`), new Date(`${end}T12:00:00Z`)),
  };
}
