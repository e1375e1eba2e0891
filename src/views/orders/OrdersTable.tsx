import type { SalesOrderRow } from '../../../contract/lists';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClp } from '../../../machines/rules/money';
import { VirtualTable, type VirtualColumn } from '../common/lists/VirtualTable';
import { formatSantiagoDay } from '../../../machines/rules/calendar';
import { narrowScreenQuery } from '../common/layout.constants';
import { useMediaQuery } from '../common/useMediaQuery';
import { OrderStateBadge } from './OrderStateBadge';
import { useOrdersViewStyles } from './OrdersView.styles';

interface OrdersTableProps {
  rows: readonly SalesOrderRow[];
  onOpen: (row: SalesOrderRow) => void;
}

const rowKey = (row: SalesOrderRow) => row.id;

/** The visible orders, virtualised; a row opens the order's detail with Enter or a click. */
export function OrdersTable({ rows, onOpen }: OrdersTableProps) {
  const { t } = useTranslation();
  const styles = useOrdersViewStyles();
  const narrow = useMediaQuery(narrowScreenQuery);
  const columns = useMemo<VirtualColumn<SalesOrderRow>[]>(() => {
    // An address's name is the buyer's own words: not for a translator (nor for the Arabic page's check).
    const delivery = (row: SalesOrderRow) =>
      row.retiro_en_tienda ? (
        <span className={styles.ellipsis}>{t('orders.delivery.pickup')}</span>
      ) : (
        <span translate="no" dir="auto" className={styles.ellipsis} title={row.shipping_name ?? undefined}>
          {row.shipping_name ?? ''}
        </span>
      );
    const total: VirtualColumn<SalesOrderRow> = {
      id: 'total',
      width: 'minmax(100px, 1fr)',
      phone: 'max-content',
      align: 'end',
      header: t('orders.columns.total'),
      cell: (row) => formatClp(row.amount_total),
    };
    const state: VirtualColumn<SalesOrderRow> = {
      id: 'state',
      width: '150px',
      phone: 'minmax(0, max-content)',
      header: t('orders.columns.state'),
      cell: (row) => <OrderStateBadge state={row.state} />,
    };
    if (narrow) {
      // A phone keeps the number with the date under it, the total and the state: no sideways scroll,
      // and the purchase order and the delivery are in the order's detail.
      return [
        {
          id: 'order',
          width: 'minmax(0, 1fr)',
          header: t('orders.columns.order'),
          cell: (row) => (
            <span className={styles.stacked}>
              <span className={styles.ellipsis}>{row.name}</span>
              <span className={styles.secondary}>{formatSantiagoDay(row.date_order)}</span>
            </span>
          ),
        },
        total,
        state,
      ];
    }
    return [
      { id: 'date', width: '104px', header: t('orders.columns.date'), cell: (row) => formatSantiagoDay(row.date_order) },
      { id: 'name', width: 'minmax(90px, 0.8fr)', header: t('orders.columns.name'), cell: (row) => row.name },
      {
        id: 'purchaseOrder',
        width: 'minmax(100px, 1fr)',
        header: t('orders.columns.purchaseOrder'),
        cell: (row) => row.despensa_customer_sale_order_number ?? '',
      },
      { id: 'delivery', width: 'minmax(140px, 1.6fr)', header: t('orders.columns.delivery'), cell: delivery },
      state,
      total,
    ];
  }, [t, narrow, styles]);
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
