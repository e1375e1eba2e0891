import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { appliedMigrations, migrationCount, openDatabase } from '../../server/db/client';
import { createScratchTarget } from '../../server/db/scratch-database';
import { resUsers } from '../../server/db/schema';
import { creditOrderBody, signIn, startGatewayProcess, stopGatewayProcess, type GatewayProcess } from './support/gateway-processes';
import { noSessionAnswer, refreshAnswer } from './support/test-app';

// Three gateway processes on one throwaway PostgreSQL, as N instances behind a reverse proxy run, with
// requests alternating between them: every write is seen at once on the others, and a logout on one is
// refused on the others. Only under npm run test:pg (DATABASE_URL).

const dataDir = mkdtempSync(join(tmpdir(), 'despensa-instances-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Auth = Record<string, string>;
const read = async <T>(base: string, path: string, auth: Auth) => {
  const res = await fetch(`${base}${path}`, { headers: auth });
  expect(res.status, `${base}${path}`).toBe(200);
  return (await res.json()) as T;
};
const statusOf = async (base: string, path: string, auth: Auth) => (await fetch(`${base}${path}`, { headers: auth })).status;
const orders = '/api/user-sales-orders?limit=5';
const invoices = '/api/user/invoice-details?limit=5';

it.skipIf(!process.env.DATABASE_URL)(
  'three instances started together migrate and seed once, see each other’s writes at once, and refuse a session logged out on any',
  { timeout: 180_000 },
  async () => {
    const scratch = await createScratchTarget(process.env.DATABASE_URL, 'despensa_instances');
    const url = scratch.target.kind === 'postgres' ? scratch.target.url : '';
    const started: GatewayProcess[] = [];
    try {
      // Started together on the empty database.
      const [a, b, c] = await Promise.all([0, 1, 2].map(async () => {
        const gateway = await startGatewayProcess(url, join(dataDir, 'outbox'));
        started.push(gateway);
        return gateway.base;
      })) as [string, string, string];

      const database = await openDatabase(scratch.target);
      try {
        expect(await appliedMigrations(database.db)).toBe(migrationCount);
        const [demo] = await database.db.select({ n: count() }).from(resUsers).where(eq(resUsers.login, 'demo@despensa.cl'));
        expect(demo?.n).toBe(1);
        const seededOrders = (await database.db.execute(sql`select count(*)::int as n from sale_order`)) as unknown as { rows: { n: number }[] };
        console.log(`3 instances started together: ${await appliedMigrations(database.db)} migrations applied (of ${migrationCount}), demo seeded once, ${seededOrders.rows[0]?.n} orders`);
      } finally {
        await database.close();
      }

      // The buyer's journey: signs in on A, orders through B, reads Pedidos and Facturas through C.
      const { auth, cookie } = await signIn(a, 'demo@despensa.cl');
      const ordersBefore = await read<{ id: number }[]>(c, orders, auth);
      const invoicesBefore = await read<{ id: number }[]>(c, invoices, auth);
      // Asked twice: C now answers from its cache.
      expect(await read<{ id: number }[]>(c, orders, auth)).toEqual(ordersBefore);
      const res = await fetch(`${b}/api/create-sales-order`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify(await creditOrderBody(b, auth)),
      });
      expect(res.status).toBe(201);
      const created = (await res.json()) as { order_id: number; amount_total: number };
      expect((await read<{ id: number }[]>(c, orders, auth))[0]?.id).toBe(created.order_id);
      const [invoice] = await read<{ id: number; amount_total: number }[]>(c, invoices, auth);
      expect(invoicesBefore.map((row) => row.id)).not.toContain(invoice?.id);
      expect(invoice?.amount_total).toBe(created.amount_total);
      expect((await read<{ id: number }[]>(a, orders, auth))[0]?.id).toBe(created.order_id);

      // Logged out on A, with B and C holding the session in their caches.
      expect(await statusOf(b, orders, auth)).toBe(200);
      expect(await statusOf(c, orders, auth)).toBe(200);
      const out = await fetch(`${a}/api/auth/logout`, { method: 'POST', headers: { ...auth, Cookie: cookie } });
      expect(out.status).toBe(204);
      const loggedOutAt = performance.now();
      const [onB, onC] = await Promise.all([statusOf(b, orders, auth), statusOf(c, orders, auth)]);
      const refusedWithin = performance.now() - loggedOutAt;
      console.log(`logout on A: the next request on B answered ${onB}, on C ${onC}, ${refusedWithin.toFixed(1)} ms after the logout's answer`);
      expect([onB, onC]).toEqual([401, 401]);
      // Its refresh cookie opens no session on another instance either.
      const refresh = await fetch(`${c}/api/auth/refresh`, { method: 'POST', headers: { Cookie: cookie } });
      expect(await refreshAnswer(refresh)).toEqual(noSessionAnswer);
    } finally {
      await Promise.all(started.map(stopGatewayProcess));
      await scratch.drop();
    }
  },
);
