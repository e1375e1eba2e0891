import { assign, raise, setup, type SnapshotFrom } from 'xstate';
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
  sortBy,
  type LoadedList,
  type SortOrder,
} from './loaded-list';
import { orderProductSearchMin, type SalesOrderRow } from '../contract/lists';
import { notProvided } from './not-provided';
import { isCalendarDay, santiagoDate } from './rules/calendar';
import { isMonth } from './rules/period';
import { foldQuery } from './rules/search';

export const orderSorts = ['newest', 'oldest', 'highestTotal', 'lowestTotal'] as const;
export type OrderSort = (typeof orderSorts)[number];

/** Santiago days (`YYYY-MM-DD`), both included; null leaves that end open. */
export interface OrderDays {
  from: string | null;
  to: string | null;
}

/** What the buyer asks of the list, as the page's address keeps it: back, a bookmark or a link brings it back. */
export interface OrderFilters {
  search: string;
  product: string;
  days: OrderDays;
  sort: OrderSort;
}

/** Filters as an address says them: anything unknown or malformed is left at its default, a text cut at 100 characters. */
export interface RawOrderFilters {
  search?: string | null;
  product?: string | null;
  from?: string | null;
  to?: string | null;
  sort?: string | null;
}

export interface OrdersListInput {
  /** A Santiago month (`YYYY-MM`) to show alone, as the analytics page's drill-down asks; anything else is ignored. */
  month?: string | null;
  filters?: RawOrderFilters;
}

/** The gateway's answer to the product search: the ids of the orders with a line of it. */
export interface ProductMatches {
  /** The product query these ids answer, as sent (trimmed). */
  query: string;
  ids: ReadonlySet<number>;
}

export interface OrdersListContext {
  list: LoadedList<SalesOrderRow>;
  /** Order number or purchase order number, searched in the loaded rows. */
  search: string;
  sort: OrderSort;
  /** Only the orders placed in this Santiago month, `YYYY-MM`; null for every month. */
  month: string | null;
  days: OrderDays;
  /** The product name or code as typed. */
  product: string;
  /**
   * The last answer about a product, applied while the product box holds a query: a new query keeps
   * the previous answer in view until its own arrives. Null when the box holds none.
   */
  productMatches: ProductMatches | null;
  /** Whether `productMatches` answers the rows now loaded; a new load asks again. */
  productCurrent: boolean;
  failure: Failure | null;
}

export type OrdersListEvent =
  | { type: 'list.search'; text: string }
  | { type: 'list.sort'; sort: OrderSort }
  | { type: 'list.days'; from: string | null; to: string | null }
  | { type: 'list.product'; text: string }
  | { type: 'list.reload' }
  | { type: 'list.retry' }
  | { type: 'list.allMonths' }
  /** Back, forward or a link changed the address: the whole question at once. */
  | ({ type: 'list.show' } & OrderFilters);

export const ordersUnavailable: Failure = { code: 'orders_unavailable' };
export const productSearchUnavailable: Failure = { code: 'order_product_search_unavailable' };

const dateOf = (row: SalesOrderRow) => Date.parse(row.date_order);
const totalOf = (row: SalesOrderRow) => row.amount_total;
const sortOrders: Record<OrderSort, SortOrder<SalesOrderRow>> = {
  newest: sortBy(dateOf, byNumberDescending),
  oldest: sortBy(dateOf, byNumber),
  highestTotal: sortBy(totalOf, byNumberDescending),
  lowestTotal: sortBy(totalOf, byNumber),
};

/**
 * The Santiago day each order was placed on (an order at 23:30 on the last day of a month belongs to
 * it): formatting in Santiago's zone is the costly part of a date filter, so once per load, on first use.
 */
const orderDays = memoPerLoad((list: LoadedList<SalesOrderRow>) => list.rows.map((row) => santiagoDate(new Date(row.date_order))));

/** The product query a text asks the gateway, or null when it is too short to ask about. */
export function productQueryOf(text: string): string | null {
  const query = text.trim();
  return foldQuery(query).length >= orderProductSearchMin ? query : null;
}

