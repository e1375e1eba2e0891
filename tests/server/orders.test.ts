import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentTransaction, productProduct, resPartner, saleOrderLine } from '../../server/db/schema';
import {
  addAddress,
  earliestDate,
  invoicesOfOrder,
  line,
  newKey,
  openOrdersApp,
  orderRow,
  type OrdersApp,
  ordersOf,
  today,
} from './orders.fixtures';

let t: OrdersApp['t'], catalogue: OrdersApp['catalogue'], companies: OrdersApp['companies'], demo: OrdersApp['demo'], club: OrdersApp['club'], other: OrdersApp['other'];
beforeAll(async () => {
  ({ t, catalogue, companies, demo, club, other } = await openOrdersApp('TST-ORD'));
});
afterAll(() => t.close());

/** Lomo 2,5 kg and one box of eggs: 64.475 net at list prices, 58.225 at club prices. */
const basket = () => [line(catalogue.lomo, 2.5), line(catalogue.huevos, 1)];

function order(partnerId: number, overrides: Record<string, unknown> = {}) {
  return {
    partner_id: partnerId,
    payment_method_id: 2,
    scheduled_date: earliestDate,
    retiro_en_tienda: false,
    order_line: basket(),
    ...overrides,
  };
}

/** A well-formed payload with no product behind it, for refusals decided by its shape alone. */
const shape = {
  partner_id: 1,
  payment_method_id: 2,
  scheduled_date: earliestDate,
  retiro_en_tienda: false,
  order_line: [{ product_id: 1, product_uom_qty: 1, price_unit: 1_000, cxti_price: 0 }],
};

const create = (body: unknown, auth = demo, key: string | null = newKey()) =>
  t.json('/api/create-sales-order', body, { ...auth, ...(key === null ? {} : { 'Idempotency-Key': key }) });

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };
const errorOf = async (res: Response) => ((await res.json()) as ErrorBody).error;

