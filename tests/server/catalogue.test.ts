import { eq, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldForSearch, foldQuery } from '../../machines/rules/search';
import { categoryList, productPage, product as productSchema, type Product, type ProductPage } from '../../contract/catalogue';
import { productProduct } from '../../server/db/schema';
import { encodeCursor } from '../../server/catalogue/product-page';
import { createTestApp } from './support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ payments: 'none' });
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });

async function page(path: string): Promise<ProductPage> {
  const res = await get(path);
  expect(res.status, `${path} answered ${res.status}: ${await res.clone().text()}`).toBe(200);
  return z.parse(productPage, await res.json());
}

/** Every product the listing gives, following next_cursor from the first page. */
async function walk(query: string): Promise<Product[]> {
  const all: Product[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 50; pages++) {
    const sep = query ? '&' : '';
    const body: ProductPage = await page(`/api/products?${query}${cursor ? `${sep}cursor=${cursor}` : ''}`);
    all.push(...body.items);
    cursor = body.next_cursor;
    if (!cursor) return all;
  }
  throw new Error('pagination did not end');
}

async function expectInvalid(path: string, fields: Record<string, string[]>) {
  const res = await get(path);
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ error: { code: 'invalid_request', message: 'Revisa los datos enviados.', fields } });
}

const activeCount = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(productProduct).where(eq(productProduct.active, true)))[0]!.n;

describe('GET /api/categories', () => {
  it('lists the categories in catalogue order with their product counts, without a session', async () => {
    const res = await get('/api/categories');
    expect(res.status).toBe(200);
    const categories = z.parse(categoryList, await res.json());
    expect(categories.length).toBeGreaterThanOrEqual(10);
    expect(categories[0]).toMatchObject({ name: 'Frutas y verduras', slug: 'frutas-y-verduras' });
    expect(categories.every((c) => c.product_count > 0)).toBe(true);
    expect(categories.reduce((sum, c) => sum + c.product_count, 0)).toBe(await activeCount());
  });

  it('counts only products still on sale', async () => {
    const before = z.parse(categoryList, await (await get('/api/categories')).json());
    await t.db.update(productProduct).set({ active: false }).where(eq(productProduct.defaultCode, 'CA-001'));
    const after = z.parse(categoryList, await (await get('/api/categories')).json());
    await t.db.update(productProduct).set({ active: true }).where(eq(productProduct.defaultCode, 'CA-001'));
    const carnes = (list: typeof before) => list.find((c) => c.slug === 'carnes')!.product_count;
    expect(carnes(after)).toBe(carnes(before) - 1);
  });
});

