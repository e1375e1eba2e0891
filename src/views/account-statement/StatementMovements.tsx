import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountStatement, StatementEntry, StatementEntryDetail } from '../../../contract/account-statement';
import { formatDay } from '../../../machines/rules/calendar';
import { formatClp } from '../../../machines/rules/money';
import { narrowScreenQuery } from '../common/layout.constants';
import { VirtualTable, type VirtualColumn } from '../common/lists/VirtualTable';
import { useMediaQuery } from '../common/useMediaQuery';

const useStyles = makeStyles({
  stacked: { display: 'flex', flexDirection: 'column', minWidth: 0, lineHeight: tokens.lineHeightBase200 },
  ellipsis: { maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  secondary: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  balanceRow: { fontWeight: tokens.fontWeightSemibold },
});

/** A row of the table: the opening balance, an entry of the period, or the closing balance. */
type Row = { key: string; date: string; balance: number } & ({ kind: 'opening' | 'closing'; debit: number | null; credit: number | null } | { kind: 'entry'; entry: StatementEntry });

/**
 * An entry in the reader's language. A card's label and an order's or an invoice's name are the data's
 * own, and so is the line an invoice without an order prints (a Club CXTI fee): it stays as written.
 */
export function entryDetail(t: TFunction, detail: StatementEntryDetail): ReactNode {
  switch (detail.type) {
    case 'invoice':
      if (detail.order_name) return t('accountStatement.detail.order', { order: detail.order_name });
      return detail.line ? <span translate="no">{detail.line}</span> : t('accountStatement.detail.invoice');
    case 'payment':
      return t('accountStatement.detail.payment', { method: detail.card ?? t('accountStatement.detail.card'), invoices: detail.invoices.join(', ') });
    case 'invoice_paid':
      return t('accountStatement.detail.invoicePaid', { invoice: detail.invoice });
  }
}

const rowsOf = (statement: AccountStatement): Row[] => [
  { key: 'opening', kind: 'opening', date: statement.period.from, debit: null, credit: null, balance: statement.opening_balance },
  ...statement.entries.map((entry, index): Row => ({ key: `${index}`, kind: 'entry', date: entry.date, balance: entry.balance, entry })),
  { key: 'closing', kind: 'closing', date: statement.period.to, debit: statement.debits, credit: statement.credits, balance: statement.closing_balance },
];

const money = (amount: number | null | undefined) => (amount ? formatClp(amount) : '');

/**
 * The period's movements between its opening and closing balances, windowed for a year of them. A phone
 * keeps three columns (the movement with its day and document above its detail, the amount, the
 * balance), so nothing scrolls sideways; a wider screen has the statement's six, and where they do not
 * fit the table scrolls inside its own focusable region, never the page.
 */
export function StatementMovements({ statement, label }: { statement: AccountStatement; label: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const narrow = useMediaQuery(narrowScreenQuery);
  const rows = useMemo(() => rowsOf(statement), [statement]);

  const columns = useMemo<VirtualColumn<Row>[]>(() => {
    const reference = (row: Row) => (row.kind === 'entry' ? <span translate="no">{row.entry.reference}</span> : '');
    const detail = (row: Row) =>
      row.kind === 'entry' ? entryDetail(t, row.entry.detail) : <span className={styles.balanceRow}>{t(`accountStatement.movements.${row.kind}`)}</span>;
    const debit = (row: Row) => money(row.kind === 'entry' ? row.entry.debit : row.debit);
    const credit = (row: Row) => money(row.kind === 'entry' ? row.entry.credit : row.credit);
    const balance = (row: Row) => <span className={row.kind === 'entry' ? undefined : styles.balanceRow}>{formatClp(row.balance)}</span>;
    if (narrow) {
      return [
        {
          id: 'movement',
          width: 'minmax(0, 1fr)',
          header: t('accountStatement.movements.movement'),
          cell: (row) => (
            <span className={styles.stacked}>
              <span className={styles.ellipsis}>
                {formatDay(row.date)} {reference(row)}
              </span>
              <span className={mergeClasses(styles.ellipsis, styles.secondary)}>{detail(row)}</span>
            </span>
          ),
        },
        {
          id: 'amount',
          width: '92px',
          align: 'end',
          header: t('accountStatement.movements.amount'),
          // A payment takes off what is owed: written with its minus sign where the two columns share one.
          cell: (row) => (row.kind === 'entry' ? (row.entry.credit > 0 ? formatClp(-row.entry.credit) : formatClp(row.entry.debit)) : ''),
        },
        { id: 'balance', width: '96px', align: 'end', header: t('accountStatement.movements.balance'), cell: balance },
      ];
    }
    return [
      { id: 'date', width: '96px', header: t('accountStatement.movements.date'), cell: (row) => formatDay(row.date) },
      { id: 'reference', width: 'minmax(96px, 1fr)', header: t('accountStatement.movements.document'), cell: reference },
      { id: 'detail', width: 'minmax(160px, 2.5fr)', header: t('accountStatement.movements.detail'), cell: (row) => <span className={styles.ellipsis}>{detail(row)}</span> },
      { id: 'debit', width: '120px', align: 'end', header: t('accountStatement.movements.debit'), cell: debit },
      { id: 'credit', width: '120px', align: 'end', header: t('accountStatement.movements.credit'), cell: credit },
      { id: 'balance', width: '128px', align: 'end', header: t('accountStatement.movements.balance'), cell: balance },
    ];
  }, [narrow, t, styles]);

  const rowHeight = narrow ? 56 : 44;
  // As tall as its rows up to a screenful: a month of a few movements leaves no empty box below them.
  const height = `min(70vh, ${(rows.length + 1) * rowHeight + 2}px)`;
  return <VirtualTable rows={rows} columns={columns} rowKey={(row) => row.key} label={label} rowHeight={rowHeight} height={height} />;
}
