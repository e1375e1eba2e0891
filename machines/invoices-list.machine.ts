import { assign, setup, type SnapshotFrom } from 'xstate';
import type { Failure } from './failure';
import { failedLoad } from './failed-load';
import {
  byNumber,
  byNumberDescending,
  emptyList,
  logLoadFailure,
  loadList,
  memoPerLoad,
  searchAndSort,
  searchRows,
  sortBy,
  type LoadedList,
  type SortOrder,
} from './loaded-list';
import { invoiceStates, type InvoiceState } from '../contract/vocabulary';
import type { InvoiceListRow } from '../contract/lists';
import { notProvided } from './not-provided';
import { debtBuckets, type DebtBucket } from '../contract/analytics';
import { debtBucketOf } from './rules/debt-bucket';

export const invoiceSorts = ['newest', 'oldest', 'highestDebt', 'lowestDebt'] as const;
export type InvoiceSort = (typeof invoiceSorts)[number];

export const invoiceFilters = ['Todos', ...invoiceStates] as const;
export type InvoiceFilter = (typeof invoiceFilters)[number];

/** The unpaid invoices of one ageing bucket, late as counted on `today` (Santiago, `YYYY-MM-DD`). */
export interface DebtFilter {
  bucket: DebtBucket;
  today: string;
}

export interface InvoicesListInput {
  /** The gateway merges at most this many invoices into one PDF (the contract's `maxInvoicesPerPdf`). */
  maxInvoicesPerDownload: number;
  /** The analytics page's drill-down opens the list on one bucket of the debt; an unknown bucket is ignored. */
  debt?: { bucket: string | null; today: string };
  /** The palette opens the list on one folio: the list starts searched for it. */
  search?: string | null;
}

export interface InvoicesListContext {
  list: LoadedList<InvoiceListRow>;
  search: string;
  sort: InvoiceSort;
  filter: InvoiceFilter;
  /** Only the unpaid invoices of this ageing bucket, over the search and the state filter; null for all. */
  debt: DebtFilter | null;
  /** Ids of checked invoices; always among the visible rows. */
  selected: readonly number[];
  /** The one invoice whose PDF was last asked for from its row, and what for. */
  document: InvoiceDocument | null;
  maxInvoicesPerDownload: number;
  failure: Failure | null;
}

/** One invoice's own PDF, asked for from its row: shown in a new tab, or saved. */
export type DocumentUse = 'view' | 'download';

export interface InvoiceDocument {
  id: number;
  /** The invoice's number, for the message while it is prepared and the file's name. */
  name: string;
  use: DocumentUse;
}

export type InvoicesListEvent =
  | { type: 'list.search'; text: string }
  | { type: 'list.sort'; sort: InvoiceSort }
  | { type: 'list.reload' }
  | { type: 'list.retry' }
  | { type: 'invoices.filter'; filter: InvoiceFilter }
  | { type: 'invoices.toggle'; id: number }
  | { type: 'invoices.selectAll' }
  | { type: 'invoices.clearSelection' }
  | { type: 'invoices.allDebt' }
  | { type: 'invoices.download' }
  /** Over the limit: the first of the checked ones, as many as one PDF takes, in the order shown. */
  | { type: 'invoices.downloadFirst' }
  /** One row's "Ver" or "Descargar": that invoice's PDF alone, whatever is checked. */
  | { type: 'invoices.document'; id: number; use: DocumentUse };

const invoicesFileName = 'facturas.pdf';

export const invoicesUnavailable: Failure = { code: 'invoices_unavailable' };
/** Spec section 5: "No se seleccionaron facturas para descargar." */
export const noInvoicesSelected: Failure = { code: 'no_invoices_selected' };
export function tooManyInvoices(max: number): Failure {
  return { code: 'too_many_invoices', params: { max } };
}
export const downloadFailed: Failure = { code: 'download_failed' };
export const invoicePdfFailed: Failure = { code: 'invoice_pdf_failed' };

/** `FAC/2026/0012.pdf` would be a folder to a file system: `FAC-2026-0012.pdf`. */
export const invoiceFileName = (name: string) => `${name.replace(/[\\/:*?"<>|]/g, '-')}.pdf`;

const dateOf = (row: InvoiceListRow) => row.invoice_date;
const debtOf = (row: InvoiceListRow) => row.total_due;
const byDay = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const sortOrders: Record<InvoiceSort, SortOrder<InvoiceListRow>> = {
  newest: sortBy(dateOf, (a, b) => byDay(b, a)),
  oldest: sortBy(dateOf, byDay),
  highestDebt: sortBy(debtOf, byNumberDescending),
  lowestDebt: sortBy(debtOf, byNumber),
};

