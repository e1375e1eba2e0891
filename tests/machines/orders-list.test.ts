import type { SalesOrderRow } from '../../contract/lists';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ordersListMachine, ordersUnavailable, productSearchUnavailable, selectVisibleOrders } from '../../machines/orders-list.machine';
import { checkOrdersInvariants, orderEvents, orders, withAceite } from './models/orders-list.model';
import { typedSearch } from './search.arbitrary';

function startOrdersList(
  fetchOrders: () => Promise<readonly SalesOrderRow[]> = () => Promise.resolve(orders),
  input: { month?: string | null } = {},
  searchByProduct: (query: string) => Promise<readonly SalesOrderRow[]> = () => Promise.resolve(withAceite),
) {
  const logError = vi.fn();
  const fetched = vi.fn(fetchOrders);
  const searched = vi.fn(searchByProduct);
  const machine = ordersListMachine.provide({
    actors: { fetchOrders: fromPromise(() => fetched()), searchByProduct: fromPromise<readonly SalesOrderRow[], string>(({ input: query }) => searched(query)) },
    actions: { logError: (_, { message }) => logError(message) },
    delays: { typingPause: 10 },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, logError, fetched, searched };
}

const typedOrderSearch = typedSearch(orders.flatMap((row) => [row.name, row.despensa_customer_sale_order_number ?? '']));

const idsOf = (rows: readonly SalesOrderRow[]) => rows.map((row) => row.id);

describe('orders list machine', () => {
  it('loads the orders and shows the newest first, ties in the order they came', async () => {
    const { actor } = startOrdersList();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(idsOf(selectVisibleOrders(snapshot))).toEqual([2, 5, 1, 3, 4]);
  });

  it('sorts by oldest date and by total both ways, equal totals in the order they came', async () => {
    const { actor } = startOrdersList();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'list.sort', sort: 'oldest' });
    expect(idsOf(selectVisibleOrders(actor.getSnapshot()))).toEqual([4, 1, 3, 2, 5]);
    actor.send({ type: 'list.sort', sort: 'highestTotal' });
    expect(idsOf(selectVisibleOrders(actor.getSnapshot()))).toEqual([5, 1, 4, 2, 3]);
    actor.send({ type: 'list.sort', sort: 'lowestTotal' });
    expect(idsOf(selectVisibleOrders(actor.getSnapshot()))).toEqual([3, 2, 1, 4, 5]);
  });

  it('searches order and purchase order numbers ignoring case and accents, never the billing name; an empty search shows everything again', async () => {
    const { actor } = startOrdersList();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'list.search', text: 'oc-perez' });
    expect(idsOf(selectVisibleOrders(actor.getSnapshot()))).toEqual([1]);
    actor.send({ type: 'list.search', text: 'ÑANDU' });
    expect(idsOf(selectVisibleOrders(actor.getSnapshot()))).toEqual([3]);
    actor.send({ type: 'list.search', text: 'restaurante' });
    expect(selectVisibleOrders(actor.getSnapshot())).toEqual([]);
    actor.send({ type: 'list.search', text: 'S0001' });
    expect(idsOf(selectVisibleOrders(actor.getSnapshot()))).toEqual([1, 3, 4]);
    actor.send({ type: 'list.search', text: '' });
    expect(selectVisibleOrders(actor.getSnapshot())).toHaveLength(orders.length);
  });

  it('shows one Santiago month alone when asked, counting an order by its day in Santiago, and every month again on request', async () => {
    // 02:30 UTC on 1 June is 22:30 (-04) on 31 May in Santiago: a May order.
    const lastNightOfMay = { ...orders[1]!, id: 6, name: 'S00200', date_order: '2025-06-01T02:30:00Z' };
    const { actor } = startOrdersList(() => Promise.resolve([...orders, lastNightOfMay]), { month: '2025-05' });
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(idsOf(selectVisibleOrders(snapshot))).toEqual([6, 1, 3]);
    actor.send({ type: 'list.search', text: 'S0001' });
    expect(idsOf(selectVisibleOrders(actor.getSnapshot()))).toEqual([1, 3]);
    actor.send({ type: 'list.allMonths' });
    expect(idsOf(selectVisibleOrders(actor.getSnapshot()))).toEqual([1, 3, 4]);
  });

  it.each([['2025-13'], ['mayo'], [null], ['2025-05; drop table']])('ignores a month that is not one (%s) and shows every order', async (month) => {
    const { actor } = startOrdersList(undefined, { month });
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(snapshot.context.month).toBeNull();
    expect(selectVisibleOrders(snapshot)).toHaveLength(orders.length);
  });

  it('shows the orders placed between two Santiago days, both included, and refuses what is not a day', async () => {
    // 02:30 UTC on 1 June is 22:30 on 31 May in Santiago.
    const lastNightOfMay = { ...orders[1]!, id: 6, name: 'S00200', date_order: '2025-06-01T02:30:00Z' };
    const { actor } = startOrdersList(() => Promise.resolve([...orders, lastNightOfMay]));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'list.days', from: '2025-05-02', to: '2025-05-31' });
    expect(idsOf(selectVisibleOrders(actor.getSnapshot()))).toEqual([6, 1, 3]);
    actor.send({ type: 'list.days', from: '2025-06-01', to: null });
    expect(idsOf(selectVisibleOrders(actor.getSnapshot()))).toEqual([2, 5]);
    actor.send({ type: 'list.days', from: null, to: '2024-12-31' });
    expect(idsOf(selectVisibleOrders(actor.getSnapshot()))).toEqual([4]);
    actor.send({ type: 'list.days', from: '2025-02-30', to: 'hoy' });
    expect(actor.getSnapshot().context.days).toEqual({ from: null, to: null });
    expect(selectVisibleOrders(actor.getSnapshot())).toHaveLength(6);
  });

  it('asks the gateway for a product after a pause in the typing, and shows only the orders it names', async () => {
    const { actor, searched } = startOrdersList();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'list.product', text: 'a' });
    actor.send({ type: 'list.product', text: 'ac' });
    actor.send({ type: 'list.product', text: ' aceite ' });
    expect(actor.getSnapshot().matches({ ready: 'waiting' })).toBe(true);
    const searching = await waitFor(actor, (s) => s.hasTag('searching'));
    expect(idsOf(selectVisibleOrders(searching))).toEqual([2, 5, 1, 3, 4]);
    const answered = await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(searched.mock.calls).toEqual([['aceite']]);
    expect(idsOf(selectVisibleOrders(answered))).toEqual([1, 4]);
    actor.send({ type: 'list.search', text: 'oc-4512' });
    expect(idsOf(selectVisibleOrders(actor.getSnapshot()))).toEqual([4]);
    actor.send({ type: 'list.product', text: 'a' });
    expect(actor.getSnapshot().context.productMatches).toBeNull();
    expect(idsOf(selectVisibleOrders(actor.getSnapshot()))).toEqual([4]);
    expect(searched).toHaveBeenCalledTimes(1);
  });

  it('keeps the last product answer in view while the next is asked, and asks again after a reload', async () => {
    const { actor, searched, fetched } = startOrdersList(undefined, {}, (query) => Promise.resolve(query === 'aceite' ? withAceite : [orders[1]!]));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'list.product', text: 'aceite' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.productCurrent);
    actor.send({ type: 'list.product', text: 'queso' });
    expect(idsOf(selectVisibleOrders(actor.getSnapshot()))).toEqual([1, 4]);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.productMatches?.query === 'queso');
    expect(idsOf(selectVisibleOrders(actor.getSnapshot()))).toEqual([2]);
    actor.send({ type: 'list.reload' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.productCurrent);
    expect(fetched).toHaveBeenCalledTimes(2);
    expect(searched.mock.calls).toEqual([['aceite'], ['queso'], ['queso']]);
  });

  it('says when the product search fails, keeps the rows, and asks again on retry', async () => {
    let attempts = 0;
    const { actor, logError } = startOrdersList(undefined, {}, () =>
      ++attempts === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(withAceite),
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'list.product', text: 'aceite' });
    const failed = await waitFor(actor, (s) => s.matches({ ready: 'productFailed' }));
    expect(failed.context.failure).toEqual(productSearchUnavailable);
    expect(failed.hasTag('error')).toBe(true);
    expect(logError).toHaveBeenCalledWith('Error searching pedidos by product');
    expect(selectVisibleOrders(failed)).toHaveLength(orders.length);
    actor.send({ type: 'list.retry' });
    const answered = await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(answered.context.failure).toBeNull();
    expect(idsOf(selectVisibleOrders(answered))).toEqual([1, 4]);
  });

  it('keeps a search typed while loading, and asks about a product typed meanwhile once the rows arrive', async () => {
    const { actor, searched } = startOrdersList();
    actor.send({ type: 'list.search', text: 'ñandú' });
    actor.send({ type: 'list.product', text: 'aceite' });
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(idsOf(selectVisibleOrders(snapshot))).toEqual([3]);
    await waitFor(actor, (s) => s.context.productCurrent);
    expect(searched.mock.calls).toEqual([['aceite']]);
    expect(selectVisibleOrders(actor.getSnapshot())).toEqual([]);
  });

  it('logs "Error loading pedidos", shows a Spanish message and loads again on retry', async () => {
    let attempts = 0;
    const { actor, logError } = startOrdersList(() =>
      ++attempts === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(orders),
    );
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(logError).toHaveBeenCalledWith('Error loading pedidos');
    expect(failed.hasTag('error')).toBe(true);
    expect(failed.context.failure).toEqual(ordersUnavailable);
    actor.send({ type: 'list.retry' });
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.failure).toBeNull();
    expect(selectVisibleOrders(ready)).toHaveLength(orders.length);
  });

  it('logs "Error en respuesta de la API" when the gateway answers something the contract refuses', async () => {
    const { actor, logError } = startOrdersList(() => Promise.reject({ code: 'bad_response', message: 'Something went wrong' }));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(logError).toHaveBeenCalledWith('Error en respuesta de la API');
  });

  it('reloads on request and shows the new answer', async () => {
    let answer: readonly SalesOrderRow[] = orders;
    const { actor, fetched } = startOrdersList(() => Promise.resolve(answer));
    await waitFor(actor, (s) => s.matches('ready'));
    answer = orders.slice(0, 2);
    actor.send({ type: 'list.reload' });
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(fetched).toHaveBeenCalledTimes(2);
    expect(idsOf(selectVisibleOrders(snapshot))).toEqual([2, 1]);
  });

  it('gives a view the same array until the rows, search or sort change', async () => {
    const { actor } = startOrdersList();
    await waitFor(actor, (s) => s.matches('ready'));
    const first = selectVisibleOrders(actor.getSnapshot());
    expect(selectVisibleOrders(actor.getSnapshot())).toBe(first);
    actor.send({ type: 'list.sort', sort: 'oldest' });
    expect(selectVisibleOrders(actor.getSnapshot())).not.toBe(first);
  });

  it('folds numbers once per load, not on every keystroke', async () => {
    const reads = { count: 0 };
    const watched = orders.map((row) => {
      const copy = { ...row };
      return Object.defineProperties(copy, {
        name: { get: () => (reads.count++, row.name) },
        despensa_customer_sale_order_number: { get: () => (reads.count++, row.despensa_customer_sale_order_number) },
      });
    });
    const { actor } = startOrdersList(() => Promise.resolve(watched));
    await waitFor(actor, (s) => s.matches('ready'));
    selectVisibleOrders(actor.getSnapshot());
    const afterLoad = reads.count;
    for (const text of ['o', 'oc', 'oc-', 'oc-4', 'oc-45']) {
      actor.send({ type: 'list.search', text });
      selectVisibleOrders(actor.getSnapshot());
    }
    expect(reads.count).toBe(afterLoad);
  });

  it('shows exactly what a plain filter and sort would, after any sequence of events', () => {
    const machine = ordersListMachine.provide({
      actors: {
        fetchOrders: fromPromise<readonly SalesOrderRow[], void>(() => new Promise(() => {})),
        searchByProduct: fromPromise<readonly SalesOrderRow[], string>(() => new Promise(() => {})),
      },
      actions: { logError: () => {} },
    });
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...orderEvents), typedOrderSearch), { maxLength: 25 }), (events) => {
        const actor = createActor(machine, { input: {} }).start();
        // Loaded first, so that most events act on rows; later answers may still replace them.
        for (const event of [{ type: 'xstate.done.actor.fetchOrders', output: orders } as never, ...events]) {
          if (!actor.getSnapshot().can(event)) continue;
          actor.send(event);
          checkOrdersInvariants(actor.getSnapshot());
        }
        actor.stop();
      }),
      { numRuns: 300 },
    );
  });
});
