import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { createScratchTarget } from '../../server/db/scratch-database';
import type { InvoiceListRow } from '../../contract/lists';
import { savedCardIdBase } from '../../contract/payments';
import { accountMove, invoicePayment, invoicePaymentLine, orderApproval, paymentTransaction, resUsers, saleOrder, sandboxPayment, spendingLimit } from '../../server/db/schema';
import { creditOrderBody, signIn, startGatewayProcess, stopGatewayProcess, type GatewayProcess } from './support/gateway-processes';

// Two gateway processes on one PostgreSQL, as production runs them behind a reverse proxy: a buyer's
// attempts to pay the same orders, sent at once to both, open one checkout per order, and approving
// every page the buyer was given charges each order exactly its total; an accountant's payments of
// overlapping invoices pay each invoice once. Only under npm run test:pg.

const dataDir = mkdtempSync(join(tmpdir(), 'despensa-money-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const json = (auth: Record<string, string>) => ({ ...auth, 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() });

/** Two gateway processes on a scratch database, given to `run` with a way to read that database, then stopped and dropped. */
async function onTwoGateways(name: string, run: (bases: [string, string], database: Awaited<ReturnType<typeof openDatabase>>) => Promise<void>) {
  const scratch = await createScratchTarget(process.env.DATABASE_URL, name);
  const url = scratch.target.kind === 'postgres' ? scratch.target.url : '';
  const started: GatewayProcess[] = [];
  try {
    for (let i = 0; i < 2; i += 1) started.push(await startGatewayProcess(url, join(dataDir, 'outbox')));
    const database = await openDatabase(scratch.target);
    try {
      await run([started[0]!.base, started[1]!.base], database);
    } finally {
      await database.close();
    }
  } finally {
    await Promise.all(started.map(stopGatewayProcess));
    await scratch.drop();
  }
}

it.skipIf(!process.env.DATABASE_URL)('two instances: 200 attempts at once on 8 orders charge each order once', { timeout: 180_000 }, async () => {
  await onTwoGateways('despensa_money', async (bases, { db }) => {
    const { auth } = await signIn(bases[0], 'demo@despensa.cl');
    const methods = (await (await fetch(`${bases[0]}/api/payment-methods`, { headers: auth })).json()) as { id: number; code: string }[];
    const card = methods.find((method) => method.code === 'card')!.id;
    const body = { ...(await creditOrderBody(bases[0], auth)), payment_method_id: card };

    const orders: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const res = await fetch(`${bases[i % 2]}/api/create-sales-order`, { method: 'POST', headers: json(auth), body: JSON.stringify(body) });
      expect(res.status).toBe(201);
      orders.push(((await res.json()) as { order_id: number }).order_id);
    }
    const answers = await Promise.all(
      orders.flatMap((orderId) =>
        Array.from({ length: 25 }, async (_, i) => {
          const res = await fetch(`${bases[i % 2]}/api/payments`, { method: 'POST', headers: json(auth), body: JSON.stringify({ order_id: orderId, payment_method_id: card }) });
          return { orderId, status: res.status, answer: (await res.json()) as { payment_id: string; redirect_url: string } };
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status !== 201)).toEqual([]);
    for (const orderId of orders) expect(new Set(answers.filter((answer) => answer.orderId === orderId).map((answer) => answer.answer.payment_id)).size).toBe(1);

    // Every tab approves its page, on whichever instance the proxy sends it to.
    const pages = [...new Set(answers.map((answer) => new URL(answer.answer.redirect_url).pathname))];
    await Promise.all(
      [...pages, ...pages].map((page, i) =>
        fetch(`${bases[i % 2]}${page}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'decision=approve', redirect: 'manual' }),
      ),
    );

    for (const orderId of orders) {
      const [order] = await db.select().from(saleOrder).where(eq(saleOrder.id, orderId));
      const attempts = await db.select().from(paymentTransaction).where(eq(paymentTransaction.orderId, orderId));
      const charged = await db
        .select({ amount: sandboxPayment.amount })
        .from(sandboxPayment)
        .where(and(inArray(sandboxPayment.transactionId, attempts.map((attempt) => attempt.id)), eq(sandboxPayment.state, 'approved')));
      expect(order?.state).toBe('sale');
      expect(charged.reduce((sum, row) => sum + row.amount, 0)).toBe(order?.amountTotal);
    }
  });
});

it.skipIf(!process.env.DATABASE_URL)('two instances: 50 payments at once over overlapping invoices pay each invoice once, charged once', { timeout: 180_000 }, async () => {
  await onTwoGateways('despensa_invoice_money', async (bases, { db }) => {
    const { auth } = await signIn(bases[0], 'finanzas@despensa.cl');
    const rows = (await (await fetch(`${bases[0]}/api/user/invoice-details`, { headers: auth })).json()) as InvoiceListRow[];
    const owed = rows.filter((row) => row.total_due > 0).slice(0, 10);
    expect(owed).toHaveLength(10);
    const cards = (await (await fetch(`${bases[0]}/api/cards`, { headers: auth })).json()) as { id: number; is_primary: boolean }[];
    const card = savedCardIdBase + cards.find((saved) => saved.is_primary)!.id;
    const pay = (base: string, ids: readonly number[]) =>
      fetch(`${base}/api/invoice-payments`, { method: 'POST', headers: json(auth), body: JSON.stringify({ invoice_ids: ids, payment_method_id: card }) });

    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const res = await pay(bases[i % 2]!, [owed[i % 10]!.id, owed[(i + 1) % 10]!.id, owed[(i + 3) % 10]!.id]);
        return { status: res.status, paymentId: res.status === 201 ? ((await res.json()) as { payment_id: string }).payment_id : null };
      }),
    );
    const took = performance.now() - started;
    expect(answers.filter(({ status }) => status !== 201 && status !== 409)).toEqual([]);

    const ids = owed.map((row) => row.id);
    // What no request could take, because each overlapped a payment that won, is paid last in one.
    const left = (await db.select().from(accountMove).where(inArray(accountMove.id, ids))).filter((move) => move.amountResidual > 0);
    if (left.length > 0) expect((await pay(bases[1], left.map((move) => move.id))).status).toBe(201);
    const lines = await db
      .select({ invoiceId: invoicePaymentLine.invoiceId, paymentId: invoicePayment.id, state: invoicePayment.state })
      .from(invoicePaymentLine)
      .innerJoin(invoicePayment, eq(invoicePayment.id, invoicePaymentLine.paymentId))
      .where(inArray(invoicePaymentLine.invoiceId, ids));
    for (const row of owed) expect(lines.filter((line) => line.invoiceId === row.id && line.state === 'approved'), row.name).toHaveLength(1);
    const moves = await db.select().from(accountMove).where(inArray(accountMove.id, ids));
    expect(moves.every((move) => move.amountResidual === 0 && move.paidOn !== null)).toBe(true);
    const charged = await db
      .select({ amount: sandboxPayment.amount })
      .from(sandboxPayment)
      .where(and(inArray(sandboxPayment.transactionId, [...new Set(lines.map((line) => line.paymentId))]), eq(sandboxPayment.state, 'approved')));
    expect(charged.reduce((sum, row) => sum + row.amount, 0)).toBe(owed.reduce((sum, row) => sum + row.total_due, 0));
    const won = answers.filter(({ status }) => status === 201);
    console.log(
      `invoice payments through two instances: 50 at once over 10 invoices answered in ${took.toFixed(0)} ms: ${won.length} answered 201 ` +
        `(${new Set(won.map(({ paymentId }) => paymentId)).size} payments; a repeat of one still open gets its page), ${50 - won.length} refused 409; ` +
        `${left.length} invoices left for a last payment; ${lines.filter((line) => line.state === 'approved').length} approved payment lines for ${owed.length} invoices`,
    );
  });
});

it.skipIf(!process.env.DATABASE_URL)('two instances: two admins approving the same requests at once place each one order', { timeout: 180_000 }, async () => {
  await onTwoGateways('despensa_approval_money', async (bases, { db }) => {
    const [admin, buyer] = await Promise.all(['demo@despensa.cl', 'comprador@despensa.cl'].map(async (login) => (await db.select().from(resUsers).where(eq(resUsers.login, login)))[0]!));
    // A second admin of the company, with the demo password; the buyer's own rule sends every order for approval.
    await db.insert(resUsers).values({ login: 'socia@elfogon.cl', name: 'Socia', passwordHash: admin!.passwordHash, partnerId: admin!.partnerId, role: 'admin', emailVerifiedAt: new Date() });
    await db.insert(spendingLimit).values({ partnerId: buyer!.partnerId, userId: buyer!.id, perOrder: 1_000, period: 'month', updatedAt: new Date() });
    const buyerAuth = (await signIn(bases[0], 'comprador@despensa.cl')).auth;
    const admins = [(await signIn(bases[0], 'demo@despensa.cl')).auth, (await signIn(bases[1], 'socia@elfogon.cl')).auth];
    // Three of each product: five such orders fit in the company's credit line.
    const credit = await creditOrderBody(bases[0], buyerAuth);
    const body = { ...credit, order_line: credit.order_line.map((line) => ({ ...line, product_uom_qty: 3 })) };

    const requests: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await fetch(`${bases[i % 2]}/api/order-approvals`, { method: 'POST', headers: json(buyerAuth), body: JSON.stringify(body) });
      expect(res.status).toBe(201);
      requests.push(((await res.json()) as { approval_id: number }).approval_id);
    }
    const started = performance.now();
    const answers = await Promise.all(
      requests.flatMap((id) =>
        Array.from({ length: 10 }, async (_, i) => {
          const res = await fetch(`${bases[i % 2]}/api/order-approvals/${id}/approve`, { method: 'POST', headers: json(admins[i % 2]!), body: '{}' });
          return { id, status: res.status };
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status !== 200 && answer.status !== 409)).toEqual([]);
    for (const id of requests) expect(answers.filter((answer) => answer.id === id && answer.status === 200), `request ${id}`).toHaveLength(1);

    const placed = await db.select().from(orderApproval).where(inArray(orderApproval.id, requests));
    expect(placed.every((row) => row.state === 'placed' && row.orderId !== null)).toBe(true);
    const orders = await db.select().from(saleOrder).where(eq(saleOrder.userId, buyer!.id));
    expect(orders.filter((order) => order.state !== 'cancel').map((order) => order.id).sort()).toEqual(placed.map((row) => row.orderId!).sort());
    console.log(
      `approvals through two instances: ${answers.length} approvals of ${requests.length} requests by two admins in ${(performance.now() - started).toFixed(0)} ms, ` +
        `${answers.filter((answer) => answer.status === 200).length} placed (200), ${answers.filter((answer) => answer.status === 409).length} refused (409), ${orders.filter((order) => order.state !== 'cancel').length} orders`,
    );
  });
});
