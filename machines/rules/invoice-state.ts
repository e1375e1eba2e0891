import type { InvoiceState } from '../../contract/vocabulary';
import { addDays, isCalendarDay, santiagoDate, weekday } from './calendar';


export interface InvoiceStateInput {
  /** Due date as a calendar day, `YYYY-MM-DD`. */
  dueDate: string;
  /** What is still owed, in CLP. */
  residual: number;
  /** The instant to judge at; its calendar day is taken in Santiago, wherever the code runs. */
  now: Date;
}

/** The Sunday that ends the Monday–Sunday week holding `day`. */
function endOfWeek(day: string): string {
  return addDays(day, (7 - weekday(day)) % 7);
}

/**
 * Pagado once nothing is owed (an overpaid invoice, residual below 0, is settled too); otherwise
 * Vencida when due before today, Vence esta semana when due by this week's Sunday, Por vencer after.
 * Days are compared in Santiago, so an invoice due today stays payable until Santiago's midnight.
 */
export function invoiceState({ dueDate, residual, now }: InvoiceStateInput): InvoiceState {
  if (!isCalendarDay(dueDate)) throw new RangeError(`not a calendar day: ${dueDate}`);
  if (residual <= 0) return 'Pagado';
  const today = santiagoDate(now);
  if (dueDate < today) return 'Vencida';
  if (dueDate <= endOfWeek(today)) return 'Vence esta semana';
  return 'Por vencer';
}
