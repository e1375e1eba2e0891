import type { Category, ProductPage } from '../../contract/catalogue';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, toPromise, type AnyActorLogic } from 'xstate';
import { catalogueMachine, type ProductsRequest } from '../../machines/catalogue.machine';
import { catalogueEffects } from '../../src/actors/catalogue.actors';
import { createApiClient } from '../../src/api/client';
import { firstPage, lastPage } from './models/catalogue.model';

/** A gateway whose answers the test gives, in any order. */
function heldProducts() {
  const calls: { input: ProductsRequest; resolve: (page: ProductPage) => void }[] = [];
  const fetchProducts = fromPromise<ProductPage, ProductsRequest>(
    ({ input }) => new Promise((resolve) => calls.push({ input, resolve })),
  );
  return { calls, fetchProducts };
}

function start(fetchProducts: ReturnType<typeof heldProducts>['fetchProducts'], clock = new SimulatedClock()) {
  const logic = catalogueMachine.provide({
    actors: { fetchProducts, fetchCategories: fromPromise<readonly Category[], void>(() => new Promise(() => {})) },
    actions: { logError: () => {} },
  });
  return createActor(logic, { clock, input: {} }).start();
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('catalogue machine', () => {
  it('waits for a 250 ms pause in typing before asking, and asks once', () => {
    const clock = new SimulatedClock();
    const gateway = heldProducts();
    const actor = start(gateway.fetchProducts, clock);
    actor.send({ type: 'catalogue.search', text: 'ar' });
    clock.increment(200);
    actor.send({ type: 'catalogue.search', text: 'arroz' });
    clock.increment(249);
    expect(gateway.calls).toHaveLength(1);
    clock.increment(1);
    expect(gateway.calls.map((call) => call.input.q)).toEqual(['', 'arroz']);
    expect(actor.getSnapshot().matches({ products: 'loading' })).toBe(true);
  });

  it('ignores the answer to a question no longer asked', async () => {
    const gateway = heldProducts();
    const actor = start(gateway.fetchProducts);
    actor.send({ type: 'catalogue.category', slug: 'lacteos' });
    gateway.calls[0]!.resolve(firstPage);
    await settle();
    expect(actor.getSnapshot().context.items).toEqual([]);
    gateway.calls[1]!.resolve(lastPage);
    await settle();
    expect(actor.getSnapshot().context.items).toEqual(lastPage.items);
    expect(gateway.calls.map((call) => call.input.category)).toEqual([null, 'lacteos']);
  });

  it('drops a next page that arrives after a new sort', async () => {
    const gateway = heldProducts();
    const actor = start(gateway.fetchProducts);
    gateway.calls[0]!.resolve(firstPage);
    await settle();
    actor.send({ type: 'catalogue.loadMore' });
    actor.send({ type: 'catalogue.sort', sort: 'price_desc' });
    gateway.calls[1]!.resolve(lastPage);
    await settle();
    expect(actor.getSnapshot().matches({ products: 'loading' })).toBe(true);
    expect(actor.getSnapshot().context.items).toEqual([]);
    expect(gateway.calls[2]!.input).toEqual({ q: '', category: null, sort: 'price_desc', cursor: null });
  });

  it('keeps searches within what the gateway accepts and ignores unknown categories and sorts', () => {
    const actor = start(heldProducts().fetchProducts);
    actor.send({ type: 'catalogue.search', text: 'a'.repeat(150) });
    expect(actor.getSnapshot().context.typed).toHaveLength(100);
    actor.send({ type: 'catalogue.category', slug: 'DROP TABLE' });
    actor.send({ type: 'catalogue.sort', sort: 'random' as never });
    expect(actor.getSnapshot().context).toMatchObject({ category: null, sort: 'name_asc' });
  });
});

describe('catalogue actors', () => {
  /** The address each request of the real actor reaches, through the real client. */
  async function askedPath(request: ProductsRequest): Promise<string> {
    const asked: string[] = [];
    const fetch = async (url: RequestInfo | URL) => {
      asked.push(String(url));
      return new Response(JSON.stringify(lastPage), { headers: { 'content-type': 'application/json' } });
    };
    const api = createApiClient(() => null, { baseURL: '/api', fetch: fetch as typeof globalThis.fetch });
    const fetchProducts = catalogueEffects(api).actors?.fetchProducts as AnyActorLogic;
    await toPromise(createActor(fetchProducts, { input: request }).start());
    return asked[0]!;
  }

  it('ask the gateway only for what is set, search as typed', async () => {
    expect(await askedPath({ q: '', category: null, sort: 'name_asc', cursor: null })).toBe('/api/products?sort=name_asc&limit=24');
    expect(await askedPath({ q: 'Ñandú & té', category: 'lacteos', sort: 'price_desc', cursor: 'WyJ4Il0' })).toBe(
      '/api/products?sort=price_desc&limit=24&q=%C3%91and%C3%BA+%26+t%C3%A9&category=lacteos&cursor=WyJ4Il0',
    );
  });
});
