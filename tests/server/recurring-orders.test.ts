import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { savedCardName } from '../../contract/cards';
import { paymentMethodIds, savedCardIdBase } from '../../contract/payments';
import { recurringOrdersList, type RecurringOrder, type RecurringOrderRequest } from '../../contract/recurring-orders';
import { recurringOccurrence, recurringOrder as recurringOrderTable, resPartner, saleOrder } from '../../server/db/schema';
import { buildTimeOf, cutoffOf } from '../../server/domain/recurring-schedule';
import { addAddress, insertCatalogue, ordersOf, settleMemberships } from './orders.fixtures';
import { shippingPartnerId } from '../../server/orders/place-order';
import { recurringAnswer, recurringRequest } from './recurring.fixtures';
import { createTestApp } from './support/test-app';

// The gateway's side of Pedidos recurrentes: saving, changing, pausing, resuming and deleting a company's
// standing orders, and every refusal in Spanish. The suite's clock is Monday 2 March 2026, 12:00 in
// Santiago: before the day's cutoff, so a Wednesday order's next date is Wednesday 4 March (its cutoff is
// Tuesday at 14:00, its build a day before, Monday at 14:00), and a Friday one's Friday 6 March.
const wednesday = '2026-03-04';
const friday = '2026-03-06';

let t: Awaited<ReturnType<typeof createTestApp>>;
let catalogue: Awaited<ReturnType<typeof insertCatalogue>>;
let companies: Awaited<ReturnType<typeof settleMemberships>>;
let demo: Record<string, string>;
let comprador: Record<string, string>;
let finanzas: Record<string, string>;
let other: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ sandboxTestClock: true });
  catalogue = await insertCatalogue(t.db, 'RECUR');
  companies = await settleMemberships(t.db);
  demo = (await t.login('demo@despensa.cl')).auth;
  comprador = (await t.login('comprador@despensa.cl')).auth;
  finanzas = (await t.login('finanzas@despensa.cl')).auth;
  other = (await t.login('otra@despensa.cl')).auth;
});
afterAll(() => t.close());

// Each test starts with no standing order: the sandbox's run below goes over every one in the database.
beforeEach(async () => {
  await t.db.delete(recurringOrderTable);
});

const request = (changes: Partial<RecurringOrderRequest> = {}) => recurringRequest(catalogue.huevos, changes);

const saved = recurringAnswer;

interface Refusal {
  code: string;
  message: string;
  fields?: Record<string, string[]>;
}

async function refused(res: Response, status: number, code: string): Promise<Refusal> {
  expect(res.status, await res.clone().text()).toBe(status);
  const { error } = (await res.json()) as { error: Refusal };
  expect(error.code).toBe(code);
  // Spanish for callers without the SPA: never empty, never an English default.
  expect(error.message).toMatch(/[a-záéíóúñ]/i);
  expect(error.message).not.toMatch(/\b(the|invalid|expected|required)\b/i);
  return error;
}

const create = (body: unknown, auth = demo) => t.send('POST', '/api/recurring-orders', auth, body);
const listOf = async (auth: Record<string, string>) => {
  const res = await t.send('GET', '/api/recurring-orders', auth);
  expect(res.status).toBe(200);
  const body: unknown = await res.json();
  expect(recurringOrdersList.parse(body)).toEqual(body);
  return (body as { orders: RecurringOrder[] }).orders;
};
const sandboxRun = (at: Date) => t.json('/api/sandbox/test-clock/recurring-orders', { at: at.toISOString() });

