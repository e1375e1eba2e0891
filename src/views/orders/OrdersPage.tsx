import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ordersListMachine } from '../../../machines/orders-list.machine';
import { useEffects } from '../../kernel/effects';
import { monthQuery } from '../../kernel/drill-down-paths';
import { OrdersView } from './OrdersView';
import { useRetryOnReconnect } from '../common/useRetryOnReconnect';

/** /dashboard/three: the buyer's orders, started with the page and stopped with it; `?mes=` opens it on one month. */
export default function OrdersPage() {
  const effects = useEffects().ordersList;
  const [params] = useSearchParams();
  const actor = useActorRef(useMemo(() => ordersListMachine.provide(effects), [effects]), { input: { month: params.get(monthQuery) } });
  useRetryOnReconnect(actor, { type: 'list.retry' });
  return <OrdersView actor={actor} />;
}
