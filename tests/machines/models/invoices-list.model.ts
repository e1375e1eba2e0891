import type { InvoiceListRow } from '../../../contract/lists';
import { expect } from 'vitest';
import {
  downloadFailed,
  filterCounts,
  invoiceDebt,
  invoiceFilters,
  invoicePdfFailed,
  invoicesListMachine,
  invoicesUnavailable,
  noInvoicesSelected,
  tooManyInvoices,
  visibleInvoices,
  type InvoiceFilter,
  type InvoiceSort,
  type InvoicesListSnapshot,
} from '../../../machines/invoices-list.machine';
import { invoiceStates } from '../../../contract/vocabulary';
import { foldForSearch } from '../../../machines/rules/search';
import { debtBucketOf } from '../../../machines/rules/debt-bucket';
import type { DebtFilter } from '../../../machines/invoices-list.machine';
import type { EventObject } from 'xstate';
import { machineModel } from '../support/model';

const invoice = (
  id: number,
  name: string,
  invoice_date: string,
  total_due: number,
  despensa_custom_state: InvoiceListRow['despensa_custom_state'],
  order: { name: string; purchaseOrder: string | null } | null = null,
): InvoiceListRow => ({
  id,
  name,
  invoice_date,
  invoice_date_due: invoice_date,
  total_due,
  amount_total: 150_000,
  despensa_custom_state,
  order_name: order?.name ?? null,
  despensa_customer_sale_order_number: order?.purchaseOrder ?? null,
});

/**
 * Every state, accents and case in the names, equal dates and equal debts: ties keep the gateway's order.
 * The exempt one bills no order (a club fee).
 */
export const invoices: readonly InvoiceListRow[] = [
  invoice(1, 'Factura electrónica 101', '2025-05-02', 0, 'Pagado', { name: 'S00010', purchaseOrder: 'OC-Pérez-77' }),
  invoice(2, 'Factura electronica 102', '2025-05-20', 80_000, 'Por vencer', { name: 'S00011', purchaseOrder: null }),
  invoice(3, 'FACTURA ELECTRÓNICA 103', '2025-05-20', 150_000, 'Vence esta semana', { name: 'S00012', purchaseOrder: 'OC-4512' }),
  invoice(4, 'Factura electrónica 104', '2025-04-01', 45_500, 'Vencida', { name: 'S00013', purchaseOrder: null }),
  invoice(5, 'Factura exenta 7', '2025-06-01', 80_000, 'Por vencer'),
];

/** The straightforward way: search, filter and sort a copy of every row. */
export function referenceVisibleInvoices(
  rows: readonly InvoiceListRow[],
  search: string,
  filter: InvoiceFilter,
  sort: InvoiceSort,
  debt: DebtFilter | null = null,
): InvoiceListRow[] {
  const query = foldForSearch(search).trim();
  const compare: Record<InvoiceSort, (a: InvoiceListRow, b: InvoiceListRow) => number> = {
    newest: (a, b) => b.invoice_date.localeCompare(a.invoice_date),
    oldest: (a, b) => a.invoice_date.localeCompare(b.invoice_date),
    highestDebt: (a, b) => b.total_due - a.total_due,
    lowestDebt: (a, b) => a.total_due - b.total_due,
  };
  return rows
    .filter((row) => [row.name, row.order_name ?? '', row.despensa_customer_sale_order_number ?? ''].some((text) => foldForSearch(text).includes(query)))
    .filter((row) => filter === 'Todos' || row.despensa_custom_state === filter)
    .filter((row) => debt === null || (row.total_due > 0 && debtBucketOf(row.invoice_date_due, debt.today) === debt.bucket))
    .sort(compare[sort]);
}

/** Enough to take every transition; the property test in invoices-list.test.ts walks the rest. */
export const invoiceEvents = [
  { type: 'list.search', text: 'ELECTRONICA' },
  { type: 'list.search', text: 'sin resultados' },
  { type: 'list.search', text: '' },
  { type: 'list.sort', sort: 'highestDebt' },
  { type: 'list.sort', sort: 'newest' },
  { type: 'invoices.filter', filter: 'Todos' },
  { type: 'invoices.filter', filter: 'Por vencer' },
  { type: 'invoices.toggle', id: 3 },
  { type: 'invoices.toggle', id: 99 },
  { type: 'invoices.selectAll' },
  { type: 'invoices.clearSelection' },
  { type: 'invoices.download' },
  { type: 'invoices.downloadFirst' },
  { type: 'invoices.allDebt' },
  { type: 'invoices.document', id: 3, use: 'view' },
  { type: 'invoices.document', id: 4, use: 'download' },
  { type: 'invoices.document', id: 99, use: 'view' },
  { type: 'list.reload' },
  { type: 'list.retry' },
  { type: 'xstate.done.actor.fetchInvoices', output: invoices },
  { type: 'xstate.done.actor.fetchInvoices', output: invoices.slice(2) },
  { type: 'xstate.error.actor.fetchInvoices', error: { code: 'bad_response', message: 'Something went wrong' } },
  { type: 'xstate.error.actor.fetchInvoices', error: new TypeError('Failed to fetch') },
  { type: 'xstate.done.actor.downloadInvoices', output: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) },
  { type: 'xstate.error.actor.downloadInvoices', error: { code: 'http_error', message: 'Something went wrong' } },
  { type: 'xstate.done.actor.downloadDocument', output: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) },
  { type: 'xstate.error.actor.downloadDocument', error: new TypeError('Failed to fetch') },
] as never[];

