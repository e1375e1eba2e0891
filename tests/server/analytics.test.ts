import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsReport } from '../../contract/analytics';
import { addDays, santiagoDate } from '../../machines/rules/calendar';
import { debtBucketOf } from '../../machines/rules/debt-bucket';
import { previousPeriod } from '../../server/analytics/report';
import { accountMove, resUsers, saleOrder, saleOrderLine } from '../../server/db/schema';
import {
  companyOf,
  createCompany,
  createProducts,
  insertInvoice,
  insertOrder,
  type Company,
  type OrderInput,
  type Product,
} from './invoices.fixtures';
import { createTestApp } from './support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let meats: Product[];
let dry: Product[];
let vats = 0;

beforeAll(async () => {
  t = await createTestApp();
  meats = await createProducts(t.db);
  dry = await createProducts(t.db);
});
afterAll(() => t.close());

/** The suite's clock: Monday 2 March 2026, 12:00 in Santiago. */
const today = () => santiagoDate(t.clock.now());
const newCompany = () => createCompany(t.db, { name: `Picantería ${++vats}`, vat: `77.${String(100 + vats)}.000-1` });

async function signedIn(company: Company, role?: 'comprador' | 'finanzas') {
  if (role) await t.db.update(resUsers).set({ role }).where(eq(resUsers.login, company.email));
  return (await t.login(company.email)).auth;
}
const report = async (auth: Record<string, string>, from: string, to: string) => {
  const res = await t.app.request(`/api/analytics?from=${from}&to=${to}`, { headers: auth });
  expect(res.status).toBe(200);
  return (await res.json()) as AnalyticsReport;
};

/** An instant at noon in Santiago (-03 in March) on `day`. */
const noonOn = (day: string) => `${day}T15:00:00Z`;
/**
 * With IVA, rounded half up as PostgreSQL's exact numeric rounds. The amounts here have at most one decimal,
 * so they are taken in tenths: a float's `net * 1.19` can land a hair under a half.
 */
const iva = (net: number) => Math.round((Math.round(net * 10) * 119) / 1000);

interface Placed {
  input: OrderInput;
  order: Awaited<ReturnType<typeof insertOrder>>;
}

/** The report as plain JavaScript over the orders as they were placed: what the SQL must agree with. */
function recompute(placed: readonly Placed[], from: string, to: string) {
  const day = (p: Placed) => santiagoDate(new Date(p.order.dateOrder)).slice(0, 7);
  const counted = placed.filter((p) => p.order.state === 'sale' || p.order.state === 'done');
  const inRange = (a: string, b: string) => counted.filter((p) => day(p) >= a && day(p) <= b);
  const current = inRange(from, to);
  const before = previousPeriod({ from, to });
  const spendOf = (orders: Placed[]) => orders.reduce((sum, p) => sum + p.order.amountTotal, 0);
  const lines = current.flatMap((p) =>
    p.input.lines.map((line) => {
      const unit = line.club && line.product.cxtiPrice > 0 ? line.product.cxtiPrice : line.product.listPrice;
      const net = Math.round((Math.round(line.quantity * 10) * unit) / 10);
      const difference = line.product.cxtiPrice > 0 ? iva((line.product.listPrice - line.product.cxtiPrice) * line.quantity) : 0;
      return { product: line.product, quantity: line.quantity, gross: iva(net), club: unit === line.product.cxtiPrice, difference };
    }),
  );
  const byProduct = new Map<number, number>();
  for (const line of lines) byProduct.set(line.product.id, (byProduct.get(line.product.id) ?? 0) + line.gross);
  return {
    current: { spend: spendOf(current), orders: current.length },
    before: { spend: spendOf(inRange(before.from, before.to)), orders: inRange(before.from, before.to).length },
    lineSpend: lines.reduce((sum, line) => sum + line.gross, 0),
    byProduct,
    saved: lines.filter((l) => l.club).reduce((sum, l) => sum + l.difference, 0),
    missed: lines.filter((l) => !l.club).reduce((sum, l) => sum + l.difference, 0),
  };
}

