import type { ReactNode } from 'react';
import { fromCallback } from 'xstate';
import type { ConnectionEvent } from '../../machines/connection.machine';
import { gatewayEffects } from '../../src/actors';
import { api } from '../../src/app/api';
import { EffectsContext, type Effects, type Reads } from '../../src/kernel/effects';

const notInThisTest = (name: string) => () => Promise.reject(new Error(`read "${name}" was not provided by this test`));

/**
 * The app's effects for a view test: what the test hands over, and for everything else the machines'
 * own defaults, which fail loudly if a page uses them.
 */
export function fakeEffects(overrides: Partial<Omit<Effects, 'reads'>> & { reads?: Partial<Reads> } = {}): Effects {
  const { reads, ...machines } = overrides;
  return {
    accountFlows: {},
    catalogue: {},
    checkout: {},
    payment: {},
    ordersList: {},
    invoicesList: {},
    addresses: {},
    addressForm: {},
    company: {},
    companyForm: {},
    inviteForm: {},
    spendingLimitForm: {},
    invitationForm: {},
    mailPreferencesForm: {},
    analytics: {},
    cards: {},
    cardNameForm: {},
    subscription: {},
    teamPurchase: {},
    palette: {},
    // The shell draws the connection banner on every page: its machine listens for a lost connection, and in
    // a view test none is ever lost. (Left unprovided, its listener threw after the test, into the next file.)
    connection: { actors: { signals: fromCallback<ConnectionEvent>(() => undefined) } },
    orderGuide: {},
    guidePinForm: {},
    quickOrder: {},
    recurringOrders: {},
    recurringOrderForm: {},
    accountStatement: {},
    invoicePayment: {},
    orderApprovals: {},
    orderApproval: {},
    approvalReads: { waiting: notInThisTest('approvalReads.waiting'), requests: notInThisTest('approvalReads.requests') },
    ...machines,
    reads: {
      product: notInThisTest('product'),
      order: notInThisTest('order'),
      addresses: notInThisTest('addresses'),
      deliveryOptions: notInThisTest('deliveryOptions'),
      paymentMethods: notInThisTest('paymentMethods'),
      creditLine: notInThisTest('creditLine'),
      invitation: notInThisTest('invitation'),
      mailPreferences: notInThisTest('mailPreferences'),
      recurringOrders: notInThisTest('recurringOrders'),
      ...reads,
    },
  };
}

/**
 * The app's own effects, over this test's fetch and storage, with some replaced: for a test that walks
 * through the real route table and fakes only the calls it is about.
 */
export function appEffects(overrides: Partial<Effects> = {}): Effects {
  return { ...gatewayEffects(api), ...overrides };
}

/** Provides `effects` the way the app provides the gateway's. */
export function WithEffects({ effects, children }: { effects: Effects; children: ReactNode }) {
  return <EffectsContext.Provider value={effects}>{children}</EffectsContext.Provider>;
}
