import type { SalesOrderRow } from '../../contract/lists';
import { fromPromise } from 'xstate';
import type { ordersListMachine } from '../../machines/orders-list.machine';
import type { ApiClient } from '../api/client';
import { failing } from './failure';
import type { MachineEffects } from './machine-effects';
import { documentEndpoints } from '../../contract/lists';

/**
 * The orders list's real effects. An answer the contract refuses rejects with the client's
 * `bad_response` error, which the machine logs as "Error en respuesta de la API".
 */
export function ordersListEffects(client: ApiClient): MachineEffects<typeof ordersListMachine> {
  const api = failing(client);
  return {
    actors: {
      fetchOrders: fromPromise<readonly SalesOrderRow[], void>(() => api.request(documentEndpoints.orders)),
      searchByProduct: fromPromise<readonly SalesOrderRow[], string>(({ input }) => api.request(documentEndpoints.orders, { query: { product: input } })),
    },
    actions: {
      logError: (_, { message, error }) => console.error(message, error),
    },
  };
}
