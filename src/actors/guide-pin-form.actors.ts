import { fromPromise } from 'xstate';
import { orderGuideEndpoints, type OrderGuide } from '../../contract/order-guide';
import type { guidePinFormMachine, SaveGuidePinInput } from '../../machines/guide-pin-form.machine';
import type { ApiClient } from '../api/client';
import { failing } from './failure';
import type { MachineEffects } from './machine-effects';

/** Pinning a product in Mis habituales from its page: the same call as the guide's own pin. */
export function guidePinFormEffects(client: ApiClient): MachineEffects<typeof guidePinFormMachine> {
  const api = failing(client);
  return {
    actors: {
      save: fromPromise<OrderGuide, SaveGuidePinInput>(({ input }) =>
        api.request(orderGuideEndpoints.choose, { params: { id: String(input.id) }, body: { choice: input.draft.choice } }),
      ),
    },
  };
}