describe('POST /api/create-sales-order on credit', () => {
  it('creates a confirmed order priced from the catalogue, and its invoice due in 30 days', async () => {
    const res = await create(order(companies.demo, { despensa_customer_sale_order_number: '  OC-7781 ' }));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { order_id: number; name: string; amount_total: number };
    // 64.475 net + 4.990 shipping = 69.465; IVA 13.198; total 82.663.
    expect(body).toEqual({ order_id: expect.any(Number), name: expect.stringMatching(/^S\d{5,}$/), amount_total: 82_663 });

    const saved = await orderRow(t.db, body.order_id);
    expect(saved).toMatchObject({
      name: body.name,
      partnerId: companies.demo,
      partnerInvoiceId: companies.demo,
      state: 'sale',
      paymentMethodCode: 'credit',
      customerOrderNumber: 'OC-7781',
      scheduledDate: earliestDate,
      pickup: false,
      amountUntaxed: 64_475,
      amountShipping: 4_990,
      amountDiscount: 0,
      amountTax: 13_198,
      amountTotal: 82_663,
      amountOriginal: 82_663,
    });
    expect(saved.partnerShippingId).not.toBeNull();
    const lines = await t.db
      .select()
      .from(saleOrderLine)
      .where(eq(saleOrderLine.orderId, body.order_id))
      .orderBy(asc(saleOrderLine.id));
    expect(lines.map(({ productId, productUomQty, priceUnit, cxtiPrice, priceSubtotal }) => ({ productId, productUomQty, priceUnit, cxtiPrice, priceSubtotal }))).toEqual([
      { productId: catalogue.lomo.id, productUomQty: 2.5, priceUnit: 12_990, cxtiPrice: 11_490, priceSubtotal: 32_475 },
      { productId: catalogue.huevos.id, productUomQty: 1, priceUnit: 32_000, cxtiPrice: 29_500, priceSubtotal: 32_000 },
    ]);

    const [invoice, ...more] = await invoicesOfOrder(t.db, body.order_id);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({
      partnerId: companies.demo,
      invoiceDate: today,
      invoiceDateDue: '2026-04-01',
      amountUntaxed: 69_465,
      amountTax: 13_198,
      amountTotal: 82_663,
      amountResidual: 82_663,
    });
    expect(invoice?.name).toMatch(/^F-\d{6}$/);
  });

  it('shows the unpaid credit invoice in the invoice list as Por vencer', async () => {
    const res = await create(order(companies.demo));
    const { order_id } = (await res.json()) as { order_id: number };
    const [invoice] = await invoicesOfOrder(t.db, order_id);
    const list = (await (await t.app.request('/api/user/invoice-details', { headers: demo })).json()) as {
      id: number;
      total_due: number;
      despensa_custom_state: string;
    }[];
    expect(list.find((row) => row.id === invoice?.id)).toMatchObject({ total_due: 82_663, despensa_custom_state: 'Por vencer' });
  });

  it('charges club members the club price where there is one', async () => {
    const res = await create(order(companies.club, { payment_method_id: 1 }), club);
    expect(res.status).toBe(201);
    const { order_id, amount_total } = (await res.json()) as { order_id: number; amount_total: number };
    // 2,5 kg at 11.490 + 29.500 = 58.225 net; + 4.990 = 63.215; IVA 12.011.
    expect(amount_total).toBe(75_226);
    expect(await orderRow(t.db, order_id)).toMatchObject({ amountUntaxed: 58_225, amountTotal: 75_226, amountOriginal: 82_663, state: 'draft' });
  });

  it('charges no shipping for store pickup and keeps no delivery address', async () => {
    const res = await create(order(companies.demo, { retiro_en_tienda: true }));
    expect(res.status).toBe(201);
    const { order_id, amount_total } = (await res.json()) as { order_id: number; amount_total: number };
    expect(amount_total).toBe(76_725);
    expect(await orderRow(t.db, order_id)).toMatchObject({ pickup: true, partnerShippingId: null, amountShipping: 0 });
  });

  it('ships free from 150.000 net', async () => {
    const res = await create(order(companies.demo, { order_line: [line(catalogue.huevos, 5)] }));
    expect(res.status).toBe(201);
    expect(((await res.json()) as { amount_total: number }).amount_total).toBe(190_400);
  });

  it('bills one of the company’s invoice addresses and ships to the delivery address asked for', async () => {
    const billing = await addAddress(t.db, companies.demo, 'invoice');
    const shipping = await addAddress(t.db, companies.demo, 'delivery');
    const res = await create(order(companies.demo, { partner_id: billing, partner_shipping_id: shipping }));
    expect(res.status).toBe(201);
    const { order_id } = (await res.json()) as { order_id: number };
    expect(await orderRow(t.db, order_id)).toMatchObject({ partnerInvoiceId: billing, partnerShippingId: shipping });
  });

  it('ships to the company’s default delivery address when none is given', async () => {
    await t.db.update(resPartner).set({ isDefault: false }).where(eq(resPartner.parentId, companies.demo));
    const chosen = await addAddress(t.db, companies.demo, 'delivery', { isDefault: true });
    const res = await create(order(companies.demo));
    const { order_id } = (await res.json()) as { order_id: number };
    expect((await orderRow(t.db, order_id)).partnerShippingId).toBe(chosen);
  });
});

describe('POST /api/create-sales-order by card', () => {
  it('leaves a card order as a draft without invoice until it is paid', async () => {
    const res = await create(order(companies.demo, { payment_method_id: 1 }));
    expect(res.status).toBe(201);
    const { order_id } = (await res.json()) as { order_id: number };
    expect(await orderRow(t.db, order_id)).toMatchObject({ state: 'draft', paymentMethodCode: 'card' });
    expect(await invoicesOfOrder(t.db, order_id)).toEqual([]);
    expect(await t.db.select().from(paymentTransaction).where(eq(paymentTransaction.orderId, order_id))).toEqual([]);
  });

  it('takes one of the company’s saved cards', async () => {
    const card = await t.addCard(companies.demo, { last4: '1881' });
    const res = await create(order(companies.demo, { payment_method_id: 1000 + card.id }));
    expect(res.status).toBe(201);
    const { order_id } = (await res.json()) as { order_id: number };
    expect(await orderRow(t.db, order_id)).toMatchObject({ state: 'draft', paymentMethodCode: 'saved_card' });
  });
});

