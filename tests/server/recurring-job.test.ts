import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { savedCardIdBase } from '../../contract/payments';
import type { RecurringOrder, RecurringOrderRequest } from '../../contract/recurring-orders';
import { santiagoInstant } from '../../machines/rules/calendar';
import type { AppDeps } from '../../server/context';
import { accountMove, productProduct, recurringOccurrence, recurringOrder, resPartner, resUsers, saleOrder, saleOrderLine } from '../../server/db/schema';
import { buildTimeOf, cutoffOf, nextDeliveryOf } from '../../server/domain/recurring-schedule';
import type { OutgoingMail } from '../../server/mail/mailer';
import { creditLineOf } from '../../server/payments/credit-line';
import { runRecurringOrders } from '../../server/recurring-orders/recurring-job';
import { insertCatalogue, ordersOf, settleMemberships, transactionsOf, type Product } from './orders.fixtures';
import { recurringAnswer, recurringRequest } from './recurring.fixtures';
import { createTestApp } from './support/test-app';

// The recurring orders' job, run as the scheduler runs it, with the instant it runs at. The suite's clock
// starts on Monday 2 March 2026, 12:00 in Santiago; a Wednesday order's first date is then Wednesday 4
// March: built on Monday at 14:00 (buildTimeOf), placed on Tuesday at 14:00 (cutoffOf).
const start = new Date('2026-03-02T12:00:00-03:00');
const wednesday = '2026-03-04';
const nextWednesday = '2026-03-11';
const build = buildTimeOf(wednesday);
const cutoff = cutoffOf(wednesday);
const minute = 60_000;
const hour = 60 * minute;
const later = (at: Date, ms: number) => new Date(at.getTime() + ms);

let t: Awaited<ReturnType<typeof createTestApp>>;
let catalogue: Awaited<ReturnType<typeof insertCatalogue>>;
let companies: Awaited<ReturnType<typeof settleMemberships>>;
let creditLimit: number;

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await insertCatalogue(t.db, 'RJOB');
  companies = await settleMemberships(t.db);
  const [demo] = await t.db.select({ creditLimit: resPartner.creditLimit }).from(resPartner).where(eq(resPartner.id, companies.demo));
  creditLimit = demo!.creditLimit;
});
afterAll(() => t.close());

// Each test starts at the suite's instant, with no standing order (a run goes over every one in the
// database), the file's products as inserted and no e-mail.
beforeEach(async () => {
  await t.db.delete(recurringOrder);
  for (const product of Object.values(catalogue)) {
    await t.db
      .update(productProduct)
      .set({ listPrice: product.listPrice, cxtiPrice: product.cxtiPrice, active: product.active, stockState: 'in_stock' })
      .where(eq(productProduct.id, product.id));
  }
  await t.db.update(resPartner).set({ creditLimit }).where(eq(resPartner.id, companies.demo));
  await t.db.update(resUsers).set({ role: 'comprador', active: true }).where(eq(resUsers.login, 'comprador@despensa.cl'));
  setClock(start);
  t.sentMail.length = 0;
});

/** The gateway's clock, for the buyer's requests. */
function setClock(at: Date) {
  t.clock.advance(at.getTime() - t.clock.now().getTime());
}

/** The job's deps as the scheduler hands them, at `at`. */
const depsAt = (at: Date, changes: Partial<AppDeps> = {}): AppDeps => ({ ...t.deps, clock: { now: () => new Date(at) }, ...changes });
const runAt = (at: Date, changes: Partial<AppDeps> = {}) => runRecurringOrders(depsAt(at, changes));
const nothing = { built: 0, placed: 0, failed: 0, missed: 0 };

/** Signed in at the gateway's clock (an access token lasts 15 minutes of it). */
const authOf = async (login = 'demo@despensa.cl') => (await t.login(login)).auth;

const request = (changes: Partial<RecurringOrderRequest> = {}) => recurringRequest(catalogue.huevos, changes);

const answered = recurringAnswer;

async function create(changes: Partial<RecurringOrderRequest> = {}, login = 'demo@despensa.cl'): Promise<RecurringOrder> {
  return answered(await t.send('POST', '/api/recurring-orders', await authOf(login), request(changes)), 201);
}

async function read(id: number, login = 'demo@despensa.cl'): Promise<RecurringOrder> {
  const res = await t.send('GET', '/api/recurring-orders', await authOf(login));
  expect(res.status).toBe(200);
  const order = ((await res.json()) as { orders: RecurringOrder[] }).orders.find((entry) => entry.id === id);
  if (!order) throw new Error(`recurring order ${id} is not listed`);
  return order;
}

const occurrencesOf = (recurringId: number) =>
  t.db.select().from(recurringOccurrence).where(eq(recurringOccurrence.recurringOrderId, recurringId)).orderBy(asc(recurringOccurrence.deliveryDate));