const dayOrNull = (day: string | null | undefined) => (typeof day === 'string' && isCalendarDay(day) ? day : null);

/** The longest text a box takes: the contract's longest product query. */
const filterTextMax = 100;
const textOrEmpty = (text: string | null | undefined) => (typeof text === 'string' ? text.slice(0, filterTextMax) : '');

/** The filters `raw` asks for; what it does not say, or says wrongly, is the default. */
export function knownOrderFilters(raw: RawOrderFilters): OrderFilters {
  return {
    search: textOrEmpty(raw.search),
    product: textOrEmpty(raw.product),
    days: { from: dayOrNull(raw.from), to: dayOrNull(raw.to) },
    sort: orderSorts.find((sort) => sort === raw.sort) ?? 'newest',
  };
}

const visibleOrderRows = memoPerLoad(
  (
    list: LoadedList<SalesOrderRow>,
    search: string,
    sort: OrderSort,
    month: string | null,
    from: string | null,
    to: string | null,
    productIds: ReadonlySet<number> | null,
  ) => {
    const days = month === null && from === null && to === null ? null : orderDays(list);
    return searchAndSort(list, search, sortOrders[sort], (row, position) => {
      if (productIds && !productIds.has(row.id)) return false;
      if (!days) return true;
      const day = days[position] as string;
      return (month === null || day.startsWith(month)) && (from === null || day >= from) && (to === null || day <= to);
    });
  },
);

/**
 * The rows a view shows: the month, the days, the product and the number search applied, then the
 * sort. Same array back until something changes.
 */
export function visibleOrders(context: OrdersListContext): readonly SalesOrderRow[] {
  const { list, search, sort, month, days, productMatches } = context;
  return visibleOrderRows(list, search, sort, month, days.from, days.to, productMatches?.ids ?? null);
}

/*
 * Why the product search is a gateway query (`GET /user-sales-orders?product=`) and not text carried by
 * each row: the list loads once as small rows (number, PO, date, delivery, state, total) and every
 * keystroke in the number box scans their short keys locally, under a millisecond at 10,000 orders
 * (`npm run bench:lists`). An order has up to 200 lines; putting each line's product name and code into
 * its row would multiply the answer the page waits for and the text every keystroke scans, to serve a
 * search that is typed far less often. The gateway answers it from the order lines in one query per
 * pause in the typing, and only the matching ids are kept here.
 */
