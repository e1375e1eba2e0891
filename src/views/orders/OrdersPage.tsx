import { gatewayReads } from '../../actors/reads.actors';
import { useActorRef } from '@xstate/react';
import { ordersListMachine } from '../../../machines/orders-list.machine';
import { ordersListImplementations } from '../../actors/orders-list.actors';
import type { SalesOrderDetail } from '../../../contract/lists';
import { api } from '../../app/api';
import { OrdersView } from './OrdersView';

const ordersList = ordersListMachine.provide(ordersListImplementations(api));

const readOrder = (id: number): Promise<SalesOrderDetail> => gatewayReads(api).order(id);

/** /dashboard/three: the buyer's orders over the gateway, started with the page and stopped with it. */
export default function OrdersPage() {
  const actor = useActorRef(ordersList);
  return <OrdersView actor={actor} readOrder={readOrder} />;
}
