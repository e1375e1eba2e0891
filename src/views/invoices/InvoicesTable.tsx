import type { InvoiceListRow } from '../../../contract/lists';
import { Checkbox } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoicesListEvent } from '../../../machines/invoices-list.machine';
import { formatClp } from '../../../machines/rules/money';
import { VirtualTable, type VirtualColumn } from '../common/lists/VirtualTable';
import { formatDay } from '../../../machines/rules/calendar';
import { InvoiceStateBadge } from './InvoiceStateBadge';

interface InvoicesTableProps {
  rows: readonly InvoiceListRow[];
  selected: ReadonlySet<number>;
  send: (event: InvoicesListEvent) => void;
}

/** The visible invoices, virtualised, each with its checkbox; the header's checks or clears them all. */
export function InvoicesTable({ rows, selected, send }: InvoicesTableProps) {
  const { t } = useTranslation();
  // The machine keeps the checked ids among the visible rows, so comparing sizes says "all of them".
  const allChecked = rows.length > 0 && selected.size === rows.length;
  const headerChecked = allChecked ? true : selected.size > 0 ? 'mixed' : false;

  const columns = useMemo<VirtualColumn<InvoiceListRow>[]>(
    () => [
      {
        id: 'select',
        width: '48px',
        phone: '32px',
        header: (
          <Checkbox
            aria-label={t('invoices.selection.selectAll')}
            checked={headerChecked}
            disabled={rows.length === 0}
            onChange={() => send({ type: allChecked ? 'invoices.clearSelection' : 'invoices.selectAll' })}
          />
        ),
        cell: (row) => (
          <Checkbox
            aria-label={t('invoices.selection.selectOne', { name: row.name })}
            checked={selected.has(row.id)}
            onChange={() => send({ type: 'invoices.toggle', id: row.id })}
          />
        ),
      },
      // A phone keeps the folio, what is still owed and the state; the dates and the total need a wider screen.
      { id: 'name', width: 'minmax(150px, 1.4fr)', phone: 'minmax(0, 1fr)', header: t('invoices.columns.name'), cell: (row) => row.name },
      { id: 'date', width: '112px', phone: false, header: t('invoices.columns.date'), cell: (row) => formatDay(row.invoice_date) },
      { id: 'due', width: '124px', phone: false, header: t('invoices.columns.due'), cell: (row) => formatDay(row.invoice_date_due) },
      {
        id: 'total',
        width: 'minmax(110px, 1fr)',
        phone: false,
        align: 'end',
        header: t('invoices.columns.total'),
        cell: (row) => formatClp(row.amount_total),
      },
      {
        id: 'balance',
        width: 'minmax(110px, 1fr)',
        phone: 'max-content',
        align: 'end',
        header: t('invoices.columns.balance'),
        cell: (row) => formatClp(row.total_due),
      },
      {
        id: 'state',
        width: '180px',
        phone: 'max-content',
        header: t('invoices.columns.state'),
        cell: (row) => <InvoiceStateBadge state={row.despensa_custom_state} />,
      },
    ],
    [t, rows.length, selected, allChecked, headerChecked, send],
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
