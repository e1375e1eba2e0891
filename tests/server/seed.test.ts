import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceStates } from '../../contract/vocabulary';
import { invoiceState } from '../../machines/rules/invoice-state';
import { computeTotals } from '../../machines/rules/totals';
import type { Db } from '../../server/db/client';
import { createScratchDatabase } from '../../server/db/scratch-database';
import {
  accountMove,
  clubPlan,
  paymentToken,
  paymentTransaction,
  sandboxPayment,
  productCategory,
  productProduct,
  resPartner,
  resUsers,
  saleOrder,
  saleOrderLine,
  teamPurchaseCampaign,
  teamPurchaseCommitment,
} from '../../server/db/schema';
import { seedDemoData } from '../../server/db/seed';
import { productSearchText } from '../../server/db/seed/catalogue';
import { addDays, addMonths, santiagoDate } from '../../machines/rules/calendar';
import { TestClock } from './support/test-app';

/**
 * The demo seed on a database of its own: what it holds, that invoice states make sense on the day it
 * runs, that it is the same every time for the same "now", and that it runs only once.
 */

const now = new TestClock().now();
const today = santiagoDate(now);
let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  const database = await createScratchDatabase();
  db = database.db;
  close = () => database.close();
  expect(await seedDemoData(db, now)).toBe(true);
});
afterAll(() => close());

async function companyId(login: string): Promise<number> {
  const [row] = await db.select({ id: resUsers.partnerId }).from(resUsers).where(eq(resUsers.login, login));
  return row!.id;
}