function expectedFailure(snapshot: InvoicesListSnapshot) {
  if (snapshot.matches('failed')) return invoicesUnavailable;
  if (snapshot.matches({ ready: 'nothingSelected' })) return noInvoicesSelected;
  if (snapshot.matches({ ready: 'downloadFailed' })) return downloadFailed;
  if (snapshot.matches({ ready: 'documentFailed' })) return invoicePdfFailed;
  if (snapshot.matches({ ready: 'tooManySelected' })) return tooManyInvoices(snapshot.context.maxInvoicesPerDownload);
  return null;
}

export function checkInvoicesInvariants(
  snapshot: InvoicesListSnapshot,
  step: { event: EventObject; previous: InvoicesListSnapshot | undefined },
) {
  const { context } = snapshot;
  const visible = visibleInvoices(context);
  expect(visible).toEqual(referenceVisibleInvoices(context.list.rows, context.search, context.filter, context.sort, context.debt));

  const counts = filterCounts(context);
  for (const filter of invoiceFilters) {
    expect(counts[filter]).toBe(referenceVisibleInvoices(context.list.rows, context.search, filter, 'newest', context.debt).length);
  }
  expect(counts.Todos).toBe(counts.Pagado + counts.Vencida + counts['Vence esta semana'] + counts['Por vencer']);

  const debt = invoiceDebt(context);
  const unpaid = context.list.rows.filter((row) => row.despensa_custom_state !== 'Pagado');
  expect(debt.owed).toEqual({ debt: unpaid.reduce((sum, row) => sum + row.total_due, 0), count: unpaid.length });
  for (const state of invoiceStates) {
    const rows = context.list.rows.filter((row) => row.despensa_custom_state === state);
    expect(debt.byState[state]).toEqual({ debt: rows.reduce((sum, row) => sum + row.total_due, 0), count: rows.length });
  }

  const loaded = new Set(context.list.rows.map((row) => row.id));
  const shown = new Set(visible.map((row) => row.id));
  expect(new Set(context.selected).size).toBe(context.selected.length);
  expect(context.selected.filter((id) => !loaded.has(id) || !shown.has(id))).toEqual([]);

  const startedDownload = snapshot.matches({ ready: 'downloading' }) && !step.previous?.matches({ ready: 'downloading' });
  if (startedDownload) {
    expect(context.selected.length).toBeGreaterThan(0);
    expect(context.selected.length).toBeLessThanOrEqual(context.maxInvoicesPerDownload);
  }
  if (step.event.type === 'invoices.downloadFirst' && startedDownload) {
    const before = new Set(step.previous?.context.selected);
    expect(context.selected).toEqual(visible.filter((row) => before.has(row.id)).slice(0, context.maxInvoicesPerDownload).map((row) => row.id));
  }
  if (step.event.type === 'invoices.download' && step.previous?.context.selected.length === 0) {
    expect(snapshot.matches({ ready: 'downloading' })).toBe(false);
  }

  if (context.document) expect(context.document.name).toBe(context.list.rows.find((row) => row.id === context.document?.id)?.name);
  if (snapshot.matches({ ready: 'preparingDocument' })) expect(context.document).not.toBeNull();

  expect(context.failure).toEqual(expectedFailure(snapshot));
  expect(snapshot.hasTag('error')).toBe(context.failure !== null);
}

const machine = invoicesListMachine.provide({ actions: { logError: () => {}, saveFile: () => {}, showFile: () => {} } });

export const model = machineModel({
  name: 'invoices-list',
  machine,
  // A limit of two, so that selecting all five goes over it.
  // The analytics page's drill-down opens the list on the invoices 1 to 30 days late on 10 June 2025:
  // three of the five.
  inputs: [{ maxInvoicesPerDownload: 2 }, { maxInvoicesPerDownload: 2, debt: { bucket: '1-30', today: '2025-06-10' } }],
  events: invoiceEvents,
  // The guards read the size of the selection (none, some, over the limit) and what a row's PDF is for; the filter decides what
  // selectAll takes. Search and sort are left out, and so are most values: with all of them the graph
  // takes seconds to walk; the property test has them.
  abstractContext: (context) => [
    context.filter,
    context.debt?.bucket ?? null,
    Math.sign(context.selected.length) + Number(context.selected.length > context.maxInvoicesPerDownload),
    context.document?.use ?? null,
  ],
  invariants: (snapshot, step) =>
    checkInvoicesInvariants(snapshot as never, { event: step.event, previous: step.previous as never }),
});
