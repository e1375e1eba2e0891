import * as z from 'zod/mini';
import { product } from './catalogue';
import { endpoint } from './endpoint';
import { idParams } from './params';

/**
 * Mis habituales, the company's order guide: what it bought in the last `ORDER_GUIDE_DAYS` days and what
 * its buyers pinned, each with its usual quantity and today's product (prices, stock, quantity rule).
 * One guide per company: every buyer of it sees and edits the same one.
 */

export const ORDER_GUIDE_DAYS = 90;

export const orderGuideLine = z.object({
  /** Today's product: its list and club prices, stock and quantity rule. */
  product,
  /** The median of its quantity per order in the window, fitted to its quantity rule; its minimum when never bought there. */
  usual_quantity: z.number(),
  /** How many of the company's orders in the window had it. */
  orders: z.int(),
  /** The day of the newest of those orders, `YYYY-MM-DD`; null when none. */
  last_ordered_on: z.nullable(z.string()),
  /** The net unit price paid in that order; null when none. */
  last_price: z.nullable(z.int()),
  /** Kept in the guide by a buyer, bought lately or not. */
  pinned: z.boolean(),
});
export type OrderGuideLine = z.infer<typeof orderGuideLine>;

export const orderGuide = z.object({
  /** The most ordered first, then by name. */
  lines: z.array(orderGuideLine),
  /** The first day of the window, `YYYY-MM-DD`. */
  since: z.string(),
});
export type OrderGuide = z.infer<typeof orderGuide>;

/**
 * A buyer's choice for one product: `pinned` keeps it in the guide, `hidden` takes it out (until it is
 * pinned again), `auto` leaves it to the orders of the window.
 */
export const orderGuideChoices = ['pinned', 'hidden', 'auto'] as const;
export type OrderGuideChoice = (typeof orderGuideChoices)[number];

export const orderGuideChoiceRequest = z.strictObject({
  choice: z.enum(orderGuideChoices, { error: 'Elige pinned, hidden o auto.' }),
});

const editorsOnly = 'Tu rol no permite usar Mis habituales.';

export const orderGuideEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/order-guide',
    tag: 'Mis habituales',
    summary: 'La guía de pedido de la empresa: lo comprado en los últimos 90 días y lo fijado, con su cantidad habitual',
    access: 'bearer',
    action: 'orderGuide.read',
    forbidden: editorsOnly,
    status: 200,
    answer: orderGuide,
  }),
  choose: endpoint({
    method: 'put',
    path: '/order-guide/products/:id',
    tag: 'Mis habituales',
    summary: 'Fijar un producto en la guía, quitarlo de ella o dejarlo a los pedidos; responde la guía',
    access: 'bearer',
    action: 'orderGuide.edit',
    forbidden: editorsOnly,
    params: idParams,
    notFound: 'El producto no existe o ya no está disponible.',
    body: orderGuideChoiceRequest,
    status: 200,
    answer: orderGuide,
    errors: { 404: 'El producto no existe o no está activo' },
  }),
};
