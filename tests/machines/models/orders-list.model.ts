import type { SalesOrderRow } from '../../../contract/lists';
import { expect } from 'vitest';
import {
  ordersListMachine,
  ordersUnavailable,
  productQueryOf,
  productSearchUnavailable,
  visibleOrders,
  type OrderDays,
  type OrderSort,
  type OrdersListSnapshot,
} from '../../../machines/orders-list.machine';
import { santiagoDate } from '../../../machines/rules/calendar';
import { foldForSearch } from '../../../machines/rules/search';
import { machineModel } from '../support/model';

const order = (id: number, name: string, purchaseOrder: string | null, date_order: string, amount_total = 119_000): SalesOrderRow => ({
  id,
  name,
  partner_name: 'Restaurante Pérez SpA',
  date_order,
  amount_total,
  state: 'sale',
  despensa_customer_sale_order_number: purchaseOrder,
  retiro_en_tienda: id === 3,
  shipping_name: id === 3 ? null : 'Local Ñuñoa',
});

/** Accents, case, equal totals and equal instants (written two ways) on purpose: ties must keep the gateway's order. */
export const orders: readonly SalesOrderRow[] = [
  order(1, 'S00010', 'OC-Pérez-77', '2025-05-02T14:00:00Z', 240_500),
  order(2, 'S00002', null, '2025-06-11T09:30:00Z', 119_000),
  order(3, 'S00011', 'oc-ñandú 12', '2025-05-02T14:00:00.000Z', 87_990),
  order(4, 's00010', 'OC-4512', '2024-12-31T23:59:59Z', 240_500),
  order(5, 'S00100', null, '2025-06-11T09:30:00Z', 1_030_000),
];

/** The straightforward way: filter every row, then sort a copy. */
export function referenceVisibleOrders(
  rows: readonly SalesOrderRow[],
  search: string,
  sort: OrderSort,
  month: string | null = null,
  days: OrderDays = { from: null, to: null },
  productIds: ReadonlySet<number> | null = null,
): SalesOrderRow[] {
  const query = foldForSearch(search).trim();
  const matching = rows.filter((row) => {
    const day = santiagoDate(new Date(row.date_order));
    return (
      (foldForSearch(row.name).includes(query) || foldForSearch(row.despensa_customer_sale_order_number ?? '').includes(query)) &&
      (month === null || day.startsWith(month)) &&
      (days.from === null || day >= days.from) &&
      (days.to === null || day <= days.to) &&
      (productIds === null || productIds.has(row.id))
    );
  });
  const compare: Record<OrderSort, (a: SalesOrderRow, b: SalesOrderRow) => number> = {
    newest: (a, b) => Date.parse(b.date_order) - Date.parse(a.date_order),
    oldest: (a, b) => Date.parse(a.date_order) - Date.parse(b.date_order),
    highestTotal: (a, b) => b.amount_total - a.amount_total,
    lowestTotal: (a, b) => a.amount_total - b.amount_total,
  };
  return matching.sort(compare[sort]);
}

const machine = ordersListMachine.provide({ actions: { logError: () => {} } });

/** What the gateway answers for "aceite": the orders with a line of it. */
export const withAceite: readonly SalesOrderRow[] = [orders[0]!, orders[3]!];

export const orderEvents = [
  { type: 'list.search', text: 'perez' },
  { type: 'list.search', text: 'OC-4512' },
  { type: 'list.search', text: 's0001' },
  { type: 'list.search', text: '' },
  { type: 'list.sort', sort: 'newest' },
  { type: 'list.sort', sort: 'oldest' },
  { type: 'list.sort', sort: 'highestTotal' },
  { type: 'list.sort', sort: 'lowestTotal' },
  { type: 'list.days', from: '2025-05-01', to: '2025-05-31' },
  { type: 'list.days', from: '2025-06-01', to: null },
  { type: 'list.days', from: 'mañana', to: '2025-02-30' },
  { type: 'list.days', from: null, to: null },
  { type: 'list.product', text: 'aceite' },
  // The same query with spaces around it: nothing new to ask.
  { type: 'list.product', text: ' aceite ' },
  { type: 'list.product', text: 'ACE-005' },
  { type: 'list.product', text: 'a' },
  { type: 'list.product', text: '' },
  { type: 'list.reload' },
  { type: 'list.retry' },
  { type: 'list.allMonths' },
  // Back, forward or a link: a question with a product, and the bare one (one of them always differs).
  { type: 'list.show', search: 'oc', product: 'aceite', days: { from: '2025-05-01', to: null }, sort: 'highestTotal' },
  { type: 'list.show', search: '', product: '', days: { from: null, to: null }, sort: 'newest' },
  { type: 'xstate.done.actor.fetchOrders', output: orders },
  { type: 'xstate.done.actor.fetchOrders', output: [] },
  { type: 'xstate.error.actor.fetchOrders', error: { code: 'bad_response', message: 'Something went wrong' } },
  { type: 'xstate.error.actor.fetchOrders', error: new TypeError('Failed to fetch') },
  { type: 'xstate.done.actor.searchByProduct', output: withAceite },
  { type: 'xstate.error.actor.searchByProduct', error: new TypeError('Failed to fetch') },
] as never[];

export function checkOrdersInvariants(snapshot: OrdersListSnapshot) {
  const { context } = snapshot;
  const productIds = context.productMatches?.ids ?? null;
  expect(visibleOrders(context)).toEqual(referenceVisibleOrders(context.list.rows, context.search, context.sort, context.month, context.days, productIds));
  expect(context.failure).toEqual(
    snapshot.matches('failed') ? ordersUnavailable : snapshot.matches({ ready: 'productFailed' }) ? productSearchUnavailable : null,
  );
  // A box too short to ask about never filters; a filter only ever answers a query the box held.
  if (productQueryOf(context.product) === null) expect(context.productMatches).toBeNull();
  for (const end of [context.days.from, context.days.to]) if (end !== null) expect(end).toMatch(/^\d{4}-\d{2}-\d{2}$/);
}

export const model = machineModel({
  name: 'orders-list',
  machine,
  // The analytics page's drill-down opens the list on one month: May 2025 holds two of the five orders.
  // A shared address opens on its filters, a product among them; a malformed one on the defaults.
  inputs: [{}, { month: '2025-05' }, { filters: { search: 's0001', product: 'aceite', from: '2025-05-01', to: 'ayer', sort: 'oldest' } }],
  events: orderEvents,
  // The guards read the product box's query and whether its answer is for the rows loaded; the page
  // offers the controls over a list shown and "Ver todos los meses" on one month (tests/views/orders.test.tsx).
  // Every search, days, product and sort pairing is checked against the reference in orders-list.test.ts's
  // property test.
  abstractContext: (context) => [context.list.rows.length > 0, context.month !== null, productQueryOf(context.product), context.productCurrent],
  invariants: (snapshot) => checkOrdersInvariants(snapshot as never),
});
