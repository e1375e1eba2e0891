import { useMemo } from 'react';
import { formatClp } from '../../../machines/rules/money';
import { monthLabel } from '../common/month-label';
import { useLanguageTag } from '../common/useLanguageTag';

// Amounts are Chilean pesos written the es-CL way in every language (decisions.md), as on the invoices.
const compactClp = new Intl.NumberFormat('es-CL', { notation: 'compact', style: 'currency', currency: 'CLP', maximumFractionDigits: 1 });

/** How the analytics page writes its figures: pesos es-CL, changes and quantities and months in the reader's language. */
export function useFigureFormats() {
  const languageTag = useLanguageTag();
  return useMemo(() => {
    const percent = new Intl.NumberFormat(languageTag, { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 0 });
    const quantity = new Intl.NumberFormat(languageTag, { maximumFractionDigits: 1 });
    const count = new Intl.NumberFormat(languageTag);
    const monthTick = new Intl.DateTimeFormat(languageTag, { month: 'short', timeZone: 'UTC' });
    const monthYearTick = new Intl.DateTimeFormat(languageTag, { month: 'short', year: '2-digit', timeZone: 'UTC' });
    return {
      money: formatClp,
      compactMoney: (amount: number) => compactClp.format(amount),
      percent: (fraction: number) => percent.format(fraction),
      quantity: (value: number) => quantity.format(value),
      count: (value: number) => count.format(value),
      month: (month: string) => monthLabel(month, languageTag),
      shortMonth: (month: string) => monthLabel(month, languageTag, 'short'),
      /** Under a column: "dic", or "ene 26" where the year changes. */
      monthTick: (month: string, withYear: boolean) => (withYear ? monthYearTick : monthTick).format(new Date(`${month}-15T12:00:00Z`)),
    };
  }, [languageTag]);
}

export type FigureFormats = ReturnType<typeof useFigureFormats>;