async function onlyOccurrence(recurringId: number) {
  const rows = await occurrencesOf(recurringId);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

const demoOrders = () => ordersOf(t.db, companies.demo);
const prepared = (): OutgoingMail[] => t.sentMail.filter((mail) => mail.subject.startsWith('Tu pedido recurrente'));
const notPlaced = (): OutgoingMail[] => t.sentMail.filter((mail) => mail.subject.startsWith('No pudimos hacer tu pedido recurrente'));
const received = (): OutgoingMail[] => t.sentMail.filter((mail) => mail.subject.startsWith('Recibimos tu pedido'));

async function orderOf(orderId: number) {
  const [order] = await t.db.select().from(saleOrder).where(eq(saleOrder.id, orderId));
  if (!order) throw new Error(`no order ${orderId}`);
  const lines = await t.db
    .select({ product_id: saleOrderLine.productId, quantity: saleOrderLine.productUomQty, price_unit: saleOrderLine.priceUnit })
    .from(saleOrderLine)
    .where(eq(saleOrderLine.orderId, orderId))
    .orderBy(asc(saleOrderLine.productId));
  return { order, lines };
}

const byProduct = <T extends { product_id: number }>(lines: readonly T[]) => [...lines].sort((a, b) => a.product_id - b.product_id);
const setProduct = (product: Product, changes: Partial<Product>) => t.db.update(productProduct).set(changes).where(eq(productProduct.id, product.id));

describe('when a date is built and placed', () => {
  it('is built a day before its cutoff, 14:00 in Santiago the day before it, in summer and in winter', () => {
    expect(cutoff.toISOString()).toBe('2026-03-03T17:00:00.000Z');
    expect(build.toISOString()).toBe('2026-03-02T17:00:00.000Z');
    // Santiago is at UTC-4 from April to September.
    expect(cutoffOf('2026-06-03').toISOString()).toBe('2026-06-02T18:00:00.000Z');
    expect(buildTimeOf('2026-06-03').toISOString()).toBe('2026-06-01T18:00:00.000Z');
  });

  it('skips a holiday rather than moving it, and a fortnightly order delivers every other week from its anchor', () => {
    // Friday 1 May 2026 is Labour Day.
    const fridays = { weekdays: [5], frequency: 'weekly', anchorDate: '2026-04-27' };
    expect(nextDeliveryOf(fridays, santiagoInstant('2026-04-29', 12))).toBe('2026-05-08');
    const fortnightly = { weekdays: [3], frequency: 'biweekly', anchorDate: '2026-03-02' };
    expect(nextDeliveryOf(fortnightly, start)).toBe(wednesday);
    expect(nextDeliveryOf(fortnightly, later(cutoff, minute))).toBe('2026-03-18');
    // Its cutoff passed, the day's own date is no longer offered.
    expect(nextDeliveryOf({ weekdays: [3], frequency: 'weekly', anchorDate: '2026-03-02' }, cutoff)).toBe(nextWednesday);
  });
});

describe('building a date', () => {
  it('builds nothing before its build time; at it, one order at that day’s prices and stock, e-mailed once', async () => {
    const { huevos, aceite, servilletas } = catalogue;
    const saved = await create({
      lines: [
        { product_id: huevos.id, quantity: 2 },
        { product_id: aceite.id, quantity: 10 },
        { product_id: servilletas.id, quantity: 5 },
      ],
    });
    expect(await runAt(later(build, -1))).toEqual(nothing);
    expect(await occurrencesOf(saved.id)).toEqual([]);
    expect(t.sentMail).toEqual([]);

    // By the build the eggs went up, the oil ran out and the napkins are no longer sold.
    await setProduct(huevos, { listPrice: 33_000 });
    await setProduct(aceite, { stockState: 'out' });
    await setProduct(servilletas, { active: false });
    expect(await runAt(build)).toEqual({ ...nothing, built: 1 });

    const occurrence = await onlyOccurrence(saved.id);
    expect(occurrence).toMatchObject({ deliveryDate: wednesday, state: 'scheduled', orderId: null });
    expect(occurrence.cutoffAt.toISOString()).toBe(cutoff.toISOString());
    const { upcoming, lines, next_date } = await read(saved.id);
    expect(next_date).toBe(wednesday);
    expect(upcoming).toEqual({
      id: occurrence.id,
      delivery_date: wednesday,
      cutoff_at: cutoff.toISOString(),
      state: 'scheduled',
      lines: [{ product_id: huevos.id, name: huevos.name, uom: 'caja', quantity: 2, price_unit: 33_000, subtotal: 66_000 }],
      left_out: [
        { product_id: aceite.id, name: aceite.name, reason: 'Sin stock para esta fecha.' },
        { product_id: servilletas.id, name: servilletas.name, reason: 'Ya no está a la venta.' },
      ],
      net: 66_000,
      order_id: null,
      order_name: null,
      message: null,
    });
    // What was saved stays as saved: the day's shortages touch only that day.
    expect(lines.map((line) => line.product_id)).toEqual([huevos.id, aceite.id, servilletas.id]);

    expect(prepared()).toHaveLength(1);
    const [mail] = prepared();
    expect(mail!.to).toBe('demo@despensa.cl');
    expect(mail!.subject).toContain('«Huevos de la semana»');
    expect(mail!.text).toContain(huevos.name);
    expect(mail!.text).toContain(`${aceite.name}: Sin stock para esta fecha.`);
    expect(mail!.text).toContain(`${servilletas.name}: Ya no está a la venta.`);
    expect(mail!.text).toContain('/dashboard/pedidos-recurrentes');

    // Built once, however often the job runs before its cutoff.
    expect(await runAt(build)).toEqual(nothing);
    expect(await runAt(later(build, 3 * hour))).toEqual(nothing);
    expect(await occurrencesOf(saved.id)).toHaveLength(1);
    expect(prepared()).toHaveLength(1);
    expect(t.sentMail).toHaveLength(1);
  });

  it('prices a Club CXTI member’s date at the club price', async () => {
    const card = await t.addCard(companies.club, { last4: '4000' }, 'approve');
    const saved = await create({ payment_method_id: savedCardIdBase + card.id }, 'club@despensa.cl');
    await runAt(build);
    const { upcoming } = await read(saved.id, 'club@despensa.cl');
    expect(upcoming?.lines).toEqual([expect.objectContaining({ product_id: catalogue.huevos.id, price_unit: catalogue.huevos.cxtiPrice, subtotal: 2 * catalogue.huevos.cxtiPrice })]);
  });
});

describe('the buyer’s changes to the prepared date', () => {
  it('changes its lines until the cutoff, and those are placed; after the cutoff it is closed (409)', async () => {
    const { huevos, servilletas, descontinuado } = catalogue;
    const saved = await create();
    await runAt(build);
    const { id } = await onlyOccurrence(saved.id);
    setClock(later(build, hour));
    const auth = await authOf();

    const changed = await answered(
      await t.send('PUT', `/api/recurring-occurrences/${id}`, auth, {
        lines: [
          { product_id: huevos.id, quantity: 3 },
          { product_id: servilletas.id, quantity: 5 },
        ],
      }),
    );
    expect(changed.upcoming?.lines.map((line) => [line.product_id, line.quantity, line.subtotal])).toEqual([
      [huevos.id, 3, 96_000],
      [servilletas.id, 5, 9_950],
    ]);
    expect(changed.upcoming?.net).toBe(105_950);
    // Only that date changed: the saved lines stay.
    expect(changed.lines.map((line) => [line.product_id, line.quantity])).toEqual([[huevos.id, 2]]);

    // The day's lines are checked like the saved ones.
    const inactive = await t.send('PUT', `/api/recurring-occurrences/${id}`, auth, { lines: [{ product_id: descontinuado.id, quantity: 1 }] });
    expect(inactive.status).toBe(422);
    expect(((await inactive.json()) as { error: { code: string } }).error.code).toBe('product_unavailable');
    const fraction = await t.send('PUT', `/api/recurring-occurrences/${id}`, auth, { lines: [{ product_id: huevos.id, quantity: 2.5 }] });
    expect(fraction.status).toBe(400);
    expect((await t.send('PUT', `/api/recurring-occurrences/${id}`, auth, { lines: [] })).status).toBe(400);
    expect((await t.send('PUT', `/api/recurring-occurrences/${id}`, auth, { lines: [{ product_id: huevos.id, quantity: 1 }], extra: 1 })).status).toBe(400);

    setClock(cutoff);
    const closedAuth = await authOf();
    for (const res of [
      await t.send('PUT', `/api/recurring-occurrences/${id}`, closedAuth, { lines: [{ product_id: huevos.id, quantity: 9 }] }),
      await t.send('POST', `/api/recurring-occurrences/${id}/skip`, closedAuth),
    ]) {
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ error: { code: 'occurrence_closed', message: 'Ya pasó la hora de cierre de este pedido: no admite cambios.' } });
    }

    expect(await runAt(cutoff)).toEqual({ ...nothing, placed: 1 });
    const occurrence = await onlyOccurrence(saved.id);
    const { lines } = await orderOf(occurrence.orderId!);
    expect(lines).toEqual(byProduct([
      { product_id: huevos.id, quantity: 3, price_unit: huevos.listPrice },
      { product_id: servilletas.id, quantity: 5, price_unit: servilletas.listPrice },
    ]));
    // Placed, it is closed too.
    setClock(later(build, 2 * hour));
    const placed = await t.send('POST', `/api/recurring-occurrences/${id}/skip`, await authOf());
    expect(placed.status).toBe(409);
    expect(((await placed.json()) as { error: { message: string } }).error.message).toBe('Este pedido ya se procesó: no admite cambios.');
  });

  it('skipped before the cutoff, nothing is placed for it, and the next week is built as usual', async () => {
    const saved = await create();
    await runAt(build);
    const { id } = await onlyOccurrence(saved.id);
    setClock(later(build, hour));
    const auth = await authOf();

    const skipped = await answered(await t.send('POST', `/api/recurring-occurrences/${id}/skip`, auth));
    expect(skipped).toMatchObject({ state: 'active', upcoming: null, last: { id, state: 'skipped', delivery_date: wednesday }, next_date: nextWednesday });
    for (const res of [
      await t.send('POST', `/api/recurring-occurrences/${id}/skip`, auth),
      await t.send('PUT', `/api/recurring-occurrences/${id}`, auth, { lines: [{ product_id: catalogue.huevos.id, quantity: 4 }] }),
    ]) {
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ error: { code: 'occurrence_closed', message: 'Este pedido ya se omitió.' } });
    }

    const before = await demoOrders();
    expect(await runAt(cutoff)).toEqual(nothing);
    expect(await runAt(later(cutoff, hour))).toEqual(nothing);
    expect(await demoOrders()).toBe(before);
    expect((await onlyOccurrence(saved.id)).state).toBe('skipped');
    expect(t.sentMail.filter((mail) => !prepared().includes(mail))).toEqual([]);

    expect(await runAt(buildTimeOf(nextWednesday))).toEqual({ ...nothing, built: 1 });
    expect((await occurrencesOf(saved.id)).map((row) => [row.deliveryDate, row.state])).toEqual([
      [wednesday, 'skipped'],
      [nextWednesday, 'scheduled'],
    ]);
  });
  it('a date written just as its order was paused is not placed', async () => {
    const saved = await create();
    const auth = await authOf();
    await answered(await t.send('POST', `/api/recurring-orders/${saved.id}/pause`, auth));
    // The build read the order as active, and the buyer paused it before the date was written: what
    // that race leaves.
    const { huevos } = catalogue;
    await t.db.insert(recurringOccurrence).values({
      recurringOrderId: saved.id,
      deliveryDate: wednesday,
      cutoffAt: cutoff,
      lines: [{ product_id: huevos.id, name: huevos.name, uom: huevos.uom, quantity: 2, price_unit: huevos.listPrice, subtotal: 2 * huevos.listPrice }],
      leftOut: [],
      createdAt: build,
      updatedAt: build,
    });
    const before = await demoOrders();
    expect(await runAt(cutoff)).toEqual(nothing);
    expect(await demoOrders()).toBe(before);
    expect(await onlyOccurrence(saved.id)).toMatchObject({ state: 'skipped', orderId: null });
    expect(t.sentMail).toEqual([]);
  });
});