describe('GET /api/analytics', () => {
  it("adds up the company's confirmed orders of the period and of the same number of months before, by month, category and product", async () => {
    const company = await newCompany();
    const other = await companyOf(t.db, 'demo@despensa.cl');
    const place = async (input: OrderInput): Promise<Placed> => ({ input, order: await insertOrder(t.db, input) });
    const placed = [
      await place({ company, dateOrder: noonOn('2026-01-05'), lines: [{ product: meats[2]!, quantity: 12.5, club: true }, { product: dry[1]!, quantity: 2 }], shipping: 4_990 }),
      await place({ company, dateOrder: noonOn('2026-02-27'), lines: [{ product: meats[0]!, quantity: 3 }] }),
      await place({ company, dateOrder: noonOn('2026-02-28'), lines: [{ product: dry[4]!, quantity: 40 }], state: 'cancel' }),
      await place({ company, dateOrder: noonOn('2026-03-01'), lines: [{ product: dry[7]!, quantity: 10 }], state: 'draft' }),
      await place({ company, dateOrder: noonOn('2025-11-20'), lines: [{ product: meats[2]!, quantity: 1 }] }),
      // Another company's purchase in the same days is none of this report's business.
      await place({ company: other, dateOrder: noonOn('2026-01-06'), lines: [{ product: meats[2]!, quantity: 99 }] }),
    ];
    const answer = await report(await signedIn(company), '2026-01', '2026-03');
    const expected = recompute(placed.slice(0, 5), '2026-01', '2026-03');

    expect(answer.period).toEqual({ from: '2026-01', to: '2026-03' });
    expect(answer.previous).toEqual({ from: '2025-10', to: '2025-12' });
    expect(answer.current).toEqual({ ...expected.current, average: Math.round(expected.current.spend / 2) });
    expect(answer.current.orders).toBe(2);
    expect(answer.before).toEqual({ ...expected.before, average: expected.before.spend });
    expect(answer.months.map((m) => [m.month, m.orders])).toEqual([['2026-01', 1], ['2026-02', 1], ['2026-03', 0]]);
    for (const month of answer.months) expect(month.categories.reduce((sum, c) => sum + c.spend, 0)).toBe(month.spend);
    // Categories with IVA add up to the spend; what the lines do not explain is delivery and rounding.
    expect(answer.categories.reduce((sum, c) => sum + c.spend, 0)).toBe(answer.current.spend);
    const rest = answer.categories.find((c) => c.id === null)!;
    expect(rest.spend).toBe(expected.current.spend - expected.lineSpend);
    expect(rest.name).toBe('Despacho y ajustes');
    expect(answer.top_by_spend.map((p) => [p.id, p.spend])).toEqual([...expected.byProduct].sort((a, b) => b[1] - a[1]));
    expect(answer.top_by_quantity.map((p) => p.quantity)).toEqual([12.5, 3, 2]);
    expect(answer.club).toEqual({ member: false, saved: expected.saved, missed: expected.missed });
    expect(answer.club.saved).toBeGreaterThan(0);
  });

  it('holds against a plain recomputation for random orders (property)', async () => {
    const products = [...meats, ...dry];
    const order = fc.record({
      offset: fc.integer({ min: 0, max: 120 }),
      hour: fc.integer({ min: 0, max: 23 }),
      shipping: fc.constantFrom(0, 4_990),
      state: fc.constantFrom<NonNullable<OrderInput['state']>>('sale', 'done', 'sale', 'cancel', 'draft'),
      lines: fc.array(
        fc.record({ product: fc.integer({ min: 0, max: products.length - 1 }), quantity: fc.integer({ min: 1, max: 400 }), club: fc.boolean() }),
        { minLength: 1, maxLength: 4 },
      ),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(order, { maxLength: 12 }), fc.integer({ min: 1, max: 3 }), async (orders, length) => {
        const company = await newCompany();
        const placed: Placed[] = [];
        for (const o of orders) {
          const input: OrderInput = {
            company,
            // Any hour of the day in Santiago, the evening ones on the next UTC day.
            dateOrder: new Date(Date.parse(`${addDays('2025-11-01', o.offset)}T03:00:00Z`) + o.hour * 3_600_000),
            shipping: o.shipping,
            state: o.state,
            lines: o.lines.map((l) => ({ product: products[l.product]!, quantity: l.quantity / 10, club: l.club })),
          };
          placed.push({ input, order: await insertOrder(t.db, input) });
        }
        const to = '2026-03';
        const from = ['2026-03', '2026-02', '2026-01'][length - 1]!;
        const answer = await report(await signedIn(company), from, to);
        const expected = recompute(placed, from, to);
        expect(answer.current.spend).toBe(expected.current.spend);
        expect(answer.current.orders).toBe(expected.current.orders);
        expect(answer.before.spend).toBe(expected.before.spend);
        expect(answer.before.orders).toBe(expected.before.orders);
        expect(answer.categories.reduce((sum, c) => sum + c.spend, 0)).toBe(expected.current.spend);
        expect(answer.months.reduce((sum, m) => sum + m.spend, 0)).toBe(expected.current.spend);
        const top = [...expected.byProduct].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([, spend]) => spend);
        expect(answer.top_by_spend.map((p) => p.spend)).toEqual(top);
        expect(answer.club.saved).toBe(expected.saved);
        expect(answer.club.missed).toBe(expected.missed);
      }),
      { numRuns: 12 },
    );
  }, 120_000);

  it('ages the unpaid invoices as the invoices page does, for admin and finanzas; comprador gets no debt', async () => {
    const company = await newCompany();
    const dues = ['2026-03-02', '2026-03-20', '2026-03-01', '2026-01-31', '2026-01-30', '2025-12-02', '2025-12-01', '2025-06-01'];
    for (const [i, due] of dues.entries()) await insertInvoice(t.db, { company, invoiceDate: addDays(due, -30), dueDate: due, residual: 1_000 * (i + 1) });
    await insertInvoice(t.db, { company, invoiceDate: '2025-05-01', dueDate: '2025-05-31', residual: 0 });
    const answer = await report(await signedIn(company), '2026-01', '2026-03');
    const expected = new Map<string, { amount: number; count: number }>();
    dues.forEach((due, i) => {
      const bucket = debtBucketOf(due, today());
      const found = expected.get(bucket) ?? { amount: 0, count: 0 };
      expected.set(bucket, { amount: found.amount + 1_000 * (i + 1), count: found.count + 1 });
    });
    expect(answer.debt?.buckets).toEqual(
      ['current', '1-30', '31-60', '61-90', '90+'].map((bucket) => ({ bucket, ...(expected.get(bucket) ?? { amount: 0, count: 0 }) })),
    );
    expect(answer.debt?.buckets.map((b) => b.count)).toEqual([2, 2, 1, 1, 2]);
    expect(answer.debt?.owed).toBe(36_000);
    expect(answer.debt?.overdue).toBe(36_000 - 3_000);

    const accountant = await newCompany();
    expect((await report(await signedIn(accountant, 'finanzas'), '2026-01', '2026-03')).debt).not.toBeNull();
    const buyer = await newCompany();
    const asBuyer = await report(await signedIn(buyer, 'comprador'), '2026-01', '2026-03');
    expect(asBuyer.debt).toBeNull();
    expect(asBuyer.current).toEqual({ spend: 0, orders: 0, average: 0 });
  });

  it.each([
    ['no period', ''],
    ['a month that does not exist', '?from=2026-13&to=2026-03'],
    ['a day instead of a month', '?from=2026-01-01&to=2026-03'],
    ['an end before the start', '?from=2026-03&to=2026-01'],
    ['more than five years', '?from=2021-03&to=2026-03'],
    ['an unknown parameter', '?from=2026-01&to=2026-03&company=1'],
  ])('refuses %s with 400 and a Spanish message', async (_, query) => {
    const auth = await signedIn(await newCompany());
    for (const path of ['/api/analytics', '/api/analytics/lines.csv']) {
      const res = await t.app.request(`${path}${query}`, { headers: auth });
      expect(res.status).toBe(400);
      const { error } = (await res.json()) as { error: { code: string; message: string } };
      expect(error.code).toBe('invalid_request');
      expect(error.message).toMatch(/[áéíóúñ]|período|fecha|Revisa/i);
    }
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.request('/api/analytics?from=2026-01&to=2026-03')).status).toBe(401);
    expect((await t.app.request('/api/analytics/lines.csv?from=2026-01&to=2026-03')).status).toBe(401);
  });
});

