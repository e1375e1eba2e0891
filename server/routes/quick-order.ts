import { quickOrderEndpoints } from '../../contract/quick-order';
import type { AppDeps } from '../context';
import { endpointRouter } from '../http/endpoint';
import { previewQuickOrder } from '../quick-order/preview';

/** Pedido rápido: the preview of pasted or uploaded lines against today's catalogue. */
export function quickOrderRoutes(deps: AppDeps) {
  const { db } = deps;
  return endpointRouter(deps).on(quickOrderEndpoints.preview, (_c, { body }) => previewQuickOrder(db, body.lines)).app;
}
