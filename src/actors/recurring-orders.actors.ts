import { fromPromise } from 'xstate';
import { recurringOrdersEndpoints, type RecurringLineInput, type RecurringOrder } from '../../contract/recurring-orders';
import type { recurringOrderFormMachine, SaveRecurringOrderInput } from '../../machines/recurring-order-form.machine';
import type { recurringOrdersMachine } from '../../machines/recurring-orders.machine';
import type { ApiClient } from '../api/client';
import { failing } from './failure';
import type { MachineEffects } from './machine-effects';

type ById = { id: number };

/** Pedidos recurrentes' calls; refusals arrive as failures with the gateway's Spanish message. */
export function recurringOrdersEffects(client: ApiClient): MachineEffects<typeof recurringOrdersMachine> {
  const api = failing(client);
  const e = recurringOrdersEndpoints;
  return {
    actors: {
      fetchRecurringOrders: fromPromise<readonly RecurringOrder[], void>(async () => (await api.request(e.list)).orders),
      pauseRecurring: fromPromise<RecurringOrder, ById>(({ input }) => api.request(e.pause, { params: { id: input.id } })),
      resumeRecurring: fromPromise<RecurringOrder, ById>(({ input }) => api.request(e.resume, { params: { id: input.id } })),
      deleteRecurring: fromPromise<void, ById>(({ input }) => api.request(e.remove, { params: { id: input.id } })),
      skipOccurrence: fromPromise<RecurringOrder, ById>(({ input }) => api.request(e.skipOccurrence, { params: { id: input.id } })),
      saveLines: fromPromise<RecurringOrder, ById & { lines: RecurringLineInput[] }>(({ input }) =>
        api.request(e.changeOccurrence, { params: { id: input.id }, body: { lines: input.lines } }),
      ),
    },
  };
}

/** The recurring order's form: a new one is created, a listed one replaced. */
export function recurringOrderFormEffects(client: ApiClient): MachineEffects<typeof recurringOrderFormMachine> {
  const api = failing(client);
  return {
    actors: {
      save: fromPromise<RecurringOrder, SaveRecurringOrderInput>(({ input }) =>
        input.id === null
          ? api.request(recurringOrdersEndpoints.create, { body: input.draft })
          : api.request(recurringOrdersEndpoints.update, { params: { id: input.id }, body: input.draft }),
      ),
    },
  };
}
