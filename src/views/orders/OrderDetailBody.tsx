import { Body1, Caption1, mergeClasses, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Title3 } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { namedAddressLine } from '../../../machines/rules/address';
import { formatClp } from '../../../machines/rules/money';
import type { SalesOrderDetail } from '../../../contract/lists';
import { formatDay, formatSantiagoDay } from '../../../machines/rules/calendar';
import { OrderStateBadge } from './OrderStateBadge';
import { ReorderAction } from './ReorderAction';
import { SaveAsRecurringButton } from '../common/SaveAsRecurringButton';
import { useOrderDetailStyles } from './OrderDetail.styles';
import { useMayBuy } from '../common/useMayBuy';
import { narrowScreenQuery } from '../common/layout.constants';
import { quantityText } from '../common/quantity-text';
import { useMediaQuery } from '../common/useMediaQuery';

/** What was ordered, when and how: the facts, the lines, the totals, and ordering it again. */
export function OrderDetailBody({ order }: { order: SalesOrderDetail }) {
  const { t } = useTranslation();
  const mayBuy = useMayBuy();
  const styles = useOrderDetailStyles();
  const linesId = useId();
  const totalsId = useId();
  const savings = order.amount_original - order.amount_total;

  const facts: [string, ReactNode][] = [
    [t('orders.detail.date'), formatSantiagoDay(order.date_order)],
    [t('orders.detail.partner'), <span key="partner" translate="no">{order.partner_name}</span>],
    [t('orders.detail.state'), <OrderStateBadge key="state" state={order.state} />],
    [
      t('orders.detail.fulfilment'),
      t(order.retiro_en_tienda ? 'orders.detail.pickupOn' : 'orders.detail.deliveryOn', { date: formatDay(order.scheduled_date) }),
    ],
    ...(order.shipping_address
      ? [[t('orders.detail.address'), <span key="address" translate="no">{namedAddressLine(order.shipping_address)}</span>] as [string, ReactNode]]
      : []),
    [t('orders.detail.purchaseOrder'), order.despensa_customer_sale_order_number ?? t('orders.detail.noPurchaseOrder')],
    [t('orders.detail.paymentMethod'), t(`orders.paymentMethods.${order.payment_method_code}`, { defaultValue: order.payment_method_code })],
    ...order.card_payments.map((payment): [string, string] => {
      const amount = formatClp(payment.amount);
      const date = formatSantiagoDay(payment.updated_at);
      if (payment.status === 'approved') return [t('orders.detail.cardPayment'), t('orders.detail.cardPaymentApproved', { amount, date })];
      return [t('orders.detail.refund'), t(payment.status === 'refunded' ? 'orders.detail.refundDone' : 'orders.detail.refundPending', { amount, date })];
    }),
  ];

  return (
    <div className={styles.body}>
      <dl className={styles.facts}>
        {facts.map(([term, value], index) => (
          // A term may repeat (two refunds), so its place is part of the key.
          <div key={`${index}-${term}`} className={styles.fact}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.definition}>{value}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby={linesId} className={styles.section}>
        <Title3 as="h3" id={linesId} className={styles.sectionTitle}>
          {t('orders.detail.lines')}
        </Title3>
        <OrderLines lines={order.order_line} labelledBy={linesId} />
      </section>

      <section aria-labelledby={totalsId} className={styles.section}>
        <Title3 as="h3" id={totalsId} className={styles.sectionTitle}>
          {t('orders.detail.totals.title')}
        </Title3>
        <dl className={styles.totals}>
          <TotalLine term={t('orders.detail.totals.untaxed')} amount={order.amount_untaxed} />
          <TotalLine term={t('orders.detail.totals.shipping')} amount={order.amount_shipping} />
          {order.amount_discount > 0 && <TotalLine term={t('orders.detail.totals.discount')} amount={-order.amount_discount} />}
          <TotalLine term={t('orders.detail.totals.tax')} amount={order.amount_tax} />
          <TotalLine term={t('orders.detail.totals.total')} amount={order.amount_total} strong />
          {savings > 0 && <TotalLine term={t('orders.detail.totals.savings')} amount={savings} />}
        </dl>
      </section>

      {mayBuy && <ReorderAction lines={order.order_line} />}
      <SaveAsRecurringButton
        lines={order.order_line.flatMap((line) =>
          line.current_product ? [{ product_id: line.product_id, name: line.product_name, uom: line.product_uom, quantity: line.product_uom_qty }] : [],
        )}
      />
    </div>
  );
}

type OrderLine = SalesOrderDetail['order_line'][number];

/**
 * The order's lines: a table of five columns where there is room for it; on a phone, where those columns
 * would leave a product's name one word a line, a list of the lines, each its name, quantity times price
 * and subtotal.
 */
function OrderLines({ lines, labelledBy }: { lines: readonly OrderLine[]; labelledBy: string }) {
  const { t } = useTranslation();
  const styles = useOrderDetailStyles();
  const narrow = useMediaQuery(narrowScreenQuery);
  const quantity = (line: OrderLine) => quantityText(t, line.product_uom_qty, line.product_uom);

  if (narrow) {
    return (
      <ul className={styles.lineList} aria-labelledby={labelledBy}>
        {lines.map((line) => (
          <li key={line.id} className={styles.lineItem}>
            <div className={styles.lineName}>
              <Body1 translate="no">{line.product_name}</Body1>
              <Caption1>{line.default_code}</Caption1>
            </div>
            <Body1 className={styles.linePrice}>{t('orders.detail.linePrice', { quantity: quantity(line), price: formatClp(line.price_unit) })}</Body1>
            <Body1 className={mergeClasses(styles.end, styles.lineSubtotal)}>{formatClp(line.price_subtotal)}</Body1>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={styles.lines}>
      <Table aria-labelledby={labelledBy} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('orders.detail.columns.product')}</TableHeaderCell>
            <TableHeaderCell>{t('orders.detail.columns.sku')}</TableHeaderCell>
            <TableHeaderCell className={styles.end}>{t('orders.detail.columns.quantity')}</TableHeaderCell>
            <TableHeaderCell className={styles.end}>{t('orders.detail.columns.unitPrice')}</TableHeaderCell>
            <TableHeaderCell className={styles.end}>{t('orders.detail.columns.subtotal')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.id}>
              <TableCell translate="no">{line.product_name}</TableCell>
              <TableCell>{line.default_code}</TableCell>
              <TableCell className={mergeClasses(styles.end, styles.nowrap)}>{quantity(line)}</TableCell>
              <TableCell className={mergeClasses(styles.end, styles.nowrap)}>{formatClp(line.price_unit)}</TableCell>
              <TableCell className={mergeClasses(styles.end, styles.nowrap)}>{formatClp(line.price_subtotal)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function TotalLine({ term, amount, strong = false }: { term: string; amount: number; strong?: boolean }) {
  const styles = useOrderDetailStyles();
  return (
    <>
      <dt className={mergeClasses(strong && styles.grandTotal)}>{term}</dt>
      <dd className={mergeClasses(styles.definition, styles.end, strong && styles.grandTotal)}>{formatClp(amount)}</dd>
    </>
  );
}
