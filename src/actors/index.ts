import type { accountFlowsMachine } from '../../machines/account-flows.machine';
import type { addressFormMachine } from '../../machines/address-form.machine';
import type { addressesMachine } from '../../machines/addresses.machine';
import type { analyticsMachine } from '../../machines/analytics.machine';
import type { cardNameFormMachine } from '../../machines/card-name-form.machine';
import type { cardsMachine } from '../../machines/cards.machine';
import type { subscriptionMachine } from '../../machines/subscription.machine';
import type { teamPurchaseMachine } from '../../machines/team-purchase.machine';
import type { catalogueMachine } from '../../machines/catalogue.machine';
import type { companyFormMachine } from '../../machines/company-form.machine';
import type { companyMachine } from '../../machines/company.machine';
import type { connectionMachine } from '../../machines/connection.machine';
import type { inviteFormMachine } from '../../machines/invite-form.machine';
import type { spendingLimitFormMachine } from '../../machines/spending-limit-form.machine';
import type { invitationFormMachine } from '../../machines/invitation-form.machine';
import type { mailPreferencesFormMachine } from '../../machines/mail-preferences-form.machine';
import type { checkoutMachine } from '../../machines/checkout.machine';
import type { invoicesListMachine } from '../../machines/invoices-list.machine';
import type { ordersListMachine } from '../../machines/orders-list.machine';
import type { paletteMachine } from '../../machines/palette.machine';
import { paymentMachine } from '../../machines/payment.machine';
import { approvalRequestMachine } from '../../machines/approval-request.machine';
import type { ApiClient } from '../api/client';
import { accountFlowsEffects } from './account-flows.actors';
import { addressesEffects, addressFormEffects } from './addresses.actors';
import { analyticsEffects } from './analytics.actors';
import { cardNameFormEffects, cardsEffects } from './cards.actors';
import { subscriptionEffects } from './subscription.actors';
import { teamPurchaseEffects } from './team-purchase.actors';
import { catalogueEffects } from './catalogue.actors';
import { cancelHeldOrder, checkoutEffects, readAddressOptions, readHeldOrder } from './checkout.actors';
import { approvalRequestEffects, readSpending } from './checkout-approval.actors';
import { companyEffects, companyFormEffects, invitationFormEffects, inviteFormEffects, spendingLimitFormEffects } from './company.actors';
import { mailPreferencesFormEffects } from './mail-preferences.actors';
import { connectionEffects, watchingReach } from './connection.actors';
import { invoicesListEffects } from './invoices-list.actors';
import type { MachineEffects } from './machine-effects';
import { ordersListEffects } from './orders-list.actors';
import { paletteEffects } from './palette.actors';
import { paymentEffects } from './payment.actors';
import { gatewayReads, type Reads } from './reads.actors';
import type { orderGuideMachine } from '../../machines/order-guide.machine';
import { orderGuideEffects } from './order-guide.actors';
import type { guidePinFormMachine } from '../../machines/guide-pin-form.machine';
import { guidePinFormEffects } from './guide-pin-form.actors';
import type { quickOrderMachine } from '../../machines/quick-order.machine';
import { quickOrderEffects } from './quick-order.actors';
import type { recurringOrdersMachine } from '../../machines/recurring-orders.machine';
import type { recurringOrderFormMachine } from '../../machines/recurring-order-form.machine';
import { recurringOrderFormEffects, recurringOrdersEffects } from './recurring-orders.actors';
import type { accountStatementMachine } from '../../machines/account-statement.machine';
import { accountStatementEffects } from './account-statement.actors';
import type { invoicePaymentMachine } from '../../machines/invoice-payment.machine';
import { invoicePaymentEffects } from './invoice-payment.actors';
import type { orderApprovalsMachine } from '../../machines/order-approvals.machine';
import type { orderApprovalMachine } from '../../machines/order-approval.machine';
import { orderApprovalEffects, orderApprovalsEffects } from './order-approvals.actors';
import { approvalReads, type ApprovalReads } from './approvals-notice.actors';

/**
 * Every effect a page's machine needs, by machine: the app builds them over the gateway
 * (`gatewayEffects`), a test over fakes. Pages take theirs with `useEffects()` and hand them to
 * `usePageMachine` (a form's to `useFormMachine`).
 */