describe('saving a recurring order', () => {
  it('answers 201 with its next date, lines, where it goes and how it is paid; the company sees it, another does not', async () => {
    const pickup = await saved(await create(request()), 201);
    expect(pickup).toMatchObject({
      name: 'Huevos de la semana',
      state: 'active',
      weekdays: [3],
      frequency: 'weekly',
      retiro_en_tienda: true,
      partner_shipping_id: null,
      address: 'Retiro en bodega',
      payment_method_id: paymentMethodIds.credit,
      payment_method: 'Crédito 30 días',
      next_date: wednesday,
      upcoming: null,
      last: null,
    });
    expect(pickup.lines).toEqual([
      { product_id: catalogue.huevos.id, name: catalogue.huevos.name, default_code: catalogue.huevos.defaultCode, uom: 'caja', quantity: 2 },
    ]);

    const address = await addAddress(t.db, companies.demo, 'delivery');
    const card = await t.addCard(companies.demo, { brand: 'visa', last4: '4111' }, 'approve');
    const delivered = await saved(
      await create(
        request({
          name: 'Abarrotes del viernes',
          weekdays: [5, 2],
          frequency: 'biweekly',
          retiro_en_tienda: false,
          partner_shipping_id: address,
          payment_method_id: savedCardIdBase + card.id,
          lines: [
            { product_id: catalogue.aceite.id, quantity: 20 },
            { product_id: catalogue.lomo.id, quantity: 1.5 },
          ],
        }),
        comprador,
      ),
      201,
    );
    expect(delivered).toMatchObject({
      weekdays: [2, 5],
      frequency: 'biweekly',
      retiro_en_tienda: false,
      partner_shipping_id: address,
      address: 'Calle de prueba 123, Santiago',
      payment_method_id: savedCardIdBase + card.id,
      payment_method: savedCardName({ brand: 'visa', last4: '4111' }),
      // Monday noon is before the day's cutoff: Tuesday 3 March is its first date.
      next_date: '2026-03-03',
    });
    // The lines keep the order they were given in.
    expect(delivered.lines.map((line) => [line.product_id, line.quantity])).toEqual([
      [catalogue.aceite.id, 20],
      [catalogue.lomo.id, 1.5],
    ]);

    // The company's own address, which the checkout offers too.
    const own = await saved(await create(request({ name: 'A la casa matriz', retiro_en_tienda: false, partner_shipping_id: companies.demo })), 201);
    const [company] = await t.db.select({ street: resPartner.street, comuna: resPartner.comuna }).from(resPartner).where(eq(resPartner.id, companies.demo));
    expect(own).toMatchObject({ partner_shipping_id: companies.demo, address: `${company!.street}, ${company!.comuna}` });
    await t.send('DELETE', `/api/recurring-orders/${own.id}`, demo);

    // Without an address and not picked up: where the checkout would send it today, its default delivery address.
    const byDefault = await saved(await create(request({ name: 'Sin dirección', retiro_en_tienda: false })), 201);
    expect(byDefault.partner_shipping_id).toBeNull();
    const [preferred] = await t.db
      .select({ street: resPartner.street, comuna: resPartner.comuna })
      .from(resPartner)
      .where(eq(resPartner.id, (await shippingPartnerId(t.db, companies.demo, undefined))!));
    expect(byDefault.address).toBe(`${preferred!.street}, ${preferred!.comuna}`);

    const mine = await listOf(demo);
    expect(mine.map((order) => order.name)).toEqual(['Abarrotes del viernes', 'Huevos de la semana', 'Sin dirección']);
    expect(mine.find((order) => order.id === pickup.id)).toEqual(pickup);
    expect(await listOf(comprador)).toEqual(mine);
    expect(await listOf(other)).toEqual([]);
  });

  it('changes one: name, days, lines and address; another company cannot', async () => {
    const first = await saved(await create(request()), 201);
    const address = await addAddress(t.db, companies.demo, 'delivery');
    const changed = await saved(
      await t.send(
        'PUT',
        `/api/recurring-orders/${first.id}`,
        demo,
        request({
          name: 'Huevos y servilletas',
          weekdays: [5],
          retiro_en_tienda: false,
          partner_shipping_id: address,
          lines: [
            { product_id: catalogue.servilletas.id, quantity: 10 },
            { product_id: catalogue.huevos.id, quantity: 3 },
          ],
        }),
      ),
    );
    expect(changed).toMatchObject({ id: first.id, name: 'Huevos y servilletas', weekdays: [5], next_date: friday, partner_shipping_id: address, address: 'Calle de prueba 123, Santiago' });
    expect(changed.lines.map((line) => [line.product_id, line.quantity])).toEqual([
      [catalogue.servilletas.id, 10],
      [catalogue.huevos.id, 3],
    ]);

    const foreign = await refused(await t.send('PUT', `/api/recurring-orders/${first.id}`, other, request({ payment_method_id: paymentMethodIds.card })), 404, 'not_found');
    expect(foreign.message).toBe('El pedido recurrente no existe.');
    expect(await listOf(demo)).toEqual([changed]);
    await refused(await t.send('PUT', '/api/recurring-orders/999999', demo, request()), 404, 'not_found');
  });

  it('keeps a fortnightly order’s weeks when it is changed later', async () => {
    const order = await saved(await create(request({ frequency: 'biweekly' })), 201);
    expect(order.next_date).toBe(wednesday);
    const days = 3 * 24 * 60 * 60 * 1000;
    // On Thursday 5 March, Wednesday 4 March is behind it: its next date is two weeks later, 18 March.
    t.clock.advance(days);
    try {
      const thursday = (await t.login('demo@despensa.cl')).auth;
      expect((await listOf(thursday))[0]?.next_date).toBe('2026-03-18');
      const renamed = await saved(await t.send('PUT', `/api/recurring-orders/${order.id}`, thursday, request({ name: 'Cada dos semanas', frequency: 'biweekly' })));
      expect(renamed).toMatchObject({ name: 'Cada dos semanas', next_date: '2026-03-18' });
      // Turned weekly and back, it counts its weeks from its next date again.
      await saved(await t.send('PUT', `/api/recurring-orders/${order.id}`, thursday, request({ frequency: 'weekly' })));
      expect((await saved(await t.send('PUT', `/api/recurring-orders/${order.id}`, thursday, request({ frequency: 'biweekly' })))).next_date).toBe('2026-03-11');
    } finally {
      t.clock.advance(-days);
    }
  });

  it('pauses one: its prepared date is skipped and nothing is prepared or placed; resumed, the date is prepared again', async () => {
    const order = await saved(await create(request()), 201);
    // Before its build time nothing is prepared; at it, Wednesday's order is.
    expect(await (await sandboxRun(new Date(buildTimeOf(wednesday).getTime() - 60_000))).json()).toEqual({ built: 0, placed: 0, failed: 0, missed: 0 });
    expect(await (await sandboxRun(buildTimeOf(wednesday))).json()).toEqual({ built: 1, placed: 0, failed: 0, missed: 0 });
    const [prepared] = await listOf(demo);
    expect(prepared?.upcoming).toMatchObject({ delivery_date: wednesday, state: 'scheduled', cutoff_at: cutoffOf(wednesday).toISOString() });

    await refused(await t.send('POST', `/api/recurring-orders/${order.id}/pause`, other), 404, 'not_found');
    const paused = await saved(await t.send('POST', `/api/recurring-orders/${order.id}/pause`, demo));
    expect(paused).toMatchObject({ state: 'paused', next_date: null, upcoming: null, last: { delivery_date: wednesday, state: 'skipped' } });
    // Paused twice is paused.
    expect(await saved(await t.send('POST', `/api/recurring-orders/${order.id}/pause`, demo))).toEqual(paused);

    const before = await ordersOf(t.db, companies.demo);
    expect(await (await sandboxRun(cutoffOf(wednesday))).json()).toEqual({ built: 0, placed: 0, failed: 0, missed: 0 });
    expect(await ordersOf(t.db, companies.demo)).toBe(before);

    await refused(await t.send('POST', `/api/recurring-orders/${order.id}/resume`, other), 404, 'not_found');
    const resumed = await saved(await t.send('POST', `/api/recurring-orders/${order.id}/resume`, demo));
    // Its cutoff is still ahead (the gateway's clock is Monday noon): Wednesday is prepared again.
    expect(resumed).toMatchObject({ state: 'active', next_date: wednesday, upcoming: null });
    expect(await (await sandboxRun(new Date(buildTimeOf(wednesday).getTime() + 60_000))).json()).toMatchObject({ built: 1 });
    const [again] = await listOf(demo);
    expect(again?.upcoming).toMatchObject({ delivery_date: wednesday, state: 'scheduled' });
    expect(await t.db.select().from(recurringOccurrence).where(eq(recurringOccurrence.recurringOrderId, order.id))).toHaveLength(1);
  });

  it('deletes one: 204, gone; another company’s id, an unknown one and one that is no number are 404', async () => {
    const order = await saved(await create(request()), 201);
    await refused(await t.send('DELETE', `/api/recurring-orders/${order.id}`, other), 404, 'not_found');
    await refused(await t.send('DELETE', '/api/recurring-orders/abc', demo), 404, 'not_found');
    await refused(await t.send('DELETE', '/api/recurring-orders/1e3', demo), 404, 'not_found');
    expect(await listOf(demo)).toHaveLength(1);

    const res = await t.send('DELETE', `/api/recurring-orders/${order.id}`, demo);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(await listOf(demo)).toEqual([]);
    await refused(await t.send('DELETE', `/api/recurring-orders/${order.id}`, demo), 404, 'not_found');
    await refused(await t.send('POST', '/api/recurring-orders/abc/pause', demo), 404, 'not_found');
  });

  it('deletes one whose dates were placed: its orders stay in Pedidos', async () => {
    const order = await saved(await create(request()), 201);
    await sandboxRun(buildTimeOf(wednesday));
    expect(await (await sandboxRun(cutoffOf(wednesday))).json()).toMatchObject({ placed: 1 });
    const [placed] = await listOf(demo);
    const orderId = placed!.last!.order_id!;
    expect((await t.send('DELETE', `/api/recurring-orders/${order.id}`, demo)).status).toBe(204);
    const [kept] = await t.db.select({ state: saleOrder.state }).from(saleOrder).where(eq(saleOrder.id, orderId));
    expect(kept?.state).toBe('sale');
  });
});