describe('placing a date at its cutoff', () => {
  it('on credit: one confirmed order with the date’s lines for its delivery date, and a second run places nothing', async () => {
    const saved = await create();
    await runAt(build);
    const before = await demoOrders();
    expect(await runAt(later(cutoff, -1))).toEqual(nothing);
    expect(await demoOrders()).toBe(before);

    expect(await runAt(cutoff)).toEqual({ ...nothing, placed: 1 });
    expect(await demoOrders()).toBe(before + 1);
    const occurrence = await onlyOccurrence(saved.id);
    expect(occurrence.state).toBe('placed');
    expect(occurrence.message).toBeNull();
    const { order, lines } = await orderOf(occurrence.orderId!);
    const [demoUser] = await t.db.select({ id: resUsers.id }).from(resUsers).where(eq(resUsers.login, 'demo@despensa.cl'));
    expect(order).toMatchObject({ partnerId: companies.demo, userId: demoUser!.id, state: 'sale', paymentMethodCode: 'credit', scheduledDate: wednesday, pickup: true });
    expect(lines).toEqual([{ product_id: catalogue.huevos.id, quantity: 2, price_unit: catalogue.huevos.listPrice }]);
    // On credit it is invoiced at once, as any order on credit.
    expect(await t.db.select({ id: accountMove.id }).from(accountMove).where(eq(accountMove.orderId, order.id))).toHaveLength(1);
    expect(received().map((mail) => [mail.to, mail.subject])).toEqual([['demo@despensa.cl', `Recibimos tu pedido ${order.name}`]]);

    const listed = await read(saved.id);
    expect(listed).toMatchObject({ upcoming: null, last: { id: occurrence.id, state: 'placed', order_id: order.id, order_name: order.name, delivery_date: wednesday } });

    expect(await runAt(cutoff)).toEqual(nothing);
    expect(await runAt(later(cutoff, 5 * minute))).toEqual(nothing);
    expect(await demoOrders()).toBe(before + 1);
    expect(received()).toHaveLength(1);
  });

  it('a run on the delivery date finds the date missed; one late after the cutoff, still the day before, places it', async () => {
    const missed = await create({ name: 'Perdido' });
    const late = await create({ name: 'Tardío', weekdays: [4] });
    const thursday = '2026-03-05';
    await runAt(build);
    const before = await demoOrders();

    // The job was down from Monday's build until Wednesday morning: Wednesday's date has come, too late
    // to place; Thursday's is built.
    expect(await runAt(santiagoInstant(wednesday, 8))).toEqual({ ...nothing, built: 1, missed: 1 });
    expect(await demoOrders()).toBe(before);
    const occurrence = await onlyOccurrence(missed.id);
    expect(occurrence).toMatchObject({ state: 'missed', orderId: null, message: 'su fecha de entrega llegó antes de que pudiéramos hacerlo.' });
    expect(notPlaced()).toHaveLength(1);
    expect(notPlaced()[0]!.subject).toBe('No pudimos hacer tu pedido recurrente «Perdido»');
    expect(notPlaced()[0]!.text).toContain('su fecha de entrega llegó antes de que pudiéramos hacerlo.');
    expect((await read(missed.id)).last).toMatchObject({ state: 'missed', message: 'su fecha de entrega llegó antes de que pudiéramos hacerlo.' });

    // Then down again from before Thursday's cutoff until Wednesday night: Thursday is still placed.
    expect(await runAt(santiagoInstant(wednesday, 22))).toEqual({ ...nothing, placed: 1 });
    const placed = await onlyOccurrence(late.id);
    expect(placed.state).toBe('placed');
    expect((await orderOf(placed.orderId!)).order.scheduledDate).toBe(thursday);
    expect(await demoOrders()).toBe(before + 1);

    expect(await runAt(santiagoInstant(thursday, 9))).toEqual(nothing);
    expect(notPlaced()).toHaveLength(1);
    expect(await demoOrders()).toBe(before + 1);
  });

  it('runs every hour for two weeks: each date of each order placed once, for its own date', async () => {
    const weekly = await create({ name: 'Martes y viernes', weekdays: [2, 5] });
    const fortnightly = await create({ name: 'Cada dos miércoles', frequency: 'biweekly' });
    const end = santiagoInstant('2026-03-16', 12);
    let placed = 0;
    for (let at = start; at <= end; at = later(at, hour)) placed += (await runAt(at)).placed;

    const dates = async (id: number) => (await occurrencesOf(id)).map((row) => [row.deliveryDate, row.state]);
    expect(await dates(weekly.id)).toEqual([
      ['2026-03-03', 'placed'],
      ['2026-03-06', 'placed'],
      ['2026-03-10', 'placed'],
      ['2026-03-13', 'placed'],
      // Built on Sunday at 14:00, placed on Monday at 14:00: still open.
      ['2026-03-17', 'scheduled'],
    ]);
    expect(await dates(fortnightly.id)).toEqual([['2026-03-04', 'placed']]);
    expect(placed).toBe(5);
    const occurrences = [...(await occurrencesOf(weekly.id)), ...(await occurrencesOf(fortnightly.id))].filter((row) => row.orderId !== null);
    const orders = await t.db.select({ id: saleOrder.id, scheduledDate: saleOrder.scheduledDate }).from(saleOrder).where(inArray(saleOrder.id, occurrences.map((row) => row.orderId!)));
    expect(orders).toHaveLength(5);
    for (const row of occurrences) expect(orders.find((order) => order.id === row.orderId)?.scheduledDate).toBe(row.deliveryDate);
    expect(prepared()).toHaveLength(6);
  });

  it('fails, without an order, when the credit falls short or the date is below the minimum, and says why', async () => {
    const { servilletas } = catalogue;
    const short = await create({ name: 'Sin crédito' });
    const small = await create({ name: 'Muy chico' });
    await runAt(build);
    // The buyer cut the small one below the minimum; the company's line is used up.
    setClock(later(build, hour));
    const smallId = (await onlyOccurrence(small.id)).id;
    await answered(await t.send('PUT', `/api/recurring-occurrences/${smallId}`, await authOf(), { lines: [{ product_id: servilletas.id, quantity: 5 }] }));
    const line = await creditLineOf(t.db, companies.demo);
    await t.db.update(resPartner).set({ creditLimit: line!.used }).where(eq(resPartner.id, companies.demo));
    const before = await demoOrders();

    expect(await runAt(cutoff)).toEqual({ ...nothing, failed: 2 });
    expect(await demoOrders()).toBe(before);
    const shortOccurrence = await onlyOccurrence(short.id);
    expect(shortOccurrence).toMatchObject({ state: 'failed', orderId: null });
    expect(shortOccurrence.message).toBe('Tu crédito disponible es $0 y esta compra suma $76.160. Paga con tarjeta o reduce la compra.');
    const smallOccurrence = await onlyOccurrence(small.id);
    expect(smallOccurrence).toMatchObject({ state: 'failed', orderId: null, message: 'El pedido mínimo es de $50.000 neto. Te faltan $40.050 para completarlo.' });
    expect(notPlaced().map((mail) => mail.subject).sort()).toEqual(['No pudimos hacer tu pedido recurrente «Muy chico»', 'No pudimos hacer tu pedido recurrente «Sin crédito»']);
    expect(notPlaced().find((mail) => mail.subject.includes('Muy chico'))!.text).toContain('Te faltan $40.050');
    expect(received()).toEqual([]);
    expect((await read(short.id)).last).toMatchObject({ state: 'failed', message: shortOccurrence.message });

    // Failed is final: a later run neither places it nor tells again.
    await t.db.update(resPartner).set({ creditLimit }).where(eq(resPartner.id, companies.demo));
    expect(await runAt(later(cutoff, minute))).toEqual(nothing);
    expect(await demoOrders()).toBe(before);
    expect(notPlaced()).toHaveLength(2);
  });

  it('fails when nothing of it can be served that day, or its buyer can no longer buy', async () => {
    const empty = await create({ name: 'Todo agotado' });
    const orphan = await create({ name: 'De Carlos', lines: [{ product_id: catalogue.aceite.id, quantity: 30 }] }, 'comprador@despensa.cl');
    await runAt(build);
    await setProduct(catalogue.huevos, { stockState: 'out' });
    await t.db.update(resUsers).set({ role: 'finanzas' }).where(eq(resUsers.login, 'comprador@despensa.cl'));
    const before = await demoOrders();

    expect(await runAt(cutoff)).toEqual({ ...nothing, failed: 2 });
    expect(await demoOrders()).toBe(before);
    expect(await onlyOccurrence(empty.id)).toMatchObject({
      state: 'failed',
      message: 'ninguno de sus productos está disponible para esta fecha.',
      lines: [],
      leftOut: [{ product_id: catalogue.huevos.id, name: catalogue.huevos.name, reason: 'Sin stock para esta fecha.' }],
    });
    expect(await onlyOccurrence(orphan.id)).toMatchObject({ state: 'failed', message: 'quien guardó este pedido recurrente ya no puede comprar por la empresa.' });
    expect(notPlaced().map((mail) => mail.to).sort()).toEqual(['comprador@despensa.cl', 'demo@despensa.cl']);
  });
});

