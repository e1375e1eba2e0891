import { documentEndpoints, nextCursorHeader } from '../../contract/lists';
import type { AppDeps } from '../context';
import { endpointRouter } from '../http/endpoint';
import { cachedAnswer } from '../http/gateway-cache';
import { isInstantKey, pageRequest } from '../http/list-page';
import { readOrderDetail } from '../orders/order-detail';
import { ordersPage } from '../orders/order-list';

/** Pedidos: the company's orders, a page at a time, and one order's detail. */
export function salesOrderRoutes(deps: AppDeps) {
  const { db } = deps;
  return endpointRouter(deps)
    .on(
      documentEndpoints.orders,
      async (c, { user, query }) => {
        const { rows, next } = await ordersPage(db, user.partnerId, pageRequest(query, isInstantKey), query.product);
        if (next) c.header(nextCursorHeader, next);
        return rows;
      },
      { use: [cachedAnswer(deps, 'company')] },
    )
    .on(documentEndpoints.order, (_c, { user, params: { id } }) => readOrderDetail(db, user.partnerId, id)).app;
}
