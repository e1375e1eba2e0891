import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Category, Product, ProductPage } from '../contract/catalogue';
import type { CartProduct } from './checkout.cart';
import { failedLoad } from './failed-load';
import { refusalOr, type Failure } from './failure';
import { logLoadFailure } from './loaded-list';
import { notProvided } from './not-provided';
import { grossTotal } from './rules/totals';

/**
 * The product catalogue of the buyer's home page: search, category, sort and view, over the gateway's
 * keyset-paged product list. The gateway searches (accents and case ignored) and sorts; this machine
 * decides what to ask for and when, and keeps the pages that arrived.
 *
 * - Typing waits for a pause (`searchDebounce`) before asking; a category or sort asks at once.
 * - A new search, category or sort starts again from the first page. Leaving a loading state stops
 *   its call, so the answer to an older question never lands on the list.
 * - Categories load beside the products; their failure leaves the products usable.
 */

export const catalogueSorts = ['name_asc', 'name_desc', 'price_asc', 'price_desc'] as const;
export type CatalogueSort = (typeof catalogueSorts)[number];
export const catalogueViews = ['grid', 'list'] as const;
export type CatalogueView = (typeof catalogueViews)[number];

/** The gateway refuses longer searches. */
export const SEARCH_MAX_LENGTH = 100;

/** What `fetchProducts` is asked: `q` as typed ('' for none), a category slug or null, and a page. */
export interface ProductsRequest {
  q: string;
  category: string | null;
  sort: CatalogueSort;
  cursor: string | null;
}

/** The first page the catalogue asks for when it opens, which index.html's boot script also asks for early (src/app/first-routes.ts). */
export const firstProductsRequest: ProductsRequest = { q: '', category: null, sort: 'name_asc', cursor: null };

/** What the catalogue shows: read from the page's address when it opens and when back or forward changes it. */
export interface CatalogueFilters {
  q: string;
  category: string | null;
  sort: CatalogueSort;
  view: CatalogueView;
}

export interface CatalogueContext {
  /** What is in the search box. */
  typed: string;
  /** The search the shown products answer; equals `typed` except while waiting for a pause. */
  query: string;
  category: string | null;
  sort: CatalogueSort;
  view: CatalogueView;
  categories: readonly Category[];
  items: readonly Product[];
  nextCursor: string | null;
  failure: Failure | null;
}

export type CatalogueEvent =
  | { type: 'catalogue.search'; text: string }
  | { type: 'catalogue.category'; slug: string | null }
  | { type: 'catalogue.sort'; sort: CatalogueSort }
  | { type: 'catalogue.view'; view: CatalogueView }
  | ({ type: 'catalogue.show' } & CatalogueFilters)
  | { type: 'catalogue.loadMore' }
  | { type: 'catalogue.retry' };

export const productsUnavailable: Failure = { code: 'products_unavailable' };

/** A product is sold only while the distributor has it. */
export const isAvailable = (product: Pick<Product, 'stock_state'>) => product.stock_state !== 'out';

/** A unit price with IVA, rounded as the totals round it. */
export const priceWithTax = (net: number) => grossTotal(net, 0, 0);

/** What the cart is told about a product; the club price stays 0 for products outside the club. */
export function cartProductOf(product: Omit<Product, 'image_url' | 'description'>): CartProduct {
  return {
    id: product.id,
    product_name: product.name,
    list_price: product.list_price,
    cxti_price: product.cxti_price,
    original_price: product.list_price,
    unit: product.uom,
    quantity_rule: product.quantity_rule,
    pack_size: product.pack_size,
  };
}

/** The gateway's own refusal (a 4xx with its code) is worded by the gateway; anything else is ours. */
const failureOf = (error: unknown): Failure => refusalOr(error, productsUnavailable);

/** The next page after the shown ones; a product already shown is not shown twice. */
function appendPage(items: readonly Product[], page: ProductPage): Product[] {
  const shown = new Set(items.map((product) => product.id));
  return [...items, ...page.items.filter((product) => !shown.has(product.id))];
}

