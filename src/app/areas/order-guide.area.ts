/** Mis habituales, the company's order guide, loaded with its route. */
export { OrderGuidePage } from '../../views/order-guide/OrderGuidePage';
