import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { createScratchTarget } from '../../server/db/scratch-database';
import { accountMove, resPartner, saleOrder, saleOrderLine } from '../../server/db/schema';
import { creditOrderBody, signIn, startGatewayProcess } from './support/gateway-processes';

// kill -9 in the middle of a burst of order creations: no acknowledged order is lost, none is half
// written, and none is made twice when the burst is sent again with the same Idempotency-Keys to the
// restarted gateway. Only under npm run test:pg (DATABASE_URL): it is PostgreSQL's durability we rely on.

const dataDir = mkdtempSync(join(tmpdir(), 'despensa-kill-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it.skipIf(!process.env.DATABASE_URL)('a kill -9 mid-burst loses no acknowledged order, leaves none half written, and a resent burst makes none twice', { timeout: 180_000 }, async () => {
  const scratch = await createScratchTarget(process.env.DATABASE_URL, 'despensa_kill');
  const url = scratch.target.kind === 'postgres' ? scratch.target.url : '';
  const startGateway = (at: string) => startGatewayProcess(at, join(dataDir, 'outbox'));
  let gateway = await startGateway(url);
  try {
    const { auth } = await signIn(gateway.base, 'demo@despensa.cl');
    // Sixty orders on credit are far more than the demo's line takes: this test is about durability.
    const setup = await openDatabase(scratch.target);
    await setup.db.update(resPartner).set({ creditLimit: 2_000_000_000 }).where(eq(resPartner.vat, '76.543.210-3'));
    await setup.close();
    const body = JSON.stringify(await creditOrderBody(gateway.base, auth));
    const create = (base: string, key: string) =>
      fetch(`${base}/api/create-sales-order`, { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json', 'Idempotency-Key': key }, body });

    const keys: string[] = Array.from({ length: 60 }, () => randomUUID());
    const acknowledged = new Map<string, number>();
    let killed = false;
    const burst = keys.map(async (key, i) => {
      await new Promise((resolve) => setTimeout(resolve, i * 4));
      const res = await create(gateway.base, key).catch(() => null);
      if (res?.status === 201) {
        acknowledged.set(key, ((await res.json()) as { order_id: number }).order_id);
        // Killed once some orders are acknowledged and the rest are on their way.
        if (acknowledged.size === 8 && !killed) {
          killed = true;
          gateway.child.kill('SIGKILL');
        }
      }
    });
    await Promise.all(burst);
    expect(killed).toBe(true);

    const database = await openDatabase(scratch.target);
    try {
      const { db } = database;
      const burstOrders = await db.select({ id: saleOrder.id, key: saleOrder.idempotencyKey }).from(saleOrder).where(inArray(saleOrder.idempotencyKey, keys));
      const ids = burstOrders.map((order) => order.id);
      const withLines = await db.select({ orderId: saleOrderLine.orderId, lines: count() }).from(saleOrderLine).where(inArray(saleOrderLine.orderId, ids)).groupBy(saleOrderLine.orderId);
      const invoiced = await db.select({ orderId: accountMove.orderId }).from(accountMove).where(inArray(accountMove.orderId, ids));
      const halfWritten = ids.filter((id) => withLines.find((row) => row.orderId === id)?.lines !== 3 || !invoiced.some((row) => row.orderId === id));
      const duplicates = burstOrders.length - new Set(burstOrders.map((order) => order.key)).size;
      const lost = [...acknowledged.values()].filter((id) => !ids.includes(id));
      console.log(`kill -9: ${keys.length} sent, ${acknowledged.size} acknowledged, ${burstOrders.length} in the database, ${lost.length} lost, ${duplicates} duplicates, ${halfWritten.length} half-written`);
      expect(lost).toEqual([]);
      expect(duplicates).toBe(0);
      expect(halfWritten).toEqual([]);

      // The restarted gateway takes the whole burst again: what was made is answered as made, the rest is made once.
      gateway = await startGateway(url);
      const again = await Promise.all(keys.map((key) => create(gateway.base, key)));
      expect(again.every((res) => res.status === 201)).toBe(true);
      for (const [key, id] of acknowledged) expect(((await again[keys.indexOf(key)]!.json()) as { order_id: number }).order_id).toBe(id);
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(saleOrder).where(inArray(saleOrder.idempotencyKey, keys));
      expect(total).toBe(keys.length);
      const perKey = await db.select({ key: saleOrder.idempotencyKey, n: count() }).from(saleOrder).where(inArray(saleOrder.idempotencyKey, keys)).groupBy(saleOrder.idempotencyKey);
      expect(perKey.every((row) => row.n === 1)).toBe(true);
    } finally {
      await database.close();
    }
  } finally {
    gateway.child.kill('SIGKILL');
    await scratch.drop();
  }
});
