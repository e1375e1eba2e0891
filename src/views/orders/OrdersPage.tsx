import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { ordersListMachine } from '../../../machines/orders-list.machine';
import { useEffects } from '../../app/effects';
import { OrdersView } from './OrdersView';

/** /dashboard/three: the buyer's orders, started with the page and stopped with it. */
export default function OrdersPage() {
  const effects = useEffects().ordersList;
  const actor = useActorRef(useMemo(() => ordersListMachine.provide(effects), [effects]));
  return <OrdersView actor={actor} />;
}
