import { assign, setup, type SnapshotFrom } from 'xstate';
import type { InvoicePaymentStarted, InvoicePaymentStatus } from '../contract/invoice-payment';
import type { InvoiceListRow } from '../contract/lists';
import type { PaymentMethod } from '../contract/payments';
import { failedLoad } from './failed-load';
import { failureOf, type Failure } from './failure';
import { notProvided } from './not-provided';

/** What the pay page needs to offer the chosen invoices: those still owed, those not, and the cards. */
export interface InvoiceChoice {
  /** The chosen invoices that can be paid, in the order Facturas showed them. */
  invoices: readonly InvoiceListRow[];
  /** The chosen ones that cannot (paid meanwhile, or not found): named, never paid. */
  unavailable: readonly string[];
  /** The card on the provider's page and the saved cards that have not expired. */
  methods: readonly PaymentMethod[];
}

export interface InvoicePaymentInput {
  /** The invoices chosen in Facturas (`?facturas=`); empty when the page shows a payment. */
  invoiceIds: readonly number[];
  /** The payment the provider sent the payer back with (`?pago=`); null while choosing. */
  paymentId: string | null;
}

export interface InvoicePaymentContext extends InvoicePaymentInput {
  choice: InvoiceChoice | null;
  methodId: number | null;
  status: InvoicePaymentStatus | null;
  /** Why the last read, payment or receipt failed; null otherwise. */
  failure: Failure | null;
}

export type InvoicePaymentEvent =
  | { type: 'invoicePayment.retry' }
  | { type: 'invoicePayment.method'; id: number }
  | { type: 'invoicePayment.pay' }
  | { type: 'invoicePayment.check' }
  | { type: 'invoicePayment.payAgain' }
  | { type: 'invoicePayment.receipt' };

/** The primary saved card when it can pay, else the first one that can, else the provider's page. */
export function preferredMethod(methods: readonly PaymentMethod[]): number | null {
  const current = methods.filter((method) => method.code === 'card' || method.card?.state !== 'expired');
  const primary = current.find((method) => method.card?.is_primary);
  return (primary ?? current.find((method) => method.code === 'saved_card') ?? current[0])?.id ?? null;
}

/** How often a payment the bank is still deciding is asked about again while its page is open. */
export const pendingRecheckMs = 5_000;

