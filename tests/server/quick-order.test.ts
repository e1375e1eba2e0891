import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUICK_ORDER_MAX_LINES, quickOrderPreview, type QuickOrderLineInput, type QuickOrderPreview } from '../../contract/quick-order';
import { productProduct } from '../../server/db/schema';
import { createTestApp } from './support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let demo: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  demo = (await t.login('demo@despensa.cl')).auth;
});
afterAll(() => t.close());

const line = (row: number, query: string, quantity: string | null = null, unit: string | null = null): QuickOrderLineInput => ({ row, query, quantity, unit });

async function preview(lines: unknown, auth = demo): Promise<QuickOrderPreview> {
  const res = await t.json('/api/quick-order/preview', { lines }, auth);
  expect(res.status).toBe(200);
  const body: unknown = await res.json();
  return quickOrderPreview.parse(body);
}

async function productNamed(name: string) {
  const [row] = await t.db.select().from(productProduct).where(eq(productProduct.name, name));
  if (!row) throw new Error(`no product ${name}`);
  return row;
}

describe('POST /api/quick-order/preview', () => {
  it('resolves a SKU, a name and a name with its unit, each quantity fitted to the product rule', async () => {
    const palta = await productNamed('Palta Hass');
    const aceite = await productNamed('Aceite de oliva extra virgen 1 L');
    await t.db.update(productProduct).set({ stockState: 'in_stock' }).where(eq(productProduct.id, palta.id));
    await t.db.update(productProduct).set({ stockState: 'in_stock' }).where(eq(productProduct.id, aceite.id));
    const answer = await preview([
      line(1, palta.defaultCode.toLowerCase(), '20'),
      line(2, 'palta hass', '2,5', 'kg'),
      line(3, 'ACEITE DE OLIVA EXTRA VIRGEN 1 L', '3'),
      line(4, 'Palta Hass'),
    ]);
    expect(answer.lines.map(({ row, status, product_id, quantity, change }) => ({ row, status, product_id, quantity, change }))).toEqual([
      { row: 1, status: 'ready', product_id: palta.id, quantity: 20, change: null },
      // A 10 kg box is sold whole: 2,5 kg goes up to the minimum, and the preview says so.
      { row: 2, status: 'ready', product_id: palta.id, quantity: 10, change: 'belowMinimum' },
      { row: 3, status: 'ready', product_id: aceite.id, quantity: 3, change: null },
      { row: 4, status: 'ready', product_id: palta.id, quantity: 10, change: 'noQuantity' },
    ]);
    expect(answer.products.map((product) => product.id).sort()).toEqual([palta.id, aceite.id].sort());
  });

  it('reads a line that names a product whole before reading its last number as a quantity', async () => {
    const bidon = await productNamed('Aceite maravilla 5 L');
    await t.db.update(productProduct).set({ stockState: 'in_stock' }).where(eq(productProduct.id, bidon.id));
    const [whole] = (await preview([line(1, 'Aceite maravilla', '5', 'L')])).lines;
    expect(whole).toMatchObject({ status: 'ready', product_id: bidon.id, quantity: 1, change: 'noQuantity' });
  });

  it('offers the products a name matches when it matches several, and refuses one it matches none', async () => {
    const answer = await preview([line(1, 'aceite', '2'), line(2, 'caviar de beluga', '1')]);
    const [several, none] = answer.lines;
    expect(several).toMatchObject({ status: 'ambiguous', product_id: null, quantity: 0 });
    expect(several!.candidate_ids.length).toBeGreaterThan(1);
    expect(several!.candidate_ids.length).toBeLessThanOrEqual(5);
    for (const id of several!.candidate_ids) expect(answer.products.some((product) => product.id === id)).toBe(true);
    // Those that start with the word first: "Aceite maravilla 5 L" before "Atún lomitos en aceite".
    const names = several!.candidate_ids.map((id) => answer.products.find((product) => product.id === id)!.name);
    const starting = names.filter((name) => name.toLowerCase().startsWith('aceite'));
    expect(starting.length).toBeGreaterThan(0);
    expect(names.slice(0, starting.length)).toEqual(starting);
    expect(none).toMatchObject({ status: 'refused', reason: 'unknownProduct', candidate_ids: [] });
  });

  it('says why each bad line cannot be used: no stock, another unit, not a number, a formula', async () => {
    const palta = await productNamed('Palta Hass');
    const lechuga = await productNamed('Lechuga costina');
    await t.db.update(productProduct).set({ stockState: 'out' }).where(eq(productProduct.id, lechuga.id));
    const answer = await preview([
      line(1, 'Lechuga costina', '3'),
      line(2, 'Palta Hass', '2', 'litros'),
      line(3, 'Palta Hass', 'dos'),
      line(4, 'Palta Hass', '=A1*2'),
      line(5, '=HYPERLINK("http://x")', '1'),
      line(6, 'Palta Hass', '0'),
      line(7, `${palta.defaultCode} dos`),
    ]);
    expect(answer.lines.map(({ status, reason, product_id }) => ({ status, reason, product_id }))).toEqual([
      { status: 'refused', reason: 'outOfStock', product_id: lechuga.id },
      { status: 'refused', reason: 'wrongUnit', product_id: palta.id },
      { status: 'refused', reason: 'notANumber', product_id: palta.id },
      { status: 'refused', reason: 'formula', product_id: palta.id },
      { status: 'refused', reason: 'formula', product_id: null },
      { status: 'refused', reason: 'notANumber', product_id: palta.id },
      // A SKU with a word for its quantity: the product is known, the quantity is what is wrong.
      { status: 'refused', reason: 'notANumber', product_id: palta.id },
    ]);
    await t.db.update(productProduct).set({ stockState: 'in_stock' }).where(eq(productProduct.id, lechuga.id));
  });

  it('never resolves a product that is no longer sold', async () => {
    const palta = await productNamed('Palta Hass');
    await t.db.update(productProduct).set({ active: false }).where(eq(productProduct.id, palta.id));
    const [gone] = (await preview([line(1, palta.defaultCode, '10')])).lines;
    await t.db.update(productProduct).set({ active: true }).where(eq(productProduct.id, palta.id));
    expect(gone).toMatchObject({ status: 'refused', reason: 'unknownProduct', product_id: null });
  });

  it(`reads ${QUICK_ORDER_MAX_LINES} lines and refuses one more with a Spanish message`, async () => {
    const palta = await productNamed('Palta Hass');
    const lines = Array.from({ length: QUICK_ORDER_MAX_LINES }, (_, index) => line(index + 1, palta.defaultCode, '10'));
    expect((await preview(lines)).lines).toHaveLength(QUICK_ORDER_MAX_LINES);
    const res = await t.json('/api/quick-order/preview', { lines: [...lines, line(QUICK_ORDER_MAX_LINES + 1, 'x')] }, demo);
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain(`hasta ${QUICK_ORDER_MAX_LINES} líneas`);
  });

  it('refuses malformed bodies with a clear 400, and a body past its size with a 413', async () => {
    for (const body of [{}, { lines: [] }, { lines: [{ row: 0, query: 'x', quantity: null, unit: null }] }, { lines: [{ row: 1, query: '', quantity: null, unit: null }] }, { lines: [{ row: 1, query: 'a\u0000b', quantity: null, unit: null }] }, { lines: [line(1, 'x')], extra: 1 }]) {
      const res = await t.json('/api/quick-order/preview', body, demo);
      expect(res.status).toBe(400);
      const answer = (await res.json()) as { error: { message: string } };
      expect(answer.error.message).toMatch(/[a-záéíóúñ]/i);
    }
    const malformed = await t.send('POST', '/api/quick-order/preview', demo, '{"lines": [');
    expect(malformed.status).toBe(400);
    const huge = await t.json('/api/quick-order/preview', { lines: [line(1, 'x'.repeat(600 * 1024))] }, demo);
    expect(huge.status).toBe(413);
  });

  it('is for the buyers: finanzas gets 403 in Spanish, no session gets 401', async () => {
    const finanzas = (await t.login('finanzas@despensa.cl')).auth;
    const refused = await t.json('/api/quick-order/preview', { lines: [line(1, 'palta')] }, finanzas);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(await refused.json())).toContain('Tu rol no permite usar el pedido rápido.');
    const comprador = (await t.login('comprador@despensa.cl')).auth;
    expect((await preview([line(1, 'palta hass', '10')], comprador)).lines[0]!.status).toBe('ready');
    const anonymous = await t.json('/api/quick-order/preview', { lines: [line(1, 'palta')] });
    expect(anonymous.status).toBe(401);
  });
});
