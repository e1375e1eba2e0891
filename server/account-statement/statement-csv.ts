import type { AccountStatement } from '../../contract/account-statement';
import { formatDay } from '../../machines/rules/calendar';
import { csvFile, csvRow } from '../analytics/lines-csv';

const header = ['Fecha', 'Documento', 'Detalle', 'Cargo', 'Abono', 'Saldo'];

/**
 * The statement's movements for a spreadsheet, as the purchases' CSV is written (Excel in Spanish): the
 * opening balance, each entry with the balance after it, and the closing balance with the period's
 * debits and credits added up. A cell that does not apply (an invoice's credit) is left empty rather
 * than 0, as a printed statement leaves it.
 */
export function statementCsv(statement: AccountStatement): string {
  const { period } = statement;
  const lines = [
    csvRow(header),
    csvRow([formatDay(period.from), '', 'Saldo inicial', '', '', statement.opening_balance]),
    ...statement.entries.map((entry) =>
      csvRow([formatDay(entry.date), entry.reference, entry.description, entry.debit || '', entry.credit || '', entry.balance]),
    ),
    csvRow([formatDay(period.to), '', 'Saldo final', statement.debits, statement.credits, statement.closing_balance]),
  ];
  return csvFile(lines);
}
