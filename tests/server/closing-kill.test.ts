import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { and, count, eq, inArray, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { defaultConfig } from '../../server/context';
import { openDatabase } from '../../server/db/client';
import { createScratchTarget } from '../../server/db/scratch-database';
import { accountMove, productProduct, resPartner, saleOrder, saleOrderLine, teamPurchaseCampaign, teamPurchaseCommitment } from '../../server/db/schema';
import { seedDemoData } from '../../server/db/seed';
import { silentLogger } from '../../server/log/logger';
import { batchTotals } from '../../machines/rules/totals';
import { runTeamPurchaseClosings } from '../../server/team-purchase/closing';

// kill -9 of the closing job halfway through a filled batch of 120 companies: every order written is whole
// (its line, its invoice, its commitment marked), none is written twice, the campaign is left `closing`,
// and the next run finishes it. Only under npm run test:pg (DATABASE_URL): PostgreSQL's durability.

const companies = 120;

it.skipIf(!process.env.DATABASE_URL)('a closing killed halfway leaves whole orders only, and the next run finishes the batch once', { timeout: 180_000 }, async () => {
  const scratch = await createScratchTarget(process.env.DATABASE_URL, 'despensa_closing_kill');
  const url = scratch.target.kind === 'postgres' ? scratch.target.url : '';
  const database = await openDatabase(scratch.target);
  const { db } = database;
  try {
    await seedDemoData(db);
    const [product] = await db.select().from(productProduct).where(eq(productProduct.name, 'Arroz grado 1'));
    const deadline = new Date(Date.now() + 3_600_000);
    const [campaign] = await db
      .insert(teamPurchaseCampaign)
      .values({ productId: product!.id, title: 'Lote de la prueba de corte', groupPrice: 4000, targetQty: companies * 5, maxQty: companies * 10, minPerCompany: 1, maxPerCompany: 10, deadline, deliveryDate: '2030-01-10' })
      .returning();
    const partners = await db
      .insert(resPartner)
      .values(Array.from({ length: companies }, (_, i) => ({ name: `Restaurante del corte ${i + 1}`, isCompany: true, vat: `8${String(i + 1).padStart(7, '0')}-K`, creditDays: 30 })))
      .returning({ id: resPartner.id });
    await db.insert(teamPurchaseCommitment).values(partners.map(({ id }) => ({ campaignId: campaign!.id, partnerId: id, quantity: 5, amount: batchTotals(5, 4000).total })));

    const at = new Date(deadline.getTime() + 60_000).toISOString();
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/server/support/closing-process.ts'], {
      env: { ...process.env, CLOSING_DATABASE_URL: url, CLOSING_AT: at },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      createInterface({ input: child.stdout! }).once('line', () => resolve());
      child.once('exit', (code) => reject(new Error(`the closing exited with ${code} before it ran`)));
    });
    const ordered = async () =>
      (await db.select({ n: count() }).from(teamPurchaseCommitment).where(and(eq(teamPurchaseCommitment.campaignId, campaign!.id), eq(teamPurchaseCommitment.state, 'ordered'))))[0]!.n;
    // Killed once a few orders are written and most are still to come.
    while ((await ordered()) < 10) await new Promise((resolve) => setTimeout(resolve, 5));
    child.kill('SIGKILL');
    await exited;

    const ids = partners.map((p) => p.id);
    const whole = async () => {
      const orders = await db.select({ id: saleOrder.id, partnerId: saleOrder.partnerId, name: saleOrder.name }).from(saleOrder).where(inArray(saleOrder.partnerId, ids));
      const orderIds = orders.map((o) => o.id);
      const lines = orderIds.length === 0 ? [] : await db.select({ orderId: saleOrderLine.orderId }).from(saleOrderLine).where(inArray(saleOrderLine.orderId, orderIds));
      const invoices = orderIds.length === 0 ? [] : await db.select({ orderId: accountMove.orderId }).from(accountMove).where(inArray(accountMove.orderId, orderIds));
      const marked = await db.select().from(teamPurchaseCommitment).where(eq(teamPurchaseCommitment.campaignId, campaign!.id));
      const halfWritten = orders.filter(
        (o) => lines.filter((l) => l.orderId === o.id).length !== 1 || invoices.filter((i) => i.orderId === o.id).length !== 1 || !marked.some((c) => c.orderId === o.id && c.state === 'ordered'),
      );
      const [placeholders] = await db.select({ n: count() }).from(saleOrder).where(like(saleOrder.name, 'pending-tp-%'));
      return { orders, halfWritten, placeholders: placeholders!.n, duplicates: orders.length - new Set(orders.map((o) => o.partnerId)).size };
    };
    const cut = await whole();
    const [left] = await db.select({ state: teamPurchaseCampaign.state }).from(teamPurchaseCampaign).where(eq(teamPurchaseCampaign.id, campaign!.id));
    console.log(`closing kill -9: ${cut.orders.length} of ${companies} orders written before the kill, ${cut.halfWritten.length} half-written, ${cut.duplicates} duplicates; campaign left ${left!.state}`);
    expect(cut.orders.length).toBeGreaterThanOrEqual(10);
    expect(cut.orders.length).toBeLessThan(companies);
    expect(cut.halfWritten).toEqual([]);
    expect(cut.placeholders).toBe(0);
    expect(left!.state).toBe('closing');

    const run = await runTeamPurchaseClosings({
      db,
      clock: { now: () => new Date(at) },
      payments: null,
      cache: null,
      mailer: { send: async () => undefined },
      config: defaultConfig,
      logger: silentLogger,
    });
    expect(run).toMatchObject({ closed: 1, orders: companies - cut.orders.length });
    const finished = await whole();
    expect(finished.orders).toHaveLength(companies);
    expect(finished.halfWritten).toEqual([]);
    expect(finished.duplicates).toBe(0);
    const [closed] = await db.select().from(teamPurchaseCampaign).where(eq(teamPurchaseCampaign.id, campaign!.id));
    expect(closed).toMatchObject({ state: 'closed', outcome: 'filled' });
  } finally {
    await database.close();
    await scratch.drop();
  }
});
