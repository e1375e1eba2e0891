import { assign, setup, type SnapshotFrom } from 'xstate';
import type { ApprovalDetail, ApprovalLine, ApprovalSummary } from '../contract/order-approvals';
import { unitsOfMeasure } from '../contract/vocabulary';
import type { CartAddition } from './checkout.cart';
import { failedLoad } from './failed-load';
import { failureOf, type Failure } from './failure';
import { notProvided } from './not-provided';

/** Putting a request's lines back in the cart, and how it went, told beside the request it was asked for. */
export type CartRebuild = { id: number; outcome: 'reading' | 'added' | 'refused' } | { id: number; outcome: 'failed'; failure: Failure };

export interface OrderApprovalsContext {
  /** Waiting requests first, oldest first (the next to expire); then the decided ones, latest first. */
  rows: readonly ApprovalSummary[];
  /** Why the list could not be read; set only while `failed` holds. */
  failure: Failure | null;
  /** The last "Volver a armar el carrito" and how it went. */
  rebuild: CartRebuild | null;
}

export type OrderApprovalsEvent =
  | { type: 'orderApprovals.retry' }
  /** A request was decided in its detail: the list reads its states again. */
  | { type: 'orderApprovals.reload' }
  /** Put a rejected or expired request's lines back in the buyer's cart. */
  | { type: 'orderApprovals.rebuild'; id: number }
  /** The cart's answer to `putInCart`, told by the page within the same send. */
  | { type: 'orderApprovals.cartAnswered'; added: boolean };

/** When a request was settled: decided by someone, or left to expire. */
const settledAt = (row: ApprovalSummary) => row.decided_at ?? row.expires_at;

/** The list as the page shows it: what still waits comes first, the one closest to expiring on top. */
export function inPageOrder(rows: readonly ApprovalSummary[]): ApprovalSummary[] {
  const at = (instant: string) => Date.parse(instant);
  const waiting = rows.filter((row) => row.state === 'waiting').sort((a, b) => at(a.created_at) - at(b.created_at));
  const settled = rows.filter((row) => row.state !== 'waiting').sort((a, b) => at(settledAt(b)) - at(settledAt(a)));
  return [...waiting, ...settled];
}

/** Only what was not placed can be ordered again from its lines. */
export const isRebuildable = (row: Pick<ApprovalSummary, 'state'>) => row.state === 'rejected' || row.state === 'expired';

const unitOf = (uom: string) => unitsOfMeasure.find((unit) => unit === uom);

/**
 * A request's lines as cart additions, at the prices the buyer saw then: the checkout prices every line
 * again at payment and answers 409 with today's should they have moved.
 */
export function cartAdditionsOf(lines: readonly ApprovalLine[]): CartAddition[] {
  return lines.map((line) => ({
    product: {
      id: line.product_id,
      product_name: line.name,
      list_price: line.price_unit,
      cxti_price: line.cxti_price,
      original_price: line.price_unit,
      unit: unitOf(line.uom),
    },
    quantity: line.quantity,
  }));
}

export const orderApprovalsMachine = setup({
  types: {
    context: {} as OrderApprovalsContext,
    events: {} as OrderApprovalsEvent,
  },
  actors: {
    fetchOrderApprovals: notProvided.actor<readonly ApprovalSummary[], void>('orderApprovals', 'fetchOrderApprovals'),
    fetchApprovalLines: notProvided.actor<ApprovalDetail, number>('orderApprovals', 'fetchApprovalLines'),
  },
  actions: {
    /** The page hands the lines to the buyer's cart and answers `orderApprovals.cartAnswered`. */
    putInCart: (_, _additions: CartAddition[]) => notProvided.action('orderApprovals', 'putInCart'),
  },
  guards: {
    rebuildable: ({ context }, { id }: { id: number }) => context.rows.some((row) => row.id === id && isRebuildable(row)),
  },
}).createMachine({
  id: 'orderApprovals',
  description:
    'Aprobaciones: the requests an admin decides (every one of the company) or a buyer sent (their own), read once and again after a decision; a rejected or expired one can be put back in the cart.',
  context: { rows: [], failure: null, rebuild: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the list; a list shown before stays until the answer comes.',
      tags: ['busy'],
      invoke: {
        id: 'fetchOrderApprovals',
        src: 'fetchOrderApprovals',
        onDone: { target: 'loaded', actions: assign({ rows: ({ event }) => inPageOrder(event.output) }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    failed: failedLoad<OrderApprovalsContext, OrderApprovalsEvent>('orderApprovals.retry', 'The list could not be read: the message and a retry are shown.'),
    loaded: {
      description: 'The list, or the empty page when it has no rows.',
      on: {
        'orderApprovals.reload': { target: 'loading', actions: assign({ rebuild: null }) },
        'orderApprovals.rebuild': {
          guard: { type: 'rebuildable', params: ({ event }) => ({ id: event.id }) },
          target: 'rebuilding',
          actions: assign({ rebuild: ({ event }) => ({ id: event.id, outcome: 'reading' as const }) }),
        },
      },
    },
    rebuilding: {
      description: "Reading the request's lines; once read they go to the cart, which answers at once.",
      tags: ['busy'],
      invoke: {
        id: 'fetchApprovalLines',
        src: 'fetchApprovalLines',
        input: ({ context }) => context.rebuild?.id ?? 0,
        onDone: { target: 'handingToCart', actions: { type: 'putInCart', params: ({ event }) => cartAdditionsOf(event.output.lines) } },
        onError: {
          target: 'loaded',
          actions: assign({ rebuild: ({ context, event }) => ({ id: context.rebuild?.id ?? 0, outcome: 'failed' as const, failure: failureOf(event.error) }) }),
        },
      },
    },
    handingToCart: {
      description: "The lines were handed to the buyer's cart; its answer says whether they went in.",
      on: {
        'orderApprovals.cartAnswered': {
          target: 'loaded',
          actions: assign({ rebuild: ({ context, event }) => ({ id: context.rebuild?.id ?? 0, outcome: event.added ? ('added' as const) : ('refused' as const) }) }),
        },
      },
    },
  },
});

export type OrderApprovalsSnapshot = SnapshotFrom<typeof orderApprovalsMachine>;
