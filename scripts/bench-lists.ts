/**
 * npm run bench:lists: the orders and invoices lists at 10,000 rows. (a) How many rows the pages mount,
 * at the top and scrolled to the middle (budget: about 100). (b) What a keystroke in the search box and
 * a change of sort cost through the list machines and their selectors, beside the straightforward filter
 * and sort timed in the same run, so the ratio means something on any machine (budget: under 2 ms a
 * keystroke, a frame for a sort). The budgets are checked on medians, as bench:pdf does: the p95 of
 * sub-millisecond work mostly measures whatever else the machine is doing, so the load is printed too.
 */
import type { InvoiceListRow, SalesOrderRow } from '../contract/lists';
import './bench/lists-dom';
import { loadavg } from 'node:os';
import { createActor, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import { invoicesListMachine, invoiceSorts, visibleInvoices } from '../machines/invoices-list.machine';
import { orderSorts, ordersListMachine, visibleOrders } from '../machines/orders-list.machine';
import { foldForSearch } from '../machines/rules/search';
import { buildInvoices, buildOrders } from './bench/lists-data';
import { mountInvoices, mountOrders } from './bench/lists-mount';
import { summary } from './bench/stats';

const rowCount = 10_000;
const repetitions = 40;
const keystrokeBudgetMs = 2;
const sortBudgetMs = 16;
const orderQueries = ['oc-4512', 's0123'];
const invoiceQueries = ['f-00512', '009999'];

/** Every prefix of `query`, as typed one character at a time. */
const prefixesOf = (query: string) => [...query].map((_, i) => query.slice(0, i + 1));

function time(run: () => unknown): number {
  const started = performance.now();
  const result = run();
  const elapsed = performance.now() - started;
  if (result === undefined) throw new Error('nothing was computed');
  return elapsed;
}

/** Types each query `repetitions` times, timing the machine's event plus the selector per keystroke. */
function typeThrough<Actor extends AnyActorRef>(actor: Actor, queries: readonly string[], visible: () => readonly unknown[]) {
  const samples: number[] = [];
  for (let r = 0; r < repetitions; r++) {
    for (const query of queries) {
      for (const text of prefixesOf(query)) samples.push(time(() => (actor.send({ type: 'list.search', text }), visible())));
      actor.send({ type: 'list.search', text: '' });
    }
  }
  return summary(samples);
}

function typeNaively<Row>(rows: readonly Row[], queries: readonly string[], filterAndSort: (rows: readonly Row[], query: string) => Row[]) {
  const samples: number[] = [];
  for (let r = 0; r < repetitions; r++) {
    for (const query of queries) {
      for (const text of prefixesOf(query)) samples.push(time(() => filterAndSort(rows, foldForSearch(text).trim())));
    }
  }
  return summary(samples);
}

const naiveOrders = (rows: readonly SalesOrderRow[], query: string) =>
  rows
    .filter((row) => foldForSearch(row.name).includes(query) || foldForSearch(row.despensa_customer_sale_order_number ?? '').includes(query))
    .sort((a, b) => Date.parse(b.date_order) - Date.parse(a.date_order));

const naiveInvoices = (rows: readonly InvoiceListRow[], query: string) =>
  rows.filter((row) => foldForSearch(row.name).includes(query)).sort((a, b) => (a.invoice_date < b.invoice_date ? 1 : -1));

const naiveOrderSorts = [
  (a: SalesOrderRow, b: SalesOrderRow) => Date.parse(b.date_order) - Date.parse(a.date_order),
  (a: SalesOrderRow, b: SalesOrderRow) => Date.parse(a.date_order) - Date.parse(b.date_order),
  (a: SalesOrderRow, b: SalesOrderRow) => b.amount_total - a.amount_total,
  (a: SalesOrderRow, b: SalesOrderRow) => a.amount_total - b.amount_total,
];

const orders = buildOrders(rowCount);
const invoices = buildInvoices(rowCount);

function ordersActor() {
  return createActor(ordersListMachine.provide({ actors: { fetchOrders: fromPromise<readonly SalesOrderRow[], void>(async () => orders) }, actions: { logError: () => {} } }), { input: {} }).start();
}
function invoicesActor() {
  return createActor(
    invoicesListMachine.provide({
      actors: { fetchInvoices: fromPromise<readonly InvoiceListRow[], void>(async () => invoices), downloadInvoices: fromPromise<Blob, readonly number[]>(() => new Promise<never>(() => {})) },
      actions: { logError: () => {}, saveFile: () => {} },
    }),
    { input: { maxInvoicesPerDownload: 200 } },
  ).start();
}

// (a) Mounted rows.
const mountedOrders = await mountOrders(orders);
const mountedInvoices = await mountInvoices(invoices);

// (b) Search per keystroke.
const orderList = ordersActor();
await waitFor(orderList, (s) => s.matches('ready'));
const invoiceList = invoicesActor();
await waitFor(invoiceList, (s) => s.matches('ready'));
// Warm both paths up so the JIT has seen them before anything is timed.
typeThrough(orderList, orderQueries, () => visibleOrders(orderList.getSnapshot().context));
typeNaively(orders, orderQueries, naiveOrders);
const orderKeystroke = typeThrough(orderList, orderQueries, () => visibleOrders(orderList.getSnapshot().context));
const naiveOrderKeystroke = typeNaively(orders, orderQueries, naiveOrders);
typeThrough(invoiceList, invoiceQueries, () => visibleInvoices(invoiceList.getSnapshot().context));
const invoiceKeystroke = typeThrough(invoiceList, invoiceQueries, () => visibleInvoices(invoiceList.getSnapshot().context));
const naiveInvoiceKeystroke = typeNaively(invoices, invoiceQueries, naiveInvoices);

// Sort changes: the first choice of an order after a load computes it; later switches reuse it.
const firstSort: number[] = [];
const laterSort: number[] = [];
for (let r = 0; r < repetitions / 4; r++) {
  orderList.send({ type: 'list.reload' });
  await waitFor(orderList, (s) => s.matches('ready'));
  for (const sort of [...orderSorts.slice(1), orderSorts[0]]) {
    firstSort.push(time(() => (orderList.send({ type: 'list.sort', sort }), visibleOrders(orderList.getSnapshot().context))));
  }
  for (const sort of [...orderSorts, ...orderSorts]) {
    laterSort.push(time(() => (orderList.send({ type: 'list.sort', sort }), visibleOrders(orderList.getSnapshot().context))));
  }
}
const naiveSort: number[] = [];
for (let r = 0; r < repetitions / 4; r++) for (const compare of naiveOrderSorts) naiveSort.push(time(() => [...orders].sort(compare)));
const invoiceSortSamples: number[] = [];
for (let r = 0; r < repetitions / 4; r++) {
  invoiceList.send({ type: 'list.reload' });
  await waitFor(invoiceList, (s) => s.matches({ ready: 'idle' }));
  for (const sort of [...invoiceSorts.slice(1), invoiceSorts[0]]) {
    invoiceSortSamples.push(time(() => (invoiceList.send({ type: 'list.sort', sort }), visibleInvoices(invoiceList.getSnapshot().context))));
  }
}
orderList.stop();
invoiceList.stop();

const ms = (value: number) => `${value.toFixed(3)} ms`;
const ratio = (ours: number, naive: number) => `${(naive / Math.max(ours, 1e-6)).toFixed(1)}× faster`;
const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
const firstSortFigures = summary(firstSort);
const laterSortFigures = summary(laterSort);
const naiveSortFigures = summary(naiveSort);
const invoiceSortFigures = summary(invoiceSortSamples);

console.log(`bench:lists — ${rowCount.toLocaleString('en')} rows, ${repetitions} repetitions of each typed query`);
console.log(`load average while measuring: ${loadavg()[0]!.toFixed(1)}\n`);
console.log(row(['list', 'rows mounted at top', 'rows mounted mid-list', 'aria-rowindex mid-list', 'first render']));
console.log(row(['---', '---:', '---:', '---', '---:']));
console.log(row(['orders', String(mountedOrders.atTop), String(mountedOrders.inMiddle), mountedOrders.middleRange, ms(mountedOrders.mountMs)]));
console.log(row(['invoices', String(mountedInvoices.atTop), String(mountedInvoices.inMiddle), mountedInvoices.middleRange, ms(mountedInvoices.mountMs)]));
console.log();
console.log(row(['measure', 'machine + selector median', 'p95', 'naive median', 'p95', 'ratio (median)']));
console.log(row(['---', '---:', '---:', '---:', '---:', '---']));
console.log(row([`orders keystroke (${orderQueries.map((q) => `"${q}"`).join(', ')})`, ms(orderKeystroke.median), ms(orderKeystroke.p95), ms(naiveOrderKeystroke.median), ms(naiveOrderKeystroke.p95), ratio(orderKeystroke.median, naiveOrderKeystroke.median)]));
console.log(row([`invoices keystroke (${invoiceQueries.map((q) => `"${q}"`).join(', ')})`, ms(invoiceKeystroke.median), ms(invoiceKeystroke.p95), ms(naiveInvoiceKeystroke.median), ms(naiveInvoiceKeystroke.p95), ratio(invoiceKeystroke.median, naiveInvoiceKeystroke.median)]));
console.log(row(['orders sort, first choice after a load', ms(firstSortFigures.median), ms(firstSortFigures.p95), ms(naiveSortFigures.median), ms(naiveSortFigures.p95), ratio(firstSortFigures.median, naiveSortFigures.median)]));
console.log(row(['orders sort, switching back', ms(laterSortFigures.median), ms(laterSortFigures.p95), ms(naiveSortFigures.median), ms(naiveSortFigures.p95), ratio(laterSortFigures.median, naiveSortFigures.median)]));
console.log(row(['invoices sort, first choice after a load', ms(invoiceSortFigures.median), ms(invoiceSortFigures.p95), '', '', '']));
console.log();

const checks = [
  [`orders mount at most 100 rows`, Math.max(mountedOrders.atTop, mountedOrders.inMiddle) <= 100],
  [`invoices mount at most 100 rows`, Math.max(mountedInvoices.atTop, mountedInvoices.inMiddle) <= 100],
  [`a keystroke median under ${keystrokeBudgetMs} ms`, Math.max(orderKeystroke.median, invoiceKeystroke.median) < keystrokeBudgetMs],
  [`a sort change median under ${sortBudgetMs} ms`, Math.max(firstSortFigures.median, invoiceSortFigures.median) < sortBudgetMs],
] as const;
for (const [what, ok] of checks) console.log(`${ok ? 'ok  ' : 'OVER'} ${what}`);
process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
