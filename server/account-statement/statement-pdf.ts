import type { AccountStatement, StatementAging } from '../../contract/account-statement';
import { formatDay, santiagoDate } from '../../machines/rules/calendar';
import { formatClp } from '../../machines/rules/money';
import { PageContent } from '../pdf/content-stream';
import { drawFooter, drawIssuerHeader, drawPartyPanel, grey, left, pageSize, panel, right, rule } from '../pdf/document-frame';
import { issuer } from '../pdf/issuer';
import { mergePages } from '../pdf/merge';

const rowHeight = 13;
const size = 8;
/** The first page holds the ageing and the credit line above the movements; the others start higher. */
const firstTableTop = 500;
const nextTableTop = 592;
const lastRowY = 68;
const rowsFrom = (tableTop: number) => Math.floor((tableTop - 18 - lastRowY) / rowHeight) + 1;

const columns = {
  date: { x: left + 5 },
  reference: { x: left + 60, width: 72 },
  description: { x: left + 137, width: 170 },
  debit: { x: 405 },
  credit: { x: 478 },
  balance: { x: right - 5 },
};

/** A row of the movements table: the opening balance, an entry, or the closing balance. */
interface TableRow {
  date: string;
  reference: string;
  description: string;
  debit: number | null;
  credit: number | null;
  balance: number;
  bold?: boolean;
}

const agingColumns: readonly [keyof StatementAging, string][] = [
  ['not_due', 'Por vencer'],
  ['d1_30', '1 a 30 días'],
  ['d31_60', '31 a 60 días'],
  ['d61_90', '61 a 90 días'],
  ['over_90', 'Más de 90 días'],
];

function drawSummary(page: PageContent, statement: AccountStatement) {
  const top = 596;
  page.text(`Deuda al ${formatDay(statement.period.to)} según antigüedad`, left, top, { size: 9, font: 'bold' });
  const width = (right - left) / agingColumns.length;
  page.rect(left, top - 36, right - left, 28, { fill: panel });
  agingColumns.forEach(([key, label], index) => {
    const x = left + width * (index + 1) - 8;
    page.text(label, x, top - 19, { size, color: grey, align: 'right' });
    page.text(formatClp(statement.aging[key]), x, top - 31, { size: 9, font: index === 0 ? 'regular' : 'bold', align: 'right' });
  });
  const { credit } = statement;
  const creditLine = credit
    ? `Línea de crédito hoy: límite ${formatClp(credit.limit)}  ·  usado ${formatClp(credit.used)}  ·  disponible ${formatClp(credit.available)}`
    : 'La empresa no tiene línea de crédito.';
  page.text(creditLine, left, top - 52, { size: 8.5, maxWidth: right - left });
}

function drawTable(page: PageContent, tableTop: number, rows: readonly TableRow[]) {
  page.rect(left, tableTop - 5, right - left, 17, { fill: [0.2, 0.2, 0.2] });
  const head = { size: 8.5, font: 'bold', color: [1, 1, 1] } as const;
  page.text('Fecha', columns.date.x, tableTop, head);
  page.text('Documento', columns.reference.x, tableTop, head);
  page.text('Detalle', columns.description.x, tableTop, head);
  page.text('Cargo', columns.debit.x, tableTop, { ...head, align: 'right' });
  page.text('Abono', columns.credit.x, tableTop, { ...head, align: 'right' });
  page.text('Saldo', columns.balance.x, tableTop, { ...head, align: 'right' });
  rows.forEach((row, index) => {
    const y = tableTop - 18 - index * rowHeight;
    const font = row.bold ? 'bold' : 'regular';
    page.text(row.date, columns.date.x, y, { size, font });
    page.text(row.reference, columns.reference.x, y, { size, font, maxWidth: columns.reference.width });
    page.text(row.description, columns.description.x, y, { size, font, maxWidth: columns.description.width });
    if (row.debit !== null) page.text(formatClp(row.debit), columns.debit.x, y, { size, font, align: 'right' });
    if (row.credit !== null) page.text(formatClp(row.credit), columns.credit.x, y, { size, font, align: 'right' });
    page.text(formatClp(row.balance), columns.balance.x, y, { size, font, align: 'right' });
    page.line(left, y - 4, right, y - 4, { stroke: rule, lineWidth: 0.3 });
  });
}

/** The table's rows cut into pages: fewer on the first, under the summary. */
function pagesOf(rows: readonly TableRow[]): TableRow[][] {
  const pages = [rows.slice(0, rowsFrom(firstTableTop))];
  for (let at = rowsFrom(firstTableTop); at < rows.length; at += rowsFrom(nextTableTop)) pages.push(rows.slice(at, at + rowsFrom(nextTableTop)));
  return pages;
}

/**
 * The statement as a Chilean customer expects it from its distributor, on the invoices' frame: the
 * distributor's razón social, RUT and giro in the header, the customer's in its panel beside the period
 * and its balances, the ageing and the credit line, then every movement with the balance after it.
 */
export function statementPdf(statement: AccountStatement, issuedAt: Date): Promise<Uint8Array> {
  const { period, company } = statement;
  const from = formatDay(period.from);
  const to = formatDay(period.to);
  const rows: TableRow[] = [
    { date: from, reference: '', description: 'Saldo inicial', debit: null, credit: null, balance: statement.opening_balance, bold: true },
    ...statement.entries.map((entry) => ({
      date: formatDay(entry.date),
      reference: entry.reference,
      description: entry.description,
      debit: entry.debit > 0 ? entry.debit : null,
      credit: entry.credit > 0 ? entry.credit : null,
      balance: entry.balance,
    })),
    { date: to, reference: '', description: 'Saldo final', debit: statement.debits, credit: statement.credits, balance: statement.closing_balance, bold: true },
  ];
  const pages = pagesOf(rows);
  const documentRows = [
    ['Período:', `${from} al ${to}`],
    ['Emitido el:', formatDay(santiagoDate(issuedAt))],
    ['Saldo inicial:', formatClp(statement.opening_balance)],
    ['Cargos del período:', formatClp(statement.debits)],
    ['Abonos del período:', formatClp(statement.credits)],
    ['Saldo final:', formatClp(statement.closing_balance)],
  ] as const;
  const content = pages.map((pageRows, index) => {
    const page = new PageContent();
    drawIssuerHeader(page, 'ESTADO DE CUENTA', `${from} al ${to}`);
    drawPartyPanel(page, company, documentRows);
    if (index === 0) drawSummary(page, statement);
    drawTable(page, index === 0 ? firstTableTop : nextTableTop, pageRows);
    drawFooter(page, index + 1, pages.length);
    return page.toBytes();
  });
  return mergePages(content, pageSize, {
    title: `Estado de cuenta del ${from} al ${to}`,
    subject: `${company.name}, R.U.T. ${company.vat ?? ''}`,
    author: issuer.name,
    createdAt: issuedAt,
  });
}