describe('a saved card', () => {
  it('approving: the date is placed, the order confirmed and charged once', async () => {
    const card = await t.addCard(companies.demo, { last4: '4242' }, 'approve');
    const saved = await create({ payment_method_id: savedCardIdBase + card.id });
    await runAt(build);
    const before = await demoOrders();

    expect(await runAt(cutoff)).toEqual({ ...nothing, placed: 1 });
    const occurrence = await onlyOccurrence(saved.id);
    expect(occurrence.state).toBe('placed');
    const { order } = await orderOf(occurrence.orderId!);
    expect(order).toMatchObject({ state: 'sale', paymentMethodCode: 'saved_card', scheduledDate: wednesday });
    const attempts = await transactionsOf(t.db, order.id);
    expect(attempts.map((attempt) => [attempt.state, attempt.amount, attempt.paymentTokenId])).toEqual([['approved', order.amountTotal, card.id]]);
    expect(await t.payer!.chargedFor(attempts.map((attempt) => attempt.id))).toBe(order.amountTotal);

    expect(await runAt(later(cutoff, minute))).toEqual(nothing);
    expect(await transactionsOf(t.db, order.id)).toHaveLength(1);
    expect(await demoOrders()).toBe(before + 1);
    expect((await read(saved.id)).last).toMatchObject({ state: 'placed', order_id: order.id });
  });

  it('declining: the date fails with why, its order is cancelled, the buyer is told once, and nothing is charged again', async () => {
    const card = await t.addCard(companies.demo, { last4: '0002' }, 'decline');
    const saved = await create({ name: 'Con tarjeta rechazada', payment_method_id: savedCardIdBase + card.id });
    await runAt(build);

    expect(await runAt(cutoff)).toEqual({ ...nothing, failed: 1 });
    const occurrence = await onlyOccurrence(saved.id);
    expect(occurrence.state).toBe('failed');
    // The provider's own words, inside the sentence.
    expect(occurrence.message).toBe(`el medio de pago rechazó el cargo (${t.payer!.reasonOf('decline')!.replace(/\.$/, '')}).`);
    const { order } = await orderOf(occurrence.orderId!);
    expect(order.state).toBe('cancel');
    const attempts = await transactionsOf(t.db, order.id);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]!.state).not.toBe('approved');
    expect(await t.payer!.chargedFor(attempts.map((attempt) => attempt.id))).toBe(0);
    expect(notPlaced()).toHaveLength(1);
    expect(notPlaced()[0]!.subject).toBe('No pudimos hacer tu pedido recurrente «Con tarjeta rechazada»');
    expect(notPlaced()[0]!.text).toContain(`no se hizo: ${occurrence.message}`);
    expect((await read(saved.id)).last).toMatchObject({ state: 'failed', order_id: order.id, message: occurrence.message });

    expect(await runAt(later(cutoff, minute))).toEqual(nothing);
    expect(await runAt(later(cutoff, hour))).toEqual(nothing);
    expect(await transactionsOf(t.db, order.id)).toHaveLength(1);
    expect(notPlaced()).toHaveLength(1);
  });

  it('pending: the date waits as paying, no run charges it again, and the bank’s approval places it', async () => {
    const card = await t.addCard(companies.demo, { last4: '3220' }, 'pending');
    const saved = await create({ payment_method_id: savedCardIdBase + card.id });
    await runAt(build);

    expect(await runAt(cutoff)).toEqual(nothing);
    const occurrence = await onlyOccurrence(saved.id);
    expect(occurrence.state).toBe('paying');
    expect((await read(saved.id)).upcoming).toMatchObject({ state: 'paying', order_id: occurrence.orderId });
    // Deleted while its payment is under way, the card could be charged for a date nobody sees.
    const refused = await t.send('DELETE', `/api/recurring-orders/${saved.id}`, await authOf());
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('recurring_paying');

    expect(await runAt(later(cutoff, minute))).toEqual(nothing);
    expect(await runAt(later(cutoff, 2 * minute))).toEqual(nothing);
    const attempts = await transactionsOf(t.db, occurrence.orderId!);
    expect(attempts).toHaveLength(1);

    await t.payer!.approvePending(attempts.map((attempt) => attempt.id));
    expect(await runAt(later(cutoff, 3 * minute))).toEqual({ ...nothing, placed: 1 });
    expect((await onlyOccurrence(saved.id)).state).toBe('placed');
    expect((await orderOf(occurrence.orderId!)).order.state).toBe('sale');
    expect(await transactionsOf(t.db, occurrence.orderId!)).toHaveLength(1);
  });
});

