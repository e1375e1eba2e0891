import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderGuide, type OrderGuide } from '../../contract/order-guide';
import { orderGuideChoice, resUsers, saleOrder, saleOrderLine } from '../../server/db/schema';
import { companyOf, insertCatalogue, type Product } from './orders.fixtures';
import { createTestApp } from './support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let products: Awaited<ReturnType<typeof insertCatalogue>>;
let other: number;
let otherAuth: Record<string, string>;
let orderNumber = 0;

const dayMs = 24 * 60 * 60 * 1000;

/** A confirmed order of `company` `daysAgo` before the suite's clock, with `lines` at their list price unless told. */
async function addOrder(company: number, daysAgo: number, lines: [Product, number, number?][], state = 'sale') {
  orderNumber += 1;
  const dateOrder = new Date(t.clock.now().getTime() - daysAgo * dayMs);
  const [order] = await t.db
    .insert(saleOrder)
    .values({
      name: `GUIDE-${orderNumber}-${Date.now()}`,
      partnerId: company,
      partnerInvoiceId: company,
      dateOrder,
      state,
      paymentMethodCode: 'credit',
      scheduledDate: '2026-03-03',
      amountUntaxed: 1,
      amountShipping: 0,
      amountTax: 0,
      amountTotal: 1,
      amountOriginal: 1,
    })
    .returning({ id: saleOrder.id });
  if (!order) throw new Error('order not created');
  await t.db.insert(saleOrderLine).values(
    lines.map(([product, quantity, price]) => ({
      orderId: order.id,
      productId: product.id,
      name: product.name,
      productUomQty: quantity,
      priceUnit: price ?? product.listPrice,
      priceSubtotal: Math.round(quantity * (price ?? product.listPrice)),
    })),
  );
}

const guideOf = async (auth: Record<string, string>) => {
  const res = await t.app.request('/api/order-guide', { headers: auth });
  expect(res.status).toBe(200);
  const body: unknown = await res.json();
  return orderGuide.parse(body) satisfies OrderGuide;
};

const choose = (auth: Record<string, string>, productId: number | string, body: unknown) => t.send('PUT', `/api/order-guide/products/${productId}`, auth, body);

const line = (guide: OrderGuide, product: Product) => guide.lines.find((entry) => entry.product.id === product.id);

beforeAll(async () => {
  t = await createTestApp({ payments: 'none' });
  products = await insertCatalogue(t.db, 'GUIA');
  other = await companyOf(t.db, 'otra@despensa.cl');
  otherAuth = (await t.login('otra@despensa.cl')).auth;
  const { lomo, huevos, aceite, servilletas, descontinuado } = products;
  // Huevos in three orders (2, 3, 10 boxes: the median is 3), lomo in two (1.2 and 1.3 kg: 1.25 fits to
  // 1.3), aceite once within the window at a price since changed and once before it, servilletas only in
  // a draft and a cancelled order, the old product once.
  await addOrder(other, 2, [[huevos, 2], [lomo, 1.2]]);
  await addOrder(other, 10, [[huevos, 3], [lomo, 1.3]]);
  await addOrder(other, 40, [[huevos, 10], [aceite, 4, 2_290]]);
  await addOrder(other, 120, [[aceite, 50]]);
  await addOrder(other, 1, [[servilletas, 5]], 'draft');
  await addOrder(other, 1, [[servilletas, 5]], 'cancel');
  await addOrder(other, 5, [[descontinuado, 1]]);
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.db.delete(orderGuideChoice).where(eq(orderGuideChoice.partnerId, other));
});

describe('GET /api/order-guide', () => {
  it("answers what the company bought in the last 90 days, the most ordered first, each with its usual quantity and today's product", async () => {
    const guide = await guideOf(otherAuth);
    expect(guide.since).toBe('2025-12-02');
    // The company's seeded orders are in its guide too; this file's products among them, in their order.
    expect(guide.lines.map((entry) => entry.product.default_code).filter((code) => code.startsWith('GUIA-'))).toEqual(['GUIA-HUEVOS', 'GUIA-LOMO', 'GUIA-ACEITE']);
    const uses = guide.lines.map((entry) => entry.orders);
    expect(uses).toEqual([...uses].sort((a, b) => b - a));
    expect(line(guide, products.huevos)).toMatchObject({ usual_quantity: 3, orders: 3, last_ordered_on: '2026-02-28', last_price: 32_000, pinned: false });
    expect(line(guide, products.lomo)).toMatchObject({ usual_quantity: 1.3, orders: 2, last_ordered_on: '2026-02-28' });
    // The last price paid, not today's; the order of 120 days ago is outside the window.
    expect(line(guide, products.aceite)).toMatchObject({ usual_quantity: 4, orders: 1, last_price: 2_290 });
    expect(line(guide, products.aceite)?.product).toMatchObject({ list_price: 2_490, cxti_price: 0, quantity_rule: { step: 1, min: 1 } });
  });

  it('counts a product twice in one order once, with its quantities added', async () => {
    const company = await companyOf(t.db, 'club@despensa.cl');
    const { auth } = await t.login('club@despensa.cl');
    const before = line(await guideOf(auth), products.servilletas);
    await addOrder(company, 3, [[products.servilletas, 2], [products.servilletas, 4]]);
    const after = line(await guideOf(auth), products.servilletas);
    expect(after).toMatchObject({ usual_quantity: 6, orders: (before?.orders ?? 0) + 1 });
  });

  it("shows the demo company's own guide and none of another company's products", async () => {
    const { auth } = await t.login('demo@despensa.cl');
    const guide = await guideOf(auth);
    expect(guide.lines.length).toBeGreaterThan(0);
    expect(guide.lines.some((entry) => entry.product.default_code.startsWith('GUIA-'))).toBe(false);
    expect(guide.lines.every((entry) => entry.orders > 0 && entry.last_ordered_on !== null)).toBe(true);
  });

  it('is refused to finanzas, which does not buy, and without a session', async () => {
    const { auth } = await t.login('finanzas@despensa.cl');
    const refused = await t.app.request('/api/order-guide', { headers: auth });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: { code: 'forbidden', message: 'Tu rol no permite usar Mis habituales.' } });
    expect((await t.app.request('/api/order-guide')).status).toBe(401);
  });
});

