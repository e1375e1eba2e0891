import { fromPromise } from 'xstate';
import { orderGuideEndpoints, type OrderGuide } from '../../contract/order-guide';
import type { orderGuideMachine, PendingChoice } from '../../machines/order-guide.machine';
import type { ApiClient } from '../api/client';
import { failing } from './failure';
import type { MachineEffects } from './machine-effects';

/** Mis habituales' calls; refusals arrive as failures with the gateway's Spanish message. */
export function orderGuideEffects(client: ApiClient): MachineEffects<typeof orderGuideMachine> {
  const api = failing(client);
  return {
    actors: {
      fetchOrderGuide: fromPromise<OrderGuide, void>(() => api.request(orderGuideEndpoints.list)),
      saveChoice: fromPromise<OrderGuide, PendingChoice>(({ input }) =>
        api.request(orderGuideEndpoints.choose, { params: { id: String(input.productId) }, body: { choice: input.choice } }),
      ),
    },
  };
}
