/**
 * The provider's three return addresses as one lazy chunk. They are one page: where the provider sent
 * the buyer is only a hint, the gateway's answer decides what is shown (decisions.md).
 */
export {
  PaymentReturnPage as PaymentSuccessPage,
  PaymentReturnPage as PaymentErrorPage,
  PaymentReturnPage as PaymentPendingPage,
} from '../../views/payment/PaymentReturnPage';