describe('the catalogue', () => {
  it('has at least 150 products in at least 10 categories, every category used', async () => {
    const categories = await db.select().from(productCategory);
    const products = await db.select().from(productProduct);
    expect(categories.length).toBeGreaterThanOrEqual(10);
    expect(products.length).toBeGreaterThanOrEqual(150);
    for (const category of categories) expect(products.some((p) => p.categId === category.id)).toBe(true);
    expect(new Set(products.map((p) => p.defaultCode)).size).toBe(products.length);
    expect(products.map((p) => p.name)).toEqual(expect.arrayContaining(['Palta Hass', 'Tomate larga vida', 'Queso mantecoso laminado', 'Merluza austral filete', 'Pan hallulla', 'Aceite maravilla 5 L']));
  });

  it('prices in whole net pesos, with club prices 5-12 % lower on about two thirds of the products', async () => {
    const products = await db.select().from(productProduct);
    const club = products.filter((p) => p.cxtiPrice > 0);
    expect(club.length / products.length).toBeGreaterThan(0.55);
    expect(club.length / products.length).toBeLessThan(0.78);
    for (const p of products) expect(Number.isInteger(p.listPrice) && p.listPrice > 0).toBe(true);
    for (const p of club) {
      // Club prices are rounded to tens of pesos, so cheap products may land a little outside 5-12 %.
      const off = 1 - p.cxtiPrice / p.listPrice;
      expect(off, p.name).toBeGreaterThanOrEqual(0.035);
      expect(off, p.name).toBeLessThanOrEqual(0.135);
    }
  });

  it('has every stock state, units and pack sizes, a Spanish description, search text and a drawn SVG', async () => {
    const products = await db.select().from(productProduct);
    expect(new Set(products.map((p) => p.stockState))).toEqual(new Set(['in_stock', 'low', 'out']));
    expect(new Set(products.map((p) => p.uom))).toEqual(new Set(['kg', 'un', 'caja', 'lt']));
    for (const p of products) {
      expect(p.packSize).not.toBe('');
      expect(p.description).toMatch(/Formato: /);
      expect(p.searchText).toBe(productSearchText(p.name, p.defaultCode));
      expect(p.imageSvg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg".*<\/svg>$/s);
      expect(p.imageSvg).not.toMatch(/href|<script|<image|url\(/i);
      expect(p.imageSvg.length).toBeLessThan(2_000);
    }
  });
});

describe('addresses, cards and the club', () => {
  it('gives each company with a login an invoice partner with its RUT and 2-3 delivery addresses, one default each', async () => {
    const withLogin = db.selectDistinct({ id: resUsers.partnerId }).from(resUsers);
    const companies = await db.select().from(resPartner).where(inArray(resPartner.id, withLogin));
    expect(companies).toHaveLength(3);
    for (const company of companies) {
      const children = await db.select().from(resPartner).where(eq(resPartner.parentId, company.id));
      const invoices = children.filter((c) => c.type === 'invoice');
      const deliveries = children.filter((c) => c.type === 'delivery');
      expect(invoices).toHaveLength(1);
      expect(invoices[0]).toMatchObject({ name: company.name, vat: company.vat, isDefault: true });
      expect(deliveries.length).toBeGreaterThanOrEqual(2);
      expect(deliveries.length).toBeLessThanOrEqual(3);
      expect(deliveries.filter((d) => d.isDefault)).toHaveLength(1);
      for (const c of children) expect(c.comuna && c.region).toBeTruthy();
    }
  });

  it('saves a primary Visa •••• 4242 and a Mastercard •••• 5454 for the demo company, valid for years', async () => {
    const cards = await db.select().from(paymentToken).where(eq(paymentToken.partnerId, await companyId('demo@despensa.cl')));
    expect(cards.map((c) => [c.brand, c.last4, c.isPrimary])).toEqual([
      ['visa', '4242', true],
      ['mastercard', '5454', false],
    ]);
    for (const card of cards) expect(card.expYear).toBeGreaterThan(now.getUTCFullYear());
  });

  it('offers the Club CXTI Anual plan', async () => {
    const plans = await db.select().from(clubPlan);
    expect(plans).toContainEqual(expect.objectContaining({ name: 'Club CXTI Anual', months: 12 }));
    for (const plan of plans) {
      expect(plan.price).toBeGreaterThan(0);
      expect(plan.benefits.length).toBeGreaterThan(0);
    }
  });

  it('opens two team purchases, one a few units short of its target, and closed two: one filled, one released', async () => {
    const campaigns = await db.select().from(teamPurchaseCampaign).orderBy(teamPurchaseCampaign.deadline);
    expect(campaigns.map((c) => [c.state, c.outcome])).toEqual([
      ['closed', 'released'],
      ['closed', 'filled'],
      ['open', null],
      ['open', null],
    ]);
    const commitments = await db.select().from(teamPurchaseCommitment);
    const committed = (id: number) => commitments.filter((c) => c.campaignId === id).reduce((sum, c) => sum + c.quantity, 0);
    const [released, filled, nearlyFull, open] = campaigns;
    expect(santiagoDate(nearlyFull!.deadline)).toBe(addDays(today, 3));
    expect(nearlyFull!.targetQty - committed(nearlyFull!.id)).toBeGreaterThan(0);
    expect(nearlyFull!.targetQty - committed(nearlyFull!.id)).toBeLessThanOrEqual(nearlyFull!.targetQty * 0.15);
    expect(committed(open!.id)).toBeLessThan(open!.targetQty * 0.75);
    for (const campaign of campaigns) {
      const [product] = await db.select().from(productProduct).where(eq(productProduct.id, campaign.productId));
      expect(campaign.groupPrice).toBeLessThan(product!.listPrice);
    }
    expect(commitments.filter((c) => c.campaignId === released!.id).every((c) => c.state === 'released' && c.orderId === null)).toBe(true);

    // The filled batch: one confirmed order per company at the group price, each with its invoice on credit.
    const ordered = commitments.filter((c) => c.campaignId === filled!.id);
    expect(ordered.length).toBeGreaterThanOrEqual(4);
    for (const commitment of ordered) {
      expect(commitment.state).toBe('ordered');
      const [order] = await db.select().from(saleOrder).where(eq(saleOrder.id, commitment.orderId!));
      const lines = await db.select().from(saleOrderLine).where(eq(saleOrderLine.orderId, order!.id));
      expect(lines).toEqual([expect.objectContaining({ productId: filled!.productId, productUomQty: commitment.quantity, priceUnit: filled!.groupPrice })]);
      expect(order).toMatchObject({ partnerId: commitment.partnerId, state: 'sale', paymentMethodCode: 'credit', amountTotal: commitment.amount, scheduledDate: filled!.deliveryDate });
      const [invoice] = await db.select().from(accountMove).where(eq(accountMove.orderId, order!.id));
      expect(invoice).toMatchObject({ amountTotal: commitment.amount, amountResidual: commitment.amount });
    }
    expect(ordered.map((c) => c.partnerId)).toContain(await companyId('demo@despensa.cl'));
  });
});

describe('order and invoice history', () => {
  it('gives the demo company over 300 orders across at least 24 months, in states sale or done', async () => {
    const demo = await companyId('demo@despensa.cl');
    const orders = await db.select().from(saleOrder).where(eq(saleOrder.partnerId, demo));
    expect(orders.length).toBeGreaterThanOrEqual(300);
    const first = orders.reduce((min, o) => (o.dateOrder < min ? o.dateOrder : min), orders[0]!.dateOrder);
    expect(santiagoDate(first) <= addMonths(today, -24)).toBe(true);
    expect(orders.every((o) => o.dateOrder < now)).toBe(true);
    expect(new Set(orders.map((o) => o.state))).toEqual(new Set(['sale', 'done']));
    for (const o of orders) expect(o.state).toBe(o.scheduledDate < today ? 'done' : 'sale');
  });

  it('gives the other two companies a handful of orders each', async () => {
    for (const login of ['club@despensa.cl', 'otra@despensa.cl']) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(saleOrder)
        .where(eq(saleOrder.partnerId, await companyId(login)));
      expect(row!.n).toBeGreaterThanOrEqual(5);
    }
  });

  it('computes every order total exactly as the checkout does (spec section 9), with 2 to 8 lines', async () => {
    const batchOrders = db.select({ id: teamPurchaseCommitment.orderId }).from(teamPurchaseCommitment).where(sql`${teamPurchaseCommitment.orderId} is not null`);
    const orders = await db.select().from(saleOrder).where(sql`${saleOrder.id} not in ${batchOrders}`);
    const lines = await db.select().from(saleOrderLine);
    const club = await companyId('club@despensa.cl');
    const byOrder = new Map<number, typeof lines>();
    for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
    for (const order of orders) {
      const own = byOrder.get(order.id) ?? [];
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(8);
      const totals = computeTotals(
        own.map((l) => ({ quantity: l.productUomQty, list_price: l.priceUnit, cxti_price: l.cxtiPrice })),
        { isClubMember: order.partnerId === club, delivery: order.pickup ? 'pickup' : 'delivery' },
      );
      expect(order).toMatchObject({
        amountUntaxed: totals.subTotal,
        amountShipping: totals.shipping,
        amountTax: totals.tax,
        amountTotal: totals.total,
        amountOriginal: totals.originalTotal,
        amountDiscount: 0,
      });
      expect(own.reduce((sum, l) => sum + l.priceSubtotal, 0)).toBe(totals.subTotal);
      expect(totals.subTotal).toBeGreaterThanOrEqual(50_000);
      expect(order.pickup ? order.partnerShippingId === null : order.partnerShippingId !== null).toBe(true);
    }
  });

  it('invoices every order: folio, F-00xxxx name, 30 days of credit or paid by card on the day', async () => {
    const rows = await db.select({ order: saleOrder, move: accountMove }).from(saleOrder).innerJoin(accountMove, eq(accountMove.orderId, saleOrder.id));
    expect(rows.length).toBe((await db.select({ id: saleOrder.id }).from(saleOrder)).length);
    expect(new Set(rows.map((r) => r.move.folio)).size).toBe(rows.length);
    for (const { order, move } of rows) {
      expect(move.name).toMatch(/^F-\d{6}$/);
      expect(move.partnerId).toBe(order.partnerId);
      expect(move.amountTotal).toBe(order.amountTotal);
      expect(move.amountUntaxed + move.amountTax).toBe(move.amountTotal);
      expect(move.invoiceDate).toBe(santiagoDate(order.dateOrder));
      if (order.paymentMethodCode === 'credit') {
        expect(move.invoiceDateDue).toBe(addDays(move.invoiceDate, 30));
        expect([0, move.amountTotal]).toContain(move.amountResidual);
      } else {
        expect(move.invoiceDateDue).toBe(move.invoiceDate);
        expect(move.amountResidual).toBe(0);
      }
    }
  });

  it('shows the demo company invoices in all four states today', async () => {
    const moves = await db.select().from(accountMove).where(eq(accountMove.partnerId, await companyId('demo@despensa.cl')));
    const states = new Set(moves.map((m) => invoiceState({ dueDate: m.invoiceDateDue, residual: m.amountResidual, now })));
    expect([...states].sort()).toEqual([...invoiceStates].sort());
  });

  it('pays each recent card order once, and refunds the duplicate of the newest on both sides', async () => {
    const demo = await companyId('demo@despensa.cl');
    const since = new Date(now.getTime() - 60 * 86_400_000);
    const cardOrders = (await db.select().from(saleOrder).where(eq(saleOrder.partnerId, demo)))
      .filter((order) => order.paymentMethodCode !== 'credit' && order.dateOrder >= since)
      .sort((a, b) => b.dateOrder.getTime() - a.dateOrder.getTime());
    expect(cardOrders.length).toBeGreaterThan(3);
    const attempts = await db.select().from(paymentTransaction).where(eq(paymentTransaction.partnerId, demo));
    for (const order of cardOrders) {
      const mine = attempts.filter((attempt) => attempt.orderId === order.id);
      expect(mine.filter((attempt) => attempt.state === 'approved').map((attempt) => attempt.amount)).toEqual([order.amountTotal]);
    }
    const refunded = attempts.filter((attempt) => attempt.state === 'refunded');
    expect(refunded.map((attempt) => attempt.orderId)).toEqual([cardOrders[0]!.id]);
    const records = await db.select().from(sandboxPayment).where(inArray(sandboxPayment.transactionId, attempts.map((attempt) => attempt.id)));
    expect(new Map(records.map((record) => [record.transactionId, record.state]))).toEqual(new Map(attempts.map((attempt) => [attempt.id, attempt.state])));
  });

  it("keeps other companies' orders for ownership checks", async () => {
    const others = await db
      .select({ id: saleOrder.id })
      .from(saleOrder)
      .where(inArray(saleOrder.partnerId, [await companyId('club@despensa.cl'), await companyId('otra@despensa.cl')]));
    expect(others.length).toBeGreaterThanOrEqual(10);
    const foreignInvoices = await db
      .select({ id: accountMove.id })
      .from(accountMove)
      .where(inArray(accountMove.orderId, others.map((o) => o.id)));
    expect(foreignInvoices.length).toBe(others.length);
  });
});

describe('seedDemoData', () => {
  const tables = [
    'product_category',
    'product_product',
    'res_partner',
    'res_users',
    'sale_order',
    'sale_order_line',
    'account_move',
    'payment_token',
    'payment_transaction',
    'club_plan',
    'team_purchase_campaign',
    'team_purchase_commitment',
  ];

  async function dump(target: Db) {
    const out: Record<string, unknown[]> = {};
    for (const table of tables) {
      const result = (await target.execute(sql.raw(`select * from ${table} order by id`))) as unknown as { rows: Record<string, unknown>[] };
      // The password hash has a random salt; nothing else may differ.
      out[table] = result.rows.map(({ password_hash: _, ...row }) => row);
    }
    return out;
  }

  it('runs once: a second call leaves the database as it is', async () => {
    const before = await dump(db);
    expect(await seedDemoData(db, now)).toBe(false);
    expect(await seedDemoData(db, new Date(now.getTime() + 86_400_000))).toBe(false);
    expect(await dump(db)).toEqual(before);
  });

  it('seeds the same data every time for the same now, even when two starts race', async () => {
    const other = await createScratchDatabase();
    try {
      const results = await Promise.all([seedDemoData(other.db, now), seedDemoData(other.db, now)]);
      expect(results.sort()).toEqual([false, true]);
      expect(await dump(other.db)).toEqual(await dump(db));
      const [users] = await other.db.select({ n: sql<number>`count(*)::int` }).from(resUsers);
      expect(users!.n).toBe(5);
    } finally {
      await other.close();
    }
  }, 90_000);

  it('dates everything relative to now', async () => {
    const other = await createScratchDatabase();
    try {
      const later = new Date(now.getTime() + 200 * 86_400_000);
      await seedDemoData(other.db, later);
      const [demo] = await other.db.select({ id: resUsers.partnerId }).from(resUsers).where(eq(resUsers.login, 'demo@despensa.cl'));
      const moves = await other.db.select().from(accountMove).where(eq(accountMove.partnerId, demo!.id));
      const states = new Set(moves.map((m) => invoiceState({ dueDate: m.invoiceDateDue, residual: m.amountResidual, now: later })));
      expect(states.size).toBe(4);
      const [last] = await other.db.select({ at: sql<string>`max(${saleOrder.dateOrder})` }).from(saleOrder);
      expect(new Date(last!.at) < later).toBe(true);
      expect(new Date(last!.at) > now).toBe(true);
    } finally {
      await other.close();
    }
  }, 90_000);
});
