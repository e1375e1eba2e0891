import { recurringOrdersEndpoints } from '../../contract/recurring-orders';
import { isCalendarDay } from '../../machines/rules/calendar';
import type { AppDeps } from '../context';
import { endpointRouter } from '../http/endpoint';
import { ApiError } from '../http/errors';
import { isSandboxProvider } from '../payments/sandbox';
import { changeOccurrence, skipOccurrence } from '../recurring-orders/occurrence-edit';
import { runRecurringOrders } from '../recurring-orders/recurring-job';
import { readRecurringOrders } from '../recurring-orders/recurring-read';
import {
  createRecurringOrder,
  deleteRecurringOrder,
  pauseRecurringOrder,
  resumeRecurringOrder,
  updateRecurringOrder,
} from '../recurring-orders/recurring-save';

/** Pedidos recurrentes: the company's standing orders and the dates they prepare. */
export function recurringOrdersRoutes(deps: AppDeps) {
  const e = recurringOrdersEndpoints;
  return endpointRouter(deps)
    .on(e.list, async (_c, { user }) => ({ orders: await readRecurringOrders(deps, user.partnerId) }))
    .on(e.create, (_c, { user, body }) => createRecurringOrder(deps, user, body))
    .on(e.update, (_c, { user, params: { id }, body }) => updateRecurringOrder(deps, user, id, body))
    .on(e.pause, (_c, { user, params: { id } }) => pauseRecurringOrder(deps, user, id))
    .on(e.resume, (_c, { user, params: { id } }) => resumeRecurringOrder(deps, user, id))
    .on(e.remove, (_c, { user, params: { id } }) => deleteRecurringOrder(deps, user, id))
    .on(e.changeOccurrence, (_c, { user, params: { id }, body }) => changeOccurrence(deps, user, id, body))
    .on(e.skipOccurrence, (_c, { user, params: { id } }) => skipOccurrence(deps, user, id))
    .on(e.sandboxRun, async (_c, { body }) => {
      if (!isSandboxProvider(deps.payments) || !deps.config.sandboxTestClock) {
        throw new ApiError(404, 'not_found', 'El recurso solicitado no existe.');
      }
      const at = new Date(body.at);
      if (!isCalendarDay(body.at.slice(0, 10))) throw new ApiError(400, 'invalid_request', 'La fecha no existe.', { at: ['La fecha no existe.'] });
      // Runs as of that instant; the gateway's own clock does not move.
      return runRecurringOrders({ ...deps, clock: { now: () => at } });
    }).app;
}
