import type { SalesOrderRow } from '../../../contract/lists';
import { expect } from 'vitest';
import { ordersListMachine, ordersUnavailable, visibleOrders, type OrderSort, type OrdersListSnapshot } from '../../../machines/orders-list.machine';
import { santiagoDate } from '../../../machines/rules/calendar';
import { foldForSearch } from '../../../machines/rules/search';
import { machineModel } from '../support/model';

const order = (id: number, name: string, partner_name: string, date_order: string, amount_total = 119_000): SalesOrderRow => ({
  id,
  name,
  partner_name,
  date_order,
  amount_total,
  state: 'sale',
});

/** Accents, case, equal names and equal instants (written two ways) on purpose: ties must keep the gateway's order. */
export const orders: readonly SalesOrderRow[] = [
  order(1, 'S00010', 'Restaurante Pérez', '2025-05-02T14:00:00Z'),
  order(2, 'S00002', 'Cafetería Ñandú', '2025-06-11T09:30:00Z'),
  order(3, 'S00011', 'ALMACÉN DON PEPE', '2025-05-02T14:00:00.000Z'),
  order(4, 's00010', 'Hotel Perezoso', '2024-12-31T23:59:59Z'),
  order(5, 'S00100', 'Cocina Ñuñoa', '2025-06-11T09:30:00Z'),
];

/** The straightforward way: filter every row, then sort a copy. */
export function referenceVisibleOrders(rows: readonly SalesOrderRow[], search: string, sort: OrderSort, month: string | null = null): SalesOrderRow[] {
  const query = foldForSearch(search).trim();
  const matching = rows.filter(
    (row) =>
      (foldForSearch(row.partner_name).includes(query) || foldForSearch(row.name).includes(query)) &&
      (month === null || santiagoDate(new Date(row.date_order)).startsWith(month)),
  );
  const byName = (a: SalesOrderRow, b: SalesOrderRow) => a.name.localeCompare(b.name, 'es', { sensitivity: 'base' });
  const compare: Record<OrderSort, (a: SalesOrderRow, b: SalesOrderRow) => number> = {
    newest: (a, b) => Date.parse(b.date_order) - Date.parse(a.date_order),
    oldest: (a, b) => Date.parse(a.date_order) - Date.parse(b.date_order),
    nameAsc: byName,
    nameDesc: (a, b) => byName(b, a),
  };
  return matching.sort(compare[sort]);
}

const machine = ordersListMachine.provide({ actions: { logError: () => {} } });

export const orderEvents = [
  { type: 'list.search', text: 'perez' },
  { type: 'list.search', text: 'ÑANDU' },
  { type: 'list.search', text: 's0001' },
  { type: 'list.search', text: '' },
  { type: 'list.sort', sort: 'newest' },
  { type: 'list.sort', sort: 'oldest' },
  { type: 'list.sort', sort: 'nameAsc' },
  { type: 'list.sort', sort: 'nameDesc' },
  { type: 'list.reload' },
  { type: 'list.retry' },
  { type: 'list.allMonths' },
  { type: 'xstate.done.actor.fetchOrders', output: orders },
  { type: 'xstate.done.actor.fetchOrders', output: [] },
  { type: 'xstate.error.actor.fetchOrders', error: { code: 'bad_response', message: 'Something went wrong' } },
  { type: 'xstate.error.actor.fetchOrders', error: new TypeError('Failed to fetch') },
] as never[];

export function checkOrdersInvariants(snapshot: OrdersListSnapshot) {
  const { context } = snapshot;
  expect(visibleOrders(context)).toEqual(referenceVisibleOrders(context.list.rows, context.search, context.sort, context.month));
  expect(context.failure).toEqual(snapshot.hasTag('error') ? ordersUnavailable : null);
}

export const model = machineModel({
  name: 'orders-list',
  machine,
  // The analytics page's drill-down opens the list on one month: May 2025 holds two of the five orders.
  inputs: [{}, { month: '2025-05' }],
  events: orderEvents,
  // No guard reads the context; the page offers search and sort over a list shown and "Ver todos los
  // meses" on one month (tests/views/orders.test.tsx). Every search and sort pairing is checked against
  // the reference in orders-list.test.ts's property test.
  abstractContext: (context) => [context.list.rows.length > 0, context.month !== null],
  invariants: (snapshot) => checkOrdersInvariants(snapshot as never),
});
