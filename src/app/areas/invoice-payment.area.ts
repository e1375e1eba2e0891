/** The Invoice payment area, loaded with its route. */
export { InvoicePaymentPage } from '../../views/invoice-payment/InvoicePaymentPage';
