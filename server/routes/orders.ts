import { orderEndpoints } from '../../contract/orders';
import type { AppDeps } from '../context';
import { endpointRouter } from '../http/endpoint';
import { oncePerKey } from '../http/idempotency';
import { cancelDraftOrder } from '../orders/draft-order';
import { ordersByKey, placeOrder } from '../orders/place-order';

/** POST /api/create-sales-order: the order, placed once per Idempotency-Key; and cancelling one that waits for its payment. */
export function orderRoutes(deps: AppDeps) {
  return endpointRouter(deps)
    .on(orderEndpoints.create, (c, { user, idempotencyKey: key, body }) =>
      oncePerKey(c, body, ordersByKey(deps.db, user.partnerId, key), (hash) => placeOrder(deps, user, { key, hash }, body)),
    )
    .on(orderEndpoints.cancel, (_c, { user, params: { id } }) => cancelDraftOrder(deps, user, id)).app;
}
