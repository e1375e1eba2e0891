import { assign, setup, type SnapshotFrom } from 'xstate';
import type { InvoicePaymentRow } from '../contract/invoice-payment';
import { failedLoad } from './failed-load';
import { failureOf, type Failure } from './failure';
import { notProvided } from './not-provided';

export interface InvoicePaymentContext {
  rows: readonly InvoicePaymentRow[];
  /** Why the list could not be read; set only while `failed` holds. */
  failure: Failure | null;
}

export type InvoicePaymentEvent = { type: 'invoicePayment.retry' };

export const invoicePaymentMachine = setup({
  types: {
    context: {} as InvoicePaymentContext,
    events: {} as InvoicePaymentEvent,
  },
  actors: {
    fetchInvoicePayment: notProvided.actor<readonly InvoicePaymentRow[], void>('invoicePayment', 'fetchInvoicePayment'),
  },
}).createMachine({
  id: 'invoicePayment',
  description: 'Invoice payment: the company\'s list, read once, shown, or failed with a retry.',
  context: { rows: [], failure: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the list; a list shown before stays until the answer comes.',
      tags: ['busy'],
      invoke: {
        id: 'fetchInvoicePayment',
        src: 'fetchInvoicePayment',
        onDone: { target: 'loaded', actions: assign({ rows: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    failed: failedLoad<InvoicePaymentContext, InvoicePaymentEvent>('invoicePayment.retry', 'The list could not be read: the message and a retry are shown.'),
    loaded: {
      description: 'The list, or the empty page when it has no rows.',
    },
  },
});

export type InvoicePaymentSnapshot = SnapshotFrom<typeof invoicePaymentMachine>;
