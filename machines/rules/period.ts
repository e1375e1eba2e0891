import { maxPeriodMonths } from '../../contract/analytics';

/**
 * The analytics page's periods, as whole months (`YYYY-MM`) ending with the current month in Santiago;
 * the gateway compares each with as many months just before it.
 */
export const periodPresets = ['last3', 'last6', 'last12', 'thisYear', 'lastYear'] as const;
export type PeriodPreset = (typeof periodPresets)[number];
export type PeriodChoice = { preset: PeriodPreset } | { preset: 'custom'; from: string; to: string };
export interface Period {
  from: string;
  to: string;
}

const monthPattern = /^(19|20)\d{2}-(0[1-9]|1[0-2])$/;
/** Whether `value` is a month as the gateway takes it (`YYYY-MM`). */
export const isMonth = (value: unknown): value is string => typeof value === 'string' && monthPattern.test(value);
const indexOf = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthAt = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

/** `month` moved by `months` (negative goes back). */
export const addToMonth = (month: string, months: number) => monthAt(indexOf(month) + months);

/** The months of a choice, on the Santiago day `today` (`YYYY-MM-DD`). */
export function periodOf(choice: PeriodChoice, today: string): Period {
  const current = today.slice(0, 7);
  const year = current.slice(0, 4);
  switch (choice.preset) {
    case 'last3':
      return { from: addToMonth(current, -2), to: current };
    case 'last6':
      return { from: addToMonth(current, -5), to: current };
    case 'last12':
      return { from: addToMonth(current, -11), to: current };
    case 'thisYear':
      return { from: `${year}-01`, to: current };
    case 'lastYear':
      return { from: `${Number(year) - 1}-01`, to: `${Number(year) - 1}-12` };
    case 'custom':
      return { from: choice.from, to: choice.to };
  }
}

/** A custom range the gateway would take: real months, in order, not after this one, at most five years. */
export function isValidPeriod({ from, to }: Period, today: string): boolean {
  return (
    monthPattern.test(from) &&
    monthPattern.test(to) &&
    from <= to &&
    to <= today.slice(0, 7) &&
    indexOf(to) - indexOf(from) < maxPeriodMonths
  );
}

/** Whether `choice`, read on `today`, names a period the gateway would take. */
export const isValidChoice = (choice: PeriodChoice, today: string) => isValidPeriod(periodOf(choice, today), today);
