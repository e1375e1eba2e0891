import { assign, setup, type SnapshotFrom } from 'xstate';
import type { QuickOrderChange, QuickOrderLineInput, QuickOrderPreview, QuickOrderPreviewLine, QuickOrderProduct, QuickOrderRefusal } from '../contract/quick-order';
import { cartProductOf } from './catalogue.machine';
import type { CartAddition } from './checkout.cart';
import { failureOf, type Failure } from './failure';
import { notProvided } from './not-provided';
import { settleLine } from './rules/quick-order';

/** What the buyer gave to read: the pasted text, or a chosen file (read off the main thread by the effect). */
export type QuickOrderSource = { kind: 'text'; text: string } | { kind: 'file'; file: File };

/** The lines read from the source, up to the most one quick order takes, and how many it had. */
export interface ReadLines {
  lines: QuickOrderLineInput[];
  total: number;
}

export interface QuickOrderContext {
  /** The text in the paste box, kept while the buyer goes back and forth. */
  draft: string;
  /** The file being or last read; null for a paste. */
  fileName: string | null;
  read: ReadLines | null;
  preview: QuickOrderPreview | null;
  /** The product the buyer chose for each ambiguous line, by row. */
  chosen: Readonly<Record<number, number>>;
  /** Ready lines the buyer left out of the cart, by row. */
  left: readonly number[];
  /** Why the source could not be read or previewed; the draft stays. */
  failure: Failure | null;
  outcome: 'added' | 'refused' | null;
}

export type QuickOrderEvent =
  | { type: 'quickOrder.type'; text: string }
  | { type: 'quickOrder.readText' }
  | { type: 'quickOrder.readFile'; file: File }
  | { type: 'quickOrder.choose'; row: number; productId: number }
  | { type: 'quickOrder.toggle'; row: number }
  | { type: 'quickOrder.addToCart' }
  /** The cart's answer to `putInCart`, told by the page within the same send. */
  | { type: 'quickOrder.cartAnswered'; added: boolean }
  | { type: 'quickOrder.startOver' }
  | { type: 'quickOrder.dismiss' };

/** A preview line as the page shows it, once the buyer's choice for an ambiguous name is taken. */
export interface ShownLine {
  line: QuickOrderPreviewLine;
  product: QuickOrderProduct | null;
  candidates: readonly QuickOrderProduct[];
  status: 'ready' | 'ambiguous' | 'refused';
  quantity: number;
  change: QuickOrderChange | null;
  reason: QuickOrderRefusal | null;
  /** Ready, and not left out by the buyer. */
  included: boolean;
}

/** Each preview line with its product, candidates and, for a chosen candidate, the settlement the page makes by the same rule as the gateway. */
export function shownLines(context: Pick<QuickOrderContext, 'preview' | 'chosen' | 'left'>): ShownLine[] {
  const preview = context.preview;
  if (!preview) return [];
  const byId = new Map(preview.products.map((product) => [product.id, product]));
  return preview.lines.map((line) => {
    const candidates = line.candidate_ids.flatMap((id) => byId.get(id) ?? []);
    const chosen = context.chosen[line.row];
    const chosenProduct = chosen === undefined ? undefined : candidates.find((candidate) => candidate.id === chosen);
    const shown = { line, candidates, included: false };
    if (chosenProduct) {
      const settled = settleLine(chosenProduct, line.quantity_text, line.unit_text);
      return settled.status === 'ready'
        ? { ...shown, product: chosenProduct, status: 'ready', quantity: settled.quantity, change: settled.change, reason: null, included: !context.left.includes(line.row) }
        : { ...shown, product: chosenProduct, status: 'refused', quantity: 0, change: null, reason: settled.reason };
    }
    const product = line.product_id === null ? null : (byId.get(line.product_id) ?? null);
    return { ...shown, product, status: line.status, quantity: line.quantity, change: line.change, reason: line.reason, included: line.status === 'ready' && !context.left.includes(line.row) };
  });
}

/** What goes to the cart: every included ready line, in its order (the cart adds up a product named twice). */
export function quickOrderAdditions(context: Pick<QuickOrderContext, 'preview' | 'chosen' | 'left'>): CartAddition[] {
  return shownLines(context).flatMap((shown) => (shown.included && shown.product ? [{ product: cartProductOf(shown.product), quantity: shown.quantity }] : []));
}

const hasText = (text: string) => text.trim() !== '';

const cleared = { preview: null, chosen: {}, left: [], outcome: null } as const;

