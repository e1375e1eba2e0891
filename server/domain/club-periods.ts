/**
 * The Club CXTI's calendar (decisions.md and issue 16): a period paid on day S for m months covers S up
 * to the day before S + m months. A renewal is due the day after the period ends; when the card is
 * declined the company keeps club prices through a grace of 7 days, the charge is tried again on days 1,
 * 3 and 7, and a decline on day 7 ends the membership.
 */
import { addDays, addMonths, daysBetween } from '../../machines/rules/calendar';

export const graceDays = 7;
/** Days after the renewal date on which the charge is tried: the first attempt, then the retries. */
export const attemptDays = [0, 1, 3, 7] as const;

export function periodEndOf(start: string, months: number): string {
  return addDays(addMonths(start, months), -1);
}

export function renewalDateOf(periodEnd: string): string {
  return addDays(periodEnd, 1);
}

export function graceUntilOf(periodEnd: string): string {
  return addDays(renewalDateOf(periodEnd), graceDays);
}

/** The attempt due on `today` for a renewal on `renewalDate`: the latest whose day has come; null before the renewal date. */
export function attemptDueOn(renewalDate: string, today: string): number | null {
  const late = daysBetween(renewalDate, today);
  if (late < 0) return null;
  let due = 0;
  attemptDays.forEach((day, attempt) => {
    if (day <= late) due = attempt;
  });
  return due;
}

/** The day of the attempt after `attempt`, or null when it was the last. */
export function nextAttemptDate(renewalDate: string, attempt: number): string | null {
  const day = attemptDays[attempt + 1];
  return day === undefined ? null : addDays(renewalDate, day);
}

export const lastAttempt = attemptDays.length - 1;
