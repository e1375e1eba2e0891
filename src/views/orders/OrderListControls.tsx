import { Field, Input, SearchBox, Select, Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { orderSorts, type OrderDays, type OrderSort, type OrdersListEvent } from '../../../machines/orders-list.machine';
import { useOrdersViewStyles } from './OrdersView.styles';

interface OrderListControlsProps {
  search: string;
  product: string;
  /** The gateway is looking for the orders of the typed product. */
  searchingProduct: boolean;
  days: OrderDays;
  sort: OrderSort;
  send: (event: OrdersListEvent) => void;
}

/** The contract's longest product query: the box stops there instead of the gateway refusing it. */
const productMaxLength = 100;

const dayEnds = ['from', 'to'] as const;

/**
 * The buyer's ways into their own orders: the order or purchase order number (every keystroke), a
 * product of the order's lines (asked of the gateway after a pause), the days it was placed between,
 * and the sort.
 */
export function OrderListControls({ search, product, searchingProduct, days, sort, send }: OrderListControlsProps) {
  const { t } = useTranslation();
  const styles = useOrdersViewStyles();
  const setDay = (end: keyof OrderDays, value: string) => send({ type: 'list.days', ...days, [end]: value === '' ? null : value });
  return (
    <div className={styles.controls}>
      <Field label={t('orders.search.label')} className={styles.search}>
        <SearchBox
          className={styles.control}
          value={search}
          placeholder={t('orders.search.placeholder')}
          onChange={(_, data) => send({ type: 'list.search', text: data.value })}
        />
      </Field>
      <Field label={t('orders.product.label')} className={styles.search}>
        <SearchBox
          className={styles.control}
          value={product}
          maxLength={productMaxLength}
          placeholder={t('orders.product.placeholder')}
          contentAfter={searchingProduct ? <Spinner size="extra-tiny" aria-label={t('orders.product.searching')} /> : undefined}
          onChange={(_, data) => send({ type: 'list.product', text: data.value })}
        />
      </Field>
      <div className={styles.days}>
        {dayEnds.map((end) => (
          <Field key={end} label={t(`orders.days.${end}`)} className={styles.day}>
            <Input
              className={styles.control}
              type="date"
              value={days[end] ?? ''}
              min={end === 'to' ? (days.from ?? undefined) : undefined}
              max={end === 'from' ? (days.to ?? undefined) : undefined}
              onChange={(_, data) => setDay(end, data.value)}
            />
          </Field>
        ))}
      </div>
      <Field label={t('orders.sort.label')}>
        <Select
          select={{ className: styles.control }}
          value={sort}
          onChange={(_, data) => {
            const chosen = orderSorts.find((value) => value === data.value);
            if (chosen) send({ type: 'list.sort', sort: chosen });
          }}
        >
          {orderSorts.map((value) => (
            <option key={value} value={value}>
              {t(`orders.sort.${value}`)}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