describe('the monthly sums the report reads', () => {
  it('follow an order through payment, cancellation and a removed line', async () => {
    const company = await newCompany();
    const auth = await signedIn(company);
    const spend = async () => (await report(auth, '2026-02', '2026-02')).current;
    const order = await insertOrder(t.db, { company, dateOrder: noonOn('2026-02-10'), lines: [{ product: meats[2]!, quantity: 2 }, { product: dry[0]!, quantity: 1 }], state: 'draft' });
    expect(await spend()).toEqual({ spend: 0, orders: 0, average: 0 });
    await t.db.update(saleOrder).set({ state: 'sale' }).where(eq(saleOrder.id, order.id));
    expect(await spend()).toEqual({ spend: order.amountTotal, orders: 1, average: order.amountTotal });
    const [line] = await t.db.select().from(saleOrderLine).where(eq(saleOrderLine.orderId, order.id)).limit(1);
    await t.db.delete(saleOrderLine).where(eq(saleOrderLine.id, line!.id));
    const afterRemoval = await report(auth, '2026-02', '2026-02');
    expect(afterRemoval.top_by_spend.map((p) => p.id)).toEqual([dry[0]!.id === line!.productId ? meats[2]!.id : dry[0]!.id]);
    await t.db.update(saleOrder).set({ state: 'cancel' }).where(eq(saleOrder.id, order.id));
    const cancelled = await report(auth, '2026-02', '2026-02');
    expect(cancelled.current).toEqual({ spend: 0, orders: 0, average: 0 });
    expect(cancelled.top_by_spend).toEqual([]);
    expect(cancelled.categories).toEqual([]);
  });
});

