import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { recurringOrdersMachine } from '../../../machines/recurring-orders.machine';
import { useEffects } from '../../kernel/effects';
import { seedOf } from '../../kernel/recurring-seed';
import { usePageMachine } from '../common/usePageMachine';
import { RecurringOrdersView } from './RecurringOrdersView';

/**
 * /dashboard/pedidos-recurrentes: the recurringOrders machine with the app's effects. The cart, Mis
 * habituales or an order send the buyer here with lines in the history's state, to save them.
 */
export function RecurringOrdersPage() {
  const location = useLocation();
  const [seed] = useState(() => seedOf(location.state));
  const actor = usePageMachine(recurringOrdersMachine, useEffects().recurringOrders, { input: { seed }, retryOn: { type: 'recurringOrders.retry' } });
  return <RecurringOrdersView actor={actor} />;
}