const isSlug = (slug: unknown) => slug === null || (typeof slug === 'string' && /^[a-z0-9-]{1,60}$/.test(slug));
const searchText = (text: string) => (typeof text === 'string' ? text.slice(0, SEARCH_MAX_LENGTH) : '');

/**
 * The filters as asked, each part that is not one the catalogue knows (an address typed by hand, an old
 * bookmark) replaced by its default rather than refused: the buyer still gets a catalogue.
 */
export function knownFilters(asked: Partial<CatalogueFilters>): CatalogueFilters {
  const q = searchText(asked.q ?? '');
  return {
    q: q.trim() === '' ? '' : q,
    category: isSlug(asked.category ?? null) ? (asked.category ?? null) : null,
    sort: catalogueSorts.includes(asked.sort as CatalogueSort) ? (asked.sort as CatalogueSort) : firstProductsRequest.sort,
    view: catalogueViews.includes(asked.view as CatalogueView) ? (asked.view as CatalogueView) : 'grid',
  };
}

export const catalogueMachine = setup({
  types: {
    context: {} as CatalogueContext,
    events: {} as CatalogueEvent,
    input: {} as Partial<CatalogueFilters>,
  },
  actors: {
    fetchProducts: notProvided.actor<ProductPage, ProductsRequest>('catalogue', 'fetchProducts'),
    fetchCategories: notProvided.actor<readonly Category[], void>('catalogue', 'fetchCategories'),
  },
  actions: {
    logError: (_, _params: { message: string; error: unknown }) => notProvided.action('catalogue', 'logError'),
    /** The question changed: what was shown answered another one. */
    startFirstPage: assign(({ context }) => ({ query: context.typed, items: [], nextCursor: null })),
  },
  delays: {
    searchDebounce: 250,
  },
  guards: {
    isNewSearch: ({ context }, { text }: { text: string }) => searchText(text) !== context.typed,
    isOtherCategory: ({ context }, { slug }: { slug: string | null }) => isSlug(slug) && slug !== context.category,
    isOtherSort: ({ context }, { sort }: { sort: CatalogueSort }) => catalogueSorts.includes(sort) && sort !== context.sort,
    isOtherView: ({ context }, { view }: { view: CatalogueView }) => catalogueViews.includes(view) && view !== context.view,
    /** The address asks another question than the products shown answer (the view alone needs no reload). */
    isOtherQuestion: ({ context }, asked: CatalogueFilters) => {
      const { q, category, sort } = knownFilters(asked);
      return q !== context.typed || category !== context.category || sort !== context.sort;
    },
    hasMorePages: ({ context }) => context.nextCursor !== null,
  },
}).createMachine({
  id: 'catalogue',
  description:
    'The catalogue beside the cart: search (after a pause), category, sort and grid or list view over the ' +
    "gateway's keyset-paged products, with the categories and their counts.",
  context: ({ input }) => {
    const { q, category, sort, view } = knownFilters(input);
    return { typed: q, query: q, category, sort, view, categories: [], items: [], nextCursor: null, failure: null };
  },
  type: 'parallel',
  on: {
    'catalogue.view': {
      guard: { type: 'isOtherView', params: ({ event }) => ({ view: event.view }) },
      actions: assign({ view: ({ event }) => event.view }),
    },
  },
  states: {
    categories: {
      description: 'The category filter with its product counts.',
      initial: 'loading',
      states: {
        loading: {
          description: 'Fetching the categories; the filter offers only "all" meanwhile.',
          tags: ['loadingCategories'],
          invoke: {
            id: 'fetchCategories',
            src: 'fetchCategories',
            onDone: { target: 'ready', actions: assign({ categories: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: logLoadFailure('Error loading categorías') },
          },
        },
        ready: { description: 'The categories are offered with their counts.' },
        failed: {
          description: 'The categories could not load: the products still work, a retry is offered.',
          tags: ['categoriesFailed'],
          on: { 'catalogue.retry': 'loading' },
        },
      },
    },
    products: {
      description: 'The pages of products answering the current search, category and sort.',
      initial: 'loading',
      on: {
        'catalogue.search': {
          guard: { type: 'isNewSearch', params: ({ event }) => ({ text: event.text }) },
          target: '.debouncing',
          reenter: true,
          actions: assign({ typed: ({ event }) => searchText(event.text) }),
        },
        'catalogue.category': {
          guard: { type: 'isOtherCategory', params: ({ event }) => ({ slug: event.slug }) },
          target: '.loading',
          reenter: true,
          actions: assign({ category: ({ event }) => event.slug }),
        },
        'catalogue.sort': {
          guard: { type: 'isOtherSort', params: ({ event }) => ({ sort: event.sort }) },
          target: '.loading',
          reenter: true,
          actions: assign({ sort: ({ event }) => event.sort }),
        },
        // Back, forward or a shared link: the whole question at once, asked without waiting for a pause.
        'catalogue.show': [
          {
            guard: { type: 'isOtherQuestion', params: ({ event }) => event },
            target: '.loading',
            reenter: true,
            actions: assign(({ event }) => {
              const { q, category, sort, view } = knownFilters(event);
              return { typed: q, category, sort, view };
            }),
          },
          { actions: assign({ view: ({ event }) => knownFilters(event).view }) },
        ],
      },
      states: {
        debouncing: {
          description: 'The buyer is typing: the search is sent after a pause; what was shown stays.',
          after: { searchDebounce: 'loading' },
        },
        loading: {
          description: 'Fetching the first page for the current search, category and sort.',
          tags: ['busy'],
          entry: 'startFirstPage',
          invoke: {
            id: 'fetchFirstPage',
            src: 'fetchProducts',
            input: ({ context }) => ({ q: context.query, category: context.category, sort: context.sort, cursor: null }),
            onDone: {
              target: 'ready',
              actions: assign({ items: ({ event }) => appendPage([], event.output), nextCursor: ({ event }) => event.output.next_cursor }),
            },
            onError: {
              target: 'failed',
              actions: [assign({ failure: ({ event }) => failureOf(event.error) }), logLoadFailure('Error loading productos')],
            },
          },
        },
        ready: {
          description: 'The pages that arrived are shown; more are asked for at the end of the list.',
          initial: 'idle',
          states: {
            idle: {
              description: 'Waiting for the buyer to reach the end of the list.',
              on: { 'catalogue.loadMore': { guard: 'hasMorePages', target: 'loadingMore' } },
            },
            loadingMore: {
              description: 'Fetching the page after the shown ones.',
              tags: ['busy', 'loadingMore'],
              invoke: {
                id: 'fetchNextPage',
                src: 'fetchProducts',
                input: ({ context }) => ({ q: context.query, category: context.category, sort: context.sort, cursor: context.nextCursor }),
                onDone: {
                  target: 'idle',
                  actions: assign({
                    items: ({ context, event }) => appendPage(context.items, event.output),
                    nextCursor: ({ event }) => event.output.next_cursor,
                  }),
                },
                onError: {
                  target: 'loadMoreFailed',
                  actions: [assign({ failure: ({ event }) => failureOf(event.error) }), logLoadFailure('Error loading productos')],
                },
              },
            },
            loadMoreFailed: {
              description: 'The next page failed: the shown products stay, with a message and a retry.',
              tags: ['error'],
              exit: assign({ failure: null }),
              on: { 'catalogue.retry': 'loadingMore' },
            },
          },
        },
        failed: failedLoad<CatalogueContext, CatalogueEvent>('catalogue.retry', 'The first page failed: a message and a retry are shown.'),
      },
    },
  },
});

export type CatalogueSnapshot = SnapshotFrom<typeof catalogueMachine>;
export type CatalogueActor = ActorRefFrom<typeof catalogueMachine>;
