import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import * as z from 'zod/mini';
import { ordersListEffects } from '../../src/actors/orders-list.actors';
import type { ApiClient } from '../../src/api/client';
import type { EndpointSpec } from '../../contract/endpoint';
import { documentEndpoints, salesOrderList } from '../../contract/lists';
import { orders } from './models/orders-list.model';

describe('orders contract', () => {
  it('accepts the rows the machine is tested with', () => {
    expect(z.safeParse(salesOrderList, orders).success).toBe(true);
  });

  it('refuses an order date that is not an instant', () => {
    expect(z.safeParse(salesOrderList, [{ ...orders[0], date_order: '02-05-2025' }]).success).toBe(false);
  });

  it('is what the real actor asks the gateway for', async () => {
    const request = vi.fn((spec: EndpointSpec) => Promise.resolve(z.parse(spec.answer as z.ZodMiniType, orders)));
    const api = { request } as unknown as ApiClient;
    const rows = await toPromise(createActor(ordersListEffects(api).actors?.fetchOrders as AnyActorLogic).start());
    expect(request.mock.calls).toEqual([[documentEndpoints.orders]]);
    expect(documentEndpoints.orders).toMatchObject({ method: 'get', path: '/user-sales-orders', answer: salesOrderList });
    expect(rows).toEqual(orders);
  });

  it('asks the same list for the orders of a product, by the query parameter', async () => {
    const request = vi.fn((spec: EndpointSpec) => Promise.resolve(z.parse(spec.answer as z.ZodMiniType, orders.slice(0, 1))));
    const api = { request } as unknown as ApiClient;
    const rows = await toPromise(createActor(ordersListEffects(api).actors?.searchByProduct as AnyActorLogic, { input: 'aceite' }).start());
    expect(request.mock.calls).toEqual([[documentEndpoints.orders, { query: { product: 'aceite' } }]]);
    expect(rows).toEqual(orders.slice(0, 1));
  });
});
