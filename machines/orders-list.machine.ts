import { assign, setup, type SnapshotFrom } from 'xstate';
import type { Failure } from './failure';
import { failedLoad } from './failed-load';
import {
  byName,
  byNameDescending,
  byNumber,
  byNumberDescending,
  emptyList,
  logLoadFailure,
  loadList,
  memoPerLoad,
  searchAndSort,
  sortBy,
  type LoadedList,
  type SortOrder,
} from './loaded-list';
import type { SalesOrderRow } from '../contract/lists';
import { notProvided } from './not-provided';
import { santiagoDate } from './rules/calendar';
import { isMonth } from './rules/period';

export const orderSorts = ['newest', 'oldest', 'nameAsc', 'nameDesc'] as const;
export type OrderSort = (typeof orderSorts)[number];

export interface OrdersListInput {
  /** A Santiago month (`YYYY-MM`) to show alone, as the analytics page's drill-down asks; anything else is ignored. */
  month?: string | null;
}

export interface OrdersListContext {
  list: LoadedList<SalesOrderRow>;
  search: string;
  sort: OrderSort;
  /** Only the orders placed in this Santiago month, `YYYY-MM`; null for every month. */
  month: string | null;
  failure: Failure | null;
}

export type OrdersListEvent =
  | { type: 'list.search'; text: string }
  | { type: 'list.sort'; sort: OrderSort }
  | { type: 'list.reload' }
  | { type: 'list.retry' }
  | { type: 'list.allMonths' };

export const ordersUnavailable: Failure = { code: 'orders_unavailable' };

const dateOf = (row: SalesOrderRow) => Date.parse(row.date_order);
const nameOf = (row: SalesOrderRow) => row.name;
const sortOrders: Record<OrderSort, SortOrder<SalesOrderRow>> = {
  newest: sortBy(dateOf, byNumberDescending),
  oldest: sortBy(dateOf, byNumber),
  nameAsc: sortBy(nameOf, byName),
  nameDesc: sortBy(nameOf, byNameDescending),
};

/** The Santiago month an order was placed in: an order at 23:30 on the last day of a month belongs to it. */
export const orderMonth = (row: SalesOrderRow) => santiagoDate(new Date(row.date_order)).slice(0, 7);

const visibleOrderRows = memoPerLoad((list: LoadedList<SalesOrderRow>, search: string, sort: OrderSort, month: string | null) =>
  searchAndSort(list, search, sortOrders[sort], month === null ? undefined : (row) => orderMonth(row) === month),
);

/** The rows a view shows: the month and the search applied, then the sort. Same array back until something changes. */
export function visibleOrders(context: OrdersListContext): readonly SalesOrderRow[] {
  return visibleOrderRows(context.list, context.search, context.sort, context.month);
}

export const ordersListMachine = setup({
  types: {
    input: {} as OrdersListInput,
    context: {} as OrdersListContext,
    events: {} as OrdersListEvent,
  },
  actors: {
    fetchOrders: notProvided.actor<readonly SalesOrderRow[], void>('orders-list', 'fetchOrders'),
  },
  actions: {
    logError: (_, _params: { message: string; error: unknown }) => notProvided.action('orders-list', 'logError'),
  },
}).createMachine({
  id: 'ordersList',
  description:
    "The buyer's sales orders: loaded from the gateway, searched by order or customer name, sorted by date or name, optionally of one month only.",
  context: ({ input }) => ({ list: emptyList, search: '', sort: 'newest', month: isMonth(input.month) ? input.month : null, failure: null }),
  initial: 'loading',
  on: {
    'list.search': { actions: assign({ search: ({ event }) => event.text }) },
    'list.sort': { actions: assign({ sort: ({ event }) => event.sort }) },
    'list.allMonths': { actions: assign({ month: null }) },
  },
  states: {
    loading: {
      description: 'Fetching the orders; rows of an earlier load stay visible meanwhile.',
      tags: ['busy'],
      invoke: {
        id: 'fetchOrders',
        src: 'fetchOrders',
        onDone: {
          target: 'ready',
          actions: assign({ list: ({ event }) => loadList(event.output, (row) => [row.partner_name, row.name]) }),
        },
        onError: {
          target: 'failed',
          actions: [assign({ failure: ordersUnavailable }), logLoadFailure('Error loading pedidos')],
        },
      },
    },
    ready: {
      description: 'The orders are shown; search and sort act on them at once.',
      on: { 'list.reload': 'loading' },
    },
    failed: failedLoad<OrdersListContext, OrdersListEvent>('list.retry', 'The load failed: a message and a retry are shown; rows of an earlier load stay.'),
  },
});

export type OrdersListSnapshot = SnapshotFrom<typeof ordersListMachine>;

export const selectVisibleOrders = (snapshot: OrdersListSnapshot) => visibleOrders(snapshot.context);
