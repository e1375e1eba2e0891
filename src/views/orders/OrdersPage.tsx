import { useSearchParams } from 'react-router-dom';
import { ordersListMachine } from '../../../machines/orders-list.machine';
import { useEffects } from '../../kernel/effects';
import { monthQuery } from '../../kernel/drill-down-paths';
import { rawOrderFiltersOf } from './orders-address';
import { OrdersView } from './OrdersView';
import { usePageMachine } from '../common/usePageMachine';

/** /dashboard/three: the buyer's orders, started with the page and stopped with it; `?mes=` opens it on one month, and its filters come from the address (orders-address.ts). */
export default function OrdersPage() {
  const [params] = useSearchParams();
  const actor = usePageMachine(ordersListMachine, useEffects().ordersList, {
    input: { month: params.get(monthQuery), filters: rawOrderFiltersOf(params) },
    retryOn: { type: 'list.retry' },
  });
  return <OrdersView actor={actor} />;
}
