import { assign, setup, type SnapshotFrom } from 'xstate';
import type { ApprovalDetail, ApprovalPlaced, ApprovalState, ApprovalSummary, ApproveRequest } from '../contract/order-approvals';
import type { CurrentPrice } from '../contract/orders';
import type { CreatePaymentResponse } from '../contract/payments';
import { failedLoad } from './failed-load';
import { failureOf, hasCode, type Failure } from './failure';
import { notProvided } from './not-provided';

export interface OrderApprovalInput {
  /** The request the page's address names (`?solicitud=`). */
  id: number;
  /** A new Idempotency-Key for each approval asked with a new body, and for the payment that follows. */
  newIdempotencyKey: () => string;
}

export interface OrderApprovalContext extends OrderApprovalInput {
  detail: ApprovalDetail | null;
  /** Why the last read, approval, payment or rejection failed; null otherwise. */
  failure: Failure | null;
  /** The key of the approval being asked: made once per body, so a retry of the same one is answered once. */
  approveKey: string | null;
  /** Today's prices, from the gateway's 409 `price_changed`, for the approver to accept or not. */
  currentPrices: readonly CurrentPrice[] | null;
  /** The prices the approver accepted: sent with each approval until they go back. */
  acceptedPrices: readonly CurrentPrice[] | null;
  /** The delivery dates offered instead of the one that passed. */
  dates: readonly string[] | null;
  /** The date the approver chose instead: sent with each approval until they go back. */
  scheduledDate: string | null;
  /** The order the approval placed. */
  placed: ApprovalPlaced | null;
  /** The key of the placed order's payment, kept by its retries. */
  paymentKey: string | null;
}

export interface ApproveInput {
  id: number;
  idempotencyKey: string;
  body: ApproveRequest;
}

export interface PayInput {
  order_id: number;
  payment_method_id: number;
  idempotencyKey: string;
}

export type OrderApprovalEvent =
  | { type: 'orderApproval.retry' }
  | { type: 'orderApproval.approve' }
  /** Approve again, at the prices the gateway said are today's. */
  | { type: 'orderApproval.acceptPrices' }
  /** Approve again, for another of the dates offered. */
  | { type: 'orderApproval.approveOnDate'; date: string }
  | { type: 'orderApproval.retryDates' }
  /** The same approval again, under the same key. */
  | { type: 'orderApproval.retryApprove' }
  /** The placed order's payment again, under the same key. */
  | { type: 'orderApproval.retryPayment' }
  /** Leave a refused approval for the request as it waits. */
  | { type: 'orderApproval.back' }
  | { type: 'orderApproval.reject' }
  | { type: 'orderApproval.confirmReject'; reason: string }
  | { type: 'orderApproval.cancelReject' };

/** The reason a rejection needs, as the gateway checks it: what is wrong with `reason`, or null. */
export const maxRejectionReason = 300;
export function rejectionReasonProblem(reason: string): 'empty' | 'tooLong' | null {
  const trimmed = reason.trim();
  if (trimmed.length === 0) return 'empty';
  return trimmed.length > maxRejectionReason ? 'tooLong' : null;
}

/** What the approval asks: the prices and the date the approver accepted, when they did. */
function approveBody(context: OrderApprovalContext): ApproveRequest {
  return {
    ...(context.acceptedPrices ? { prices: context.acceptedPrices.map(({ product_id, price_unit, cxti_price }) => ({ product_id, price_unit, cxti_price })) } : {}),
    ...(context.scheduledDate ? { scheduled_date: context.scheduledDate } : {}),
  };
}

function present<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`orderApproval machine: ${what} is missing`);
  return value;
}

/** The request `fetchApproval` answered: only its done event reaches the guard and action that read this. */
const readDetail = (event: unknown) => (event as { output: ApprovalDetail }).output;

const freshAttempt = { acceptedPrices: null, currentPrices: null, scheduledDate: null, dates: null, failure: null };

