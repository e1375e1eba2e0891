import { readFileSync } from 'node:fs';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductPage } from '../../contract/catalogue';
import { isQuantityRule } from '../../machines/rules/quantity';
import { productProduct } from '../../server/db/schema';
import { createTestApp } from './support/test-app';

// Each product's quantity rule at the gateway: the demo catalogue is seeded with its packs' rules, the
// migration gives an older catalogue the same ones, and an order whose quantity breaks one is refused
// with the rule in the buyer's words (machines/rules/quantity.ts decides for the cart and the gateway).

let t: Awaited<ReturnType<typeof createTestApp>>;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ payments: 'none' });
  ({ auth } = await t.login('demo@despensa.cl'));
});
afterAll(() => t.close());

const rulesOf = () =>
  t.db
    .select({ code: productProduct.defaultCode, step: productProduct.qtyStep, min: productProduct.qtyMin })
    .from(productProduct)
    .orderBy(asc(productProduct.defaultCode));

/** The migration's statements that derive the rules from the packs (its UPDATEs). */
const backfill = readFileSync(new URL('../../server/db/migrations/0013_quantity_rule.sql', import.meta.url), 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.replace(/^--.*$/gm, '').trim())
  .filter((statement) => statement.startsWith('UPDATE'));

describe('the demo catalogue’s rules', () => {
  it('are valid rules, the ones the packs call for', async () => {
    const rules = await rulesOf();
    expect(rules.length).toBeGreaterThan(100);
    for (const rule of rules) expect(isQuantityRule(rule), rule.code).toBe(true);
    const byName = async (name: string) =>
      (await t.db.select({ step: productProduct.qtyStep, min: productProduct.qtyMin }).from(productProduct).where(sql`${productProduct.name} = ${name}`))[0];
    expect(await byName('Palta Hass')).toEqual({ step: 10, min: 10 });
    expect(await byName('Aceite maravilla 5 L')).toEqual({ step: 1, min: 1 });
    const pieces = await t.db
      .select({ step: productProduct.qtyStep, min: productProduct.qtyMin })
      .from(productProduct)
      .where(sql`${productProduct.packSize} like '%aprox.%'`);
    expect(pieces.length).toBeGreaterThan(0);
    for (const piece of pieces) expect([piece.step, piece.min >= 1]).toEqual([0.5, true]);
  });

  it('are what migration 0013 derives for a catalogue seeded before it', async () => {
    expect(backfill).toHaveLength(4);
    const seeded = await rulesOf();
    await t.db.execute(sql`update product_product set qty_step = 1, qty_min = 1`);
    for (const statement of backfill) await t.db.execute(sql.raw(statement));
    expect(await rulesOf()).toEqual(seeded);
  });
});

describe('an order whose quantity breaks its product’s rule', () => {
  async function orderOf(name: string, quantity: number) {
    const get = async <T>(path: string) => (await (await t.app.request(path, { headers: auth })).json()) as T;
    const product = (await get<ProductPage>(`/api/products?q=${encodeURIComponent(name)}`)).items.find((item) => item.name === name)!;
    const addresses = await get<{ id: number; type: string; is_default: boolean }[]>('/api/addresses');
    const { dates } = await get<{ dates: string[] }>('/api/delivery-options');
    const body = {
      partner_id: addresses.find((address) => address.type === 'invoice' && address.is_default)!.id,
      payment_method_id: 2,
      scheduled_date: dates[0],
      retiro_en_tienda: true,
      order_line: [{ product_id: product.id, product_uom_qty: quantity, price_unit: product.list_price, cxti_price: product.cxti_price }],
    };
    return t.json('/api/create-sales-order', body, { ...auth, 'Idempotency-Key': crypto.randomUUID() });
  }

  it.each([
    ['2,5 drums of oil', 'Aceite maravilla 5 L', 2.5, 'Este producto se pide en unidades enteras.'],
    ['15 kg of avocados sold in 10 kg boxes', 'Palta Hass', 15, 'Este producto se vende en múltiplos de 10 kg (Caja 10 kg).'],
  ])('is refused: %s', async (_, name, quantity, message) => {
    const res = await orderOf(name, quantity);
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { fields: Record<string, string[]> } };
    expect(error.fields).toEqual({ 'order_line.0.product_uom_qty': [message] });
  });

  it('is placed once it follows it', async () => {
    expect((await orderOf('Palta Hass', 20)).status).toBe(201);
  });
});