/** Whether an invoice owes something in `debt`'s bucket, as the gateway's debt by ageing counts it. */
const inDebtFilter = (debt: DebtFilter | null) => (row: InvoiceListRow) =>
  debt === null || (row.total_due > 0 && debtBucketOf(row.invoice_date_due, debt.today) === debt.bucket);

const visibleInvoiceRows = memoPerLoad(
  (list: LoadedList<InvoiceListRow>, search: string, filter: InvoiceFilter, sort: InvoiceSort, debt: DebtFilter | null) => {
    const owes = inDebtFilter(debt);
    return searchAndSort(list, search, sortOrders[sort], (row) => (filter === 'Todos' || row.despensa_custom_state === filter) && owes(row));
  },
);

/** The rows a view shows: the state and debt filters over the search, in the chosen sort. Same array back until something changes. */
export function visibleInvoices(context: InvoicesListContext): readonly InvoiceListRow[] {
  return visibleInvoiceRows(context.list, context.search, context.filter, context.sort, context.debt);
}

/**
 * How many rows each filter would show for the current search and debt bucket: the badges answer "how many of what I
 * searched for are overdue", and Todos is the sum of the four states because every row has one.
 */
const countsOf = memoPerLoad((list: LoadedList<InvoiceListRow>, search: string, debt: DebtFilter | null) => {
  const counts = Object.fromEntries(invoiceFilters.map((filter) => [filter, 0])) as Record<InvoiceFilter, number>;
  for (const row of searchRows(list, search).filter(inDebtFilter(debt))) {
    counts.Todos += 1;
    counts[row.despensa_custom_state] += 1;
  }
  return counts;
});

export function filterCounts(context: InvoicesListContext): Readonly<Record<InvoiceFilter, number>> {
  return countsOf(context.list, context.search, context.debt);
}

export interface DebtFigures {
  /** Sum of `total_due`, in CLP. */
  debt: number;
  count: number;
}

export interface InvoiceDebt {
  /** What the company still owes: the balances of the invoices not yet paid. */
  owed: DebtFigures;
  byState: Readonly<Record<InvoiceState, DebtFigures>>;
}

/** The debt at a glance, over every loaded invoice whatever the search or filter shows; once per load. */
const debtPerLoad = memoPerLoad((list: LoadedList<InvoiceListRow>) => {
  const byState = Object.fromEntries(invoiceStates.map((state) => [state, { debt: 0, count: 0 }])) as Record<InvoiceState, DebtFigures>;
  const owed = { debt: 0, count: 0 };
  for (const row of list.rows) {
    const figures = byState[row.despensa_custom_state];
    figures.debt += row.total_due;
    figures.count += 1;
    if (row.despensa_custom_state !== 'Pagado') {
      owed.debt += row.total_due;
      owed.count += 1;
    }
  }
  return { owed, byState };
});

export function invoiceDebt(context: InvoicesListContext): InvoiceDebt {
  return debtPerLoad(context.list);
}

/**
 * Checked rows that a new search, filter or load hides are unchecked: what gets downloaded is always
 * what the user sees checked, never an invoice scrolled out of reach by a filter.
 */
function keepVisible(context: InvoicesListContext): readonly number[] {
  if (context.selected.length === 0) return context.selected;
  const visible = new Set(visibleInvoices(context).map((row) => row.id));
  return context.selected.filter((id) => visible.has(id));
}

/** The checked ids in the order the list shows them, which is the order of pages in the PDF. */
function invoicesToDownload(context: InvoicesListContext): number[] {
  const selected = new Set(context.selected);
  return visibleInvoices(context)
    .filter((row) => selected.has(row.id))
    .map((row) => row.id);
}

/** From any state of ready that takes a row's "Ver" or "Descargar": the invoice's own PDF, if the list holds it. */
const documentRequested = {
  guard: { type: 'isLoadedInvoice', params: ({ event }: { event: { id: number } }) => ({ id: event.id }) },
  target: 'preparingDocument',
  actions: { type: 'chooseDocument', params: ({ event }: { event: { id: number; use: DocumentUse } }) => ({ id: event.id, use: event.use }) },
} as const;

/** From any state of ready that accepts a download: refuse it with a message or start it. */
const downloadRequested = [
  { guard: 'isOverDownloadLimit', target: 'tooManySelected' },
  { guard: 'hasSelection', target: 'downloading' },
  { target: 'nothingSelected' },
] as const;

