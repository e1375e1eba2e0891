/**
 * The weekday of a calendar day in `languageTag`. The day is read at UTC noon and named in UTC, so it is
 * the same day whatever zone the browser is in (the gateway's dates are Santiago days).
 */
export function weekdayName(isoDay: string, languageTag: string): string {
  return new Intl.DateTimeFormat(languageTag, { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${isoDay}T12:00:00Z`));
}