export const quickOrderMachine = setup({
  types: {
    context: {} as QuickOrderContext,
    events: {} as QuickOrderEvent,
  },
  actors: {
    readLines: notProvided.actor<ReadLines, QuickOrderSource>('quickOrder', 'readLines'),
    previewLines: notProvided.actor<QuickOrderPreview, QuickOrderLineInput[]>('quickOrder', 'previewLines'),
  },
  actions: {
    /** The page hands the lines to the buyer's cart and answers `quickOrder.cartAnswered`. */
    putInCart: (_, _additions: CartAddition[]) => notProvided.action('quickOrder', 'putInCart'),
  },
  guards: {
    hasDraft: ({ context }) => hasText(context.draft),
    readSomething: ({ event }) => 'output' in event && (event.output as ReadLines).lines.length > 0,
    isCandidate: ({ context, event }) =>
      event.type === 'quickOrder.choose' && (context.preview?.lines.some((line) => line.row === event.row && line.candidate_ids.includes(event.productId)) ?? false),
    isReadyLine: ({ context, event }) => event.type === 'quickOrder.toggle' && shownLines({ ...context, left: [] }).some((shown) => shown.line.row === event.row && shown.status === 'ready'),
    hasAdditions: ({ context }) => quickOrderAdditions(context).length > 0,
    cartTookThem: ({ event }) => event.type === 'quickOrder.cartAnswered' && event.added,
  },
}).createMachine({
  id: 'quickOrder',
  description: 'Pedido rápido: pasted lines or a spreadsheet read, resolved by the gateway into a preview, ambiguous names chosen, and the good lines put in the cart at once. Nothing reaches the cart before that.',
  context: { draft: '', fileName: null, read: null, failure: null, ...cleared },
  initial: 'editing',
  states: {
    editing: {
      description: 'The paste box and the file picker; a failure to read or preview is shown here, the draft kept.',
      on: {
        'quickOrder.type': { actions: assign({ draft: ({ event }) => event.text }) },
        'quickOrder.readText': { guard: 'hasDraft', target: 'reading', actions: assign({ fileName: null, failure: null }) },
        'quickOrder.readFile': { target: 'reading', actions: assign({ fileName: ({ event }) => event.file.name, failure: null }) },
        'quickOrder.dismiss': { actions: assign({ failure: null }) },
      },
    },
    reading: {
      description: 'Splitting the paste, or reading the file off the main thread (its size checked before a byte is read).',
      tags: ['busy'],
      invoke: {
        id: 'readLines',
        src: 'readLines',
        input: ({ context, event }): QuickOrderSource =>
          event.type === 'quickOrder.readFile' ? { kind: 'file', file: event.file } : { kind: 'text', text: context.draft },
        onDone: [
          { guard: 'readSomething', target: 'previewing', actions: assign({ read: ({ event }) => event.output }) },
          { target: 'editing', actions: assign({ read: null, failure: { code: 'emptyFile' } }) },
        ],
        onError: { target: 'editing', actions: assign({ read: null, failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    previewing: {
      description: 'The gateway resolves the lines against today\'s catalogue.',
      tags: ['busy'],
      invoke: {
        id: 'previewLines',
        src: 'previewLines',
        input: ({ context }) => context.read?.lines ?? [],
        onDone: { target: 'preview', actions: assign({ ...cleared, preview: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    preview: {
      description: 'Each line with its product, quantity and unit, or why it cannot be used.',
      initial: 'ready',
      on: {
        'quickOrder.startOver': { target: 'editing', actions: assign({ ...cleared, read: null }) },
      },
      states: {
        ready: {
          description: 'The buyer chooses among the products an ambiguous name matched, leaves lines out, and adds the good ones.',
          on: {
            'quickOrder.choose': {
              guard: 'isCandidate',
              actions: assign({ chosen: ({ context, event }) => ({ ...context.chosen, [event.row]: event.productId }), outcome: null }),
            },
            'quickOrder.toggle': {
              guard: 'isReadyLine',
              actions: assign({
                left: ({ context, event }) => (context.left.includes(event.row) ? context.left.filter((row) => row !== event.row) : [...context.left, event.row]),
                outcome: null,
              }),
            },
            'quickOrder.addToCart': { guard: 'hasAdditions', target: 'adding', actions: assign({ outcome: null }) },
            'quickOrder.dismiss': { actions: assign({ outcome: null }) },
          },
        },
        adding: {
          description: "The good lines go to the buyer's cart, which answers at once.",
          entry: { type: 'putInCart', params: ({ context }) => quickOrderAdditions(context) },
          on: {
            'quickOrder.cartAnswered': [
              { guard: 'cartTookThem', target: 'added', actions: assign({ outcome: 'added' }) },
              { target: 'ready', actions: assign({ outcome: 'refused' }) },
            ],
          },
        },
        added: {
          description: 'The lines are in the cart: the way to it, or a new quick order.',
          on: {
            'quickOrder.startOver': { target: '#quickOrder.editing', actions: assign({ ...cleared, read: null, draft: '', fileName: null }) },
          },
        },
      },
    },
  },
});

export type QuickOrderSnapshot = SnapshotFrom<typeof quickOrderMachine>;