const isBucket = (value: string | null): value is DebtBucket => debtBuckets.some((bucket) => bucket === value);
const debtFilterOf = (asked: InvoicesListInput['debt']): DebtFilter | null =>
  asked && isBucket(asked.bucket) ? { bucket: asked.bucket, today: asked.today } : null;

export const invoicesListMachine = setup({
  types: {
    context: {} as InvoicesListContext,
    events: {} as InvoicesListEvent,
    input: {} as InvoicesListInput,
  },
  actors: {
    fetchInvoices: notProvided.actor<readonly InvoiceListRow[], void>('invoices-list', 'fetchInvoices'),
    downloadInvoices: notProvided.actor<Blob, readonly number[]>('invoices-list', 'downloadInvoices'),
  },
  actions: {
    logError: (_, _params: { message: string; error: unknown }) => notProvided.action('invoices-list', 'logError'),
    saveFile: (_, _params: { file: Blob; fileName: string }) => notProvided.action('invoices-list', 'saveFile'),
    /** Opens the PDF in a new tab (or, where the browser will not, saves it as `fileName`). */
    showFile: (_, _params: { file: Blob; fileName: string }) => notProvided.action('invoices-list', 'showFile'),
    toggleInvoice: assign(({ context }, { id }: { id: number }) => {
      if (context.selected.includes(id)) return { selected: context.selected.filter((other) => other !== id) };
      return visibleInvoices(context).some((row) => row.id === id) ? { selected: [...context.selected, id] } : {};
    }),
    selectAllVisible: assign({ selected: ({ context }) => visibleInvoices(context).map((row) => row.id) }),
    chooseDocument: assign(({ context }, { id, use }: { id: number; use: DocumentUse }) => {
      const row = context.list.rows.find((candidate) => candidate.id === id);
      return { document: row ? { id, name: row.name, use } : null };
    }),
    keepFirstSelected: assign({
      selected: ({ context }) =>
        visibleInvoices(context)
          .map((row) => row.id)
          .filter((id) => context.selected.includes(id))
          .slice(0, context.maxInvoicesPerDownload),
    }),
  },
  guards: {
    hasSelection: ({ context }) => context.selected.length > 0,
    isLoadedInvoice: ({ context }, { id }: { id: number }) => context.list.rows.some((row) => row.id === id),
    isToView: ({ context }) => context.document?.use === 'view',
    isOverDownloadLimit: ({ context }) => context.selected.length > context.maxInvoicesPerDownload,
  },
}).createMachine({
  id: 'invoicesList',
  description:
    "The buyer's invoices: loaded from the gateway, searched by folio, order or purchase order, filtered by state with counts, sorted, " +
    'the checked ones downloaded as one facturas.pdf, and one alone shown or saved from its row.',
  context: ({ input }) => ({
    list: emptyList,
    search: input.search ?? '',
    sort: 'newest',
    filter: 'Todos',
    debt: debtFilterOf(input.debt),
    selected: [],
    document: null,
    maxInvoicesPerDownload: input.maxInvoicesPerDownload,
    failure: null,
  }),
  initial: 'loading',
  on: {
    'list.search': {
      actions: assign(({ context, event }) => ({ search: event.text, selected: keepVisible({ ...context, search: event.text }) })),
    },
    'invoices.filter': {
      actions: assign(({ context, event }) => ({ filter: event.filter, selected: keepVisible({ ...context, filter: event.filter }) })),
    },
    'list.sort': { actions: assign({ sort: ({ event }) => event.sort }) },
    'invoices.allDebt': { actions: assign({ debt: null }) },
  },
  states: {
    loading: {
      description: 'Fetching the invoices; rows of an earlier load stay visible meanwhile.',
      tags: ['busy'],
      invoke: {
        id: 'fetchInvoices',
        src: 'fetchInvoices',
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => {
            const list = loadList(event.output, (row) => [row.name, row.order_name ?? '', row.despensa_customer_sale_order_number ?? '']);
            return { list, selected: keepVisible({ ...context, list }) };
          }),
        },
        onError: {
          target: 'failed',
          actions: [assign({ failure: invoicesUnavailable }), logLoadFailure('Error loading data')],
        },
      },
    },
    failed: failedLoad<InvoicesListContext, InvoicesListEvent>('list.retry', 'The load failed: a message and a retry are shown; rows of an earlier load stay.'),
    ready: {
      description: 'The invoices are shown and can be checked; the inner states follow the PDF download.',
      initial: 'idle',
      on: {
        'invoices.toggle': { actions: { type: 'toggleInvoice', params: ({ event }) => ({ id: event.id }) } },
        'invoices.selectAll': { actions: 'selectAllVisible' },
        'invoices.clearSelection': { actions: assign({ selected: [] }) },
      },
      states: {
        idle: {
          on: {
            'invoices.download': downloadRequested,
            'invoices.document': documentRequested,
            'list.reload': '#invoicesList.loading',
          },
        },
        nothingSelected: {
          description: 'A download was asked for with no invoice checked; checking one clears the message.',
          tags: ['error'],
          entry: assign({ failure: noInvoicesSelected }),
          exit: assign({ failure: null }),
          on: {
            'invoices.toggle': { target: 'idle', actions: { type: 'toggleInvoice', params: ({ event }) => ({ id: event.id }) } },
            'invoices.selectAll': { target: 'idle', actions: 'selectAllVisible' },
            'invoices.document': documentRequested,
            'list.reload': '#invoicesList.loading',
          },
        },
        tooManySelected: {
          description:
            'More invoices are checked than the gateway merges into one PDF: checking fewer clears the message, or the first ones are downloaded.',
          tags: ['error'],
          entry: assign({ failure: ({ context }) => tooManyInvoices(context.maxInvoicesPerDownload) }),
          exit: assign({ failure: null }),
          on: {
            'invoices.download': downloadRequested,
            // A search or a filter may have unchecked them all meanwhile.
            'invoices.downloadFirst': [{ guard: 'hasSelection', target: 'downloading', actions: 'keepFirstSelected' }, { target: 'nothingSelected' }],
            'invoices.toggle': { target: 'idle', actions: { type: 'toggleInvoice', params: ({ event }) => ({ id: event.id }) } },
            'invoices.selectAll': { target: 'idle', actions: 'selectAllVisible' },
            'invoices.clearSelection': { target: 'idle', actions: assign({ selected: [] }) },
            'invoices.document': documentRequested,
            'list.reload': '#invoicesList.loading',
          },
        },
        downloading: {
          description: 'The gateway merges the checked invoices into one PDF; the list stays usable.',
          tags: ['busy'],
          invoke: {
            id: 'downloadInvoices',
            src: 'downloadInvoices',
            input: ({ context }) => invoicesToDownload(context),
            onDone: {
              target: 'idle',
              actions: { type: 'saveFile', params: ({ event }) => ({ file: event.output, fileName: invoicesFileName }) },
            },
            onError: {
              target: 'downloadFailed',
              actions: [
                assign({ failure: downloadFailed }),
                {
                  type: 'logError',
                  params: ({ event }) => ({ message: 'Error al descargar facturas', error: event.error }),
                },
              ],
            },
          },
        },
        downloadFailed: {
          description: 'The download failed; sending invoices.download again retries it.',
          tags: ['error'],
          exit: assign({ failure: null }),
          on: {
            'invoices.download': downloadRequested,
            'invoices.document': documentRequested,
            'list.reload': '#invoicesList.loading',
          },
        },
        preparingDocument: {
          description: "The gateway makes one invoice's PDF, through the same merge as the checked ones; the list stays usable.",
          tags: ['busy'],
          invoke: {
            id: 'downloadDocument',
            src: 'downloadInvoices',
            input: ({ context }) => (context.document ? [context.document.id] : []),
            onDone: [
              {
                guard: 'isToView',
                target: 'idle',
                actions: { type: 'showFile', params: ({ context, event }) => ({ file: event.output, fileName: invoiceFileName(context.document?.name ?? '') }) },
              },
              {
                target: 'idle',
                actions: { type: 'saveFile', params: ({ context, event }) => ({ file: event.output, fileName: invoiceFileName(context.document?.name ?? '') }) },
              },
            ],
            onError: {
              target: 'documentFailed',
              actions: [
                assign({ failure: invoicePdfFailed }),
                { type: 'logError', params: ({ event }) => ({ message: 'Error al descargar la factura', error: event.error }) },
              ],
            },
          },
        },
        documentFailed: {
          description: "One invoice's PDF failed; asking for it again from its row, or the message's retry, tries again.",
          tags: ['error'],
          exit: assign({ failure: null }),
          on: {
            'invoices.document': documentRequested,
            'invoices.download': downloadRequested,
            'list.reload': '#invoicesList.loading',
          },
        },
      },
    },
  },
});

export type InvoicesListSnapshot = SnapshotFrom<typeof invoicesListMachine>;

export const selectVisibleInvoices = (snapshot: InvoicesListSnapshot) => visibleInvoices(snapshot.context);
export const selectFilterCounts = (snapshot: InvoicesListSnapshot) => filterCounts(snapshot.context);
export const selectInvoiceDebt = (snapshot: InvoicesListSnapshot) => invoiceDebt(snapshot.context);
