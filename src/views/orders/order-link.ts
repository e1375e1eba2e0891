/** Where the orders page lives, and the query that names the open order (`?pedido=<id>`). */
export const ordersPath = '/dashboard/three';
export const orderQuery = 'pedido';

/** The orders page with one order's detail open: what the payment pages link to. */
export const orderPath = (orderId: number) => `${ordersPath}?${orderQuery}=${orderId}`;
