import { Body1, Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SalesOrderDetail } from '../../../contract/lists';
import { OrderSummary } from './OrderSummary';
import { OutcomeHeader } from '../common/OutcomeHeader';
import { OutcomeLinks } from '../common/OutcomeLinks';
import { useOrder } from './useOrder';

interface OrderConfirmationProps {
  title: string;
  /** What happened, with the order's name once known. */
  lead: (orderName: string | null) => ReactNode;
  order: SalesOrderDetail | null;
  orderId: number | null;
  /** Where the order is still being read, or why it could not be. */
  reading?: ReactNode;
}

/** A confirmed order: the good news first, then the order's summary and the ways on. */
export function OrderConfirmation({ title, lead, order, orderId, reading }: OrderConfirmationProps) {
  return (
    <>
      <OutcomeHeader tone="success">{title}</OutcomeHeader>
      <Body1>{lead(order?.name ?? null)}</Body1>
      {order ? <OrderSummary order={order} /> : reading}
      <OutcomeLinks links={['order', 'invoices', 'catalogue']} orderId={orderId} />
    </>
  );
}

/** The order of an approved payment, read once the gateway has said so. */
export function PaidOrder({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const read = useOrder(orderId);
  const reading = read.failure ? (
    <MessageBar intent="warning" role="alert">
      <MessageBarBody>{t('payment.summary.unavailable')}</MessageBarBody>
      <Button appearance="transparent" onClick={read.retry}>
        {t('payment.retryRead')}
      </Button>
    </MessageBar>
  ) : (
    <Spinner size="small" label={t('payment.summary.loading')} />
  );
  return (
    <OrderConfirmation
      title={t('payment.success.title')}
      lead={(name) => (name ? t('payment.success.lead', { order: name }) : t('payment.success.leadUnnamed'))}
      order={read.data}
      orderId={orderId}
      reading={reading}
    />
  );
}