describe('GET /api/analytics/lines.csv', () => {
  it("writes the seeded orders as their invoices say: each row's net + IVA its total, no row of rounding alone", async () => {
    const demo = await companyOf(t.db, 'demo@despensa.cl');
    const invoices = await t.db
      .select({ order: saleOrder.name, tax: accountMove.amountTax, total: accountMove.amountTotal })
      .from(accountMove)
      .innerJoin(saleOrder, eq(saleOrder.id, accountMove.orderId))
      .where(eq(saleOrder.partnerId, demo.partnerId));
    expect(invoices.length).toBeGreaterThan(10);
    const res = await t.app.request('/api/analytics/lines.csv?from=2021-04&to=2026-03', { headers: (await t.login(demo.email)).auth });
    expect(res.status).toBe(200);
    const rows = (await res.text()).trimEnd().split('\r\n').slice(1).map((row) => row.split(';'));
    const perOrder = new Map<string, { tax: number; total: number; linesTax: number; beyond: boolean }>();
    for (const row of rows) {
      const [net, tax, total] = row.slice(-3).map(Number) as [number, number, number];
      expect(net + tax, row.join(';')).toBe(total);
      if (net === 0) expect(tax, row.join(';')).toBe(0);
      const beyond = row[3] === 'Despacho y ajustes';
      const sums = perOrder.get(row[1]!) ?? { tax: 0, total: 0, linesTax: 0, beyond: false };
      perOrder.set(row[1]!, {
        tax: sums.tax + tax,
        total: sums.total + total,
        linesTax: sums.linesTax + (beyond ? 0 : Math.round((net * 19) / 100)),
        beyond: sums.beyond || beyond,
      });
    }
    for (const invoice of invoices) expect(perOrder.get(invoice.order), invoice.order).toMatchObject({ tax: invoice.tax, total: invoice.total });
    // The seed has orders of lines alone whose IVA, rounded line by line, is not the IVA of their net: the case at stake.
    expect([...perOrder.values()].filter((sums) => !sums.beyond && sums.linesTax !== sums.tax).length).toBeGreaterThan(0);
  });

  it("lists the period's lines for Excel in Spanish, and its totals are the report's", async () => {
    const company = await newCompany();
    const risky = { ...meats[5]!, name: '=HYPERLINK("http://x");"Queso"' };
    await insertOrder(t.db, { company, dateOrder: noonOn('2026-02-10'), lines: [{ product: meats[2]!, quantity: 12.5, club: true }, { product: dry[1]!, quantity: 2 }], shipping: 4_990 });
    await insertOrder(t.db, { company, dateOrder: noonOn('2026-02-11'), lines: [{ product: risky, quantity: 1 }] });
    await insertOrder(t.db, { company, dateOrder: noonOn('2026-02-12'), lines: [{ product: dry[3]!, quantity: 5 }], state: 'cancel' });
    await insertOrder(t.db, { company: await companyOf(t.db, 'demo@despensa.cl'), dateOrder: noonOn('2026-02-10'), lines: [{ product: dry[3]!, quantity: 7 }] });
    const auth = await signedIn(company);
    const res = await t.app.request('/api/analytics/lines.csv?from=2026-02&to=2026-02', { headers: auth });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="compras-2026-02-2026-02.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n');
    expect(rows[0]).toBe('Fecha;Pedido;Código;Producto;Categoría;Cantidad;Unidad;Neto;IVA;Total');
    expect(rows).toHaveLength(1 + 2 + 1 + 1);
    expect(rows[1]).toMatch(/^10-02-2026;S8\d+;FX\d+-003;Filete de salmón congelado;Abarrotes \d+;12,5;kg;149875;28476;178351$/);
    // A name a spreadsheet would run as a formula is written as text, its quotes doubled.
    expect(rows.find((row) => row.includes('HYPERLINK'))).toContain(`"'=HYPERLINK(""http://x"");""Queso"""`);
    const totals = rows.slice(1).map((row) => Number(row.split(';').at(-1)));
    const answer = await report(auth, '2026-02', '2026-02');
    expect(totals.reduce((sum, total) => sum + total, 0)).toBe(answer.current.spend);
    const delivery = rows.find((row) => row.includes(';Despacho y ajustes;'))!.split(';');
    expect(delivery.slice(-3).map(Number)).toEqual([4_990, Number(delivery.at(-1)) - 4_990, Number(delivery.at(-1))]);
  });
});