describe('POST /api/create-sales-order refuses bad input', () => {
  it.each([
    ['missing fields', {}, ['order_line', 'partner_id', 'payment_method_id', 'retiro_en_tienda', 'scheduled_date']],
    ['unknown fields', { ...shape, descuento: 5000 }, ['descuento']],
    ['unknown line fields', { ...shape, order_line: [{ product_id: 1, product_uom_qty: 1, price_unit: 1, cxti_price: 0, discount: 1 }] }, ['order_line.0.discount']],
    ['a negative quantity', { ...shape, order_line: [{ product_id: 1, product_uom_qty: -1, price_unit: 1, cxti_price: 0 }] }, ['order_line.0.product_uom_qty']],
    ['a zero quantity', { ...shape, order_line: [{ product_id: 1, product_uom_qty: 0, price_unit: 1, cxti_price: 0 }] }, ['order_line.0.product_uom_qty']],
    ['a huge quantity', { ...shape, order_line: [{ product_id: 1, product_uom_qty: 1e9, price_unit: 1, cxti_price: 0 }] }, ['order_line.0.product_uom_qty']],
    ['a decimal price', { ...shape, order_line: [{ product_id: 1, product_uom_qty: 1, price_unit: 10.5, cxti_price: 0 }] }, ['order_line.0.price_unit']],
    ['a negative club price', { ...shape, order_line: [{ product_id: 1, product_uom_qty: 1, price_unit: 10, cxti_price: -1 }] }, ['order_line.0.cxti_price']],
    ['no lines', { ...shape, order_line: [] }, ['order_line']],
    ['a product id that is no integer', { ...shape, order_line: [{ product_id: 'uno', product_uom_qty: 1, price_unit: 1, cxti_price: 0 }] }, ['order_line.0.product_id']],
    ['an id beyond PostgreSQL integers', { ...shape, partner_id: 2 ** 31 }, ['partner_id']],
    ['a malformed date', { ...shape, scheduled_date: '03-03-2026' }, ['scheduled_date']],
    ['a pickup flag that is no boolean', { ...shape, retiro_en_tienda: 'no' }, ['retiro_en_tienda']],
    ['an overlong purchase-order number', { ...shape, despensa_customer_sale_order_number: 'x'.repeat(61) }, ['despensa_customer_sale_order_number']],
  ])('refuses %s with 400 naming the fields', async (_, body, fields) => {
    const before = await ordersOf(t.db, companies.demo);
    const res = await create(body);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe('invalid_request');
    expect(error.message).toBe('Revisa los datos enviados.');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(fields);
    for (const messages of Object.values(error.fields ?? {})) expect(messages[0]).toMatch(/[a-záéíóúñ]/i);
    expect(await ordersOf(t.db, companies.demo)).toBe(before);
  });

  it.each([['broken JSON', '{"partner_id": '], ['a JSON array', '[]'], ['JSON null', 'null']])('refuses %s with 400, never 500', async (_, raw) => {
    const res = await create(raw);
    expect(res.status).toBe(400);
  });

  it('answers 401 without a session', async () => {
    const res = await t.json('/api/create-sales-order', order(companies.demo), { 'Idempotency-Key': newKey() });
    expect(res.status).toBe(401);
  });

  it.each([
    ['units', () => catalogue.servilletas, 30.5, 'Este producto se pide en unidades enteras.'],
    ['boxes', () => catalogue.huevos, 1.5, 'Este producto se pide en cajas enteras.'],
    ['litres', () => catalogue.aceite, 20.5, 'Este producto se pide en litros enteros.'],
    ['kilos with two decimals', () => catalogue.lomo, 4.25, 'Este producto se vende en múltiplos de 0,1 kg (Pieza al vacío aprox. 3 kg).'],
    ['kilos below the piece’s minimum', () => catalogue.lomo, 0.5, 'Este producto se vende desde 1 kg.'],
  ])('refuses a quantity that does not follow the product’s rule (%s)', async (_, product, quantity, message) => {
    const res = await create(order(companies.demo, { order_line: [line(product(), quantity)] }));
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe('invalid_request');
    expect(Object.values(error.fields ?? {})).toEqual([[message]]);
  });

  it('refuses the same product on two lines', async () => {
    const res = await create(order(companies.demo, { order_line: [line(catalogue.huevos, 1), line(catalogue.huevos, 1)] }));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ 'order_line.1.product_id': ['Este producto ya está en otra línea del pedido.'] });
  });

  it.each([
    ['an unknown product', () => ({ product_id: 2_000_000_000, product_uom_qty: 1, price_unit: 1_000, cxti_price: 0 })],
    ['a product no longer sold', () => line(catalogue.descontinuado, 1)],
  ])('refuses %s with 422 naming the line', async (_, extra) => {
    const before = await ordersOf(t.db, companies.demo);
    const res = await create(order(companies.demo, { order_line: [...basket(), extra()] }));
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toEqual({
      code: 'product_unavailable',
      message: 'Algunos productos ya no están disponibles. Quítalos del carrito.',
      fields: { 'order_line.2.product_id': ['Este producto ya no está disponible.'] },
    });
    expect(await ordersOf(t.db, companies.demo)).toBe(before);
  });

  it.each([
    ['a tampered price_unit', { price_unit: 100 }],
    ['a tampered cxti_price', { cxti_price: 1 }],
  ])('refuses %s with 409 and the current prices', async (_, tamper) => {
    const before = await ordersOf(t.db, companies.demo);
    const res = await create(order(companies.demo, { order_line: [{ ...line(catalogue.lomo, 2.5), ...tamper }, line(catalogue.huevos, 1)] }));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: {
        code: 'price_changed',
        message: 'Algunos precios cambiaron. Revisa tu carrito con los precios actuales antes de confirmar.',
        current_prices: [
          { product_id: catalogue.lomo.id, price_unit: 12_990, cxti_price: 11_490 },
          { product_id: catalogue.huevos.id, price_unit: 32_000, cxti_price: 29_500 },
        ],
      },
    });
    expect(await ordersOf(t.db, companies.demo)).toBe(before);
  });

  it('refuses a cart priced before a catalogue change, then accepts the current prices', async () => {
    const stale = order(companies.demo, { order_line: [line(catalogue.aceite, 24)] });
    await t.db.update(productProduct).set({ listPrice: 2_590 }).where(eq(productProduct.id, catalogue.aceite.id));
    const key = newKey();
    const refused = await create(stale, demo, key);
    expect(refused.status).toBe(409);
    const { error } = (await refused.json()) as { error: { current_prices: { price_unit: number }[] } };
    expect(error.current_prices).toEqual([{ product_id: catalogue.aceite.id, price_unit: 2_590, cxti_price: 0 }]);
    // A refusal is not remembered: the same key carries the corrected cart.
    const fixed = order(companies.demo, { order_line: [{ ...line(catalogue.aceite, 24), price_unit: 2_590 }] });
    const accepted = await create(fixed, demo, key);
    expect(accepted.status).toBe(201);
    await t.db.update(productProduct).set({ listPrice: 2_490 }).where(eq(productProduct.id, catalogue.aceite.id));
  });

  it('refuses an order below the minimum with 422 saying how much is missing', async () => {
    const res = await create(order(companies.demo, { order_line: [line(catalogue.servilletas, 10)] }));
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toEqual({
      code: 'below_minimum',
      message: 'El pedido mínimo es de $50.000 neto. Te faltan $30.100 para completarlo.',
    });
  });

  it('counts the minimum at the price the member pays', async () => {
    // 4,4 kg: 57.156 net at list price, 50.556 at the club price; 4,3 kg at the club price is 49.407.
    expect((await create(order(companies.club, { payment_method_id: 1, order_line: [line(catalogue.lomo, 4.4)] }), club)).status).toBe(201);
    const res = await create(order(companies.club, { payment_method_id: 1, order_line: [line(catalogue.lomo, 4.3)] }), club);
    expect(res.status).toBe(422);
    expect((await errorOf(res)).message).toBe('El pedido mínimo es de $50.000 neto. Te faltan $593 para completarlo.');
  });

  it.each([
    ['today', today],
    ['a Sunday', '2026-03-08'],
    ['a date beyond the horizon', '2026-12-01'],
    ['a day that does not exist', '2026-02-30'],
  ])('refuses %s as delivery date', async (_, date) => {
    const res = await create(order(companies.demo, { scheduled_date: date }));
    expect([400, 422]).toContain(res.status);
    expect(Object.keys((await errorOf(res)).fields ?? {})).toEqual(['scheduled_date']);
  });

  it('accepts the first date of an order placed after the 14:00 cutoff only a day later', async () => {
    t.clock.advance(3 * 60 * 60 * 1000);
    try {
      const { auth } = await t.login('demo@despensa.cl');
      expect((await create(order(companies.demo, { scheduled_date: earliestDate }), auth)).status).toBe(422);
      expect((await create(order(companies.demo, { scheduled_date: '2026-03-04' }), auth)).status).toBe(201);
    } finally {
      t.clock.advance(-3 * 60 * 60 * 1000);
    }
  });

  it('refuses a delivery address together with store pickup', async () => {
    const shipping = await addAddress(t.db, companies.demo, 'delivery');
    const res = await create(order(companies.demo, { retiro_en_tienda: true, partner_shipping_id: shipping }));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ partner_shipping_id: ['Con retiro en tienda no se indica una dirección de despacho.'] });
  });
});

