import { statementPeriodProblem, type StatementPeriod } from '../../contract/account-statement';
import { addDays, addMonths, isCalendarDay } from './calendar';

/** The account statement's quick periods, read on the Santiago day `today` (`YYYY-MM-DD`). */
export const statementPresets = ['thisMonth', 'lastMonth', 'last90Days', 'thisYear'] as const;
export type StatementPreset = (typeof statementPresets)[number];

/** A preset's days: this month and this year run to today; the last 90 days end today too. */
export function presetPeriod(preset: StatementPreset, today: string): StatementPeriod {
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  switch (preset) {
    case 'thisMonth':
      return { from: firstOfMonth, to: today };
    case 'lastMonth':
      return { from: addMonths(firstOfMonth, -1), to: addDays(firstOfMonth, -1) };
    case 'last90Days':
      return { from: addDays(today, -89), to: today };
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

/** The preset that names exactly `period`, or null for days of one's own. */
export function presetOf(period: StatementPeriod, today: string): StatementPreset | null {
  return statementPresets.find((preset) => {
    const days = presetPeriod(preset, today);
    return days.from === period.from && days.to === period.to;
  }) ?? null;
}

/** Real days the gateway takes for a statement: in order, at most a year apart, not after today. */
export const isStatementPeriod = (period: StatementPeriod, today: string) =>
  isCalendarDay(period.from) && isCalendarDay(period.to) && statementPeriodProblem(period, today) === null;
