import { and, assertEvent, assign, setup, type SnapshotFrom } from 'xstate';
import type { OccurrenceLine, RecurringLineInput, RecurringOrder } from '../contract/recurring-orders';
import { failedLoad } from './failed-load';
import { failureOf, type Failure } from './failure';
import { notProvided } from './not-provided';

/** A line handed to a new recurring order by the cart, Mis habituales or a past order. */
export interface SeedLine {
  product_id: number;
  name: string;
  uom: string;
  quantity: number;
}

export interface RecurringOrdersInput {
  /** Lines to save as a new recurring order: the form opens with them at once. */
  seed: readonly SeedLine[] | null;
}

/** What waits for the buyer's confirmation: deleting a recurring order, or skipping its prepared date. */
export type Pending = { kind: 'delete'; id: number } | { kind: 'skip'; id: number };

/** The prepared date's lines as the buyer changes them before its cutoff. */
export interface LinesDraft {
  occurrenceId: number;
  lines: readonly OccurrenceLine[];
}

/** What the last change did, said once above the list. */
export type RecurringNotice = 'saved' | 'deleted' | 'paused' | 'resumed' | 'skipped' | 'linesSaved';

export interface RecurringOrdersContext {
  orders: readonly RecurringOrder[];
  seed: readonly SeedLine[] | null;
  /** The recurring order the form edits; null with the form on a new one. Set only while `ready.editing` holds. */
  editingId: number | null;
  pending: Pending | null;
  draft: LinesDraft | null;
  /** Why the list could not be read; set only while `failed` holds. */
  failure: Failure | null;
  /** Why the gateway refused a change. */
  refusal: Failure | null;
  notice: RecurringNotice | null;
}

export type RecurringOrdersEvent =
  | { type: 'recurringOrders.retry' }
  | { type: 'recurringOrders.edit'; id: number }
  /** The form saved a recurring order (new or changed): the gateway's answer replaces the shown one. */
  | { type: 'recurringOrders.saved'; order: RecurringOrder }
  | { type: 'recurringOrders.closeForm' }
  | { type: 'recurringOrders.pause'; id: number }
  | { type: 'recurringOrders.resume'; id: number }
  | { type: 'recurringOrders.delete'; id: number }
  | { type: 'recurringOrders.skip'; occurrenceId: number }
  | { type: 'recurringOrders.confirm' }
  | { type: 'recurringOrders.cancel' }
  | { type: 'recurringOrders.editLines'; occurrenceId: number }
  | { type: 'recurringOrders.setQuantity'; productId: number; quantity: number }
  | { type: 'recurringOrders.removeLine'; productId: number }
  | { type: 'recurringOrders.saveLines' }
  | { type: 'recurringOrders.dismiss' };

const orderById = (context: RecurringOrdersContext, id: number) => context.orders.find((order) => order.id === id);
/** The prepared date still open to changes, and the recurring order it belongs to. */
const openOccurrence = (context: RecurringOrdersContext, occurrenceId: number) =>
  context.orders.find((order) => order.upcoming?.id === occurrenceId && order.upcoming.state === 'scheduled')?.upcoming ?? null;

/** The changed lines as the gateway takes them. */
export const draftLines = (draft: LinesDraft): RecurringLineInput[] => draft.lines.map((line) => ({ product_id: line.product_id, quantity: line.quantity }));

const replaced = (orders: readonly RecurringOrder[], order: RecurringOrder) =>
  orders.some((entry) => entry.id === order.id) ? orders.map((entry) => (entry.id === order.id ? order : entry)) : [...orders, order];