describe('POST /api/create-sales-order refuses what is not the company’s', () => {
  async function refusedWithNothingCreated(body: unknown, field: string, status = 404) {
    const before = await ordersOf(t.db, companies.demo);
    const res = await create(body);
    expect(res.status).toBe(status);
    const error = await errorOf(res);
    expect(Object.keys(error.fields ?? {})).toEqual([field]);
    expect(await ordersOf(t.db, companies.demo)).toBe(before);
    return error;
  }

  it('refuses another company as billing partner', async () => {
    const error = await refusedWithNothingCreated(order(companies.other), 'partner_id');
    expect(error).toMatchObject({ code: 'not_found', message: 'La dirección de facturación no existe o no es de tu empresa.' });
  });

  it('refuses another company’s invoice address, a delivery address as billing, and an unknown partner', async () => {
    await refusedWithNothingCreated(order(await addAddress(t.db, companies.other, 'invoice')), 'partner_id');
    await refusedWithNothingCreated(order(await addAddress(t.db, companies.demo, 'delivery')), 'partner_id');
    await refusedWithNothingCreated(order(await addAddress(t.db, companies.demo, 'invoice', { active: false })), 'partner_id');
    await refusedWithNothingCreated(order(2_000_000_000), 'partner_id');
  });

  it('refuses another company’s delivery address', async () => {
    const foreign = await addAddress(t.db, companies.other, 'delivery');
    const error = await refusedWithNothingCreated(order(companies.demo, { partner_shipping_id: foreign }), 'partner_shipping_id');
    expect(error.message).toBe('La dirección de despacho no existe o no es de tu empresa.');
    await refusedWithNothingCreated(order(companies.demo, { partner_shipping_id: companies.other }), 'partner_shipping_id');
    await refusedWithNothingCreated(
      order(companies.demo, { partner_shipping_id: await addAddress(t.db, companies.demo, 'invoice') }),
      'partner_shipping_id',
    );
  });

  it('refuses another company’s saved card, an unknown method, and credit to a company without a credit line', async () => {
    const foreignCard = await t.addCard(companies.other);
    const error = await refusedWithNothingCreated(order(companies.demo, { payment_method_id: 1000 + foreignCard.id }), 'payment_method_id');
    expect(error.message).toBe('Este medio de pago no está disponible para tu empresa.');
    await refusedWithNothingCreated(order(companies.demo, { payment_method_id: 3 }), 'payment_method_id');
    const before = await ordersOf(t.db, companies.club);
    const res = await create(order(companies.club, { payment_method_id: 2 }), club);
    expect(res.status).toBe(404);
    expect(await ordersOf(t.db, companies.club)).toBe(before);
  });

  it('refuses an expired or removed saved card', async () => {
    const expired = await t.addCard(companies.demo, { expMonth: 2, expYear: 2026 });
    const removed = await t.addCard(companies.demo, { active: false });
    await refusedWithNothingCreated(order(companies.demo, { payment_method_id: 1000 + expired.id }), 'payment_method_id');
    await refusedWithNothingCreated(order(companies.demo, { payment_method_id: 1000 + removed.id }), 'payment_method_id');
  });

  it('refuses a user of another company ordering with this company as billing partner', async () => {
    const res = await create(order(companies.demo), other);
    expect(res.status).toBe(404);
  });
});