export const orderApprovalMachine = setup({
  types: {
    input: {} as OrderApprovalInput,
    context: {} as OrderApprovalContext,
    events: {} as OrderApprovalEvent,
  },
  actors: {
    fetchApproval: notProvided.actor<ApprovalDetail, number>('orderApproval', 'fetchApproval'),
    approve: notProvided.actor<ApprovalPlaced, ApproveInput>('orderApproval', 'approve'),
    fetchDeliveryDates: notProvided.actor<readonly string[], void>('orderApproval', 'fetchDeliveryDates'),
    pay: notProvided.actor<CreatePaymentResponse, PayInput>('orderApproval', 'pay'),
    reject: notProvided.actor<ApprovalSummary, { id: number; reason: string }>('orderApproval', 'reject'),
  },
  actions: {
    redirectToProvider: (_, _params: { url: string }) => notProvided.action('orderApproval', 'redirectToProvider'),
    /** The request was decided here or elsewhere: the page's list reads its states again. */
    announceDecision: () => notProvided.action('orderApproval', 'announceDecision'),
    keepFailure: assign({ failure: ({ event }) => failureOf((event as { error?: unknown }).error) }),
    keepDetail: assign({ detail: ({ event }) => readDetail(event) }),
    forgetFailure: assign({ failure: null }),
    newApproveKey: assign({ approveKey: ({ context }) => context.newIdempotencyKey() }),
  },
  guards: {
    canDecide: ({ context }) => context.detail?.can_decide === true,
    /** The request just read stands in `state`: static, so the diagram names where each way leads. */
    reads: ({ event }, { state }: { state: ApprovalState }) => readDetail(event).state === state,
    pricesChanged: (_, { error }: { error: unknown }) => hasCode(error, 'price_changed') && (failureOf(error).prices?.length ?? 0) > 0,
    dateUnavailable: (_, { error }: { error: unknown }) => hasCode(error, 'scheduled_date_unavailable'),
    decidedElsewhere: (_, { error }: { error: unknown }) => hasCode(error, 'approval_decided'),
    needsPayment: (_, placed: ApprovalPlaced) => placed.needs_payment,
    offeredDate: ({ context }, { date }: { date: string }) => context.dates?.includes(date) ?? false,
    validReason: (_, { reason }: { reason: string }) => rejectionReasonProblem(reason) === null,
  },
}).createMachine({
  id: 'orderApproval',
  description:
    'One request for approval: read, then, for an admin while it waits, approved (the order placed at today’s prices, after the approver accepts them or another delivery date when those changed, and paid at once when it goes by card) or rejected with a reason.',
  context: ({ input }) => ({
    ...input,
    detail: null,
    failure: null,
    approveKey: null,
    currentPrices: null,
    acceptedPrices: null,
    dates: null,
    scheduledDate: null,
    placed: null,
    paymentKey: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the request as it stands now; one shown before stays until the answer comes.',
      tags: ['busy'],
      invoke: {
        id: 'fetchApproval',
        src: 'fetchApproval',
        input: ({ context }) => context.id,
        onDone: [
          { guard: { type: 'reads', params: { state: 'placed' } }, target: 'placed', actions: 'keepDetail' },
          { guard: { type: 'reads', params: { state: 'rejected' } }, target: 'rejected', actions: 'keepDetail' },
          { guard: { type: 'reads', params: { state: 'expired' } }, target: 'expired', actions: 'keepDetail' },
          { target: 'waiting', actions: 'keepDetail' },
        ],
        onError: { target: 'failed', actions: 'keepFailure' },
      },
    },
    failed: failedLoad<OrderApprovalContext, OrderApprovalEvent>('orderApproval.retry', 'The request could not be read: the message and a retry are shown.'),
    waiting: {
      description: 'Waiting for a decision, until it expires; an admin who did not send it may approve or reject it.',
      on: {
        'orderApproval.approve': { guard: 'canDecide', target: 'approving', actions: [assign(freshAttempt), 'newApproveKey'] },
        'orderApproval.reject': { guard: 'canDecide', target: 'confirmingReject', actions: 'forgetFailure' },
      },
    },
    approving: {
      description: 'The gateway places the order at today’s prices, once per key; a changed price or a passed date is the approver’s to accept.',
      tags: ['busy'],
      invoke: {
        id: 'approve',
        src: 'approve',
        input: ({ context }) => ({ id: context.id, idempotencyKey: present(context.approveKey, 'approveKey'), body: approveBody(context) }),
        onDone: [
          {
            guard: { type: 'needsPayment', params: ({ event }) => event.output },
            target: 'paying',
            actions: [assign({ placed: ({ event }) => event.output, paymentKey: ({ context }) => context.newIdempotencyKey() }), 'announceDecision'],
          },
          { target: 'placed', actions: [assign({ placed: ({ event }) => event.output }), 'announceDecision'] },
        ],
        onError: [
          {
            guard: { type: 'pricesChanged', params: ({ event }) => ({ error: event.error }) },
            target: 'pricesChanged',
            actions: assign({ currentPrices: ({ event }) => failureOf(event.error).prices ?? null }),
          },
          { guard: { type: 'dateUnavailable', params: ({ event }) => ({ error: event.error }) }, target: 'dateUnavailable' },
          { guard: { type: 'decidedElsewhere', params: ({ event }) => ({ error: event.error }) }, target: 'loading', actions: 'announceDecision' },
          { target: 'approveFailed', actions: 'keepFailure' },
        ],
      },
    },
    pricesChanged: {
      description: 'Prices moved since the request was sent: each changed line and the new total, to approve at them or go back.',
      on: {
        'orderApproval.acceptPrices': {
          target: 'approving',
          actions: [assign({ acceptedPrices: ({ context }) => context.currentPrices }), 'newApproveKey'],
        },
        'orderApproval.back': { target: 'waiting', actions: assign(freshAttempt) },
      },
    },
    dateUnavailable: {
      description: 'The delivery date asked for has passed: today’s dates are read for the approver to choose another.',
      initial: 'loadingDates',
      on: { 'orderApproval.back': { target: 'waiting', actions: assign(freshAttempt) } },
      states: {
        loadingDates: {
          tags: ['busy'],
          invoke: {
            id: 'fetchDeliveryDates',
            src: 'fetchDeliveryDates',
            onDone: { target: 'choosing', actions: assign({ dates: ({ event }) => event.output }) },
            onError: { target: 'datesFailed', actions: 'keepFailure' },
          },
        },
        datesFailed: {
          tags: ['error'],
          exit: 'forgetFailure',
          on: { 'orderApproval.retryDates': 'loadingDates' },
        },
        choosing: {
          on: {
            'orderApproval.approveOnDate': {
              guard: { type: 'offeredDate', params: ({ event }) => ({ date: event.date }) },
              target: '#orderApproval.approving',
              actions: [assign({ scheduledDate: ({ event }) => event.date }), 'newApproveKey'],
            },
          },
        },
      },
    },
    approveFailed: {
      description: 'The gateway refused or did not answer: the message, the same approval again (same key), or back.',
      tags: ['error'],
      exit: 'forgetFailure',
      on: {
        'orderApproval.retryApprove': 'approving',
        'orderApproval.back': { target: 'waiting', actions: assign(freshAttempt) },
      },
    },
    paying: {
      description: 'Placed, to be paid by card: its payment is opened with the method the buyer chose.',
      tags: ['busy'],
      invoke: {
        id: 'pay',
        src: 'pay',
        input: ({ context }) => {
          const placed = present(context.placed, 'placed');
          return { order_id: placed.order_id, payment_method_id: placed.payment_method_id, idempotencyKey: present(context.paymentKey, 'paymentKey') };
        },
        onDone: { target: 'redirecting', actions: { type: 'redirectToProvider', params: ({ event }) => ({ url: event.output.redirect_url }) } },
        onError: { target: 'payFailed', actions: 'keepFailure' },
      },
    },
    payFailed: {
      description: 'The order is placed but its payment could not be opened: the message and the same payment again; the order can be paid from its page too.',
      tags: ['error'],
      exit: 'forgetFailure',
      on: { 'orderApproval.retryPayment': 'paying' },
    },
    redirecting: {
      description: 'On the way to the provider’s page, or to the outcome page of a saved card’s charge.',
      tags: ['busy'],
    },
    placed: {
      description: 'Approved: the order it placed, with the way to it.',
    },
    confirmingReject: {
      description: 'The reason asked for in a dialog; a refused rejection is said there.',
      on: {
        'orderApproval.confirmReject': { guard: { type: 'validReason', params: ({ event }) => ({ reason: event.reason }) }, target: 'rejecting', actions: 'forgetFailure' },
        'orderApproval.cancelReject': { target: 'waiting', actions: 'forgetFailure' },
      },
    },
    rejecting: {
      description: 'Sending the rejection with its reason.',
      tags: ['busy'],
      invoke: {
        id: 'reject',
        src: 'reject',
        input: ({ context, event }) => ({ id: context.id, reason: (event as Extract<OrderApprovalEvent, { type: 'orderApproval.confirmReject' }>).reason.trim() }),
        onDone: {
          target: 'rejected',
          actions: [assign({ detail: ({ context, event }) => context.detail && { ...context.detail, ...event.output, can_decide: false } }), 'announceDecision'],
        },
        onError: [
          { guard: { type: 'decidedElsewhere', params: ({ event }) => ({ error: event.error }) }, target: 'loading', actions: 'announceDecision' },
          { target: 'confirmingReject', actions: 'keepFailure' },
        ],
      },
    },
    rejected: {
      description: 'Rejected: by whom, when and why.',
    },
    expired: {
      description: 'Nobody decided within the days it could wait: when it expired.',
    },
  },
});

export type OrderApprovalSnapshot = SnapshotFrom<typeof orderApprovalMachine>;
