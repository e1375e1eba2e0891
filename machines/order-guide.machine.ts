import { assign, setup, type SnapshotFrom } from 'xstate';
import type { OrderGuide, OrderGuideChoice, OrderGuideLine } from '../contract/order-guide';
import { cartProductOf } from './catalogue.machine';
import type { CartAddition } from './checkout.cart';
import { failedLoad } from './failed-load';
import { failureOf, type Failure } from './failure';
import { notProvided } from './not-provided';
import { fitQuantity } from './rules/quantity';

/** What a buyer asked of one product of the guide, sent to the gateway. */
export interface PendingChoice {
  productId: number;
  choice: OrderGuideChoice;
}

export interface OrderGuideContext {
  guide: OrderGuide | null;
  /** The quantity each line goes to the cart with, by product id: its usual one until the buyer changes it. */
  quantities: Readonly<Record<number, number>>;
  /** Lines the buyer left out of this order (not out of the guide). */
  skipped: readonly number[];
  /** Why the guide could not be read; set only while `failed` holds. */
  failure: Failure | null;
  /** The choice on its way, then the one the gateway refused (with `choiceFailure`). */
  pending: PendingChoice | null;
  choiceFailure: Failure | null;
  /** How the last "Agregar al carrito" ended: the cart took the lines, or refused them. */
  outcome: 'added' | 'refused' | null;
}

export type OrderGuideEvent =
  | { type: 'orderGuide.retry' }
  | { type: 'orderGuide.setQuantity'; productId: number; quantity: number }
  | { type: 'orderGuide.toggle'; productId: number }
  | { type: 'orderGuide.choose'; productId: number; choice: OrderGuideChoice }
  | { type: 'orderGuide.addToCart' }
  /** The cart's answer to `putInCart`, told by the page within the same send. */
  | { type: 'orderGuide.cartAnswered'; added: boolean }
  | { type: 'orderGuide.dismiss' };

const canBeOrdered = (line: OrderGuideLine) => line.product.stock_state !== 'out';

/** The lines that go to the cart: not skipped, sold today, at their chosen quantity. Out of stock ones are left out. */
export function guideAdditions(context: Pick<OrderGuideContext, 'guide' | 'quantities' | 'skipped'>): CartAddition[] {
  return (context.guide?.lines ?? []).flatMap((line) => {
    const quantity = context.quantities[line.product.id] ?? line.usual_quantity;
    if (context.skipped.includes(line.product.id) || !canBeOrdered(line) || quantity <= 0) return [];
    return [{ product: cartProductOf(line.product), quantity }];
  });
}

/** A new guide keeps what the buyer set for the lines still in it; new lines start at their usual quantity. */
const keptFor = (context: OrderGuideContext, guide: OrderGuide) => {
  const ids = new Set(guide.lines.map((line) => line.product.id));
  return {
    guide,
    quantities: Object.fromEntries(guide.lines.map((line) => [line.product.id, context.quantities[line.product.id] ?? line.usual_quantity])),
    skipped: context.skipped.filter((id) => ids.has(id)),
  };
};

const lineOf = (context: OrderGuideContext, productId: number) => context.guide?.lines.find((line) => line.product.id === productId);

export const orderGuideMachine = setup({
  types: {
    context: {} as OrderGuideContext,
    events: {} as OrderGuideEvent,
  },
  actors: {
    fetchOrderGuide: notProvided.actor<OrderGuide, void>('orderGuide', 'fetchOrderGuide'),
    saveChoice: notProvided.actor<OrderGuide, PendingChoice>('orderGuide', 'saveChoice'),
  },
  actions: {
    /** The page hands the lines to the buyer's cart and answers `orderGuide.cartAnswered`. */
    putInCart: (_, _additions: CartAddition[]) => notProvided.action('orderGuide', 'putInCart'),
  },
  guards: {
    isGuideLine: ({ context, event }) => 'productId' in event && lineOf(context, event.productId) !== undefined,
    hasAdditions: ({ context }) => guideAdditions(context).length > 0,
  },
}).createMachine({
  id: 'orderGuide',
  description: "Mis habituales: the company's order guide, read once; lines changed or skipped for this order, all of them put in the cart at once, products pinned or taken out of the guide.",
  context: { guide: null, quantities: {}, skipped: [], failure: null, pending: null, choiceFailure: null, outcome: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the guide.',
      tags: ['busy'],
      invoke: {
        id: 'fetchOrderGuide',
        src: 'fetchOrderGuide',
        onDone: { target: 'loaded', actions: assign(({ context, event }) => keptFor(context, event.output)) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    failed: failedLoad<OrderGuideContext, OrderGuideEvent>('orderGuide.retry', 'The guide could not be read: the message and a retry are shown.'),
    loaded: {
      description: 'The guide, or the empty page when the company bought nothing lately and pinned nothing.',
      initial: 'ready',
      states: {
        ready: {
          description: 'The buyer changes quantities, skips lines, puts the lines in the cart or changes what the guide keeps.',
          on: {
            'orderGuide.setQuantity': {
              guard: 'isGuideLine',
              actions: assign({
                quantities: ({ context, event }) => {
                  const line = lineOf(context, event.productId);
                  const quantity = line ? fitQuantity(event.quantity, line.product.quantity_rule).quantity : 0;
                  return { ...context.quantities, [event.productId]: quantity };
                },
                skipped: ({ context, event }) => context.skipped.filter((id) => id !== event.productId),
                outcome: null,
              }),
            },
            'orderGuide.toggle': {
              guard: 'isGuideLine',
              actions: assign({
                skipped: ({ context, event }) =>
                  context.skipped.includes(event.productId) ? context.skipped.filter((id) => id !== event.productId) : [...context.skipped, event.productId],
                outcome: null,
              }),
            },
            'orderGuide.choose': {
              guard: 'isGuideLine',
              target: 'choosing',
              actions: assign({ pending: ({ event }) => ({ productId: event.productId, choice: event.choice }), choiceFailure: null, outcome: null }),
            },
            'orderGuide.addToCart': { guard: 'hasAdditions', target: 'adding', actions: assign({ outcome: null, choiceFailure: null }) },
            'orderGuide.dismiss': { actions: assign({ outcome: null, choiceFailure: null, pending: null }) },
          },
        },
        choosing: {
          description: 'The choice is on its way; the guide the gateway answers replaces the shown one.',
          tags: ['busy'],
          invoke: {
            id: 'saveChoice',
            src: 'saveChoice',
            input: ({ context }) => context.pending as PendingChoice,
            onDone: { target: 'ready', actions: assign(({ context, event }) => ({ ...keptFor(context, event.output), pending: null })) },
            onError: { target: 'ready', actions: assign({ choiceFailure: ({ event }) => failureOf(event.error) }) },
          },
        },
        adding: {
          description: "The lines go to the buyer's cart, which answers at once.",
          entry: { type: 'putInCart', params: ({ context }) => guideAdditions(context) },
          on: {
            'orderGuide.cartAnswered': { target: 'ready', actions: assign({ outcome: ({ event }) => (event.added ? 'added' : 'refused') }) },
          },
        },
      },
    },
  },
});

export type OrderGuideSnapshot = SnapshotFrom<typeof orderGuideMachine>;
