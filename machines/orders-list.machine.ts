import { assign, setup, type SnapshotFrom } from 'xstate';
import type { Failure } from './failure';
import {
  byName,
  byNameDescending,
  byNumber,
  byNumberDescending,
  emptyList,
  loadFailureLogText,
  loadList,
  memoPerLoad,
  searchAndSort,
  sortBy,
  type LoadedList,
  type SortOrder,
} from './loaded-list';
import type { SalesOrderRow } from '../contract/lists';
import { notProvided } from './not-provided';

export const orderSorts = ['newest', 'oldest', 'nameAsc', 'nameDesc'] as const;
export type OrderSort = (typeof orderSorts)[number];

export interface OrdersListContext {
  list: LoadedList<SalesOrderRow>;
  search: string;
  sort: OrderSort;
  failure: Failure | null;
}

export type OrdersListEvent =
  | { type: 'list.search'; text: string }
  | { type: 'list.sort'; sort: OrderSort }
  | { type: 'list.reload' }
  | { type: 'list.retry' };

export const ordersUnavailable: Failure = { code: 'orders_unavailable' };

const dateOf = (row: SalesOrderRow) => Date.parse(row.date_order);
const nameOf = (row: SalesOrderRow) => row.name;
const sortOrders: Record<OrderSort, SortOrder<SalesOrderRow>> = {
  newest: sortBy(dateOf, byNumberDescending),
  oldest: sortBy(dateOf, byNumber),
  nameAsc: sortBy(nameOf, byName),
  nameDesc: sortBy(nameOf, byNameDescending),
};

const visibleOrderRows = memoPerLoad((list: LoadedList<SalesOrderRow>, search: string, sort: OrderSort) =>
  searchAndSort(list, search, sortOrders[sort]),
);

/** The rows a view shows: the search applied, then the sort. Same array back until something changes. */
export function visibleOrders(context: OrdersListContext): readonly SalesOrderRow[] {
  return visibleOrderRows(context.list, context.search, context.sort);
}

export const ordersListMachine = setup({
  types: {
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
  description: "The buyer's sales orders: loaded from the gateway, searched by order or customer name, sorted by date or name.",
  context: { list: emptyList, search: '', sort: 'newest', failure: null },
  initial: 'loading',
  on: {
    'list.search': { actions: assign({ search: ({ event }) => event.text }) },
    'list.sort': { actions: assign({ sort: ({ event }) => event.sort }) },
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
          actions: [
            assign({ failure: ordersUnavailable }),
            {
              type: 'logError',
              params: ({ event }) => ({ message: loadFailureLogText(event.error, 'Error loading pedidos'), error: event.error }),
            },
          ],
        },
      },
    },
    ready: {
      description: 'The orders are shown; search and sort act on them at once.',
      on: { 'list.reload': 'loading' },
    },
    failed: {
      description: 'The load failed: a message and a retry are shown; rows of an earlier load stay.',
      tags: ['error'],
      exit: assign({ failure: null }),
      on: { 'list.retry': 'loading' },
    },
  },
});

export type OrdersListSnapshot = SnapshotFrom<typeof ordersListMachine>;

export const selectVisibleOrders = (snapshot: OrdersListSnapshot) => visibleOrders(snapshot.context);