export const recurringOrdersMachine = setup({
  types: {
    context: {} as RecurringOrdersContext,
    events: {} as RecurringOrdersEvent,
    input: {} as RecurringOrdersInput,
  },
  actors: {
    fetchRecurringOrders: notProvided.actor<readonly RecurringOrder[], void>('recurringOrders', 'fetchRecurringOrders'),
    pauseRecurring: notProvided.actor<RecurringOrder, { id: number }>('recurringOrders', 'pauseRecurring'),
    resumeRecurring: notProvided.actor<RecurringOrder, { id: number }>('recurringOrders', 'resumeRecurring'),
    deleteRecurring: notProvided.actor<void, { id: number }>('recurringOrders', 'deleteRecurring'),
    skipOccurrence: notProvided.actor<RecurringOrder, { id: number }>('recurringOrders', 'skipOccurrence'),
    saveLines: notProvided.actor<RecurringOrder, { id: number; lines: RecurringLineInput[] }>('recurringOrders', 'saveLines'),
  },
  actions: {
    showRefusal: assign({ refusal: (_, params: { error: unknown }) => failureOf(params.error) }),
    showAnswer: assign({
      orders: ({ context }, params: { order: RecurringOrder; notice: RecurringNotice }) => replaced(context.orders, params.order),
      notice: (_, params: { order: RecurringOrder; notice: RecurringNotice }) => params.notice,
    }),
  },
  guards: {
    hasSeed: ({ context }) => context.seed !== null && context.seed.length > 0,
    isListed: ({ context, event }) => 'id' in event && orderById(context, event.id) !== undefined,
    isActive: ({ context, event }) => 'id' in event && orderById(context, event.id)?.state === 'active',
    isPaused: ({ context, event }) => 'id' in event && orderById(context, event.id)?.state === 'paused',
    isOpenOccurrence: ({ context, event }) => 'occurrenceId' in event && openOccurrence(context, event.occurrenceId) !== null,
    isDraftLine: ({ context, event }) => 'productId' in event && (context.draft?.lines.some((line) => line.product_id === event.productId) ?? false),
    /** The last line is not removed: skipping the date is how nothing is ordered. */
    keepsALine: ({ context }) => (context.draft?.lines.length ?? 0) > 1,
    isDelete: ({ context }) => context.pending?.kind === 'delete',
  },
}).createMachine({
  id: 'recurringOrders',
  description:
    "Pedidos recurrentes: the company's recurring orders, read once; one saved from the cart, Mis habituales or an order (the form opens with its lines), edited, paused, resumed or deleted after a confirmation; the date prepared before its cutoff changed line by line or skipped after a confirmation.",
  context: ({ input }) => ({
    orders: [],
    seed: input.seed,
    editingId: null,
    pending: null,
    draft: null,
    failure: null,
    refusal: null,
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the recurring orders.',
      tags: ['busy'],
      invoke: {
        id: 'fetchRecurringOrders',
        src: 'fetchRecurringOrders',
        onDone: { target: 'ready', actions: assign({ orders: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    failed: failedLoad<RecurringOrdersContext, RecurringOrdersEvent>('recurringOrders.retry', 'The list could not be read: the message and a retry are shown.'),
    ready: {
      description: 'The list, or the empty page saying where a recurring order is saved from.',
      initial: 'entering',
      on: { 'recurringOrders.dismiss': { actions: assign({ refusal: null, notice: null }) } },
      states: {
        entering: {
          description: 'Sent here with lines to save: the form opens with them.',
          always: [{ guard: 'hasSeed', target: 'editing' }, { target: 'idle' }],
        },
        idle: {
          on: {
            'recurringOrders.edit': { guard: 'isListed', target: 'editing', actions: assign({ editingId: ({ event }) => event.id, refusal: null, notice: null }) },
            'recurringOrders.pause': { guard: 'isActive', target: 'pausing', actions: assign({ refusal: null, notice: null }) },
            'recurringOrders.resume': { guard: 'isPaused', target: 'resuming', actions: assign({ refusal: null, notice: null }) },
            'recurringOrders.delete': {
              guard: 'isListed',
              target: 'confirming',
              actions: assign({ pending: ({ event }) => ({ kind: 'delete' as const, id: event.id }), refusal: null, notice: null }),
            },
            'recurringOrders.skip': {
              guard: 'isOpenOccurrence',
              target: 'confirming',
              actions: assign({ pending: ({ event }) => ({ kind: 'skip' as const, id: event.occurrenceId }), refusal: null, notice: null }),
            },
            'recurringOrders.editLines': {
              guard: 'isOpenOccurrence',
              target: 'editingLines',
              actions: assign({
                draft: ({ context, event }) => ({ occurrenceId: event.occurrenceId, lines: openOccurrence(context, event.occurrenceId)?.lines ?? [] }),
                refusal: null,
                notice: null,
              }),
            },
          },
        },
        editing: {
          description: 'The form of a new recurring order (with the lines it was sent) or of a listed one; it saves on its own.',
          exit: assign({ editingId: null, seed: null }),
          on: {
            'recurringOrders.saved': { target: 'idle', actions: assign({ orders: ({ context, event }) => replaced(context.orders, event.order), notice: 'saved' }) },
            'recurringOrders.closeForm': 'idle',
          },
        },
        confirming: {
          description: 'A dialog asks whether to delete the recurring order, or to skip its prepared date.',
          on: {
            'recurringOrders.confirm': [{ guard: 'isDelete', target: 'deleting' }, { target: 'skipping' }],
            'recurringOrders.cancel': { target: 'idle', actions: assign({ pending: null }) },
          },
        },
        deleting: {
          tags: ['busy'],
          invoke: {
            id: 'deleteRecurring',
            src: 'deleteRecurring',
            input: ({ context }) => ({ id: (context.pending as Pending).id }),
            onDone: {
              target: 'idle',
              // The order leaves the list by the id still pending; the exit of a state runs before its transition's actions.
              actions: assign({ orders: ({ context }) => context.orders.filter((order) => order.id !== context.pending?.id), pending: null, notice: 'deleted' }),
            },
            onError: { target: 'idle', actions: [{ type: 'showRefusal', params: ({ event }) => ({ error: event.error }) }, assign({ pending: null })] },
          },
        },
        skipping: {
          tags: ['busy'],
          exit: assign({ pending: null }),
          invoke: {
            id: 'skipOccurrence',
            src: 'skipOccurrence',
            input: ({ context }) => ({ id: (context.pending as Pending).id }),
            onDone: { target: 'idle', actions: { type: 'showAnswer', params: ({ event }) => ({ order: event.output, notice: 'skipped' as const }) } },
            onError: { target: 'idle', actions: { type: 'showRefusal', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        pausing: {
          tags: ['busy'],
          invoke: {
            id: 'pauseRecurring',
            src: 'pauseRecurring',
            input: ({ event }) => {
              assertEvent(event, 'recurringOrders.pause');
              return { id: event.id };
            },
            onDone: { target: 'idle', actions: { type: 'showAnswer', params: ({ event }) => ({ order: event.output, notice: 'paused' as const }) } },
            onError: { target: 'idle', actions: { type: 'showRefusal', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        resuming: {
          tags: ['busy'],
          invoke: {
            id: 'resumeRecurring',
            src: 'resumeRecurring',
            input: ({ event }) => {
              assertEvent(event, 'recurringOrders.resume');
              return { id: event.id };
            },
            onDone: { target: 'idle', actions: { type: 'showAnswer', params: ({ event }) => ({ order: event.output, notice: 'resumed' as const }) } },
            onError: { target: 'idle', actions: { type: 'showRefusal', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        editingLines: {
          description: "The prepared date's lines as number fields: changed or removed (one stays), then saved, or left as they were.",
          on: {
            'recurringOrders.setQuantity': {
              guard: 'isDraftLine',
              actions: assign({
                draft: ({ context, event }) => {
                  const draft = context.draft as LinesDraft;
                  return { ...draft, lines: draft.lines.map((line) => (line.product_id === event.productId ? { ...line, quantity: event.quantity } : line)) };
                },
                refusal: null,
              }),
            },
            'recurringOrders.removeLine': {
              guard: and(['isDraftLine', 'keepsALine']),
              actions: assign({
                draft: ({ context, event }) => {
                  const draft = context.draft as LinesDraft;
                  return { ...draft, lines: draft.lines.filter((line) => line.product_id !== event.productId) };
                },
                refusal: null,
              }),
            },
            'recurringOrders.saveLines': 'savingLines',
            'recurringOrders.cancel': { target: 'idle', actions: assign({ draft: null, refusal: null }) },
          },
        },
        savingLines: {
          description: "The changed lines go to the gateway, which prices them again; a refusal keeps them as typed.",
          tags: ['busy'],
          invoke: {
            id: 'saveLines',
            src: 'saveLines',
            input: ({ context }) => {
              const draft = context.draft as LinesDraft;
              return { id: draft.occurrenceId, lines: draftLines(draft) };
            },
            onDone: {
              target: 'idle',
              actions: assign({ orders: ({ context, event }) => replaced(context.orders, event.output), draft: null, notice: 'linesSaved' }),
            },
            onError: { target: 'editingLines', actions: assign({ refusal: ({ event }) => failureOf(event.error) }) },
          },
        },
      },
    },
  },
});

export type RecurringOrdersSnapshot = SnapshotFrom<typeof recurringOrdersMachine>;
