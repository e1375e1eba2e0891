import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { recurringOrdersMachine } from '../../../machines/recurring-orders.machine';
import { useEffects } from '../../kernel/effects';
import { seedOf } from '../../kernel/recurring-seed';
import { usePageMachine } from '../common/usePageMachine';
import { RecurringOrdersView } from './RecurringOrdersView';

/**
 * /dashboard/pedidos-recurrentes: the recurringOrders machine with the app's effects. The cart, Mis
 * habituales or an order send the buyer here with lines in the history's state, to save them; once the
 * machine has them the state is cleared, so a reload after saving does not open the form again.
 */
export function RecurringOrdersPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [seed] = useState(() => seedOf(location.state));
  const actor = usePageMachine(recurringOrdersMachine, useEffects().recurringOrders, { input: { seed }, retryOn: { type: 'recurringOrders.retry' } });
  useEffect(() => {
    if (seed) void navigate(location.pathname, { replace: true, state: null });
    // Once, on the lines the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <RecurringOrdersView actor={actor} />;
}
