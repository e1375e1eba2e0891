/** /product/checkout as a lazy chunk of its own: Pago's payment code loads only with it. */
export { default as CheckoutPage } from '../../views/checkout/CheckoutPage';
