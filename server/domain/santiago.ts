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
