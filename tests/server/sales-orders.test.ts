import { eq, sql } from 'drizzle-orm';
import type { SalesOrderDetail } from '../../contract/lists';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productProduct } from '../../server/db/schema';
import { ordersPageQuery } from '../../server/orders/order-list';
import { bulkInsertOrders, companyOf, createCompany, createProducts, insertOrder, type Company, type Product } from './invoices.fixtures';
import { createTestApp } from './support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let company: Company;
let products: Product[];
let orders: Awaited<ReturnType<typeof insertOrder>>[];
let otherOrder: Awaited<ReturnType<typeof insertOrder>>;

beforeAll(async () => {
  t = await createTestApp();
  company = await createCompany(t.db, { name: 'Cafetería Doña Inés Ltda.', vat: '76.111.222-3' });
  products = await createProducts(t.db);
  const [oil, rice, salmon, , avocado] = products as [Product, Product, Product, Product, Product];
  orders = [
    await insertOrder(t.db, { company, dateOrder: '2026-02-10T13:00:00Z', lines: [{ product: rice, quantity: 2 }] }),
    await insertOrder(t.db, {
      company,
      dateOrder: '2026-02-27T15:30:00Z',
      lines: [
        { product: oil, quantity: 3, club: true },
        { product: salmon, quantity: 2.5 },
        { product: avocado, quantity: 4 },
      ],
      shipping: 4_990,
      customerOrderNumber: 'OC-7781',
      paymentMethodCode: 'card',
    }),
    // Two orders one microsecond apart: a cursor cut to milliseconds would skip or repeat one.
    await insertOrder(t.db, { company, dateOrder: '2026-02-20T12:00:00.123456Z', lines: [{ product: rice, quantity: 1 }] }),
    await insertOrder(t.db, { company, dateOrder: '2026-02-20T12:00:00.123457Z', lines: [{ product: rice, quantity: 5 }] }),
    await insertOrder(t.db, { company, dateOrder: '2026-02-20T12:00:00.123457Z', lines: [{ product: oil, quantity: 1 }], pickup: true }),
  ];
  otherOrder = await insertOrder(t.db, {
    company: await companyOf(t.db, 'otra@despensa.cl'),
    dateOrder: '2026-02-28T10:00:00Z',
    lines: [{ product: rice, quantity: 1 }],
  });
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string>) => t.app.request(path, { headers });
const idsOf = async (res: Response) => ((await res.json()) as { id: number }[]).map((row) => row.id);

describe('GET /api/user-sales-orders', () => {
  it("answers the company's orders, newest first, with the spec's field names", async () => {
    const { auth } = await t.login(company.email);
    const res = await get('/api/user-sales-orders', auth);
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Next-Cursor')).toBeNull();
    const [first, second, third, fourth, fifth] = orders as [typeof otherOrder, typeof otherOrder, typeof otherOrder, typeof otherOrder, typeof otherOrder];
    const row = (order: typeof otherOrder, date_order: string, delivery: { po?: string; pickup?: boolean } = {}) => ({
      id: order.id,
      name: order.name,
      partner_name: 'Cafetería Doña Inés Ltda. - Facturación',
      date_order,
      amount_total: order.amountTotal,
      state: 'sale',
      despensa_customer_sale_order_number: delivery.po ?? null,
      retiro_en_tienda: delivery.pickup ?? false,
      shipping_name: delivery.pickup ? null : 'Cafetería Doña Inés Ltda. - Cocina central',
    });
    expect(await res.json()).toEqual([
      row(second, '2026-02-27T15:30:00.000Z', { po: 'OC-7781' }),
      row(fifth, '2026-02-20T12:00:00.123Z', { pickup: true }),
      row(fourth, '2026-02-20T12:00:00.123Z'),
      row(third, '2026-02-20T12:00:00.123Z'),
      row(first, '2026-02-10T13:00:00.000Z'),
    ]);
  });

  it("never shows another company's orders", async () => {
    const { auth } = await t.login('otra@despensa.cl');
    const ids = await idsOf(await get('/api/user-sales-orders', auth));
    expect(ids).toContain(otherOrder.id);
    for (const order of orders) expect(ids).not.toContain(order.id);
  });

  it('asks for a session', async () => {
    const res = await t.app.request('/api/user-sales-orders');
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
  });

  it('pages with ?limit= and the X-Next-Cursor header, every order exactly once, even one microsecond apart', async () => {
    const { auth } = await t.login(company.email);
    const whole = await idsOf(await get('/api/user-sales-orders', auth));
    const seen: number[] = [];
    let path = '/api/user-sales-orders?limit=1';
    for (let page = 0; page < 10; page++) {
      const res = await get(path, auth);
      expect(res.status).toBe(200);
      const ids = await idsOf(res);
      expect(ids).toHaveLength(1);
      seen.push(...ids);
      const cursor = res.headers.get('X-Next-Cursor');
      if (!cursor) break;
      expect(cursor).toMatch(/^[\w-]+$/);
      path = `/api/user-sales-orders?limit=1&cursor=${cursor}`;
    }
    expect(seen).toEqual(whole);
  });

  it('answers the last page without a cursor, and a cursor alone with the default page of 50', async () => {
    const { auth } = await t.login(company.email);
    const first = await get('/api/user-sales-orders?limit=3', auth);
    const cursor = first.headers.get('X-Next-Cursor');
    expect(cursor).not.toBeNull();
    const rest = await get(`/api/user-sales-orders?cursor=${cursor}`, auth);
    expect(rest.status).toBe(200);
    expect(rest.headers.get('X-Next-Cursor')).toBeNull();
    expect(await idsOf(rest)).toHaveLength(2);
    const exact = await get('/api/user-sales-orders?limit=5', auth);
    expect(exact.headers.get('X-Next-Cursor')).toBeNull();
    expect(await idsOf(exact)).toHaveLength(5);
  });

  describe('?product=', () => {
    const namesOf = async (res: Response) => ((await res.json()) as { name: string }[]).map((row) => row.name);
    const nameOf = (index: number) => (orders[index] as typeof otherOrder).name;

    it('answers only the orders with a line of a product whose name contains it, accents and case aside', async () => {
      const { auth } = await t.login(company.email);
      const salmon = await get('/api/user-sales-orders?product=SALMON', auth);
      expect(salmon.status).toBe(200);
      expect(await namesOf(salmon)).toEqual([nameOf(1)]);
      expect(await namesOf(await get('/api/user-sales-orders?product=%20aceite%20de%20oliva%20', auth))).toEqual([nameOf(1), nameOf(4)]);
    });

    it("answers the orders of a product's code, newest first, a page at a time", async () => {
      const { auth } = await t.login(company.email);
      const rice = (products[1] as Product).defaultCode;
      const whole = await namesOf(await get(`/api/user-sales-orders?product=${rice}`, auth));
      expect(whole).toEqual([nameOf(3), nameOf(2), nameOf(0)]);
      const first = await get(`/api/user-sales-orders?product=${rice}&limit=2`, auth);
      const next = first.headers.get('X-Next-Cursor');
      expect(await namesOf(first)).toEqual(whole.slice(0, 2));
      expect(await namesOf(await get(`/api/user-sales-orders?product=${rice}&limit=2&cursor=${next}`, auth))).toEqual(whole.slice(2));
    });

    it('takes %, _ and \\ literally, and answers an empty list when nothing matches', async () => {
      const { auth } = await t.login(company.email);
      for (const typed of ['%25%25', '_a', '%5C%5C', 'chocolate']) {
        const res = await get(`/api/user-sales-orders?product=${typed}`, auth);
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual([]);
      }
    });

    it("never answers another company's orders of the same product", async () => {
      const mine = await idsOf(await get('/api/user-sales-orders?product=arroz', (await t.login(company.email)).auth));
      const theirs = await idsOf(await get('/api/user-sales-orders?product=arroz', (await t.login('otra@despensa.cl')).auth));
      expect(mine).not.toContain(otherOrder.id);
      expect(theirs).toContain(otherOrder.id);
      for (const order of orders) expect(theirs).not.toContain(order.id);
    });
  });

  const badProduct = 'Escribe entre 2 y 100 caracteres del nombre o código del producto.';
  const cursor = (text: string) => Buffer.from(text).toString('base64url');
  it.each([
    ['a cursor that is not base64url', 'cursor=%%%', { cursor: ['El cursor de paginación no es válido.'] }],
    ['a cursor of garbage', 'cursor=abc', { cursor: ['El cursor de paginación no es válido.'] }],
    ['a cursor with an impossible date', `cursor=${cursor('2026-02-30T12:00:00.000000Z~4')}`, { cursor: ['El cursor de paginación no es válido.'] }],
    ['a cursor with a day instead of an instant', `cursor=${cursor('2026-02-20~4')}`, { cursor: ['El cursor de paginación no es válido.'] }],
    ['a cursor with id 0', `cursor=${cursor('2026-02-20T12:00:00.000000Z~0')}`, { cursor: ['El cursor de paginación no es válido.'] }],
    ['a cursor with a huge id', `cursor=${cursor('2026-02-20T12:00:00.000000Z~99999999999')}`, { cursor: ['El cursor de paginación no es válido.'] }],
    ['a cursor with SQL in it', `cursor=${cursor("2026-02-20T12:00:00.000000Z'; drop table sale_order;--~4")}`, { cursor: ['El cursor de paginación no es válido.'] }],
    ['limit 0', 'limit=0', { limit: ['El límite debe ser un número entero entre 1 y 200.'] }],
    ['limit 201', 'limit=201', { limit: ['El límite debe ser un número entero entre 1 y 200.'] }],
    ['a fractional limit', 'limit=1.5', { limit: ['El límite debe ser un número entero entre 1 y 200.'] }],
    ['a word as limit', 'limit=diez', { limit: ['El límite debe ser un número entero entre 1 y 200.'] }],
    ['a repeated limit', 'limit=1&limit=2', { limit: ['El límite debe ser un número entero entre 1 y 200.'] }],
    ['a repeated cursor', 'cursor=a&cursor=b', { cursor: ['El cursor de paginación no es válido.'] }],
    ['an unknown parameter', 'page=2', { page: ['Campo no permitido.'] }],
    ['a product of one letter', 'product=a', { product: [badProduct] }],
    ['a product of spaces', 'product=%20%20%20', { product: [badProduct] }],
    ['a product of 101 characters', `product=${'a'.repeat(101)}`, { product: [badProduct] }],
    ['a product with a control character', 'product=ac%00eite', { product: ['No se permiten caracteres de control.'] }],
    ['a repeated product', 'product=arroz&product=aceite', { product: [badProduct] }],
  ])('refuses %s with 400 and a Spanish field error', async (_, query, fields) => {
    const { auth } = await t.login(company.email);
    const res = await get(`/api/user-sales-orders?${query}`, auth);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'invalid_request', message: 'Revisa los datos enviados.', fields } });
  });
});

