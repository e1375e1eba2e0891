import type { SalesOrderRow } from '../../contract/lists';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ordersListMachine, ordersUnavailable, selectVisibleOrders } from '../../machines/orders-list.machine';
import { checkOrdersInvariants, orderEvents, orders } from './models/orders-list.model';
import { typedSearch } from './search.arbitrary';

function startOrdersList(fetchOrders: () => Promise<readonly SalesOrderRow[]> = () => Promise.resolve(orders), input: { month?: string | null } = {}) {
  const logError = vi.fn();
  const fetched = vi.fn(fetchOrders);
  const machine = ordersListMachine.provide({
    actors: { fetchOrders: fromPromise(() => fetched()) },
    actions: { logError: (_, { message }) => logError(message) },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, logError, fetched };
}

const typedOrderSearch = typedSearch(orders.flatMap((row) => [row.name, row.partner_name]));

const namesOf = (rows: readonly SalesOrderRow[]) => rows.map((row) => row.name);
const idsOf = (rows: readonly SalesOrderRow[]) => rows.map((row) => row.id);

describe('orders list machine', () => {
  it('loads the orders and shows the newest first, ties in the order they came', async () => {
    const { actor } = startOrdersList();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(idsOf(selectVisibleOrders(snapshot))).toEqual([2, 5, 1, 3, 4]);
  });

  it('sorts by oldest date and by name both ways, names equal but for case in the order they came', async () => {
    const { actor } = startOrdersList();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'list.sort', sort: 'oldest' });
    expect(idsOf(selectVisibleOrders(actor.getSnapshot()))).toEqual([4, 1, 3, 2, 5]);
    actor.send({ type: 'list.sort', sort: 'nameAsc' });
    expect(namesOf(selectVisibleOrders(actor.getSnapshot()))).toEqual(['S00002', 'S00010', 's00010', 'S00011', 'S00100']);
    actor.send({ type: 'list.sort', sort: 'nameDesc' });
    expect(namesOf(selectVisibleOrders(actor.getSnapshot()))).toEqual(['S00100', 'S00011', 'S00010', 's00010', 'S00002']);
  });

  it('searches customer and order names ignoring case and accents; an empty search shows everything again', async () => {
    const { actor } = startOrdersList();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'list.search', text: 'PEREZ' });
    expect(idsOf(selectVisibleOrders(actor.getSnapshot()))).toEqual([1, 4]);
    actor.send({ type: 'list.search', text: 'almacén' });
    expect(idsOf(selectVisibleOrders(actor.getSnapshot()))).toEqual([3]);
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

  it('keeps a search typed while loading', async () => {
    const { actor } = startOrdersList();
    actor.send({ type: 'list.search', text: 'ñandú' });
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(idsOf(selectVisibleOrders(snapshot))).toEqual([2]);
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

  it('folds names once per load, not on every keystroke', async () => {
    const reads = { count: 0 };
    const watched = orders.map((row) => {
      const copy = { ...row };
      return Object.defineProperties(copy, {
        name: { get: () => (reads.count++, row.name) },
        partner_name: { get: () => (reads.count++, row.partner_name) },
      });
    });
    const { actor } = startOrdersList(() => Promise.resolve(watched));
    await waitFor(actor, (s) => s.matches('ready'));
    selectVisibleOrders(actor.getSnapshot());
    const afterLoad = reads.count;
    for (const text of ['p', 'pe', 'per', 'pere', 'perez']) {
      actor.send({ type: 'list.search', text });
      selectVisibleOrders(actor.getSnapshot());
    }
    expect(reads.count).toBe(afterLoad);
  });

  it('shows exactly what a plain filter and sort would, after any sequence of events', () => {
    const machine = ordersListMachine.provide({
      actors: { fetchOrders: fromPromise<readonly SalesOrderRow[], void>(() => new Promise(() => {})) },
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
