import { deliveryEndpoints, type DeliveryOptions } from '../../contract/delivery';
import type { AppDeps } from '../context';
import { CUTOFF_LABEL, deliveryDates, deliveryFee, FREE_SHIPPING_FROM_NET, SHIPPING_NET } from '../domain/delivery';
import { endpointRouter } from '../http/endpoint';
import { usualOrderTotal } from '../orders/order-habits';

/** GET /api/delivery-options: what delivery costs for the cart's subtotal, the dates it can come, and where pickup is. */
export function deliveryRoutes(deps: AppDeps) {
  return endpointRouter(deps).on(
    deliveryEndpoints.options,
    async (_c, { user, query: { subtotal } }): Promise<DeliveryOptions> => ({
      cutoff: CUTOFF_LABEL,
      time_zone: 'America/Santiago',
      shipping_net: SHIPPING_NET,
      free_shipping_from_net: FREE_SHIPPING_FROM_NET,
      fees: { delivery: deliveryFee(subtotal), pickup: 0 },
      dates: deliveryDates(deps.clock.now()),
      pickup_point: deps.config.pickupPoint,
      usual_order_total: await usualOrderTotal(deps.db, user.partnerId),
    }),
  ).app;
}
