import type { SalesOrderDetail } from '../../../contract/lists';
import { useResource } from '../common/useResource';
import { useEffects } from '../../kernel/effects';

const unavailable = { code: 'order_unavailable' };

/** One of the company's orders, read from the gateway; another company's id fails as not found. */
export function useOrder(orderId: number) {
  return useResource<SalesOrderDetail, number>(useEffects().reads.order, { request: orderId, unavailable, logText: 'Error al cargar el pedido' });
}
