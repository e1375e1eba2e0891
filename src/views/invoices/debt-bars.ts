import type { InvoiceState } from '../../../contract/vocabulary';
import type { DebtFigures, InvoiceDebt } from '../../../machines/invoices-list.machine';

/** The states that can owe anything; a paid invoice owes nothing by definition. */
const owingStates = ['Vencida', 'Vence esta semana', 'Por vencer'] as const satisfies readonly InvoiceState[];

export interface DebtBar extends DebtFigures {
  state: (typeof owingStates)[number];
  /** The state's name in the reader's language. */
  label: string;
}

export function debtBars(figures: InvoiceDebt, labelOf: (state: InvoiceState) => string): DebtBar[] {
  return owingStates.map((state) => ({ state, label: labelOf(state), ...figures.byState[state] }));
}