describe('runs at once, and a run killed halfway', () => {
  it('two runs at the same instant build a date once and place it once', async () => {
    const saved = await create();
    // A second gateway instance's job: the same database, deps and clock of its own.
    const elsewhere = (at: Date): AppDeps => ({ ...t.deps, config: { ...t.deps.config }, clock: { now: () => new Date(at) } });
    const built = await Promise.all([runAt(build), runRecurringOrders(elsewhere(build))]);
    expect(built.reduce((sum, run) => sum + run.built, 0)).toBe(1);
    expect(await occurrencesOf(saved.id)).toHaveLength(1);
    expect(prepared()).toHaveLength(1);

    const before = await demoOrders();
    const placed = await Promise.all([runAt(cutoff), runRecurringOrders(elsewhere(cutoff))]);
    expect(placed.reduce((sum, run) => sum + run.placed, 0)).toBe(1);
    expect(placed.reduce((sum, run) => sum + run.failed + run.missed, 0)).toBe(0);
    expect(await demoOrders()).toBe(before + 1);
    expect((await onlyOccurrence(saved.id)).state).toBe('placed');
    expect(received()).toHaveLength(1);
  });

  it('two runs at once on saved cards: each approved date charged once, each declined one cancelled and told once', async () => {
    const approving = await t.addCard(companies.demo, { last4: '4242' }, 'approve');
    const declining = await t.addCard(companies.demo, { last4: '0002' }, 'decline');
    const paid = await create({ name: 'Aprobada', payment_method_id: savedCardIdBase + approving.id });
    const refused = await create({ name: 'Rechazada', payment_method_id: savedCardIdBase + declining.id });
    await runAt(build);

    const runs = await Promise.all([runAt(cutoff), runAt(cutoff), runAt(cutoff)]);
    expect(runs.reduce((sum, run) => sum + run.placed, 0)).toBe(1);
    expect(runs.reduce((sum, run) => sum + run.failed, 0)).toBe(1);
    const placed = await onlyOccurrence(paid.id);
    const failed = await onlyOccurrence(refused.id);
    expect([placed.state, failed.state]).toEqual(['placed', 'failed']);
    const paidAttempts = await transactionsOf(t.db, placed.orderId!);
    expect(paidAttempts.map((attempt) => attempt.state)).toEqual(['approved']);
    expect(await t.payer!.chargedFor(paidAttempts.map((attempt) => attempt.id))).toBe((await orderOf(placed.orderId!)).order.amountTotal);
    expect(await transactionsOf(t.db, failed.orderId!)).toHaveLength(1);
    expect((await orderOf(failed.orderId!)).order.state).toBe('cancel');
    expect(notPlaced().map((mail) => mail.subject)).toEqual(['No pudimos hacer tu pedido recurrente «Rechazada»']);
  });

  it('ten recurring orders placed by two runs at once: ten orders, one each', async () => {
    const saved: RecurringOrder[] = [];
    for (let i = 1; i <= 10; i += 1) saved.push(await create({ name: `Pedido ${i}` }));
    const built = await Promise.all([runAt(build), runAt(build), runAt(later(build, 1))]);
    expect(built.reduce((sum, run) => sum + run.built, 0)).toBe(10);
    expect(prepared()).toHaveLength(10);
    expect(new Set(prepared().map((mail) => mail.subject)).size).toBe(10);

    const before = await demoOrders();
    const placed = await Promise.all([runAt(cutoff), runAt(cutoff)]);
    expect(placed.reduce((sum, run) => sum + run.placed, 0)).toBe(10);
    expect(await demoOrders()).toBe(before + 10);
    const occurrences = await t.db
      .select()
      .from(recurringOccurrence)
      .where(inArray(recurringOccurrence.recurringOrderId, saved.map((order) => order.id)));
    expect(occurrences).toHaveLength(10);
    expect(occurrences.every((row) => row.state === 'placed')).toBe(true);
    expect(new Set(occurrences.map((row) => row.orderId)).size).toBe(10);
    expect(received()).toHaveLength(10);
  });

  it('a run killed after the order was written leaves the date as it was; the next run places it once', async () => {
    const saved = await create();
    await runAt(build);
    const { id } = await onlyOccurrence(saved.id);
    const before = await demoOrders();
    const [moves] = await t.db.select({ n: count() }).from(accountMove).where(eq(accountMove.partnerId, companies.demo));

    // The database refuses the date's last write, after its order, lines and invoice were written in
    // the same transaction: as if the process died there.
    await t.db.execute(sql`create function recurring_test_kill() returns trigger language plpgsql as $$ begin raise exception 'killed'; end $$`);
    await t.db.execute(
      sql`create trigger recurring_test_kill before update on recurring_occurrence for each row when (new.state in ('placed', 'paying')) execute function recurring_test_kill()`,
    );
    try {
      await expect(runAt(cutoff)).rejects.toThrow();
    } finally {
      await t.db.execute(sql`drop trigger recurring_test_kill on recurring_occurrence`);
      await t.db.execute(sql`drop function recurring_test_kill()`);
    }
    expect(await onlyOccurrence(saved.id)).toMatchObject({ id, state: 'scheduled', orderId: null });
    expect(await demoOrders()).toBe(before);
    const [afterKill] = await t.db.select({ n: count() }).from(accountMove).where(eq(accountMove.partnerId, companies.demo));
    expect(afterKill!.n).toBe(moves!.n);
    // Nobody is told of an order that does not exist.
    expect(received()).toEqual([]);

    expect(await runAt(later(cutoff, minute))).toEqual({ ...nothing, placed: 1 });
    expect(await demoOrders()).toBe(before + 1);
    expect((await onlyOccurrence(saved.id)).state).toBe('placed');
    expect(received()).toHaveLength(1);
    expect(await runAt(later(cutoff, 2 * minute))).toEqual(nothing);
    expect(await demoOrders()).toBe(before + 1);
  });

  it('tells the gateways’ caches only once the date’s order and its state are written, and a failure there places nothing twice', async () => {
    const saved = await create();
    await runAt(build);
    const before = await demoOrders();
    const told: string[] = [];
    const cache = {
      ...t.deps.cache,
      companyDocumentsChanged: async (partnerId: number) => {
        // What another instance reads when told: the order, and the date placed.
        const [row] = await t.db.select({ state: recurringOccurrence.state, orderId: recurringOccurrence.orderId }).from(recurringOccurrence).where(eq(recurringOccurrence.recurringOrderId, saved.id));
        const [orders] = await t.db.select({ n: count() }).from(saleOrder).where(eq(saleOrder.partnerId, partnerId));
        told.push(`${row?.state} ${orders!.n - before}`);
        throw new Error('the announcement failed');
      },
    } as never;
    await expect(runAt(cutoff, { cache })).rejects.toThrow('the announcement failed');
    expect(told).toEqual(['placed 1']);
    expect((await onlyOccurrence(saved.id)).state).toBe('placed');
    expect(await runAt(later(cutoff, minute))).toEqual(nothing);
    expect(await demoOrders()).toBe(before + 1);
  });
});