export const ordersListMachine = setup({
  types: {
    input: {} as OrdersListInput,
    context: {} as OrdersListContext,
    events: {} as OrdersListEvent,
  },
  actors: {
    fetchOrders: notProvided.actor<readonly SalesOrderRow[], void>('orders-list', 'fetchOrders'),
    searchByProduct: notProvided.actor<readonly SalesOrderRow[], string>('orders-list', 'searchByProduct'),
  },
  actions: {
    logError: (_, _params: { message: string; error: unknown }) => notProvided.action('orders-list', 'logError'),
    /** The product box's new text; a text too short to ask about drops the product filter at once. */
    typedProduct: assign(({ context }, { text }: { text: string }) => ({
      product: text,
      productMatches: productQueryOf(text) === null ? null : context.productMatches,
    })),
  },
  delays: {
    typingPause: 300,
  },
  guards: {
    /** A product query long enough to ask about, other than the one the box held. */
    isNewProductQuery: ({ context }, { text }: { text: string }) => {
      const query = productQueryOf(text);
      return query !== null && query !== productQueryOf(context.product);
    },
    isNoProductQuery: (_, { text }: { text: string }) => productQueryOf(text) === null,
    /** The box holds a query whose answer is missing, or was for an earlier load. */
    needsProductSearch: ({ context }) => productQueryOf(context.product) !== null && !context.productCurrent,
  },
}).createMachine({
  id: 'ordersList',
  description:
    "The buyer's sales orders, loaded from the gateway: searched at once by order or purchase order number and between two " +
    'days, by a product of their lines through the gateway after a pause; sorted by date or total, optionally of one month only; ' +
    'the whole question can come at once from the page address.',
  context: ({ input }) => ({
    list: emptyList,
    ...knownOrderFilters(input.filters ?? {}),
    month: isMonth(input.month) ? input.month : null,
    productMatches: null,
    productCurrent: false,
    failure: null,
  }),
  initial: 'loading',
  on: {
    'list.search': { actions: assign({ search: ({ event }) => event.text }) },
    'list.sort': { actions: assign({ sort: ({ event }) => event.sort }) },
    'list.days': { actions: assign({ days: ({ event }) => ({ from: dayOrNull(event.from), to: dayOrNull(event.to) }) }) },
    'list.product': { actions: { type: 'typedProduct', params: ({ event }) => ({ text: event.text }) } },
    'list.allMonths': { actions: assign({ month: null }) },
    // The product goes the way a typed one does, so a new one is asked of the gateway after the pause.
    'list.show': {
      actions: [
        assign(({ event }) => {
          const { search, days, sort } = knownOrderFilters({ ...event, ...event.days });
          return { search, days, sort };
        }),
        raise(({ event }) => ({ type: 'list.product' as const, text: textOrEmpty(event.product) })),
      ],
    },
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
          actions: assign({
            list: ({ event }) => loadList(event.output, (row) => [row.name, row.despensa_customer_sale_order_number ?? '']),
            productCurrent: false,
          }),
        },
        onError: {
          target: 'failed',
          actions: [assign({ failure: ordersUnavailable }), logLoadFailure('Error loading pedidos')],
        },
      },
    },
    ready: {
      description: 'The orders are shown; the number search, the days and the sort act on them at once, the product search after a pause.',
      initial: 'idle',
      on: {
        'list.reload': 'loading',
        'list.product': [
          {
            guard: { type: 'isNewProductQuery', params: ({ event }) => ({ text: event.text }) },
            target: '.waiting',
            actions: { type: 'typedProduct', params: ({ event }) => ({ text: event.text }) },
          },
          {
            guard: { type: 'isNoProductQuery', params: ({ event }) => ({ text: event.text }) },
            target: '.idle',
            actions: [{ type: 'typedProduct', params: ({ event }) => ({ text: event.text }) }, assign({ productCurrent: false })],
          },
          { actions: { type: 'typedProduct', params: ({ event }) => ({ text: event.text }) } },
        ],
      },
      states: {
        idle: {
          description: 'Nothing to ask; a load that arrives while the product box holds a query asks about it again.',
          always: { guard: 'needsProductSearch', target: 'searching' },
        },
        waiting: {
          description: 'The buyer is typing a product: the gateway is asked after a pause; the last answer stays meanwhile.',
          after: { typingPause: 'searching' },
        },
        searching: {
          description: 'The gateway looks for the orders with a line of the product.',
          tags: ['searching'],
          invoke: {
            id: 'searchByProduct',
            src: 'searchByProduct',
            input: ({ context }) => productQueryOf(context.product) ?? '',
            onDone: {
              target: 'idle',
              actions: assign({
                productMatches: ({ context, event }) => ({
                  query: productQueryOf(context.product) ?? '',
                  ids: new Set(event.output.map((row) => row.id)),
                }),
                productCurrent: true,
              }),
            },
            onError: {
              target: 'productFailed',
              actions: [
                assign({ failure: productSearchUnavailable }),
                { type: 'logError', params: ({ event }) => ({ message: 'Error searching pedidos by product', error: event.error }) },
              ],
            },
          },
        },
        productFailed: {
          description: 'The product search failed: a message and a retry are shown; the rows stay.',
          tags: ['error'],
          exit: assign({ failure: null }),
          on: { 'list.retry': 'searching' },
        },
      },
    },
    failed: failedLoad<OrdersListContext, OrdersListEvent>('list.retry', 'The load failed: a message and a retry are shown; rows of an earlier load stay.'),
  },
});

export type OrdersListSnapshot = SnapshotFrom<typeof ordersListMachine>;

export const selectVisibleOrders = (snapshot: OrdersListSnapshot) => visibleOrders(snapshot.context);