describe('GET /api/sales-orders/:id', () => {
  it('answers the order with its lines, addresses, delivery and totals', async () => {
    const { auth } = await t.login(company.email);
    const order = orders[1] as typeof otherOrder;
    const [oil, , salmon, , avocado] = products as [Product, Product, Product, Product, Product];
    const res = await get(`/api/sales-orders/${order.id}`, auth);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { order_line: { id: number }[] };
    const line = (product: Product, quantity: number, subtotal: number) => ({
      id: expect.any(Number),
      product_id: product.id,
      product_name: product.name,
      default_code: product.defaultCode,
      product_uom: product.uom,
      product_uom_qty: quantity,
      price_unit: product.listPrice,
      cxti_price: product.cxtiPrice,
      price_subtotal: subtotal,
      current_product: {
        list_price: product.listPrice,
        cxti_price: product.cxtiPrice,
        stock_state: 'in_stock',
        pack_size: expect.any(String),
        quantity_rule: { step: expect.any(Number), min: expect.any(Number) },
      },
    });
    expect(body).toEqual({
      id: order.id,
      name: order.name,
      partner_name: 'Cafetería Doña Inés Ltda. - Facturación',
      date_order: '2026-02-27T15:30:00.000Z',
      state: 'sale',
      payment_method_code: 'card',
      despensa_customer_sale_order_number: 'OC-7781',
      scheduled_date: '2026-03-04',
      retiro_en_tienda: false,
      invoice_address: {
        id: company.billingId,
        name: 'Cafetería Doña Inés Ltda. - Facturación',
        street: 'Los Leones 350, of. 41',
        comuna: 'Providencia',
        region: 'Región Metropolitana de Santiago',
      },
      shipping_address: {
        id: company.shippingId,
        name: 'Cafetería Doña Inés Ltda. - Cocina central',
        street: 'Camino a Melipilla 8920',
        comuna: 'Maipú',
        region: 'Región Metropolitana de Santiago',
      },
      order_line: [line(oil, 3, 3 * 35_490), line(salmon, 2.5, 32_475), line(avocado, 4, 4 * 4_590)],
      amount_untaxed: 106_470 + 32_475 + 18_360,
      amount_shipping: 4_990,
      amount_discount: 0,
      amount_tax: order.amountTax,
      amount_total: order.amountTotal,
      amount_original: order.amountOriginal,
      card_payments: [],
    });
    const lineIds = body.order_line.map((l) => l.id);
    expect(lineIds).toEqual([...lineIds].sort((a, b) => a - b));
  });

  it("tells each line's product as sold today beside the order's own prices, null once it is no longer sold", async () => {
    const [kept, repriced, gone, sold] = (await createProducts(t.db)) as [Product, Product, Product, Product];
    const order = await insertOrder(t.db, {
      company,
      dateOrder: '2026-01-15T15:00:00Z',
      lines: [{ product: kept, quantity: 1 }, { product: repriced, quantity: 2 }, { product: gone, quantity: 3 }, { product: sold, quantity: 1 }],
    });
    await t.db.update(productProduct).set({ listPrice: repriced.listPrice + 1_000, cxtiPrice: 0 }).where(eq(productProduct.id, repriced.id));
    await t.db.update(productProduct).set({ active: false }).where(eq(productProduct.id, gone.id));
    await t.db.update(productProduct).set({ stockState: 'out' }).where(eq(productProduct.id, sold.id));
    const { auth } = await t.login(company.email);
    const body = (await (await get(`/api/sales-orders/${order.id}`, auth)).json()) as SalesOrderDetail;
    const soldAs = () => ({ pack_size: expect.any(String), quantity_rule: { step: expect.any(Number), min: expect.any(Number) } });
    expect(body.order_line.map((line) => [line.product_id, line.price_unit, line.current_product])).toEqual([
      [kept.id, kept.listPrice, { list_price: kept.listPrice, cxti_price: kept.cxtiPrice, stock_state: 'in_stock', ...soldAs() }],
      [repriced.id, repriced.listPrice, { list_price: repriced.listPrice + 1_000, cxti_price: 0, stock_state: 'in_stock', ...soldAs() }],
      [gone.id, gone.listPrice, null],
      [sold.id, sold.listPrice, { list_price: sold.listPrice, cxti_price: sold.cxtiPrice, stock_state: 'out', ...soldAs() }],
    ]);
  });

  it('answers a store pickup without a shipping address', async () => {
    const { auth } = await t.login(company.email);
    const res = await get(`/api/sales-orders/${(orders[4] as typeof otherOrder).id}`, auth);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ retiro_en_tienda: true, shipping_address: null, amount_shipping: 0 });
  });

  it("answers another company's order exactly like one that does not exist", async () => {
    const { auth } = await t.login(company.email);
    const notFound = { error: { code: 'not_found', message: 'El pedido no existe.' } };
    for (const id of [String(otherOrder.id), '2147483647', '99999999999', '0', '-1', 'abc', '1e3']) {
      const res = await get(`/api/sales-orders/${id}`, auth);
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual(notFound);
    }
  });

  it('asks for a session', async () => {
    expect((await t.app.request(`/api/sales-orders/${otherOrder.id}`)).status).toBe(401);
  });
});

