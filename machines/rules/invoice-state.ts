/** An invoice's state as the buyer sees it (`despensa_custom_state`), in the order the filters list them. */
export const invoiceStates = ['Pagado', 'Vencida', 'Vence esta semana', 'Por vencer'] as const;
export type InvoiceState = (typeof invoiceStates)[number];

export interface InvoiceStateInput {
  /** Due date as a calendar day, `YYYY-MM-DD`. */
  dueDate: string;
  /** What is still owed, in CLP. */
  residual: number;
  /** The instant to judge at; its calendar day is taken in Santiago, wherever the code runs. */
  now: Date;
}

const santiagoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Santiago',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayMs = 86_400_000;

/** The calendar day in Santiago at `now`, as `YYYY-MM-DD`. */
export function santiagoToday(now: Date): string {
  return santiagoDay.format(now);
}

function parseDay(day: string): number {
  const parts = isoDay.exec(day);
  if (!parts) throw new RangeError(`not a calendar day: ${day}`);
  const utc = Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]));
  if (new Date(utc).toISOString().slice(0, 10) !== day) throw new RangeError(`not a calendar day: ${day}`);
  return utc;
}

/** The Sunday that ends the Monday–Sunday week holding `day`. */
function endOfWeek(day: string): string {
  const utc = parseDay(day);
  const daysToSunday = (7 - new Date(utc).getUTCDay()) % 7;
  return new Date(utc + daysToSunday * dayMs).toISOString().slice(0, 10);
}

/**
 * Pagado once nothing is owed (an overpaid invoice, residual below 0, is settled too); otherwise
 * Vencida when due before today, Vence esta semana when due by this week's Sunday, Por vencer after.
 * Days are compared in Santiago, so an invoice due today stays payable until Santiago's midnight.
 */
export function invoiceState({ dueDate, residual, now }: InvoiceStateInput): InvoiceState {
  parseDay(dueDate);
  if (residual <= 0) return 'Pagado';
  const today = santiagoToday(now);
  if (dueDate < today) return 'Vencida';
  if (dueDate <= endOfWeek(today)) return 'Vence esta semana';
  return 'Por vencer';
}
