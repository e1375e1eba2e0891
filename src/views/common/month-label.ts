/**
 * A `YYYY-MM` month in the reader's language: "octubre de 2026", or "oct 2026" for a chart's axis. The
 * month is a calendar month of Santiago already, so it is formatted as it stands, not moved by a zone.
 */
export function monthLabel(month: string, languageTag: string, style: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(languageTag, { month: style, year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T12:00:00Z`));
}
