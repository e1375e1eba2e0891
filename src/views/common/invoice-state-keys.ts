import type { InvoiceState } from '../../../contract/vocabulary';

/** An invoice's state is a Spanish data value; its label is looked up under these keys. */
export const invoiceStateKeys: Readonly<Record<InvoiceState, string>> = {
  Pagado: 'invoices.states.paid',
  Vencida: 'invoices.states.overdue',
  'Vence esta semana': 'invoices.states.dueThisWeek',
  'Por vencer': 'invoices.states.upcoming',
};
