import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ApprovalReason, ApprovalSent } from '../contract/order-approvals';
import type { CreateSalesOrderRequest } from '../contract/orders';
import { failureOf, hasCode, refusalOr, type Failure } from './failure';
import { notProvided } from './not-provided';

export const approvalSendFailedLog = 'Error al enviar el pedido para aprobación';

/** What the buyer is told when the gateway gave no reason of its own (no connection, a 5xx). */
export const approvalSendFailed: Failure = { code: 'approval_send_failed' };

/** The order Pago composed and the rule it breaks, as the checkout hands them over. */
export interface ApprovalRequestInput {
  order: CreateSalesOrderRequest;
  reason: ApprovalReason;
  newIdempotencyKey: () => string;
}

export interface SendForApprovalInput {
  order: CreateSalesOrderRequest;
  idempotencyKey: string;
}

/**
 * How the request ends for the checkout: saved, waiting for an admin; refused at stale prices (the cart
 * takes the current ones); or refused because the order needs no approval after all (the limits changed).
 */
export type ApprovalRequestOutcome = 'sent' | 'priceChanged' | 'notNeeded';

export interface ApprovalRequestOutput {
  outcome: ApprovalRequestOutcome | null;
  sent: ApprovalSent | null;
  failure: Failure | null;
}

export interface ApprovalRequestContext {
  order: CreateSalesOrderRequest;
  reason: ApprovalReason;
  /** Made once per request: a retry after a lost answer finds the request already saved, never a second one. */
  idempotencyKey: string;
  failure: Failure | null;
  sent: ApprovalSent | null;
  outcome: ApprovalRequestOutcome | null;
}

export type ApprovalRequestEvent = { type: 'approval.send' } | { type: 'approval.retry' };

export const approvalRequestMachine = setup({
  types: {
    context: {} as ApprovalRequestContext,
    events: {} as ApprovalRequestEvent,
    input: {} as ApprovalRequestInput,
    output: {} as ApprovalRequestOutput,
  },
  actors: {
    sendForApproval: notProvided.actor<ApprovalSent, SendForApprovalInput>('approvalRequest', 'sendForApproval'),
  },
  actions: {
    logError: (_, _params: { message: string; error: unknown }) => notProvided.action('approvalRequest', 'logError'),
    /** How the request ends for the checkout that invoked it, and why when it was refused. */
    end: assign((_, { outcome, failure }: { outcome: ApprovalRequestOutcome; failure: Failure | null }) => ({ outcome, failure })),
  },
  guards: {
    isPriceChange: (_, { error }: { error: unknown }) => hasCode(error, 'price_changed'),
    isNotNeeded: (_, { error }: { error: unknown }) => hasCode(error, 'approval_not_needed'),
  },
}).createMachine({
  id: 'approvalRequest',
  description:
    "Pago's order that breaks the buyer's spending rule, sent for an admin's approval instead of placed: composed with " +
    'the reason shown, sent once under its key when the buyer asks, and retried under the same key after a failure.',
  context: ({ input }) => ({
    order: input.order,
    reason: input.reason,
    idempotencyKey: input.newIdempotencyKey(),
    failure: null,
    sent: null,
    outcome: null,
  }),
  output: ({ context }) => ({ outcome: context.outcome, sent: context.sent, failure: context.failure }),
  initial: 'draft',
  states: {
    draft: {
      description: 'The order composed and the rule it breaks shown, waiting for the buyer to send it.',
      on: { 'approval.send': 'sending' },
    },
    sending: {
      description: 'The gateway saves the order as "Por aprobar"; the checkout holds the order meanwhile.',
      tags: ['busy'],
      entry: assign({ failure: null }),
      invoke: {
        id: 'sendForApproval',
        src: 'sendForApproval',
        input: ({ context }) => ({ order: context.order, idempotencyKey: context.idempotencyKey }),
        onDone: {
          target: 'sent',
          actions: [assign({ sent: ({ event }) => event.output }), { type: 'end', params: { outcome: 'sent', failure: null } }],
        },
        onError: [
          {
            guard: { type: 'isPriceChange', params: ({ event }) => ({ error: event.error }) },
            target: 'pricesChanged',
            actions: { type: 'end', params: ({ event }) => ({ outcome: 'priceChanged', failure: failureOf(event.error) }) },
          },
          {
            guard: { type: 'isNotNeeded', params: ({ event }) => ({ error: event.error }) },
            target: 'notNeeded',
            actions: { type: 'end', params: ({ event }) => ({ outcome: 'notNeeded', failure: failureOf(event.error) }) },
          },
          {
            target: 'failed',
            actions: [
              assign({ failure: ({ event }) => refusalOr(event.error, approvalSendFailed) }),
              { type: 'logError', params: ({ event }) => ({ message: approvalSendFailedLog, error: event.error }) },
            ],
          },
        ],
      },
    },
    failed: {
      description: 'Not saved, or its answer lost: why, and a retry under the same key. Nothing of the order is lost.',
      tags: ['error'],
      on: { 'approval.retry': 'sending' },
    },
    sent: {
      description: 'Saved for approval: the checkout starts the cart afresh and shows the request and its expiry.',
      type: 'final',
    },
    pricesChanged: {
      description: 'The gateway refused stale prices and listed the current ones: nothing was saved.',
      type: 'final',
    },
    notNeeded: {
      description: 'The limits changed meanwhile and the order needs no approval: nothing was saved; the checkout offers "Pagar" again.',
      type: 'final',
    },
  },
});

export type ApprovalRequestActor = ActorRefFrom<typeof approvalRequestMachine>;
export type ApprovalRequestSnapshot = SnapshotFrom<typeof approvalRequestMachine>;
