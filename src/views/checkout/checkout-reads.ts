import { addressList, type Address } from '../../../contract/addresses';
import { deliveryOptions, type DeliveryOptions } from '../../../contract/delivery';
import { paymentMethodList, type PaymentMethod } from '../../../contract/payments';
import { api } from '../../app/api';

/** What the checkout reads from the gateway besides the cart: the views take them as props, so tests fake them. */
export interface CheckoutReads {
  addresses: () => Promise<Address[]>;
  deliveryOptions: () => Promise<DeliveryOptions>;
  paymentMethods: () => Promise<PaymentMethod[]>;
}

export const gatewayReads: CheckoutReads = {
  addresses: () => api.get('/addresses', addressList),
  // Shipping is the checkout machine's to compute; only the dates are read here, so no subtotal is sent.
  deliveryOptions: () => api.get('/delivery-options', deliveryOptions),
  paymentMethods: () => api.get('/payment-methods', paymentMethodList),
};
