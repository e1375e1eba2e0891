/** The orders page as one lazy chunk, with the order detail and the virtualised table. */
export { default as OrdersPage } from '../../views/orders/OrdersPage';
