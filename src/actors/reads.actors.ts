import type { Address } from '../../contract/addresses';
import { addressEndpoints } from '../../contract/addresses';
import { catalogueEndpoints, type Product } from '../../contract/catalogue';
import { companyEndpoints, type InvitationStatus } from '../../contract/company';
import { deliveryEndpoints, type DeliveryOptions } from '../../contract/delivery';
import { documentEndpoints, type CreditLine, type SalesOrderDetail } from '../../contract/lists';
import { paymentEndpoints, type PaymentMethod } from '../../contract/payments';
import { recurringOrdersEndpoints, type RecurringOrder } from '../../contract/recurring-orders';
import { sessionEndpoints, type MailPreferences } from '../../contract/session';
import type { ApiClient } from '../api/client';
import { failing } from './failure';

/** The one-shot reads behind the resource machine: a product, an order, what the checkout offers, the credit line. */
export interface Reads {
  product: (id: number) => Promise<Product>;
  order: (id: number) => Promise<SalesOrderDetail>;
  addresses: () => Promise<Address[]>;
  deliveryOptions: () => Promise<DeliveryOptions>;
  paymentMethods: () => Promise<PaymentMethod[]>;
  creditLine: () => Promise<CreditLine>;
  /** What an invitation link opens, by its token: pending, or why it no longer works. */
  invitation: (token: string) => Promise<InvitationStatus>;
  /** Which reminders the signed-in user gets by e-mail. */
  mailPreferences: () => Promise<MailPreferences>;
  /** The company's recurring orders, for the next one the catalogue mentions. */
  recurringOrders: () => Promise<RecurringOrder[]>;
}

export function gatewayReads(client: ApiClient): Reads {
  const api = failing(client);
  return {
    product: (id) => api.request(catalogueEndpoints.product, { params: { id } }),
    order: (id) => api.request(documentEndpoints.order, { params: { id } }),
    addresses: () => api.request(addressEndpoints.list),
    // Shipping is the checkout machine's to compute; only the dates are read here, so no subtotal is sent.
    deliveryOptions: () => api.request(deliveryEndpoints.options),
    paymentMethods: () => api.request(paymentEndpoints.methods),
    creditLine: () => api.request(documentEndpoints.creditLine),
    invitation: (token) => api.request(companyEndpoints.checkInvitation, { body: { token } }),
    mailPreferences: () => api.request(sessionEndpoints.mailPreferences),
    recurringOrders: async () => (await api.request(recurringOrdersEndpoints.list)).orders,
  };
}
