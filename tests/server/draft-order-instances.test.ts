import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { createScratchTarget } from '../../server/db/scratch-database';
import { accountMove, paymentTransaction, saleOrder, sandboxPayment } from '../../server/db/schema';
import { creditOrderBody, signIn, startGatewayProcess, stopGatewayProcess, type GatewayProcess } from './support/gateway-processes';

// A buyer whose card was declined pays the same waiting order at once in two ways, through two gateway
// processes on one PostgreSQL: on the credit line from one tab, by card again (and the bank approves)
// from another. The order is paid once, by one of them: never invoiced on credit and charged too.
// Only under npm run test:pg.

const dataDir = mkdtempSync(join(tmpdir(), 'despensa-draft-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const json = (auth: Record<string, string>) => ({ ...auth, 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() });
const decide = (base: string, page: string, decision: 'approve' | 'reject') =>
  fetch(`${base}${page}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `decision=${decision}`, redirect: 'manual' });

it.skipIf(!process.env.DATABASE_URL)('two instances: a waiting order paid on credit and by card at once is paid once', { timeout: 180_000 }, async () => {
  const scratch = await createScratchTarget(process.env.DATABASE_URL, 'despensa_draft');
  const url = scratch.target.kind === 'postgres' ? scratch.target.url : '';
  const started: GatewayProcess[] = [];
  try {
    started.push(await startGatewayProcess(url, join(dataDir, 'outbox')));
    started.push(await startGatewayProcess(url, join(dataDir, 'outbox')));
    const bases = started.map((gateway) => gateway.base);
    const { auth } = await signIn(bases[0]!, 'demo@despensa.cl');
    const methods = (await (await fetch(`${bases[0]}/api/payment-methods`, { headers: auth })).json()) as { id: number; code: string }[];
    const card = methods.find((method) => method.code === 'card')!.id;
    const credit = methods.find((method) => method.code === 'credit')!.id;
    // One of each line: six orders stay within what is left of the company's credit line.
    const order = await creditOrderBody(bases[0]!, auth);
    const body = { ...order, payment_method_id: card, order_line: order.order_line.map((line) => ({ ...line, product_uom_qty: 1 })) };

    const orders: number[] = [];
    for (let round = 0; round < 6; round += 1) {
      const placed = await fetch(`${bases[round % 2]}/api/create-sales-order`, { method: 'POST', headers: json(auth), body: JSON.stringify(body) });
      expect(placed.status).toBe(201);
      const orderId = ((await placed.json()) as { order_id: number }).order_id;
      orders.push(orderId);
      const first = await fetch(`${bases[0]}/api/payments`, { method: 'POST', headers: json(auth), body: JSON.stringify({ order_id: orderId, payment_method_id: card }) });
      expect(first.status).toBe(201);
      expect((await decide(bases[1]!, new URL(((await first.json()) as { redirect_url: string }).redirect_url).pathname, 'reject')).status).toBe(303);

      // The race: on credit from one tab, by card again from another, each through either instance.
      const answers = await Promise.all([
        ...Array.from({ length: 4 }, (_, i) =>
          fetch(`${bases[(i + round) % 2]}/api/payments`, { method: 'POST', headers: json(auth), body: JSON.stringify({ order_id: orderId, payment_method_id: credit }) }),
        ),
        ...Array.from({ length: 4 }, async (_, i) => {
          const base = bases[(i + round + 1) % 2]!;
          const res = await fetch(`${base}/api/payments`, { method: 'POST', headers: json(auth), body: JSON.stringify({ order_id: orderId, payment_method_id: card }) });
          // A card request is never answered with the credit line's confirmation.
          if (res.status === 201) await decide(base, new URL(((await res.clone().json()) as { redirect_url: string }).redirect_url).pathname, 'approve');
          return res;
        }),
      ]);
      for (const answer of answers) expect([200, 201, 409]).toContain(answer.status);
    }

    const database = await openDatabase(scratch.target);
    try {
      const paidBy = { credit: 0, card: 0 };
      for (const orderId of orders) {
        const [order] = await database.db.select().from(saleOrder).where(eq(saleOrder.id, orderId));
        const invoices = await database.db.select().from(accountMove).where(eq(accountMove.orderId, orderId));
        const attempts = await database.db.select({ id: paymentTransaction.id }).from(paymentTransaction).where(eq(paymentTransaction.orderId, orderId));
        const charged = await database.db
          .select({ amount: sandboxPayment.amount })
          .from(sandboxPayment)
          .where(and(inArray(sandboxPayment.transactionId, attempts.map((attempt) => attempt.id)), eq(sandboxPayment.state, 'approved')));
        const chargedTotal = charged.reduce((sum, row) => sum + row.amount, 0);
        expect(order?.state).toBe('sale');
        expect(invoices).toHaveLength(1);
        if (order?.paymentMethodCode === 'credit') {
          expect(chargedTotal).toBe(0);
          expect(invoices[0]!.amountResidual).toBe(order.amountTotal);
          paidBy.credit += 1;
        } else {
          expect(chargedTotal).toBe(order?.amountTotal);
          expect(invoices[0]!.amountResidual).toBe(0);
          paidBy.card += 1;
        }
      }
      expect(paidBy.credit + paidBy.card).toBe(orders.length);
    } finally {
      await database.close();
    }
  } finally {
    await Promise.all(started.map(stopGatewayProcess));
    await scratch.drop();
  }
});
