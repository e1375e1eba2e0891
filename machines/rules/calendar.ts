/**
 * Calendar arithmetic in Santiago's time zone (America/Santiago, which moves between -03 and -04 with
 * daylight saving time). Days are `YYYY-MM-DD` strings, the form PostgreSQL `date` columns take; the
 * arithmetic on them is done in UTC, where every day has 24 hours.
 */

const dayMs = 86_400_000;
const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

const santiagoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Santiago',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Santiago as `YYYY-MM-DD`, the form PostgreSQL `date` columns compare with. */
export function santiagoDate(at: Date): string {
  return santiagoDay.format(at);
}

const santiagoParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Santiago',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export interface SantiagoWallClock {
  /** `YYYY-MM-DD` in Santiago. */
  date: string;
  hour: number;
  minute: number;
  second: number;
}

/** What a clock on a wall in Santiago shows at `at`. */
export function santiagoWallClock(at: Date): SantiagoWallClock {
  const parts: Record<string, string> = {};
  for (const part of santiagoParts.formatToParts(at)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

function parseDay(day: string): number {
  const parts = isoDay.exec(day);
  if (!parts) throw new RangeError(`not a calendar day: ${day}`);
  const utc = Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]));
  if (new Date(utc).toISOString().slice(0, 10) !== day) throw new RangeError(`not a calendar day: ${day}`);
  return utc;
}

export function isCalendarDay(day: string): boolean {
  try {
    parseDay(day);
    return true;
  } catch {
    return false;
  }
}

/** `day` plus `days` calendar days (negative goes back). */
export function addDays(day: string, days: number): string {
  return new Date(parseDay(day) + days * dayMs).toISOString().slice(0, 10);
}

/** Days from `from` to `to`: positive when `to` is later. */
export function daysBetween(from: string, to: string): number {
  return Math.round((parseDay(to) - parseDay(from)) / dayMs);
}

/** 0 for Sunday ... 6 for Saturday, like `Date#getDay`. */
export function weekday(day: string): number {
  return new Date(parseDay(day)).getUTCDay();
}

/** `day` moved by whole months, the day of month clamped to the target month's length. */
export function addMonths(day: string, months: number): string {
  const date = new Date(parseDay(day));
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth() + months;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(date.getUTCDate(), last))).toISOString().slice(0, 10);
}

/**
 * The instant at which Santiago's clocks show `day` `hour:minute`. A time skipped by the spring-forward
 * gap is taken one hour later; a time repeated by the fall-back overlap is its first occurrence.
 */
export function santiagoInstant(day: string, hour: number, minute = 0): Date {
  const wanted = parseDay(day) + (hour * 60 + minute) * 60_000;
  // Santiago is 3 or 4 hours behind UTC; try both offsets and keep the first that shows the wanted time.
  for (const offsetHours of [4, 3]) {
    const candidate = new Date(wanted + offsetHours * 3_600_000);
    const shown = santiagoWallClock(candidate);
    if (parseDay(shown.date) + (shown.hour * 60 + shown.minute) * 60_000 === wanted) return candidate;
  }
  // In the spring-forward gap neither offset shows the time: the clock jumped from -04 to -03 over it,
  // and reading the time with the old offset lands one hour later on the new clock.
  return new Date(wanted + 4 * 3_600_000);
}

/** A `YYYY-MM-DD` day as Chileans write dates (decisions.md): `2026-11-24` is `24-11-2026`. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}-${month}-${year}`;
}

/** An instant as the day it was in Santiago, dd-mm-aaaa: `2025-03-01T02:00:00Z` is `28-02-2025`. */
export function formatSantiagoDay(instant: string): string {
  return formatDay(santiagoDate(new Date(instant)));
}
