import type { InvoiceListRow } from '../../../contract/lists';
import { Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoicesListEvent } from '../../../machines/invoices-list.machine';
import { formatClp } from '../../../machines/rules/money';
import { VirtualTable, type VirtualColumn } from '../common/lists/VirtualTable';
import { formatDay } from '../../../machines/rules/calendar';
import { narrowScreenQuery, touchMedia } from '../common/layout.constants';
import { useMediaQuery } from '../common/useMediaQuery';
import { InvoiceRowActions, InvoiceStateWithReceipt } from './InvoiceRowActions';
import { InvoiceStateBadge } from './InvoiceStateBadge';

const useStyles = makeStyles({
  /** The folio above its state, on a phone where the two share a column. */
  stacked: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', minWidth: 0, gap: tokens.spacingVerticalXXS },
  ellipsis: { maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' },
  check: { [touchMedia]: { minWidth: '44px', minHeight: '44px', alignItems: 'center', justifyContent: 'center' } },
  /** Fluent's input, which takes the press, is as wide as the box alone unless told otherwise. */
  checkInput: { [touchMedia]: { width: '100%' } },
});

interface InvoicesTableProps {
  rows: readonly InvoiceListRow[];
  selected: ReadonlySet<number>;
  /** A PDF is being prepared: the rows' own buttons wait. */
  busy: boolean;
  /** Paid invoices link to their payment's receipt. */
  canPay: boolean;
  send: (event: InvoicesListEvent) => void;
}

/** The visible invoices, virtualised, each with its checkbox and its own PDF; the header's checks or clears them all. */
export function InvoicesTable({ rows, selected, busy, canPay, send }: InvoicesTableProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const narrow = useMediaQuery(narrowScreenQuery);
  // The machine keeps the checked ids among the visible rows, so comparing sizes says "all of them".
  const allChecked = rows.length > 0 && selected.size === rows.length;
  const headerChecked = allChecked ? true : selected.size > 0 ? 'mixed' : false;

  const columns = useMemo<VirtualColumn<InvoiceListRow>[]>(
    () => [
      {
        id: 'select',
        width: '48px',
        phone: '44px',
        header: (
          <Checkbox
            className={styles.check}
            input={{ className: styles.checkInput }}
            aria-label={t('invoices.selection.selectAll')}
            checked={headerChecked}
            disabled={rows.length === 0}
            onChange={() => send({ type: allChecked ? 'invoices.clearSelection' : 'invoices.selectAll' })}
          />
        ),
        cell: (row) => (
          <Checkbox
            className={styles.check}
            input={{ className: styles.checkInput }}
            aria-label={t('invoices.selection.selectOne', { name: row.name })}
            checked={selected.has(row.id)}
            onChange={() => send({ type: 'invoices.toggle', id: row.id })}
          />
        ),
      },
      // A phone keeps the folio with its state under it, what is still owed and the row's PDF; the order,
      // the purchase order, the dates and the total need a wider screen.
      narrow
        ? {
            id: 'name',
            width: 'minmax(0, 1fr)',
            header: t('invoices.columns.name'),
            cell: (row) => (
              <span className={styles.stacked}>
                <span className={styles.ellipsis}>{row.name}</span>
                {/* A phone's row has no room for a third 44 px control: the receipt is on the laptop's row and the payment's page. */}
                <InvoiceStateBadge state={row.despensa_custom_state} />
              </span>
            ),
          }
        : { id: 'name', width: 'minmax(100px, 1fr)', header: t('invoices.columns.name'), cell: (row) => row.name },
      { id: 'order', width: 'minmax(64px, 0.6fr)', phone: false, header: t('invoices.columns.order'), cell: (row) => row.order_name ?? '' },
      {
        id: 'purchaseOrder',
        width: 'minmax(116px, 1.2fr)',
        phone: false,
        header: t('invoices.columns.purchaseOrder'),
        cell: (row) => row.despensa_customer_sale_order_number ?? '',
      },
      { id: 'date', width: '92px', phone: false, header: t('invoices.columns.date'), cell: (row) => formatDay(row.invoice_date) },
      { id: 'due', width: '96px', phone: false, header: t('invoices.columns.due'), cell: (row) => formatDay(row.invoice_date_due) },
      {
        id: 'total',
        width: 'minmax(88px, 0.9fr)',
        phone: false,
        align: 'end',
        header: t('invoices.columns.total'),
        cell: (row) => formatClp(row.amount_total),
      },
      {
        id: 'balance',
        width: 'minmax(88px, 0.9fr)',
        phone: 'max-content',
        align: 'end',
        header: t('invoices.columns.balance'),
        cell: (row) => formatClp(row.total_due),
      },
      {
        id: 'state',
        width: '132px',
        phone: false,
        header: t('invoices.columns.state'),
        cell: (row) => <InvoiceStateWithReceipt row={row} canPay={canPay} />,
      },
      {
        id: 'actions',
        width: '72px',
        phone: '92px',
        header: t('invoices.columns.actions'),
        cell: (row) => <InvoiceRowActions row={row} busy={busy} send={send} />,
      },
    ],
    [t, rows.length, selected, allChecked, headerChecked, send, narrow, styles, busy, canPay],
  );

  return (
    <VirtualTable
      rows={rows}
      columns={columns}
      rowKey={(row) => row.id}
      label={t('invoices.title')}
      selectedKeys={selected}
      empty={t('invoices.empty.noMatches')}
    />
  );
}