export const invoicePaymentMachine = setup({
  types: {
    input: {} as InvoicePaymentInput,
    context: {} as InvoicePaymentContext,
    events: {} as InvoicePaymentEvent,
  },
  actors: {
    loadChoice: notProvided.actor<InvoiceChoice, readonly number[]>('invoicePayment', 'loadChoice'),
    startPayment: notProvided.actor<InvoicePaymentStarted, { invoiceIds: readonly number[]; methodId: number }>('invoicePayment', 'startPayment'),
    fetchStatus: notProvided.actor<InvoicePaymentStatus, string>('invoicePayment', 'fetchStatus'),
    downloadReceipt: notProvided.actor<void, string>('invoicePayment', 'downloadReceipt'),
  },
  actions: {
    redirectToProvider: (_, _params: { url: string }) => notProvided.action('invoicePayment', 'redirectToProvider'),
    keepFailure: assign({ failure: ({ event }) => failureOf((event as { error?: unknown }).error) }),
    forgetFailure: assign({ failure: null }),
  },
  guards: {
    returningFromProvider: ({ context }) => context.paymentId !== null,
    nothingChosen: ({ context }) => context.invoiceIds.length === 0,
    nothingPayable: (_, params: { choice: InvoiceChoice }) => params.choice.invoices.length === 0,
    canPay: ({ context }) => context.methodId !== null && (context.choice?.methods.some((method) => method.id === context.methodId) ?? false),
    offered: ({ context }, params: { id: number }) => context.choice?.methods.some((method) => method.id === params.id) ?? false,
    isApproved: (_, params: { status: InvoicePaymentStatus }) => params.status.status === 'approved',
    isRejected: (_, params: { status: InvoicePaymentStatus }) => params.status.status === 'rejected',
  },
}).createMachine({
  id: 'invoicePayment',
  description:
    'Paying chosen invoices in one card payment: the choice is read, a card chosen and paid (a saved one is charged at once, a typed one on the provider’s page), and the outcome is always asked of the gateway when the payer comes back.',
  context: ({ input }) => ({ ...input, choice: null, methodId: null, status: null, failure: null }),
  initial: 'start',
  states: {
    start: {
      description: 'Back from the provider with a payment, or here with invoices chosen in Facturas, or with none.',
      always: [{ guard: 'returningFromProvider', target: 'checking' }, { guard: 'nothingChosen', target: 'nothingToPay' }, { target: 'loading' }],
    },
    loading: {
      description: 'Reading the chosen invoices as they stand now, and the cards that can pay them.',
      tags: ['busy'],
      invoke: {
        id: 'loadChoice',
        src: 'loadChoice',
        input: ({ context }) => context.invoiceIds,
        onDone: [
          {
            guard: { type: 'nothingPayable', params: ({ event }) => ({ choice: event.output }) },
            target: 'nothingToPay',
            actions: assign({ choice: ({ event }) => event.output }),
          },
          { target: 'choosing', actions: assign({ choice: ({ event }) => event.output, methodId: ({ event }) => preferredMethod(event.output.methods) }) },
        ],
        onError: { target: 'failed', actions: 'keepFailure' },
      },
    },
    failed: failedLoad<InvoicePaymentContext, InvoicePaymentEvent>('invoicePayment.retry', 'The invoices or the cards could not be read: the message and a retry are shown.'),
    nothingToPay: {
      description: 'No invoice chosen is still owed (or none was chosen): said, with the way back to Facturas.',
    },
    choosing: {
      description: 'The invoices, their total and the cards; a refused payment is said here, nothing lost.',
      on: {
        'invoicePayment.method': { guard: { type: 'offered', params: ({ event }) => ({ id: event.id }) }, actions: assign({ methodId: ({ event }) => event.id }) },
        'invoicePayment.pay': { guard: 'canPay', target: 'paying', actions: 'forgetFailure' },
      },
    },
    paying: {
      description: 'One request per press: the gateway reserves the invoices and opens the payment.',
      tags: ['busy'],
      invoke: {
        id: 'startPayment',
        src: 'startPayment',
        input: ({ context }) => ({ invoiceIds: (context.choice?.invoices ?? []).map((invoice) => invoice.id), methodId: context.methodId ?? 0 }),
        onDone: { target: 'redirecting', actions: { type: 'redirectToProvider', params: ({ event }) => ({ url: event.output.redirect_url }) } },
        onError: { target: 'choosing', actions: 'keepFailure' },
      },
    },
    redirecting: {
      description: 'On the way to the provider’s page, or back here with the saved card’s outcome.',
      tags: ['busy'],
    },
    checking: {
      description: 'Asking the gateway how the payment stands; it asks the provider while it is pending.',
      tags: ['busy'],
      invoke: {
        id: 'fetchStatus',
        src: 'fetchStatus',
        input: ({ context }) => context.paymentId ?? '',
        onDone: [
          { guard: { type: 'isApproved', params: ({ event }) => ({ status: event.output }) }, target: 'approved', actions: assign({ status: ({ event }) => event.output }) },
          { guard: { type: 'isRejected', params: ({ event }) => ({ status: event.output }) }, target: 'rejected', actions: assign({ status: ({ event }) => event.output }) },
          { target: 'pending', actions: assign({ status: ({ event }) => event.output }) },
        ],
        onError: { target: 'checkFailed', actions: 'keepFailure' },
      },
    },
    checkFailed: {
      description: 'The gateway could not be asked: the payment may still be going through, so nothing is said about it but the retry.',
      tags: ['error'],
      exit: 'forgetFailure',
      on: { 'invoicePayment.retry': 'checking' },
    },
    approved: {
      description: 'Paid: every invoice is Pagado, with the receipt to download.',
      on: { 'invoicePayment.receipt': { target: 'downloadingReceipt', actions: 'forgetFailure' } },
    },
    downloadingReceipt: {
      description: 'Preparing the receipt’s PDF; a failure is said beside the button, the payment shown as it was.',
      tags: ['busy'],
      invoke: {
        id: 'downloadReceipt',
        src: 'downloadReceipt',
        input: ({ context }) => context.paymentId ?? '',
        onDone: 'approved',
        onError: { target: 'approved', actions: 'keepFailure' },
      },
    },
    rejected: {
      description: 'Declined (or given back): no invoice changed; the reason, and paying the same invoices again.',
      on: {
        'invoicePayment.payAgain': {
          target: 'loading',
          actions: assign({ invoiceIds: ({ context }) => (context.status?.invoices ?? []).map((invoice) => invoice.id), paymentId: null, status: null }),
        },
      },
    },
    pending: {
      description: 'The bank is still deciding: no invoice changed yet; asked again every few seconds or on request.',
      after: { [pendingRecheckMs]: 'checking' },
      on: { 'invoicePayment.check': 'checking' },
    },
  },
});

export type InvoicePaymentSnapshot = SnapshotFrom<typeof invoicePaymentMachine>;
