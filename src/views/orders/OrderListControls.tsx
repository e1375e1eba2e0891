import { Field, SearchBox, Select } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { orderSorts, type OrderSort, type OrdersListEvent } from '../../../machines/orders-list.machine';
import { useOrdersViewStyles } from './OrdersView.styles';

interface OrderListControlsProps {
  search: string;
  sort: OrderSort;
  send: (event: OrdersListEvent) => void;
}

/** Search on the customer or the order number, sent on every keystroke, and the sort order. */
export function OrderListControls({ search, sort, send }: OrderListControlsProps) {
  const { t } = useTranslation();
  const styles = useOrdersViewStyles();
  return (
    <div className={styles.controls}>
      <Field label={t('orders.search.label')} className={styles.search}>
        <SearchBox
          value={search}
          placeholder={t('orders.search.placeholder')}
          onChange={(_, data) => send({ type: 'list.search', text: data.value })}
        />
      </Field>
      <Field label={t('orders.sort.label')}>
        <Select
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
