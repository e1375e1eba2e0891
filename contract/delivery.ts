import * as z from 'zod/mini';
import { endpoint } from './endpoint';

/** GET /api/delivery-options query: the cart's net subtotal, to tell whether delivery is free. */
const deliveryOptionsQuery = z.strictObject({
  subtotal: z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d{1,12}$/, { error: 'El subtotal debe ser un monto en pesos, sin decimales.' })),
      z.transform(Number),
    ),
  ),
});
const clockTime = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

/** The distributor's pickup point: an address and its opening hours (Santiago time, `HH:MM`). */
export const pickupPoint = z.object({
  street: z.string().check(z.minLength(1)),
  comuna: z.string().check(z.minLength(1)),
  region: z.string().check(z.minLength(1)),
  hours: z.array(z.object({ days: z.enum(['weekdays', 'saturday']), open: clockTime, close: clockTime })),
});

export const deliveryOptions = z.object({
  /** Orders placed from this time of day (Santiago) are delivered a business day later. */
  cutoff: z.string(),
  time_zone: z.literal('America/Santiago'),
  /** Net CLP of a delivery, and the net subtotal from which it is free. */
  shipping_net: z.int(),
  free_shipping_from_net: z.int(),
  /** Net fee of each way to receive the order, for the subtotal given (the plain fee without one). */
  fees: z.object({ delivery: z.int(), pickup: z.int() }),
  /** The next possible dates (`YYYY-MM-DD`), earliest first: no Sundays, no public holidays. */
  dates: z.array(z.iso.date()),
  /** Where store pickup is, and when it is open. */
  pickup_point: pickupPoint,
  /**
   * The company's usual order, with IVA: the median of its latest confirmed orders; null until it has a
   * few. Pago asks the buyer to confirm a total far above it (machines/rules/order-size.ts).
   */
  usual_order_total: z.nullable(z.int()),
});
export type DeliveryOptions = z.infer<typeof deliveryOptions>;
export type PickupPoint = z.infer<typeof pickupPoint>;

export const deliveryEndpoints = {
  options: endpoint({
    method: 'get',
    path: '/delivery-options',
    tag: 'Direcciones',
    summary: 'Costo de despacho y próximas fechas según el corte de las 14:00',
    access: 'bearer',
    action: 'purchase.place',
    query: deliveryOptionsQuery,
    status: 200,
    answer: deliveryOptions,
  }),
};