describe('what the gateway refuses', () => {
  it('a role that does not buy (403) and a request without a session (401)', async () => {
    const forbidden = await refused(await t.send('GET', '/api/recurring-orders', finanzas), 403, 'forbidden');
    expect(forbidden.message).toBe('Tu rol no permite usar los pedidos recurrentes.');
    await refused(await create(request(), finanzas), 403, 'forbidden');
    const order = await saved(await create(request()), 201);
    await refused(await t.send('DELETE', `/api/recurring-orders/${order.id}`, finanzas), 403, 'forbidden');
    await refused(await t.send('POST', `/api/recurring-orders/${order.id}/pause`, finanzas), 403, 'forbidden');
    expect((await t.send('GET', '/api/recurring-orders')).status).toBe(401);
    expect((await create(request(), {})).status).toBe(401);
    expect((await t.send('PUT', '/api/recurring-occurrences/1', {}, { lines: [] })).status).toBe(401);
    expect(await listOf(demo)).toEqual([order]);
  });

  it('an address, a card or a method that is not the company’s, or one nobody is present to pay with', async () => {
    const foreignAddress = await addAddress(t.db, companies.other, 'delivery');
    const foreignCard = await t.addCard(companies.other, { last4: '5555' }, 'approve');
    const expiredCard = await t.addCard(companies.demo, { last4: '0101', expYear: 2025 }, 'approve');

    for (const partner_shipping_id of [999_999, foreignAddress]) {
      const refusal = await refused(await create(request({ retiro_en_tienda: false, partner_shipping_id })), 404, 'not_found');
      expect(refusal.fields?.partner_shipping_id).toEqual(['La dirección de despacho no existe o no es de tu empresa.']);
    }
    for (const payment_method_id of [savedCardIdBase + foreignCard.id, savedCardIdBase + expiredCard.id, 999]) {
      const refusal = await refused(await create(request({ payment_method_id })), 404, 'not_found');
      expect(refusal.fields?.payment_method_id).toEqual(['Este medio de pago no está disponible para tu empresa.']);
    }
    // Otra has no credit line.
    await refused(await create(request(), other), 404, 'not_found');

    const unattended = await refused(await create(request({ payment_method_id: paymentMethodIds.card })), 422, 'payment_method_unattended');
    expect(unattended.fields?.payment_method_id?.[0]).toMatch(/tarjeta guardada/);

    const both = await refused(await create(request({ retiro_en_tienda: true, partner_shipping_id: await addAddress(t.db, companies.demo, 'delivery') })), 400, 'invalid_request');
    expect(both.fields?.partner_shipping_id).toEqual(['Con retiro en tienda no se indica una dirección de despacho.']);
    expect(await listOf(demo)).toEqual([]);
  });

  it('lines: unknown, inactive or repeated products, quantities against the product’s rule, none at all', async () => {
    const { huevos, lomo, descontinuado } = catalogue;
    const unknown = await refused(await create(request({ lines: [{ product_id: 999_999, quantity: 1 }] })), 422, 'product_unavailable');
    expect(unknown.fields).toEqual({ 'lines.0.product_id': ['Este producto ya no está disponible.'] });
    const inactive = await refused(
      await create(request({ lines: [{ product_id: huevos.id, quantity: 2 }, { product_id: descontinuado.id, quantity: 1 }] })),
      422,
      'product_unavailable',
    );
    expect(inactive.fields).toEqual({ 'lines.1.product_id': ['Este producto ya no está disponible.'] });

    const repeated = await refused(
      await create(request({ lines: [{ product_id: huevos.id, quantity: 2 }, { product_id: huevos.id, quantity: 3 }] })),
      400,
      'invalid_request',
    );
    expect(repeated.fields).toEqual({ 'lines.1.product_id': ['Este producto ya está en otra línea.'] });

    // Eggs go by the whole box; a kilo of lomo is weighed from one kilo, by the 100 g.
    for (const line of [
      { product_id: huevos.id, quantity: 1.5 },
      { product_id: lomo.id, quantity: 0.5 },
      { product_id: lomo.id, quantity: 1.25 },
    ]) {
      const refusal = await refused(await create(request({ lines: [line] })), 400, 'invalid_request');
      expect(Object.keys(refusal.fields ?? {})).toEqual(['lines.0.quantity']);
    }
    for (const quantity of [0, -1, 1e9]) {
      const refusal = await refused(await create(request({ lines: [{ product_id: huevos.id, quantity }] })), 400, 'invalid_request');
      expect(Object.keys(refusal.fields ?? {})).toEqual(['lines.0.quantity']);
    }
    const none = await refused(await create(request({ lines: [] })), 400, 'invalid_request');
    expect(none.fields).toEqual({ lines: ['Agrega al menos un producto.'] });

    // One box of eggs, 32.000 net at today's list price: every date would fail at its cutoff, so it is said now.
    const small = await refused(await create(request({ lines: [{ product_id: huevos.id, quantity: 1 }] })), 422, 'below_minimum');
    expect(small.fields?.lines).toEqual(['El pedido mínimo es de $50.000 neto. A los precios de hoy le faltan $18.000.']);
    expect(await listOf(demo)).toEqual([]);
  });

  it('days that do not deliver or repeat, an unknown frequency', async () => {
    for (const weekdays of [[0], [7], [3, 7], [2.5]]) {
      const refusal = await refused(await create(request({ weekdays })), 400, 'invalid_request');
      expect(Object.keys(refusal.fields ?? {})[0]).toMatch(/^weekdays\.\d$/);
    }
    const none = await refused(await create(request({ weekdays: [] })), 400, 'invalid_request');
    expect(none.fields).toEqual({ weekdays: ['Elige al menos un día de entrega.'] });
    const repeated = await refused(await create(request({ weekdays: [3, 3] })), 400, 'invalid_request');
    expect(repeated.fields).toEqual({ weekdays: ['Cada día se elige una vez.'] });
    const frequency = await refused(await create({ ...request(), frequency: 'monthly' }), 400, 'invalid_request');
    expect(frequency.fields).toEqual({ frequency: ['Elige cada semana o cada dos semanas.'] });
    expect(await listOf(demo)).toEqual([]);
  });

  it('names too long, empty or with control characters; extra fields; malformed JSON', async () => {
    const long = await refused(await create(request({ name: 'x'.repeat(61) })), 400, 'invalid_request');
    expect(long.fields).toEqual({ name: ['Usa 60 caracteres o menos.'] });
    const empty = await refused(await create(request({ name: '   ' })), 400, 'invalid_request');
    expect(empty.fields).toEqual({ name: ['Ponle un nombre.'] });
    for (const name of ['Pedido\u0007', 'Pedido\nsemanal', 'Pedido\u0000']) {
      const control = await refused(await create(request({ name })), 400, 'invalid_request');
      expect(control.fields).toEqual({ name: ['No se permiten caracteres de control.'] });
    }
    const extra = await refused(await create({ ...request(), partner_id: companies.demo }), 400, 'invalid_request');
    expect(extra.fields).toEqual({ partner_id: ['Campo no permitido.'] });
    const extraInLine = await refused(await create(request({ lines: [{ product_id: catalogue.huevos.id, quantity: 2, price_unit: 1 } as never] })), 400, 'invalid_request');
    expect(extraInLine.fields).toEqual({ 'lines.0.price_unit': ['Campo no permitido.'] });
    const malformed = await refused(await create('{"name": "Huevos", '), 400, 'bad_request');
    expect(malformed.message).toBe('El cuerpo de la solicitud no es JSON válido.');
    await refused(await create('[]'), 400, 'invalid_request');
    await refused(await t.send('PUT', `/api/recurring-orders/${(await saved(await create(request()), 201)).id}`, demo, '{'), 400, 'bad_request');
    // 61 characters of spaces around a valid name are trimmed, not refused.
    const trimmed = await saved(await create(request({ name: `  ${'y'.repeat(60)}  ` })), 201);
    expect(trimmed.name).toBe('y'.repeat(60));
  });

  it('an occurrence that is not the company’s, or no number, is a 404', async () => {
    await saved(await create(request()), 201);
    await sandboxRun(buildTimeOf(wednesday));
    const [order] = await listOf(demo);
    const occurrence = order!.upcoming!.id;
    const lines = { lines: [{ product_id: catalogue.huevos.id, quantity: 4 }] };
    const foreign = await refused(await t.send('PUT', `/api/recurring-occurrences/${occurrence}`, other, lines), 404, 'not_found');
    expect(foreign.message).toBe('El pedido preparado no existe.');
    await refused(await t.send('POST', `/api/recurring-occurrences/${occurrence}/skip`, other), 404, 'not_found');
    await refused(await t.send('PUT', '/api/recurring-occurrences/abc', demo, lines), 404, 'not_found');
    await refused(await t.send('POST', '/api/recurring-occurrences/999999/skip', demo), 404, 'not_found');
    await refused(await t.send('PUT', `/api/recurring-occurrences/${occurrence}`, finanzas, lines), 403, 'forbidden');
    // Nothing changed.
    expect((await listOf(demo))[0]?.upcoming).toMatchObject({ state: 'scheduled', lines: [{ product_id: catalogue.huevos.id, quantity: 2 }] });
  });
});

describe('POST /api/sandbox/test-clock/recurring-orders', () => {
  it('does not exist outside the sandbox’s test mode', async () => {
    const off = await createTestApp();
    try {
      const res = await off.json('/api/sandbox/test-clock/recurring-orders', { at: '2026-03-03T14:00:00-03:00' });
      expect(res.status).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('refuses an instant that does not exist, and leaves the gateway’s clock where it was', async () => {
    const before = t.clock.now().toISOString();
    for (const at of ['2026-02-30T10:00:00-03:00', 'mañana', '2026-03-03', '2026-03-03T14:00:00']) {
      await refused(await t.json('/api/sandbox/test-clock/recurring-orders', { at }), 400, 'invalid_request');
    }
    expect((await sandboxRun(cutoffOf(wednesday))).status).toBe(200);
    expect(t.clock.now().toISOString()).toBe(before);
  });
});