describe('POST /api/create-sales-order with Idempotency-Key', () => {
  it.each([
    ['missing', null],
    ['not a UUID', 'pedido-1'],
    ['empty', ''],
  ])('refuses a key that is %s with 400', async (_, key) => {
    const before = await ordersOf(t.db, companies.demo);
    const res = await create(order(companies.demo), demo, key);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({
      code: 'idempotency_key_required',
      message: 'Falta el encabezado Idempotency-Key o no es un UUID válido: envía uno nuevo con cada intento.',
    });
    expect(await ordersOf(t.db, companies.demo)).toBe(before);
  });

  it('answers a repeated key with the first answer, even after the catalogue changed', async () => {
    const key = newKey();
    const first = await create(order(companies.demo), demo, key);
    const firstBody = await first.json();
    await t.db.update(productProduct).set({ listPrice: 13_490 }).where(eq(productProduct.id, catalogue.lomo.id));
    const before = await ordersOf(t.db, companies.demo);
    const again = await create(order(companies.demo), demo, key.toUpperCase());
    expect(again.status).toBe(first.status);
    expect(await again.json()).toEqual(firstBody);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await ordersOf(t.db, companies.demo)).toBe(before);
    await t.db.update(productProduct).set({ listPrice: 12_990 }).where(eq(productProduct.id, catalogue.lomo.id));
  });

  it('treats a reordered but equal payload as the same request', async () => {
    const key = newKey();
    const { order_line, ...rest } = order(companies.demo);
    const first = await create({ order_line, ...rest }, demo, key);
    const again = await create({ ...rest, order_line }, demo, key);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
  });

  it('refuses the same key with another payload with 422', async () => {
    const key = newKey();
    expect((await create(order(companies.demo), demo, key)).status).toBe(201);
    const before = await ordersOf(t.db, companies.demo);
    const res = await create(order(companies.demo, { retiro_en_tienda: true }), demo, key);
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toEqual({
      code: 'idempotency_key_reused',
      message: 'Esta clave Idempotency-Key ya se usó con otros datos. Genera una nueva para esta solicitud.',
    });
    expect(await ordersOf(t.db, companies.demo)).toBe(before);
  });

  it('keeps keys apart between companies', async () => {
    const key = newKey();
    const mine = await create(order(companies.demo, { payment_method_id: 1 }), demo, key);
    const theirs = await create(order(companies.club, { payment_method_id: 1 }), club, key);
    expect(theirs.status).toBe(201);
    expect(((await theirs.json()) as { order_id: number }).order_id).not.toBe(((await mine.json()) as { order_id: number }).order_id);
  });

  it('makes exactly one order from ten concurrent identical requests', async () => {
    const key = newKey();
    const before = await ordersOf(t.db, companies.demo);
    const answers = await Promise.all(Array.from({ length: 10 }, () => create(order(companies.demo), demo, key)));
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(201));
    const bodies = await Promise.all(answers.map((res) => res.json()));
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(await ordersOf(t.db, companies.demo)).toBe(before + 1);
    const { order_id } = bodies[0] as { order_id: number };
    expect(await invoicesOfOrder(t.db, order_id)).toHaveLength(1);
  });
});
