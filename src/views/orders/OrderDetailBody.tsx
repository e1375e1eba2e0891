import { mergeClasses, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Title3 } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { namedAddressLine } from '../../../machines/rules/address';
import { formatClp } from '../../../machines/rules/money';
import type { SalesOrderDetail } from '../../../contract/lists';
import { formatDay, formatSantiagoDay } from '../../../machines/rules/calendar';
import { formatQuantity } from '../../../machines/rules/quantity';
import { OrderStateBadge } from './OrderStateBadge';
import { ReorderAction } from './ReorderAction';
import { useOrderDetailStyles } from './OrderDetail.styles';
import { useMayBuy } from '../common/useMayBuy';

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
    [t('orders.detail.partner'), order.partner_name],
    [t('orders.detail.state'), <OrderStateBadge key="state" state={order.state} />],
    [
      t('orders.detail.fulfilment'),
      t(order.retiro_en_tienda ? 'orders.detail.pickupOn' : 'orders.detail.deliveryOn', { date: formatDay(order.scheduled_date) }),
    ],
    ...(order.shipping_address ? [[t('orders.detail.address'), namedAddressLine(order.shipping_address)] as [string, string]] : []),
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
        <div className={styles.lines}>
          <Table aria-labelledby={linesId} size="small">
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
              {order.order_line.map((line) => (
                <TableRow key={line.id}>
                  <TableCell>{line.product_name}</TableCell>
                  <TableCell>{line.default_code}</TableCell>
                  <TableCell className={styles.end}>
                    {t('orders.detail.quantity', { quantity: formatQuantity(line.product_uom_qty), unit: line.product_uom })}
                  </TableCell>
                  <TableCell className={styles.end}>{formatClp(line.price_unit)}</TableCell>
                  <TableCell className={styles.end}>{formatClp(line.price_subtotal)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
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
