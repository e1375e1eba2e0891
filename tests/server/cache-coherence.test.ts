import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resUsers } from '../../server/db/schema';
import { createGatewayCache } from '../../server/http/gateway-cache';
import { cacheChannel } from '../../server/http/cache-coherence';
import type { Logger } from '../../server/log/logger';
import { companyOf, earliestDate, insertCatalogue, line, newKey } from './orders.fixtures';
import { createTestApp } from './support/test-app';

// Two gateway instances on one database, each with its cache, as N processes behind a proxy run: what
// is written through one is seen through the other at once. On PGlite in npm test, on PostgreSQL in
// test:pg (where the listening connection can also be cut).

const events: { event?: string }[] = [];
const recording = {
  info: (entry: { event?: string }) => void events.push(entry),
  warn: (entry: { event?: string }) => void events.push(entry),
  error: (entry: { event?: string }) => void events.push(entry),
  debug: () => undefined,
  child: () => recording,
} as unknown as Logger;

let t: Awaited<ReturnType<typeof createTestApp>>;
let b: Awaited<ReturnType<typeof t.anotherInstance>>;
let products: Awaited<ReturnType<typeof insertCatalogue>>;
beforeAll(async () => {
  t = await createTestApp({ cache: true, logger: recording });
  b = await t.anotherInstance();
  products = await insertCatalogue(t.db, 'COHERE');
});
afterAll(() => t.close());

const a = () => t.app;
async function ordersThrough(app: typeof b, auth: Record<string, string>) {
  const res = await app.request('/api/user-sales-orders?limit=5', { headers: auth });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: number }[]).map((order) => order.id);
}
const status = async (app: typeof b, path: string, auth: Record<string, string>) => (await app.request(path, { headers: auth })).status;

async function orderThrough(app: typeof b, auth: Record<string, string>, partnerId: number) {
  const res = await app.request('/api/create-sales-order', {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json', 'Idempotency-Key': newKey() },
    body: JSON.stringify({ partner_id: partnerId, payment_method_id: 2, scheduled_date: earliestDate, retiro_en_tienda: true, order_line: [line(products.huevos, 2)] }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { order_id: number }).order_id;
}

describe('the caches of two instances on one database', () => {
  it('shows an order created through one instance in the lists of the other at once', async () => {
    const { auth } = await t.login('demo@despensa.cl');
    const partnerId = await companyOf(t.db, 'demo@despensa.cl');
    const before = await ordersThrough(b, auth);
    expect(await ordersThrough(b, auth)).toEqual(before);
    const created = await orderThrough(a(), auth, partnerId);
    expect((await ordersThrough(b, auth))[0]).toBe(created);
  });

  it('refuses on the other instance, at once, a session logged out through one', async () => {
    const { auth, cookie } = await t.login('demo@despensa.cl');
    expect(await status(b, '/api/user-sales-orders?limit=5', auth)).toBe(200);
    const out = await a().request('/api/auth/logout', { method: 'POST', headers: { ...auth, Cookie: cookie } });
    expect(out.status).toBe(204);
    expect(await status(b, '/api/user-sales-orders?limit=5', auth)).toBe(401);
  });

  it('refuses on the other instance, at once, a user demoted or deactivated through one', async () => {
    const admin = (await t.login('demo@despensa.cl')).auth;
    const finance = (await t.login('finanzas@despensa.cl')).auth;
    expect(await status(b, '/api/user/invoice-details?limit=5', finance)).toBe(200);
    const [user] = await t.db.select({ id: resUsers.id }).from(resUsers).where(eq(resUsers.login, 'finanzas@despensa.cl'));
    const put = (body: object) =>
      a().request(`/api/company/users/${user?.id}`, { method: 'PUT', headers: { ...admin, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    expect((await put({ active: false })).status).toBe(200);
    expect(await status(b, '/api/user/invoice-details?limit=5', finance)).toBe(401);
    expect((await put({ active: true })).status).toBe(200);
  });

  it('ignores a notification it cannot read, and says so, without dropping what it knows', async () => {
    const { auth } = await t.login('otra@despensa.cl');
    await ordersThrough(b, auth);
    for (const payload of ['nonsense', '{"kind":"documents"}', '{"kind":"sessions","from":1}']) {
      await t.db.execute(sql`select pg_notify(${cacheChannel}, ${payload})`);
    }
    await expect.poll(() => events.filter((entry) => entry.event === 'cache.unknownNotification').length).toBeGreaterThanOrEqual(6);
    expect(await status(b, '/api/user-sales-orders?limit=5', auth)).toBe(200);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'stops trusting its cache while the listening connection is down, and hears again once it is back',
    async () => {
      const { auth } = await t.login('demo@despensa.cl');
      const partnerId = await companyOf(t.db, 'demo@despensa.cl');
      await ordersThrough(b, auth);
      const dropsBefore = events.filter((entry) => entry.event === 'cache.notListening').length;
      await t.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'despensa-listener' and datname = current_database()`);
      // Both instances noticed: from here until they listen again, the notifications of writes are lost.
      await expect.poll(() => events.filter((entry) => entry.event === 'cache.notListening').length).toBe(dropsBefore + 2);
      const created = await orderThrough(a(), auth, partnerId);
      expect((await ordersThrough(b, auth))[0]).toBe(created);
      await expect
        .poll(async () => ((await t.db.execute(sql`select count(*)::int as n from pg_stat_activity where application_name = 'despensa-listener' and datname = current_database()`)) as unknown as { rows: unknown[] }).rows[0])
        .toEqual({ n: 2 });
      const again = await orderThrough(a(), auth, partnerId);
      expect((await ordersThrough(b, auth))[0]).toBe(again);
    },
  );
});

describe('a cache that does not hear the other instances', () => {
  const user = { id: 1, partnerId: 7, role: 'admin' as const, email: 'demo@despensa.cl', sessionFamily: 'f' };
  const answer = { body: new ArrayBuffer(2), headers: [] };

  it('serves and keeps nothing, and starts empty once it hears again', () => {
    const cache = createGatewayCache({ trusted: false });
    cache.rememberSession('f', user, 0, cache.sessionsEpoch());
    cache.rememberAnswer('k', answer, 0);
    expect(cache.session('f', 1)).toBeUndefined();
    expect(cache.answer('k', 1)).toBeUndefined();
    cache.trust(true);
    cache.rememberSession('f', user, 0, cache.sessionsEpoch());
    cache.rememberAnswer('k', answer, 0);
    expect(cache.session('f', 1)).toEqual(user);
    expect(cache.answer('k', 1)).toEqual(answer);
    cache.trust(false);
    expect(cache.session('f', 1)).toBeUndefined();
    cache.trust(true);
    expect(cache.session('f', 1)).toBeUndefined();
    expect(cache.answer('k', 1)).toBeUndefined();
  });

  it('does not keep a session read before another instance ended sessions', () => {
    const cache = createGatewayCache();
    const readAt = cache.sessionsEpoch();
    cache.hear({ kind: 'sessions' });
    cache.rememberSession('f', user, 0, readAt);
    expect(cache.session('f', 1)).toBeUndefined();
  });

  it("drops a company's answers when another instance changed its documents", () => {
    const cache = createGatewayCache();
    const generation = cache.companyGeneration(7);
    cache.hear({ kind: 'documents', partnerId: 7 });
    expect(cache.companyGeneration(7)).toBe(generation + 1);
    expect(cache.companyGeneration(8)).toBe(0);
  });
});
