import {
  Card,
  mergeClasses,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title3,
} from '@fluentui/react-components';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { namedAddressLine } from '../../../machines/rules/address';
import { formatClp } from '../../../machines/rules/money';
import { quantityText } from '../common/quantity-text';
import type { SalesOrderDetail } from '../../../contract/lists';
import { usePaymentOutcomeStyles } from '../common/paymentOutcome.styles';
import { formatDay, formatSantiagoDay } from '../../../machines/rules/calendar';

/** The placed order: its number, date, delivery or pickup, lines and totals. */
export function OrderSummary({ order }: { order: SalesOrderDetail }) {
  const { t } = useTranslation();
  const styles = usePaymentOutcomeStyles();
  const day = formatDay(order.scheduled_date);
  const delivery =
    order.retiro_en_tienda || order.shipping_address === null
      ? t('payment.summary.pickupOn', { date: day })
      : t('payment.summary.deliveryOn', { date: day, address: namedAddressLine(order.shipping_address) });
  const totals = [
    ['net', order.amount_untaxed],
    ['shipping', order.amount_shipping],
    ['tax', order.amount_tax],
    ...(order.amount_discount > 0 ? [['discount', -order.amount_discount] as const] : []),
  ] as const;
  return (
    <Card className={styles.card}>
      <Title3 as="h2" className={styles.heading}>
        {t('payment.summary.title', { order: order.name })}
      </Title3>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('payment.summary.date')}</dt>
        <dd className={styles.detail}>{formatSantiagoDay(order.date_order)}</dd>
        <dt className={styles.term}>{t('payment.summary.delivery')}</dt>
        <dd className={styles.detail}>{delivery}</dd>
        {order.despensa_customer_sale_order_number && (
          <>
            <dt className={styles.term}>{t('payment.summary.purchaseOrder')}</dt>
            <dd className={styles.detail}>{order.despensa_customer_sale_order_number}</dd>
          </>
        )}
      </dl>
      <Table size="small" aria-label={t('payment.summary.lines')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('payment.summary.product')}</TableHeaderCell>
            <TableHeaderCell>{t('payment.summary.quantity')}</TableHeaderCell>
            <TableHeaderCell className={mergeClasses(styles.amount, styles.amountHeader)}>{t('payment.summary.subtotal')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {order.order_line.map((line) => (
            <TableRow key={line.id}>
              <TableCell translate="no">{line.product_name}</TableCell>
              <TableCell>{quantityText(t, line.product_uom_qty, line.product_uom)}</TableCell>
              <TableCell className={styles.amount}>{formatClp(line.price_subtotal)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <dl className={styles.facts}>
        {totals.map(([label, amount]) => (
          <Fragment key={label}>
            <dt className={styles.term}>{t(`payment.summary.${label}`)}</dt>
            <dd className={mergeClasses(styles.detail, styles.amount)}>{formatClp(amount)}</dd>
          </Fragment>
        ))}
        <dt className={styles.total}>{t('payment.summary.total')}</dt>
        <dd className={mergeClasses(styles.detail, styles.amount, styles.total)}>{formatClp(order.amount_total)}</dd>
      </dl>
    </Card>
  );
}
