import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPage } from '../../contract/catalogue';
import { invoiceList, salesOrderList } from '../../contract/lists';
import { searchGroupLimit, searchResults, type SearchResults } from '../../contract/search';
import { createTestApp } from './support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
const auth: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  t = await createTestApp({ payments: 'none' });
  for (const who of ['demo', 'comprador', 'finanzas', 'otra']) auth[who] = (await t.login(`${who}@despensa.cl`)).auth;
});
afterAll(() => t.close());

const searchPath = (q: string) => `/api/search?q=${encodeURIComponent(q)}`;

async function search(who: string, q: string): Promise<SearchResults> {
  const res = await t.send('GET', searchPath(q), auth[who]!);
  expect(res.status, await res.clone().text()).toBe(200);
  return z.parse(searchResults, await res.json());
}

async function read<T>(who: string, path: string, schema: z.ZodMiniType<T>): Promise<T> {
  const res = await t.send('GET', path, auth[who]!);
  expect(res.status).toBe(200);
  return z.parse(schema, await res.json());
}

describe('GET /api/search', () => {
  it('finds products by SKU and by a piece of the name, ignoring case and accents', async () => {
    const { items } = await read('demo', '/api/products?limit=60', productPage);
    const accented = items.find((product) => /[áéíóúñ]/i.test(product.name)) ?? items[0]!;

    const bySku = await search('demo', accented.default_code.toLowerCase());
    expect(bySku.products.map((product) => product.id)).toContain(accented.id);

    const word = accented.name.split(' ').find((part) => /[áéíóúñ]/i.test(part)) ?? accented.name.split(' ')[0]!;
    const plain = word.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
    const byName = await search('demo', plain);
    expect(byName.products.map((product) => product.id)).toContain(accented.id);
    expect(byName.products.length).toBeLessThanOrEqual(searchGroupLimit);
  });

  it("finds the company's orders by number and its invoices by folio, newest first, a few of each", async () => {
    const orders = await read('demo', '/api/user-sales-orders', salesOrderList);
    const invoices = await read('demo', '/api/user/invoice-details', invoiceList);
    const order = orders[3]!;
    const invoice = invoices[3]!;

    expect((await search('demo', order.name)).orders).toEqual([order]);
    expect((await search('demo', invoice.name)).invoices).toEqual([invoice]);

    const many = await search('demo', 'S0');
    expect(many.orders).toHaveLength(searchGroupLimit);
    expect(many.orders).toEqual(orders.slice(0, searchGroupLimit));
    const folios = await search('demo', 'F-0');
    expect(folios.invoices).toEqual(invoices.slice(0, searchGroupLimit));
  });

  it("never answers with another company's orders or invoices", async () => {
    const demoOrders = new Set((await read('demo', '/api/user-sales-orders', salesOrderList)).map((order) => order.id));
    const demoInvoices = new Set((await read('demo', '/api/user/invoice-details', invoiceList)).map((invoice) => invoice.id));
    const found = await search('otra', 'S0');
    const foundInvoices = await search('otra', 'F-0');
    expect(found.orders.length).toBeGreaterThan(0);
    expect(foundInvoices.invoices.length).toBeGreaterThan(0);
    for (const order of found.orders) expect(demoOrders.has(order.id)).toBe(false);
    for (const invoice of foundInvoices.invoices) expect(demoInvoices.has(invoice.id)).toBe(false);
    const otraOrders = new Set((await read('otra', '/api/user-sales-orders', salesOrderList)).map((order) => order.id));
    for (const order of found.orders) expect(otraOrders.has(order.id)).toBe(true);
  });

  it('answers each group only to a role that may read it: no folio for a comprador, no order lost for finanzas', async () => {
    const invoices = await read('demo', '/api/user/invoice-details', invoiceList);
    const folio = invoices[0]!.name;
    expect((await search('comprador', folio)).invoices).toEqual([]);
    expect((await search('finanzas', folio)).invoices.map((invoice) => invoice.name)).toEqual([folio]);
    expect((await search('comprador', 'S0')).orders).toHaveLength(searchGroupLimit);
    expect((await search('finanzas', 'S0')).orders).toHaveLength(searchGroupLimit);
  });

  it('takes what the buyer typed literally: % and _ are not wildcards', async () => {
    expect(await search('demo', '%%')).toEqual({ products: [], orders: [], invoices: [] });
    expect(await search('demo', '__')).toEqual({ products: [], orders: [], invoices: [] });
  });

  it('refuses a missing, short, long or malformed query, an unknown parameter and a visitor', async () => {
    const refused = async (path: string, headers: Record<string, string> = auth.demo!) => {
      const res = await t.send('GET', path, headers);
      return { status: res.status, body: (await res.json()) as { error: { code: string; fields?: Record<string, string[]> } } };
    };
    for (const path of ['/api/search', searchPath('a'), searchPath('  b '), searchPath('x'.repeat(101)), searchPath('ab\u0007')]) {
      const { status, body } = await refused(path);
      expect(status, path).toBe(400);
      expect(body.error.code).toBe('invalid_request');
      expect(body.error.fields?.q?.[0], path).toMatch(/Escribe|admite|no válidos/);
    }
    expect((await refused(`${searchPath('aceite')}&limit=99`)).status).toBe(400);
    expect((await refused(searchPath('aceite'), {})).status).toBe(401);
    expect((await refused(searchPath('aceite'), { Authorization: 'Bearer not-a-token' })).status).toBe(401);
  });
});