describe('GET /api/products', () => {
  it('answers the first 24 products by name with the contract fields, without a session', async () => {
    const res = await get('/api/products');
    expect(res.status).toBe(200);
    const raw = (await res.json()) as { items: Record<string, unknown>[]; next_cursor: string | null };
    expect(raw.items).toHaveLength(24);
    expect(Object.keys(raw.items[0]!).sort()).toEqual(
      ['id', 'default_code', 'name', 'category', 'uom', 'pack_size', 'quantity_rule', 'list_price', 'cxti_price', 'stock_state', 'description', 'image_url'].sort(),
    );
    const body = z.parse(productPage, raw);
    expect(body.next_cursor).toEqual(expect.any(String));
    expect(body.items[0]!.name).toBe('Aceite de canola 5 L');
  });

  it('walks the whole catalogue page by page, each product once, in the database order of folded names', async () => {
    const all = await walk('limit=60');
    expect(all.length).toBe(await activeCount());
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    const expected = await t.db
      .select({ id: productProduct.id })
      .from(productProduct)
      .where(eq(productProduct.active, true))
      .orderBy(productProduct.searchText, productProduct.id);
    expect(all.map((p) => p.id)).toEqual(expected.map((r) => r.id));
    // Accents and ñ sort as their plain letters, whatever the collation: Ñoquis among the N.
    const names = all.map((p) => p.name);
    expect(names.indexOf('Ñoquis de papa')).toBeLessThan(names.indexOf('Nuggets de pollo'));
    expect(names.indexOf('Ñoquis de papa')).toBeGreaterThan(names.indexOf('Néctar de piña 1 L'));
  });

  it('sorts by name descending as the exact reverse of ascending', async () => {
    const asc = await walk('sort=name_asc&limit=50');
    const desc = await walk('sort=name_desc&limit=50');
    expect(desc.map((p) => p.id)).toEqual(asc.map((p) => p.id).reverse());
  });

  it.each(['price_asc', 'price_desc'] as const)('sorts by %s, ties by id, across pages of 7', async (sort) => {
    const all = await walk(`sort=${sort}&limit=7`);
    expect(all.length).toBe(await activeCount());
    for (let i = 1; i < all.length; i++) {
      const [a, b] = [all[i - 1]!, all[i]!];
      if (sort === 'price_asc') expect(a.list_price < b.list_price || (a.list_price === b.list_price && a.id < b.id)).toBe(true);
      else expect(a.list_price > b.list_price || (a.list_price === b.list_price && a.id > b.id)).toBe(true);
    }
  });

  it('keeps pages stable when a product before the cursor disappears', async () => {
    const first = await page('/api/products?limit=5');
    const gone = first.items[0]!;
    await t.db.update(productProduct).set({ active: false }).where(eq(productProduct.id, gone.id));
    const second = await page(`/api/products?limit=5&cursor=${first.next_cursor}`);
    await t.db.update(productProduct).set({ active: true }).where(eq(productProduct.id, gone.id));
    const sixth = (await page('/api/products?limit=10')).items[5]!;
    expect(second.items[0]!.id).toBe(sixth.id);
  });

  it.each([
    ['PALTA', 'Palta Hass'],
    ['champinon', 'Champiñón laminado'],
    ['CHAMPIÑÓN', 'Champiñón laminado'],
    ['noquis', 'Ñoquis de papa'],
    ['  mantecoso  ', 'Queso mantecoso laminado'],
    ['fv-001', 'Palta Hass'],
  ])('finds %j regardless of case and accents', async (q, name) => {
    const body = await page(`/api/products?q=${encodeURIComponent(q)}`);
    expect(body.items.map((p) => p.name)).toContain(name);
    const folded = foldQuery(q);
    expect(body.items.every((p) => foldForSearch(p.name).includes(folded) || foldForSearch(p.default_code).includes(folded))).toBe(true);
  });

  it('matches the query as typed, a substring of name or SKU, never across the two', async () => {
    expect((await page('/api/products?q=aceite%20de%20oliva')).items.map((p) => p.name)).toEqual(['Aceite de oliva extra virgen 1 L']);
    // "Palta Hass" followed by its SKU FV-001: no match across the boundary.
    expect((await page('/api/products?q=hass%20fv')).items).toEqual([]);
    expect((await page('/api/products?q=hassfv')).items).toEqual([]);
  });

  it('takes % and _ literally', async () => {
    const percent = await page('/api/products?q=%25&limit=60');
    expect(percent.items.length).toBeGreaterThan(0);
    expect(percent.items.every((p) => p.name.includes('%'))).toBe(true);
    expect(percent.items.map((p) => p.name)).toContain('Crema para batir 35 % MG');
    expect((await page('/api/products?q=_')).items).toEqual([]);
    expect((await page('/api/products?q=%5C')).items).toEqual([]);
  });

  it('answers an empty page when nothing matches, and treats a blank query as none', async () => {
    expect(await page('/api/products?q=caviar%20beluga')).toEqual({ items: [], next_cursor: null });
    expect((await page('/api/products?q=%20%20')).items).toHaveLength(24);
  });

  it('filters by category slug, with search and pagination together', async () => {
    const carnes = await walk('category=carnes&limit=4');
    expect(carnes.length).toBe(15);
    expect(carnes.every((p) => p.category.slug === 'carnes' && p.category.name === 'Carnes')).toBe(true);
    const cerdo = await walk('category=carnes&q=cerdo&limit=2&sort=price_desc');
    expect(cerdo.map((p) => p.name)).toEqual(['Costillar de cerdo', 'Lomo de cerdo', 'Pulpa de cerdo', 'Chuleta de cerdo vetada']);
  });

  it('gives prices as whole net pesos, club prices below list or 0, and a known stock state', async () => {
    const all = await walk('limit=60');
    for (const p of all) {
      expect(Number.isInteger(p.list_price) && p.list_price > 0).toBe(true);
      expect(p.cxti_price === 0 || (p.cxti_price > 0 && p.cxti_price < p.list_price)).toBe(true);
    }
    expect(new Set(all.map((p) => p.stock_state))).toEqual(new Set(['in_stock', 'low', 'out']));
  });

  it.each([
    ['an unknown sort', 'sort=cheapest', { sort: ['Orden no válido: usa name_asc, name_desc, price_asc o price_desc.'] }],
    ['limit 0', 'limit=0', { limit: ['El tamaño de página debe ser un número entre 1 y 60.'] }],
    ['limit 61', 'limit=61', { limit: ['El tamaño de página debe ser un número entre 1 y 60.'] }],
    ['limit -1', 'limit=-1', { limit: ['El tamaño de página debe ser un número entre 1 y 60.'] }],
    ['limit 1.5', 'limit=1.5', { limit: ['El tamaño de página debe ser un número entre 1 y 60.'] }],
    ['limit abc', 'limit=abc', { limit: ['El tamaño de página debe ser un número entre 1 y 60.'] }],
    ['an empty limit', 'limit=', { limit: ['El tamaño de página debe ser un número entre 1 y 60.'] }],
    ['an unknown parameter', 'page=2', { page: ['Campo no permitido.'] }],
    ['an unknown category', 'category=electrodomesticos', { category: ['La categoría no existe.'] }],
    ['a malformed category', 'category=Carnes%21', { category: ['La categoría no existe.'] }],
    ['a query of 101 characters', `q=${'a'.repeat(101)}`, { q: ['La búsqueda admite hasta 100 caracteres.'] }],
    ['a control character in the query', 'q=pa%00lta', { q: ['La búsqueda contiene caracteres no válidos.'] }],
    ['a cursor with foreign characters', 'cursor=%21%21%21', { cursor: ['El cursor no es válido.'] }],
    ['a cursor that is not JSON', `cursor=${Buffer.from('hola').toString('base64url')}`, { cursor: ['El cursor no es válido.'] }],
    ['a cursor of the wrong shape', `cursor=${Buffer.from('{"a":1}').toString('base64url')}`, { cursor: ['El cursor no es válido.'] }],
    ['a cursor with an unknown sort', `cursor=${Buffer.from('["cheap",1,1]').toString('base64url')}`, { cursor: ['El cursor no es válido.'] }],
    ['a cursor with a text key for a price sort', `sort=price_asc&cursor=${Buffer.from('["price_asc","1",1]').toString('base64url')}`, { cursor: ['El cursor no es válido.'] }],
    ['a cursor with a negative id', `cursor=${Buffer.from('["name_asc","a",-4]').toString('base64url')}`, { cursor: ['El cursor no es válido.'] }],
    ['a cursor with an id past integer range', `cursor=${Buffer.from('["name_asc","a",99999999999]').toString('base64url')}`, { cursor: ['El cursor no es válido.'] }],
    [
      'a cursor of another sort',
      `sort=price_asc&cursor=${encodeCursor({ sort: 'name_asc', key: 'palta', id: 1 })}`,
      { cursor: ['El cursor corresponde a otro orden: vuelve a la primera página.'] },
    ],
  ])('refuses %s with 400 and a Spanish field error', async (_, query, fields) => {
    await expectInvalid(`/api/products?${query}`, fields);
  });

  it('refuses a repeated parameter with 400, never 500', async () => {
    const res = await get('/api/products?sort=name_asc&sort=price_asc');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: Record<string, string[]> } }).error.fields).toHaveProperty('sort');
  });

  it('accepts the limits 1 and 60', async () => {
    expect((await page('/api/products?limit=1')).items).toHaveLength(1);
    expect((await page('/api/products?limit=60')).items).toHaveLength(60);
  });
});

