import { accountEndpoints } from './auth';
import { addressEndpoints } from './addresses';
import { analyticsEndpoints } from './analytics';
import { cardEndpoints } from './cards';
import { clubEndpoints } from './club';
import { catalogueEndpoints } from './catalogue';
import { companyEndpoints } from './company';
import { deliveryEndpoints } from './delivery';
import { endpoint, type EndpointSpec } from './endpoint';
import { documentEndpoints } from './lists';
import { orderEndpoints } from './orders';
import { paymentEndpoints } from './payments';
import { searchEndpoints } from './search';
import { serviceEndpoints } from './service';
import { sessionEndpoints } from './session';
import { teamPurchaseEndpoints } from './team-purchase';
import { orderGuideEndpoints } from './order-guide';
import { quickOrderEndpoints } from './quick-order';
import { recurringOrdersEndpoints } from './recurring-orders';
import { accountStatementEndpoints } from './account-statement';
import { invoicePaymentEndpoints } from './invoice-payment';
import { orderApprovalsEndpoints } from './order-approvals';
import { spendingLimitEndpoints } from './spending-limits';

export const docsEndpoints = {
  openApi: endpoint({
    method: 'get',
    path: '/openapi.json',
    tag: 'Sesión',
    summary: 'Este documento: OpenAPI 3.1 de todas las rutas',
    access: 'none',
    status: 200,
    answer: { contentType: 'application/json', description: 'Documento OpenAPI 3.1' },
  }),
};

/**
 * Every endpoint of the gateway, resource by resource, in the order the docs list them. The gateway
 * mounts exactly these; a route that is not here does not exist.
 */
const endpointGroups = {
  service: serviceEndpoints,
  session: sessionEndpoints,
  account: accountEndpoints,
  docs: docsEndpoints,
  catalogue: catalogueEndpoints,
  addresses: addressEndpoints,
  company: companyEndpoints,
  cards: cardEndpoints,
  club: clubEndpoints,
  delivery: deliveryEndpoints,
  payments: paymentEndpoints,
  orders: orderEndpoints,
  documents: documentEndpoints,
  analytics: analyticsEndpoints,
  search: searchEndpoints,
  teamPurchase: teamPurchaseEndpoints,
  orderGuide: orderGuideEndpoints,
  quickOrder: quickOrderEndpoints,
  recurringOrders: recurringOrdersEndpoints,
  accountStatement: accountStatementEndpoints,
  invoicePayment: invoicePaymentEndpoints,
  spendingLimits: spendingLimitEndpoints,
  orderApprovals: orderApprovalsEndpoints,
} as const;

export const allEndpoints: readonly EndpointSpec[] = Object.values(endpointGroups).flatMap((group) => Object.values(group));
