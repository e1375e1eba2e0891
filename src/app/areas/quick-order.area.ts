/** The Quick order area, loaded with its route. */
export { QuickOrderPage } from '../../views/quick-order/QuickOrderPage';