describe('GET /api/products/:id', () => {
  it('answers one product exactly as the listing shows it', async () => {
    const listed = (await page('/api/products?q=palta%20hass')).items[0]!;
    const res = await get(`/api/products/${listed.id}`);
    expect(res.status).toBe(200);
    expect(z.parse(productSchema, await res.json())).toEqual(listed);
    expect(listed).toMatchObject({ default_code: 'FV-001', uom: 'kg', pack_size: 'Caja 10 kg', quantity_rule: { step: 10, min: 10 }, list_price: 3990 });
    expect(listed.description).toMatch(/Palta Hass/);
  });

  it.each(['999999', '0', 'abc', '1.5', '-1', '99999999999', '%20'])('answers 404 in Spanish for id %j', async (id) => {
    const res = await get(`/api/products/${id}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'El producto no existe o ya no está disponible.' } });
  });

  it('answers 404 for a product taken off sale', async () => {
    const [row] = await t.db.select({ id: productProduct.id }).from(productProduct).where(eq(productProduct.defaultCode, 'DE-001'));
    await t.db.update(productProduct).set({ active: false }).where(eq(productProduct.id, row!.id));
    const res = await get(`/api/products/${row!.id}`);
    await t.db.update(productProduct).set({ active: true }).where(eq(productProduct.id, row!.id));
    expect(res.status).toBe(404);
  });
});

describe("a product's drawn picture", () => {
  it('comes with the product as a data: URL of the SVG, so the card needs no request of its own', async () => {
    const product = (await page('/api/products?q=merluza')).items[0]!;
    expect(product.image_url.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(product.image_url.slice('data:image/svg+xml,'.length));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('<title>Merluza austral filete</title>');
    // Drawn on the spot: nothing loaded from anywhere, nothing that runs.
    expect(svg).not.toMatch(/href|<script|<image|url\(|@import|on\w+=/i);
    expect((await get(`/api/products/${product.id}`)).status).toBe(200);
    expect(((await (await get(`/api/products/${product.id}`)).json()) as { image_url: string }).image_url).toBe(product.image_url);
  });

  it('has no address of its own any more: the old one is not found', async () => {
    expect((await get('/api/products/1/image')).status).toBe(404);
  });
});