describe('with the gateway’s cache on, as npm start runs it', () => {
  it('another instance’s Pedidos show the placed order once the run ends', async () => {
    const cached = await createTestApp({ cache: true });
    try {
      const { huevos } = await insertCatalogue(cached.db, 'RJOBC');
      const { demo } = await settleMemberships(cached.db);
      const { auth } = await cached.login('demo@despensa.cl');
      const res = await cached.send('POST', '/api/recurring-orders', auth, request({ lines: [{ product_id: huevos.id, quantity: 2 }] }));
      expect(res.status).toBe(201);
      const second = await cached.anotherInstance();
      const orders = async () => {
        const list = await second.request('/api/user-sales-orders?limit=5', { headers: auth });
        expect(list.status).toBe(200);
        return (await list.json()) as unknown;
      };
      const first = JSON.stringify(await orders());
      await runRecurringOrders({ ...cached.deps, clock: { now: () => build } });
      await runRecurringOrders({ ...cached.deps, clock: { now: () => cutoff } });
      const [row] = await cached.db.select({ name: saleOrder.name }).from(saleOrder).where(and(eq(saleOrder.partnerId, demo), eq(saleOrder.scheduledDate, wednesday)));
      expect(row).toBeDefined();
      const after = JSON.stringify(await orders());
      expect(after).not.toBe(first);
      expect(after).toContain(row!.name);
    } finally {
      await cached.close();
    }
  });
});
