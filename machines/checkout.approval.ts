import type { ApprovalReason } from '../contract/order-approvals';
import type { BuyerSpending } from '../contract/spending-limits';
import type { ApprovalRequestOutcome, ApprovalRequestOutput, ApprovalRequestSnapshot } from './approval-request.machine';
import { approvalReasonOfFailure } from './checkout.approval-reason';
import { notices } from './checkout.notices';
import { orderFromCheckout } from './checkout.order';
import { sameJson, totalsOf } from './checkout.selectors';
import { outputOf, persist, refusedWhileSending, type PaymentDone } from './checkout.transitions';
import type { ApprovalDraft, CheckoutApproval, CheckoutContext } from './checkout.types';
import type { PaymentOutput } from './payment.types';
import { approvalReasonFor } from './rules/spending-limits';

/**
 * Pago's branch for an order that breaks the buyer's spending rule: the verdict, the request it composes,
 * and the pieces of the chart that read the rule and run the approval-request machine.
 *
 * The verdict is the gateway's word when it refused to place the order (409 `approval_required`), else
 * the rule read on entering Pago applied to the total the checkout shows. An unread rule (the read
 * failed, or has not answered) is no verdict: the gateway judges when the order is placed.
 */

export const noApproval: CheckoutApproval = { spending: null, required: null, draft: null, unneeded: null, sent: null };

type Judged = Pick<CheckoutContext, 'approval' | 'items' | 'isClubMember' | 'delivery' | 'discount'>;

/** Why Pago's order needs approval, or null: it is placed as usual. */
export function approvalReasonOf(context: Judged): ApprovalReason | null {
  const { spending, required, unneeded } = context.approval;
  if (required) return required;
  if (unneeded || !spending?.applies) return null;
  return approvalReasonFor(spending.rule, totalsOf(context).total, spending.spent);
}

/** The request Pago sends for approval now; null when the order is placed as usual or still lacks a choice. */
export function approvalDraftOf(context: CheckoutContext): ApprovalDraft | null {
  const ready = orderFromCheckout(context);
  const reason = ready && approvalReasonOf(context);
  return ready && reason ? { order: ready.order, reason } : null;
}

export const approvalGuards = {
  /** Pago's order breaks the rule (or the gateway said so) and has every choice: it goes for approval. */
  needsApproval: ({ context }: { context: CheckoutContext }) => approvalDraftOf(context) !== null,
  /** The composed request is no longer the one Pago would send: the order or the verdict changed. */
  isApprovalOutdated: ({ context }: { context: CheckoutContext }) => !sameJson(context.approval.draft, approvalDraftOf(context)),
  /** The payment placed no order because it needs approval, and the refusal named the rule. */
  isApprovalRequired: (_: unknown, output: PaymentOutput) => output.outcome === 'orderFailed' && approvalReasonOfFailure(output.failure) !== null,
  isSendingApproval: (_: unknown, { snapshot }: { snapshot: ApprovalRequestSnapshot }) => snapshot.value === 'sending',
  isApprovalOutcome: (_: unknown, { output, outcome }: { output: ApprovalRequestOutput; outcome: ApprovalRequestOutcome }) => output.outcome === outcome,
};

/** Pago reads the buyer's rule and period; if it cannot, the order goes on as before and the gateway judges. */
export const readSpending = {
  id: 'readSpending',
  src: 'readSpending',
  onDone: { actions: { type: 'noteApproval', params: ({ event }: { event: { output: BuyerSpending } }) => ({ spending: event.output }) } },
  onError: {
    actions: { type: 'logError', params: ({ event }: { event: { error: unknown } }) => ({ message: 'Error reading the spending limits', error: event.error }) },
  },
} as const;

/** Leaving Pago forgets what was read and said there; a request the gateway saved stays shown. */
export const forgetSpending = { type: 'noteApproval', params: { spending: null, required: null, unneeded: null } } as const;

/** The gateway would not place the order: it goes for approval, for the rule the gateway named. */
export const approvalRequired = {
  guard: { type: 'isApprovalRequired', params: outputOf },
  target: 'approval',
  actions: ['forgetAttempt', { type: 'noteApproval', params: ({ event }: { event: PaymentDone }) => ({ required: approvalReasonOfFailure(event.output.failure), unneeded: null }) }],
} as const;

const composeApproval = { type: 'noteApproval', params: ({ context }: { context: CheckoutContext }) => ({ draft: approvalDraftOf(context) }) } as const;
const dropApprovalDraft = { type: 'noteApproval', params: { draft: null } } as const;

type ApprovalDone = { event: { output: ApprovalRequestOutput } };
const ended = (outcome: ApprovalRequestOutcome) => ({
  type: 'isApprovalOutcome' as const,
  params: ({ event }: ApprovalDone) => ({ output: event.output, outcome }),
});

/**
 * The approval-request machine, over the composed draft. The checkout follows its snapshots: the order is
 * held only while it is on its way (before, it may still change; after a failure, a changed order is a new
 * request under a new key). Saved, the cart starts afresh; stale prices refresh it as a payment's would;
 * not needed after all, Pago offers "Pagar" again and says why.
 */
const approvalRequest = {
  id: 'approvalRequest',
  src: 'approvalRequest',
  input: ({ context }: { context: CheckoutContext }) => ({ ...context.approval.draft!, newIdempotencyKey: context.newIdempotencyKey }),
  onSnapshot: [
    { guard: { type: 'isSendingApproval', params: ({ event }: { event: { snapshot: ApprovalRequestSnapshot } }) => ({ snapshot: event.snapshot }) }, target: '.sending' },
    { target: '.open' },
  ],
  onDone: [
    {
      guard: ended('sent'),
      target: '#checkout.editing.carrito',
      actions: ['resetCart', { type: 'noteApproval', params: ({ event }: ApprovalDone) => ({ sent: event.output.sent }) }],
    },
    {
      guard: ended('priceChanged'),
      target: 'choosing',
      actions: [
        { type: 'applyPrices', params: ({ event }: ApprovalDone) => ({ prices: event.output.failure?.prices ?? [] }) },
        { type: 'showNotice', params: () => notices.pricesUpdated() },
        persist,
      ],
    },
    { target: 'choosing', actions: { type: 'noteApproval', params: ({ event }: ApprovalDone) => ({ required: null, unneeded: event.output.failure }) } },
  ],
  onError: {
    target: 'choosing',
    actions: { type: 'logError', params: ({ event }: { event: { error: unknown } }) => ({ message: 'Error sending the order for approval', error: event.error }) },
  },
} as const;

/** Pago's state for an order that goes for approval: composed on entry, held only while it is on its way. */
export const approvalState = {
  description: "The order breaks the buyer's spending rule: the approval-request machine shows why and sends it for approval instead of placing it.",
  entry: composeApproval,
  exit: dropApprovalDraft,
  invoke: approvalRequest,
  initial: 'open',
  states: {
    open: {
      description: 'Not on its way: a changed order, or one that no longer needs approval, is composed anew.',
      always: { guard: 'isApprovalOutdated', target: '#checkout.editing.pago.choosing' },
    },
    sending: {
      description: 'On its way to the gateway: the order is held as sent.',
      tags: ['paymentHeld', 'busy'],
      on: refusedWhileSending,
    },
  },
} as const;