export interface Effects {
  accountFlows: MachineEffects<typeof accountFlowsMachine>;
  catalogue: MachineEffects<typeof catalogueMachine>;
  checkout: MachineEffects<typeof checkoutMachine>;
  payment: MachineEffects<typeof paymentMachine>;
  ordersList: MachineEffects<typeof ordersListMachine>;
  invoicesList: MachineEffects<typeof invoicesListMachine>;
  addresses: MachineEffects<typeof addressesMachine>;
  addressForm: MachineEffects<typeof addressFormMachine>;
  company: MachineEffects<typeof companyMachine>;
  companyForm: MachineEffects<typeof companyFormMachine>;
  inviteForm: MachineEffects<typeof inviteFormMachine>;
  spendingLimitForm: MachineEffects<typeof spendingLimitFormMachine>;
  invitationForm: MachineEffects<typeof invitationFormMachine>;
  mailPreferencesForm: MachineEffects<typeof mailPreferencesFormMachine>;
  analytics: MachineEffects<typeof analyticsMachine>;
  cards: MachineEffects<typeof cardsMachine>;
  cardNameForm: MachineEffects<typeof cardNameFormMachine>;
  subscription: MachineEffects<typeof subscriptionMachine>;
  teamPurchase: MachineEffects<typeof teamPurchaseMachine>;
  palette: MachineEffects<typeof paletteMachine>;
  connection: MachineEffects<typeof connectionMachine>;
  orderGuide: MachineEffects<typeof orderGuideMachine>;
  guidePinForm: MachineEffects<typeof guidePinFormMachine>;
  quickOrder: MachineEffects<typeof quickOrderMachine>;
  recurringOrders: MachineEffects<typeof recurringOrdersMachine>;
  recurringOrderForm: MachineEffects<typeof recurringOrderFormMachine>;
  accountStatement: MachineEffects<typeof accountStatementMachine>;
  invoicePayment: MachineEffects<typeof invoicePaymentMachine>;
  orderApprovals: MachineEffects<typeof orderApprovalsMachine>;
  orderApproval: MachineEffects<typeof orderApprovalMachine>;
  /** The approvals' count and requests, for the navigation's badge and Pedidos' notice. */
  approvalReads: ApprovalReads;
  /** The one-shot reads behind the resource machine. */
  reads: Reads;
}

export type { MachineEffects, Reads };

/** The real effects: the gateway through `client`, and the browser's storage, tabs and address bar. */
export function gatewayEffects(client: ApiClient): Effects {
  // Every page's calls are watched for a gateway out of reach: the connection banner hears of it.
  const reach = new EventTarget();
  const api = watchingReach(client, reach);
  const reads = gatewayReads(api);
  const payment = paymentEffects(api);
  const storage = checkoutEffects();
  return {
    accountFlows: accountFlowsEffects(api),
    catalogue: catalogueEffects(api),
    checkout: {
      actions: storage.actions,
      actors: {
        ...storage.actors,
        readAddressOptions: readAddressOptions(reads),
        readHeldOrder: readHeldOrder(reads),
        cancelHeldOrder: cancelHeldOrder(api),
        payment: paymentMachine.provide(payment),
        readSpending: readSpending(api),
        approvalRequest: approvalRequestMachine.provide(approvalRequestEffects(api)),
      },
    },
    payment,
    ordersList: ordersListEffects(api),
    invoicesList: invoicesListEffects(api),
    addresses: addressesEffects(api),
    addressForm: addressFormEffects(api),
    company: companyEffects(api),
    companyForm: companyFormEffects(api),
    inviteForm: inviteFormEffects(api),
    spendingLimitForm: spendingLimitFormEffects(api),
    invitationForm: invitationFormEffects(api),
    mailPreferencesForm: mailPreferencesFormEffects(api),
    analytics: analyticsEffects(api),
    cards: cardsEffects(api),
    cardNameForm: cardNameFormEffects(api),
    subscription: subscriptionEffects(api),
    teamPurchase: teamPurchaseEffects(api, reads),
    palette: paletteEffects(api),
    connection: connectionEffects(api, reach),
    orderGuide: orderGuideEffects(api),
    guidePinForm: guidePinFormEffects(api),
    quickOrder: quickOrderEffects(api),
    recurringOrders: recurringOrdersEffects(api),
    recurringOrderForm: recurringOrderFormEffects(api),
    accountStatement: accountStatementEffects(api),
    invoicePayment: invoicePaymentEffects(api),
    orderApprovals: orderApprovalsEffects(api),
    orderApproval: orderApprovalEffects(api),
    approvalReads: approvalReads(api),
    reads,
  };
}
