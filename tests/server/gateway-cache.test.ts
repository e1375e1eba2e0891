import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleOrder } from '../../server/db/schema';
import { companyOf, earliestDate, insertCatalogue, line, newKey, type Product } from './orders.fixtures';
import { createTestApp } from './support/test-app';

/** The gateway as npm start runs it: answers and sessions cached in memory. */
let t: Awaited<ReturnType<typeof createTestApp>>;
let products: Awaited<ReturnType<typeof insertCatalogue>>;
beforeAll(async () => {
  t = await createTestApp({ cache: true });
  products = await insertCatalogue(t.db, 'CACHE');
});
afterAll(() => t.close());

const ttl = 2_000;
const get = async (path: string, auth: Record<string, string>) => {
  const res = await t.app.request(path, { headers: auth });
  expect(res.status, path).toBe(200);
  return res.json() as Promise<{ id: number; name: string }[]>;
};

async function orderOnCredit(auth: Record<string, string>, partnerId: number, ...items: [Product, number][]) {
  const res = await t.json(
    '/api/create-sales-order',
    {
      partner_id: partnerId,
      payment_method_id: 2,
      scheduled_date: earliestDate,
      retiro_en_tienda: true,
      order_line: items.map(([product, quantity]) => line(product, quantity)),
    },
    { ...auth, 'Idempotency-Key': newKey() },
  );
  expect(res.status).toBe(201);
  return (await res.json()) as { order_id: number; name: string };
}

describe('the gateway cache', () => {
  it("shows a company's new order at once: its own writes drop its cached lists", async () => {
    const { auth } = await t.login('demo@despensa.cl');
    const partnerId = await companyOf(t.db, 'demo@despensa.cl');
    const before = await get('/api/user-sales-orders?limit=5', auth);
    const invoicesBefore = await get('/api/user/invoice-details?limit=5', auth);
    const created = await orderOnCredit(auth, partnerId, [products.huevos, 2]);
    const after = await get('/api/user-sales-orders?limit=5', auth);
    expect(after[0]?.id).toBe(created.order_id);
    expect(after.slice(1, 5)).toEqual(before.slice(0, 4));
    const invoicesAfter = await get('/api/user/invoice-details?limit=5', auth);
    expect(invoicesAfter).not.toEqual(invoicesBefore);
  });

  it("never serves one company's cached list to another", async () => {
    const demo = await get('/api/user-sales-orders?limit=5', (await t.login('demo@despensa.cl')).auth);
    const other = await get('/api/user-sales-orders?limit=5', (await t.login('otra@despensa.cl')).auth);
    expect(other.map((o) => o.id)).not.toEqual(demo.map((o) => o.id));
  });

  it('ends a session at once on logout, however recently it was checked', async () => {
    const { auth, cookie } = await t.login('demo@despensa.cl');
    await get('/api/user-sales-orders?limit=5', auth);
    const out = await t.app.request('/api/auth/logout', { method: 'POST', headers: { ...auth, Cookie: cookie } });
    expect(out.status).toBe(204);
    expect((await t.app.request('/api/user-sales-orders?limit=5', { headers: auth })).status).toBe(401);
  });

  it('shows a change written straight into the database within the TTL, not later', async () => {
    const { auth } = await t.login('demo@despensa.cl');
    const [first] = await get('/api/user-sales-orders?limit=1', auth);
    if (!first) throw new Error('demo has no orders');
    await t.db.update(saleOrder).set({ state: 'cancel' }).where(eq(saleOrder.id, first.id));
    expect((await get('/api/user-sales-orders?limit=1', auth))[0]).toEqual(first);
    t.clock.advance(ttl + 1);
    expect((await get('/api/user-sales-orders?limit=1', auth))[0]).toMatchObject({ id: first.id, state: 'cancel' });
  });
});
