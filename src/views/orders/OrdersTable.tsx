import type { SalesOrderRow } from '../../../contract/lists';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClp } from '../../../machines/rules/money';
import { VirtualTable, type VirtualColumn } from '../common/lists/VirtualTable';
import { formatSantiagoDay } from '../../../machines/rules/calendar';
import { OrderStateBadge } from './OrderStateBadge';

interface OrdersTableProps {
  rows: readonly SalesOrderRow[];
  onOpen: (row: SalesOrderRow) => void;
}

const rowKey = (row: SalesOrderRow) => row.id;

/** The visible orders, virtualised; a row opens the order's detail with Enter or a click. */
export function OrdersTable({ rows, onOpen }: OrdersTableProps) {
  const { t } = useTranslation();
  const columns = useMemo<VirtualColumn<SalesOrderRow>[]>(
    () => [
      // A phone keeps the number, the total and the state; the date and the client are in the order's detail.
      { id: 'name', width: 'minmax(110px, 1fr)', phone: 'minmax(0, 1fr)', header: t('orders.columns.name'), cell: (row) => row.name },
      { id: 'date', width: '112px', phone: false, header: t('orders.columns.date'), cell: (row) => formatSantiagoDay(row.date_order) },
      { id: 'partner', width: 'minmax(180px, 2.5fr)', phone: false, header: t('orders.columns.partner'), cell: (row) => row.partner_name },
      {
        id: 'total',
        width: 'minmax(110px, 1fr)',
        phone: 'max-content',
        align: 'end',
        header: t('orders.columns.total'),
        cell: (row) => formatClp(row.amount_total),
      },
      { id: 'state', width: '168px', phone: 'max-content', header: t('orders.columns.state'), cell: (row) => <OrderStateBadge state={row.state} /> },
    ],
    [t],
  );
  return (
    <VirtualTable
      rows={rows}
      columns={columns}
      rowKey={rowKey}
      label={t('orders.title')}
      onRowActivate={onOpen}
      empty={t('orders.empty.noMatches')}
    />
  );
}
