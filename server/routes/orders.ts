import { orderEndpoints } from '../../contract/orders';
import type { AppDeps } from '../context';
import { endpointRouter } from '../http/endpoint';
import { ApiError } from '../http/errors';
import { oncePerKey } from '../http/idempotency';
import { isSandboxProvider } from '../payments/sandbox';
import { cancelDraftOrder } from '../orders/draft-order';
import { ordersByKey, placeOrder } from '../orders/place-order';

/**
 * POST /api/create-sales-order: the order, placed once per Idempotency-Key; cancelling one that waits for
 * its payment; and, under the sandbox's test clock, placing one as of another instant.
 */
export function orderRoutes(deps: AppDeps) {
  return endpointRouter(deps)
    .on(orderEndpoints.create, (c, { user, idempotencyKey: key, body }) =>
      oncePerKey(c, body, ordersByKey(deps.db, user.partnerId, key), (hash) => placeOrder(deps, user, { key, hash }, body)),
    )
    .on(orderEndpoints.cancel, (_c, { user, params: { id } }) => cancelDraftOrder(deps, user, id))
    .on(orderEndpoints.sandboxCreate, (c, { user, idempotencyKey: key, body }) => {
      if (!isSandboxProvider(deps.payments) || !deps.config.sandboxTestClock) {
        throw new ApiError(404, 'not_found', 'El recurso solicitado no existe.');
      }
      // As of that instant for this order alone; the gateway's own clock does not move.
      const at = new Date(body.at);
      return oncePerKey(c, body, ordersByKey(deps.db, user.partnerId, key), (hash) => placeOrder({ ...deps, clock: { now: () => at } }, user, { key, hash }, body.order));
    }).app;
}
