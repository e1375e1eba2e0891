import { Hono } from 'hono';
import { deliveryOptionsQuery, type DeliveryOptions } from '../../contract/delivery';
import type { AppDeps, AppEnv } from '../context';
import { CUTOFF_LABEL, deliveryDates, deliveryFee, FREE_SHIPPING_FROM_NET, SHIPPING_NET } from '../domain/delivery';
import { requireUser } from '../http/require-user';
import { queryParams } from '../http/validate';

/** GET /api/delivery-options: what delivery costs for the cart's subtotal and the dates it can come. */
export function deliveryRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/delivery-options', requireUser(deps), queryParams(deliveryOptionsQuery), (c) => {
    const { subtotal } = c.req.valid('query');
    const body: DeliveryOptions = {
      cutoff: CUTOFF_LABEL,
      time_zone: 'America/Santiago',
      shipping_net: SHIPPING_NET,
      free_shipping_from_net: FREE_SHIPPING_FROM_NET,
      fees: { delivery: deliveryFee(subtotal), pickup: 0 },
      dates: deliveryDates(deps.clock.now()),
    };
    return c.json(body);
  });
}
