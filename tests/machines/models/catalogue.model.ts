import type { Category, Product, ProductPage } from '../../../contract/catalogue';
import { expect } from 'vitest';
import { catalogueMachine, productsUnavailable, type CatalogueFilters, type CatalogueSnapshot } from '../../../machines/catalogue.machine';
import { machineModel } from '../support/model';

export const product = (id: number, name: string, overrides: Partial<Product> = {}): Product => ({
  id,
  default_code: `AB-${String(id).padStart(3, '0')}`,
  name,
  category: { id: 1, name: 'Abarrotes', slug: 'abarrotes' },
  uom: 'un',
  pack_size: 'Bolsa 1 kg',
  quantity_rule: { step: 1, min: 1 },
  list_price: 1_000 * id,
  cxti_price: 0,
  stock_state: 'in_stock',
  description: `${name} para cocina profesional.`,
  image_url: 'data:image/svg+xml,%3Csvg%2F%3E',
  ...overrides,
});

/** A first page with more to come, the last page, and a page repeating the first (a cursor gone stale). */
export const firstPage: ProductPage = { items: [product(1, 'Arroz grado 1'), product(2, 'Aceite de maravilla')], next_cursor: 'c2' };
export const lastPage: ProductPage = { items: [product(3, 'Azúcar granulada'), product(4, 'Harina sin polvos')], next_cursor: null };
export const emptyPage: ProductPage = { items: [], next_cursor: null };
export const categories: Category[] = [
  { id: 1, name: 'Abarrotes', slug: 'abarrotes', product_count: 12 },
  { id: 2, name: 'Lácteos', slug: 'lacteos', product_count: 5 },
];
export const gatewayRefusal = { status: 400, code: 'invalid_request', message: 'Revisa los datos enviados.' };
const networkFailure = new TypeError('Failed to fetch');

const machine = catalogueMachine.provide({ actions: { logError: () => {} } });

export const catalogueEvents = [
  { type: 'catalogue.search', text: 'arroz' },
  { type: 'catalogue.search', text: '' },
  { type: 'catalogue.category', slug: 'lacteos' },
  { type: 'catalogue.category', slug: null },
  { type: 'catalogue.sort', sort: 'price_asc' },
  { type: 'catalogue.sort', sort: 'name_asc' },
  { type: 'catalogue.view', view: 'list' },
  { type: 'catalogue.view', view: 'grid' },
  // Back to the first question in list view, and to a filtered one in grid view: one of them always differs.
  { type: 'catalogue.show', q: '', category: null, sort: 'name_asc', view: 'list' },
  { type: 'catalogue.show', q: 'arroz', category: 'lacteos', sort: 'price_desc', view: 'grid' },
  { type: 'catalogue.loadMore' },
  { type: 'catalogue.retry' },
  { type: 'xstate.done.actor.fetchFirstPage', output: firstPage },
  { type: 'xstate.done.actor.fetchFirstPage', output: emptyPage },
  { type: 'xstate.error.actor.fetchFirstPage', error: gatewayRefusal },
  { type: 'xstate.error.actor.fetchFirstPage', error: networkFailure },
  { type: 'xstate.done.actor.fetchNextPage', output: lastPage },
  { type: 'xstate.done.actor.fetchNextPage', output: firstPage },
  { type: 'xstate.error.actor.fetchNextPage', error: networkFailure },
  { type: 'xstate.done.actor.fetchCategories', output: categories },
  { type: 'xstate.error.actor.fetchCategories', error: networkFailure },
] as never[];

type AnyEvent = { type: string; output?: ProductPage | Category[]; error?: unknown; slug?: string | null; sort?: string; view?: string; text?: string };

export function checkCatalogueInvariants(snapshot: CatalogueSnapshot, event: AnyEvent, previous: CatalogueSnapshot | undefined) {
  const { context } = snapshot;
  const at = (value: object) => snapshot.matches(value as never);
  const ids = context.items.map((item) => item.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(context.failure !== null).toBe(snapshot.hasTag('error'));
  expect(snapshot.hasTag('busy')).toBe(at({ products: 'loading' }) || at({ products: { ready: 'loadingMore' } }));
  if (!at({ products: 'debouncing' })) expect(context.query).toBe(context.typed);
  if (at({ products: 'loading' })) {
    expect(context.items).toEqual([]);
    expect(context.nextCursor).toBeNull();
  }
  if (at({ products: { ready: 'idle' } }) && context.nextCursor === null) expect(snapshot.can({ type: 'catalogue.loadMore' })).toBe(false);

  if (event.type === 'xstate.done.actor.fetchFirstPage') {
    const page = event.output as ProductPage;
    expect(context.items).toEqual(page.items);
    expect(context.nextCursor).toBe(page.next_cursor);
  }
  if (event.type === 'xstate.done.actor.fetchNextPage' && previous) {
    const page = event.output as ProductPage;
    const fresh = page.items.filter((item) => !previous.context.items.some((shown) => shown.id === item.id));
    expect(context.items).toEqual([...previous.context.items, ...fresh]);
    expect(context.nextCursor).toBe(page.next_cursor);
  }
  if (event.type === 'xstate.error.actor.fetchFirstPage') {
    expect(context.failure).toEqual(event.error === gatewayRefusal ? { code: gatewayRefusal.code, message: gatewayRefusal.message } : productsUnavailable);
  }
  if (event.type === 'xstate.error.actor.fetchNextPage' && previous) expect(context.items).toEqual(previous.context.items);
  if (event.type === 'xstate.done.actor.fetchCategories') expect(context.categories).toEqual(categories);
  if (event.type === 'catalogue.category') {
    expect(context.category).toBe(event.slug);
    expect(at({ products: 'loading' })).toBe(true);
  }
  if (event.type === 'catalogue.sort') {
    expect(context.sort).toBe(event.sort);
    expect(at({ products: 'loading' })).toBe(true);
  }
  if (event.type === 'catalogue.search') {
    expect(context.typed).toBe(event.text);
    expect(at({ products: 'debouncing' })).toBe(true);
  }
  if (event.type.startsWith('xstate.after.')) expect(context.query).toBe(context.typed);
  if (event.type === 'catalogue.view') expect(context.view).toBe(event.view);
  if (event.type === 'catalogue.show') {
    const asked = event as unknown as CatalogueFilters;
    expect([context.typed, context.category, context.sort, context.view]).toEqual([asked.q, asked.category, asked.sort, asked.view]);
    const sameQuestion = previous && [previous.context.typed, previous.context.category, previous.context.sort].join() === [asked.q, asked.category, asked.sort].join();
    expect(at({ products: 'loading' })).toBe(sameQuestion ? previous.matches({ products: 'loading' }) : true);
  }
}

export const model = machineModel({
  name: 'catalogue',
  machine,
  // Opened on a bare address, and on one a buyer shared (a search, a category, a sort and the list view).
  inputs: [{}, { q: 'aceite', category: 'abarrotes', sort: 'price_asc', view: 'list' }],
  events: catalogueEvents,
  // Whether a page and a next page exist decide what can happen next. Search, category and sort each have
  // two events, one of which always differs from the current value, so they add no vertices worth walking.
  abstractContext: (context) => [context.items.length > 0, context.nextCursor !== null],
  invariants: (snapshot, step) =>
    checkCatalogueInvariants(snapshot as CatalogueSnapshot, step.event as AnyEvent, step.previous as CatalogueSnapshot | undefined),
});
