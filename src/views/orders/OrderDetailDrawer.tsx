import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  OverlayDrawer,
  Spinner,
} from '@fluentui/react-components';
import { Dismiss20Regular } from '@fluentui/react-icons/svg/dismiss';
import { useTranslation } from 'react-i18next';
import { useEffects } from '../../kernel/effects';
import { useResource } from '../common/useResource';
import { useOrderDetailStyles } from './OrderDetail.styles';
import { OrderDetailBody } from './OrderDetailBody';
import { describeFailure } from '../common/describe-failure';

const orderUnavailable = { code: 'order_unavailable' };

interface OrderDetailDrawerProps {
  orderId: number | null;
  onClose: () => void;
}

/** One order with its lines, over the list; open while the address names an order. */
export function OrderDetailDrawer({ orderId, onClose }: OrderDetailDrawerProps) {
  return (
    <OverlayDrawer
      open={orderId !== null}
      position="end"
      size="large"
      onOpenChange={(_, data) => {
        if (!data.open) onClose();
      }}
    >
      {orderId !== null && <OrderDetail orderId={orderId} onClose={onClose} />}
    </OverlayDrawer>
  );
}

function OrderDetail({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const styles = useOrderDetailStyles();
  const order = useResource(useEffects().reads.order, { request: orderId, unavailable: orderUnavailable, logText: 'Error al cargar el pedido' });
  // The 404 of an id that is not the company's is final; anything else may work a second time.
  const canRetry = order.failure !== null && order.failure.code !== 'not_found';
  return (
    <>
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label={t('orders.detail.close')} icon={<Dismiss20Regular />} onClick={onClose} />}
        >
          {order.data?.name ?? t('orders.detail.title')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        {order.failure && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{describeFailure(t, order.failure)}</MessageBarBody>
            {canRetry && (
              <MessageBarActions>
                <Button onClick={order.retry}>{t('orders.retry')}</Button>
              </MessageBarActions>
            )}
          </MessageBar>
        )}
        {order.loading && <Spinner className={styles.loading} label={t('orders.detail.loading')} />}
        {order.data && !order.loading && <OrderDetailBody order={order.data} />}
      </DrawerBody>
    </>
  );
}