describe('PUT /api/order-guide/products/:id', () => {
  it('pins a product never bought, which then shows at its minimum with no history, for every buyer of the company', async () => {
    const res = await choose(otherAuth, products.servilletas.id, { choice: 'pinned' });
    expect(res.status).toBe(200);
    const answered = orderGuide.parse(await res.json());
    expect(line(answered, products.servilletas)).toEqual(expect.objectContaining({ usual_quantity: 1, orders: 0, last_ordered_on: null, last_price: null, pinned: true }));
    // The guide is the company's: another buyer of it sees the pin (demo's company is not otra's).
    await t.db.update(resUsers).set({ partnerId: other }).where(eq(resUsers.login, 'comprador@despensa.cl'));
    try {
      const { auth } = await t.login('comprador@despensa.cl');
      expect(line(await guideOf(auth), products.servilletas)?.pinned).toBe(true);
    } finally {
      await t.db.update(resUsers).set({ partnerId: await companyOf(t.db, 'demo@despensa.cl') }).where(eq(resUsers.login, 'comprador@despensa.cl'));
    }
    const { auth: demo } = await t.login('demo@despensa.cl');
    expect(line(await guideOf(demo), products.servilletas)).toBeUndefined();
  });

  it('hides a bought product until it is left to the orders again, and unpins with auto', async () => {
    const hidden = orderGuide.parse(await (await choose(otherAuth, products.huevos.id, { choice: 'hidden' })).json());
    expect(line(hidden, products.huevos)).toBeUndefined();
    const back = orderGuide.parse(await (await choose(otherAuth, products.huevos.id, { choice: 'auto' })).json());
    expect(line(back, products.huevos)).toMatchObject({ orders: 3, pinned: false });
    await choose(otherAuth, products.lomo.id, { choice: 'pinned' });
    const unpinned = orderGuide.parse(await (await choose(otherAuth, products.lomo.id, { choice: 'auto' })).json());
    expect(line(unpinned, products.lomo)).toMatchObject({ orders: 2, pinned: false });
  });

  it('keeps one choice per product when two buyers choose at once through two instances', async () => {
    const second = await t.anotherInstance();
    const [a, b] = await Promise.all([
      choose(otherAuth, products.aceite.id, { choice: 'pinned' }),
      second.request(`/api/order-guide/products/${products.aceite.id}`, { method: 'PUT', headers: { ...otherAuth, 'Content-Type': 'application/json' }, body: JSON.stringify({ choice: 'hidden' }) }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const rows = await t.db.select().from(orderGuideChoice).where(eq(orderGuideChoice.partnerId, other));
    expect(rows).toHaveLength(1);
    expect(['pinned', 'hidden']).toContain(rows[0]?.choice);
  });

  it('answers 404 for a product that does not exist, is no longer sold or cannot be an id', async () => {
    for (const id of [999_999, products.descontinuado.id, 'abc', '0', '99999999999']) {
      const res = await choose(otherAuth, id, { choice: 'pinned' });
      expect(res.status, String(id)).toBe(404);
    }
    expect(await t.db.select().from(orderGuideChoice).where(eq(orderGuideChoice.partnerId, other))).toEqual([]);
  });

  it('refuses an unknown choice, an extra field and malformed JSON with a Spanish message, and changes nothing', async () => {
    for (const body of [{ choice: 'favourite' }, { choice: 'pinned', note: 'x' }, {}, '{"choice":']) {
      const res = await choose(otherAuth, products.aceite.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/[a-zá-ú]/);
    }
    expect(await t.db.select().from(orderGuideChoice).where(eq(orderGuideChoice.partnerId, other))).toEqual([]);
  });

  it('is refused to finanzas', async () => {
    const { auth } = await t.login('finanzas@despensa.cl');
    const res = await choose(auth, products.aceite.id, { choice: 'pinned' });
    expect(res.status).toBe(403);
  });
});