describe('a company with 10,000 orders', () => {
  let big: Company;
  beforeAll(async () => {
    big = await createCompany(t.db, { name: 'Casino Industrial del Sur SpA', vat: '76.333.444-5', activity: 'Casinos de alimentación' });
    await bulkInsertOrders(t.db, big, 10_000, new Date('2026-03-01T12:00:00Z'));
    await t.db.execute(sql`analyze sale_order`);
  });

  it('pages through them newest first, any depth, 50 at a time', async () => {
    const { auth } = await t.login(big.email);
    const first = await get('/api/user-sales-orders?limit=50', auth);
    const rows = (await first.json()) as { date_order: string }[];
    expect(rows).toHaveLength(50);
    expect(rows[0]?.date_order).toBe('2026-03-01T12:00:00.000Z');
    const dates = rows.map((row) => Date.parse(row.date_order));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));

    let cursor = first.headers.get('X-Next-Cursor');
    let pages = 1;
    let count = rows.length;
    while (cursor) {
      const res = await get(`/api/user-sales-orders?limit=200&cursor=${cursor}`, auth);
      count += ((await res.json()) as unknown[]).length;
      cursor = res.headers.get('X-Next-Cursor');
      pages += 1;
    }
    expect(count).toBe(10_000);
    expect(pages).toBe(1 + Math.ceil(9_950 / 200));
  });

  it('reads each page through the sale_order (partner_id, date_order, id) index, never the whole table', async () => {
    const deep = { limit: 50, after: { key: '2025-12-01T00:00:00.000000Z', id: 2_000_000 } };
    for (const page of [{ limit: 50, after: null }, deep]) {
      const query = ordersPageQuery(t.db, big.partnerId, page);
      const result = (await t.db.execute(sql`explain ${query.getSQL()}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
      const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(plan).toMatch(/Index Scan( Backward)? using sale_order_partner_date_idx on sale_order/);
      expect(plan).not.toMatch(/Seq Scan on sale_order/);
    }
  });
});
