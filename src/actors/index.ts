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
import type { invitationFormMachine } from '../../machines/invitation-form.machine';
import type { checkoutMachine } from '../../machines/checkout.machine';
import type { invoicesListMachine } from '../../machines/invoices-list.machine';
import type { ordersListMachine } from '../../machines/orders-list.machine';
import type { paletteMachine } from '../../machines/palette.machine';
import { paymentMachine } from '../../machines/payment.machine';
import type { ApiClient } from '../api/client';
import { accountFlowsActors } from './account-flows.actors';
import { addressesActors, addressFormActors } from './addresses.actors';
import { analyticsImplementations } from './analytics.actors';
import { cardNameFormEffects, cardsImplementations } from './cards.actors';
import { subscriptionImplementations } from './subscription.actors';
import { teamPurchaseImplementations } from './team-purchase.actors';
import { catalogueImplementations } from './catalogue.actors';
import { checkoutImplementations, readAddressOptions } from './checkout.actors';
import { companyActors, companyFormEffects, invitationFormEffects, inviteFormEffects } from './company.actors';
import { connectionImplementations, watchingReach } from './connection.actors';
import { invoicesListImplementations } from './invoices-list.actors';
import { ordersListImplementations } from './orders-list.actors';
import { paletteImplementations } from './palette.actors';
import { paymentImplementations } from './payment.actors';
import { gatewayReads, type Reads } from './reads.actors';

/** What `machine.provide()` takes: the machine's actors, actions, guards and delays. */
type Implementations<Machine extends { provide: (implementations: never) => unknown }> = NonNullable<Parameters<Machine['provide']>[0]>;

/**
 * Every effect a page's machine needs, by machine: the app builds them over the gateway
 * (`gatewayEffects`), a test over fakes. Pages take theirs with `useEffects()` and `provide` them.
 */
export interface Effects {
  accountFlows: Implementations<typeof accountFlowsMachine>;
  catalogue: Implementations<typeof catalogueMachine>;
  checkout: Implementations<typeof checkoutMachine>;
  payment: Implementations<typeof paymentMachine>;
  ordersList: Implementations<typeof ordersListMachine>;
  invoicesList: Implementations<typeof invoicesListMachine>;
  addresses: Implementations<typeof addressesMachine>;
  addressForm: Implementations<typeof addressFormMachine>;
  company: Implementations<typeof companyMachine>;
  companyForm: Implementations<typeof companyFormMachine>;
  inviteForm: Implementations<typeof inviteFormMachine>;
  invitationForm: Implementations<typeof invitationFormMachine>;
  analytics: Implementations<typeof analyticsMachine>;
  cards: Implementations<typeof cardsMachine>;
  cardNameForm: Implementations<typeof cardNameFormMachine>;
  subscription: Implementations<typeof subscriptionMachine>;
  teamPurchase: Implementations<typeof teamPurchaseMachine>;
  palette: Implementations<typeof paletteMachine>;
  connection: Implementations<typeof connectionMachine>;
  /** The one-shot reads behind the resource machine. */
  reads: Reads;
}

export type { Reads };

/** The real effects: the gateway through `client`, and the browser's storage, tabs and address bar. */
export function gatewayEffects(client: ApiClient): Effects {
  // Every page's calls are watched for a gateway out of reach: the connection banner hears of it.
  const reach = new EventTarget();
  const api = watchingReach(client, reach);
  const reads = gatewayReads(api);
  const payment = paymentImplementations(api);
  const storage = checkoutImplementations();
  return {
    accountFlows: { actors: accountFlowsActors(api) },
    catalogue: catalogueImplementations(api),
    checkout: {
      actions: storage.actions,
      actors: { ...storage.actors, readAddressOptions: readAddressOptions(reads), payment: paymentMachine.provide(payment) },
    },
    payment,
    ordersList: ordersListImplementations(api),
    invoicesList: invoicesListImplementations(api),
    addresses: { actors: addressesActors(api) },
    addressForm: { actors: addressFormActors(api) },
    company: { actors: companyActors(api) },
    companyForm: companyFormEffects(api),
    inviteForm: inviteFormEffects(api),
    invitationForm: invitationFormEffects(api),
    analytics: analyticsImplementations(api),
    cards: cardsImplementations(api),
    cardNameForm: cardNameFormEffects(api),
    subscription: subscriptionImplementations(api),
    teamPurchase: teamPurchaseImplementations(api, reads),
    palette: paletteImplementations(api),
    connection: connectionImplementations(api, reach),
    reads,
  };
}
