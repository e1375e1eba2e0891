/**
 * When a recurring order delivers, and when each of its dates is built and placed: on the chosen
 * weekdays that are delivery days (a holiday is skipped, not moved), every week or every other week
 * counted from `anchorDate`'s week. A date's cutoff is the checkout's: 14:00 Santiago on the day before
 * it, the last moment an order for it may be placed; the order is built a day before that.
 */
import { addDays, daysBetween, santiagoDate, santiagoInstant, weekday } from '../../machines/rules/calendar';
import { CUTOFF_HOUR, isBeforeCutoff, isDeliveryDay } from './delivery';

export type RecurringFrequency = 'weekly' | 'biweekly';

export interface Schedule {
  /** ISO weekdays, Monday 1 to Saturday 6. */
  weekdays: readonly number[];
  /** `biweekly`, or anything else for every week. */
  frequency: RecurringFrequency | string;
  /** A Monday: the fortnightly orders deliver in its week and every other one after it. */
  anchorDate: string;
}

/** How far ahead a date is looked for: past a run of holidays, a fortnightly Saturday still has one. */
const SEARCH_DAYS = 70;
const dayMs = 24 * 60 * 60 * 1000;

/** The last moment an order for `deliveryDate` is placed: 14:00 Santiago the day before. */
export function cutoffOf(deliveryDate: string): Date {
  return santiagoInstant(addDays(deliveryDate, -1), CUTOFF_HOUR);
}

/** When the order for `deliveryDate` is built, e-mailed, and open to changes: a day before its cutoff. */
export function buildTimeOf(deliveryDate: string): Date {
  return new Date(cutoffOf(deliveryDate).getTime() - dayMs);
}

/** The Monday of `day`'s week. */
export function mondayOf(day: string): string {
  return addDays(day, -((weekday(day) + 6) % 7));
}

export function deliversOn(schedule: Schedule, day: string): boolean {
  const isoWeekday = weekday(day) === 0 ? 7 : weekday(day);
  if (!schedule.weekdays.includes(isoWeekday) || !isDeliveryDay(day)) return false;
  if (schedule.frequency !== 'biweekly') return true;
  const weeks = Math.floor(daysBetween(schedule.anchorDate, day) / 7);
  return ((weeks % 2) + 2) % 2 === 0;
}

/**
 * The first date of the schedule whose cutoff is still ahead of `now`, but for the `skipped` ones; null
 * when none comes within ten weeks.
 */
export function nextDeliveryOf(schedule: Schedule, now: Date, skipped: ReadonlySet<string> = new Set()): string | null {
  const first = addDays(santiagoDate(now), isBeforeCutoff(now) ? 1 : 2);
  for (let ahead = 0; ahead < SEARCH_DAYS; ahead += 1) {
    const day = addDays(first, ahead);
    if (deliversOn(schedule, day) && !skipped.has(day)) return day;
  }
  return null;
}
