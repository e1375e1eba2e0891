import { orderGuideEndpoints } from '../../contract/order-guide';
import type { AppDeps } from '../context';
import { endpointRouter } from '../http/endpoint';
import { chooseForGuide } from '../order-guide/choices';
import { readOrderGuide } from '../order-guide/guide';

/** Mis habituales: the company's order guide, and the buyers' choices of what it keeps. */
export function orderGuideRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  return endpointRouter(deps)
    .on(orderGuideEndpoints.list, (_c, { user }) => readOrderGuide(db, user.partnerId, clock.now()))
    .on(orderGuideEndpoints.choose, async (_c, { user, params, body }) => {
      await chooseForGuide(db, { companyId: user.partnerId, userId: user.id }, params.id, body.choice, clock.now());
      return readOrderGuide(db, user.partnerId, clock.now());
    }).app;
}
