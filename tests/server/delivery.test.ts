import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryOptions, type PickupPoint } from '../../contract/delivery';
import { chileHolidays, holidayName, isHoliday } from '../../server/domain/chile-holidays';
import { santiagoInstant, santiagoWallClock, weekday } from '../../machines/rules/calendar';
import {
  deliveryDates,
  deliveryFee,
  earliestDeliveryDate,
  isBeforeCutoff,
  isDeliveryDay,
  isSchedulableDate,
} from '../../server/domain/delivery';
import { createTestApp } from './support/test-app';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { resUsers, saleOrder } from '../../server/db/schema';
import { createCompany, createProducts, insertOrder } from './invoices.fixtures';
import { pickupPointFromEnv, serveOptionsFromEnv } from '../../server/config';
import { createLogger } from '../../server/log/logger';

/** An instant given as Santiago wall-clock time, whatever the offset that day. */
const at = (day: string, hour: number, minute = 0) => santiagoInstant(day, hour, minute);

describe('the Chilean holiday table', () => {
  it('covers 2025 to 2027 with well-formed days, none of them listed twice', () => {
    const days = Object.keys(chileHolidays);
    expect(days.every((d) => /^202[5-7]-\d{2}-\d{2}$/.test(d))).toBe(true);
    for (const year of ['2025', '2026', '2027']) {
      const ofYear = days.filter((d) => d.startsWith(year));
      expect(ofYear.length).toBeGreaterThanOrEqual(15);
      expect(ofYear).toEqual(expect.arrayContaining([`${year}-01-01`, `${year}-05-01`, `${year}-09-18`, `${year}-09-19`, `${year}-12-25`]));
    }
    expect(holidayName('2026-04-03')).toBe('Viernes Santo');
    expect(holidayName('2027-06-28')).toBe('San Pedro y San Pablo');
    expect(isHoliday('2026-03-02')).toBe(false);
  });

  it('assumes the fixed-date holidays outside the table', () => {
    expect(isHoliday('2028-09-18')).toBe(true);
    expect(isHoliday('2028-01-01')).toBe(true);
    expect(isHoliday('2028-03-01')).toBe(false);
  });
});

describe('Santiago wall-clock time', () => {
  it('follows the daylight saving changes (-03 in summer, -04 in winter)', () => {
    expect(at('2026-03-02', 13, 59).toISOString()).toBe('2026-03-02T16:59:00.000Z');
    expect(at('2026-07-01', 13, 59).toISOString()).toBe('2026-07-01T17:59:00.000Z');
    // Clocks go back at midnight between Saturday 4 and Sunday 5 April 2026.
    expect(santiagoWallClock(new Date('2026-04-05T02:30:00Z'))).toMatchObject({ date: '2026-04-04', hour: 23, minute: 30 });
    expect(santiagoWallClock(new Date('2026-04-05T03:30:00Z'))).toMatchObject({ date: '2026-04-04', hour: 23, minute: 30 });
    // And forward at midnight between Saturday 5 and Sunday 6 September 2026: 00:30 never happens.
    expect(at('2026-09-06', 0, 30).toISOString()).toBe('2026-09-06T04:30:00.000Z');
    expect(santiagoWallClock(at('2026-09-06', 0, 30))).toMatchObject({ date: '2026-09-06', hour: 1, minute: 30 });
  });
});

describe('earliestDeliveryDate', () => {
  it.each([
    // [what, Santiago day and time, earliest]
    ['Monday 13:59: Tuesday', '2026-03-02', 13, 59, '2026-03-03'],
    ['Monday 14:00: Wednesday', '2026-03-02', 14, 0, '2026-03-04'],
    ['Monday 00:00: Tuesday', '2026-03-02', 0, 0, '2026-03-03'],
    ['Monday 23:59: Wednesday', '2026-03-02', 23, 59, '2026-03-04'],
    ['Friday 13:59: Saturday delivers', '2026-03-06', 13, 59, '2026-03-07'],
    ['Friday 14:00: Monday, no Sundays', '2026-03-06', 14, 0, '2026-03-09'],
    ['Saturday morning: Monday', '2026-03-07', 10, 0, '2026-03-09'],
    ['Saturday afternoon: Tuesday', '2026-03-07', 15, 0, '2026-03-10'],
    ['Sunday morning: Monday', '2026-03-08', 10, 0, '2026-03-09'],
    ['Sunday afternoon: Tuesday', '2026-03-08', 15, 0, '2026-03-10'],
    ['before Easter, before 14:00: over Viernes and Sábado Santo and Sunday', '2026-04-02', 13, 59, '2026-04-06'],
    ['before Easter, at 14:00', '2026-04-02', 14, 0, '2026-04-07'],
    ['before Fiestas Patrias (Fri 18, Sat 19 holidays)', '2026-09-17', 9, 0, '2026-09-21'],
    ['on a holiday itself, before 14:00', '2026-05-21', 11, 0, '2026-05-22'],
    ['New Year’s Eve after 14:00: over 1 January', '2026-12-31', 16, 0, '2027-01-04'],
    ['winter (-04), Monday 13:59', '2026-07-06', 13, 59, '2026-07-07'],
    ['winter (-04), Monday 14:00', '2026-07-06', 14, 0, '2026-07-08'],
    ['the Monday after clocks went back, 13:59', '2026-04-06', 13, 59, '2026-04-07'],
    ['the Monday after clocks went back, 14:00', '2026-04-06', 14, 0, '2026-04-08'],
    ['the Monday after clocks went forward, 13:59', '2026-09-07', 13, 59, '2026-09-08'],
    ['the Monday after clocks went forward, 14:00', '2026-09-07', 14, 0, '2026-09-09'],
  ])('%s', (_, day, hour, minute, expected) => {
    expect(earliestDeliveryDate(at(day, hour, minute))).toBe(expected);
  });

  it('reads the cutoff on Santiago clocks: the same UTC time is before it in winter and after it in summer', () => {
    // 17:30 UTC is 14:30 in Santiago under -03 and 13:30 under -04.
    const summer = new Date('2026-03-31T17:30:00Z');
    const winter = new Date('2026-04-07T17:30:00Z');
    expect(isBeforeCutoff(summer)).toBe(false);
    expect(isBeforeCutoff(winter)).toBe(true);
    expect(earliestDeliveryDate(summer)).toBe('2026-04-02');
    expect(earliestDeliveryDate(winter)).toBe('2026-04-08');
  });

  it('does not depend on the machine’s time zone', () => {
    // 02:00 UTC on Tuesday is still Monday 23:00 in Santiago.
    expect(earliestDeliveryDate(new Date('2026-03-03T02:00:00Z'))).toBe('2026-03-04');
  });
});

describe('deliveryDates', () => {
  it('offers six dates from the earliest, skipping Sundays and holidays', () => {
    expect(deliveryDates(at('2026-04-02', 10, 0))).toEqual(['2026-04-06', '2026-04-07', '2026-04-08', '2026-04-09', '2026-04-10', '2026-04-11']);
    expect(deliveryDates(at('2026-12-23', 15, 0))).toEqual(['2026-12-26', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-02']);
  });

  it('never offers a Sunday or a holiday, over a whole year of starting times', () => {
    for (let day = 0; day < 400; day++) {
      const start = new Date(Date.UTC(2025, 11, 1) + day * 86_400_000 + (day % 24) * 3_600_000);
      const dates = deliveryDates(start);
      expect(dates).toHaveLength(6);
      for (const date of dates) {
        expect(weekday(date)).not.toBe(0);
        expect(isHoliday(date)).toBe(false);
        expect(date > santiagoWallClock(start).date).toBe(true);
      }
      expect([...dates].sort()).toEqual(dates);
    }
  });

  it('lets an order be scheduled on an offered date, not before the earliest, not on a Sunday nor too far', () => {
    const now = at('2026-03-02', 10, 0);
    expect(isSchedulableDate(now, '2026-03-03')).toBe(true);
    expect(isSchedulableDate(now, '2026-03-07')).toBe(true);
    expect(isSchedulableDate(now, '2026-03-02')).toBe(false);
    expect(isSchedulableDate(now, '2026-03-08')).toBe(false);
    expect(isSchedulableDate(now, '2026-04-03')).toBe(false);
    expect(isSchedulableDate(now, '2026-09-01')).toBe(false);
    expect(isDeliveryDay('2026-03-07')).toBe(true);
  });
});

describe('deliveryFee', () => {
  it('is 4.990 net, free from 150.000 net of subtotal', () => {
    expect(deliveryFee()).toBe(4_990);
    expect(deliveryFee(50_000)).toBe(4_990);
    expect(deliveryFee(149_999)).toBe(4_990);
    expect(deliveryFee(150_000)).toBe(0);
    expect(deliveryFee(0)).toBe(0);
  });
});

describe('the pickup point', () => {
  const warehouse: PickupPoint = {
    street: 'Camino Lo Boza 120',
    comuna: 'Pudahuel',
    region: 'Región Metropolitana de Santiago',
    hours: [{ days: 'weekdays', open: '07:30', close: '16:00' }],
  };

  it('is the one PICKUP_POINT names, in what GET /api/delivery-options answers', async () => {
    expect(serveOptionsFromEnv({ PICKUP_POINT: JSON.stringify(warehouse), LOG_LEVEL: 'silent' }).pickupPoint).toEqual(warehouse);
    const t = await createTestApp({ payments: 'none', pickupPoint: warehouse });
    try {
      const { auth } = await t.login('demo@despensa.cl');
      const res = await t.app.request('/api/delivery-options', { headers: auth });
      expect((await res.json()).pickup_point).toEqual(warehouse);
    } finally {
      await t.close();
    }
  });

  it.each([
    ['not JSON', 'Bodega Pudahuel'],
    ['without hours', JSON.stringify({ street: 'Camino Lo Boza 120', comuna: 'Pudahuel', region: 'RM' })],
    ['with an hour that is not HH:MM', JSON.stringify({ ...warehouse, hours: [{ days: 'weekdays', open: '7', close: '16:00' }] })],
  ])('stays the demo warehouse, said once in the log, when PICKUP_POINT is %s', (_, value) => {
    const lines: string[] = [];
    const logger = createLogger({ destination: { write: (line: string) => void lines.push(line) }, pretty: false });
    expect(pickupPointFromEnv(value, logger)).toBeUndefined();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('PICKUP_POINT no es un punto de retiro válido');
  });
});

describe('GET /api/delivery-options', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ payments: 'none' });
    auth = (await t.login('demo@despensa.cl')).auth;
  });
  afterAll(() => t.close());

  const get = (query: string, headers = auth) => t.app.request(`/api/delivery-options${query}`, { headers });

  it('needs a session', async () => {
    expect((await get('', {})).status).toBe(401);
  });

  it('answers the fees, the cutoff and the next six dates by the gateway clock', async () => {
    // The suite's clock: Monday 2 March 2026, 12:00 in Santiago.
    const res = await get('');
    expect(res.status).toBe(200);
    expect(z.parse(deliveryOptions, await res.json())).toEqual({
      cutoff: '14:00',
      time_zone: 'America/Santiago',
      shipping_net: 4_990,
      free_shipping_from_net: 150_000,
      fees: { delivery: 4_990, pickup: 0 },
      dates: ['2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-09'],
      pickup_point: {
        street: 'Av. Américo Vespucio 1501, bodega 4',
        comuna: 'Quilicura',
        region: 'Región Metropolitana de Santiago',
        hours: [
          { days: 'weekdays', open: '08:00', close: '17:00' },
          { days: 'saturday', open: '09:00', close: '13:00' },
        ],
      },
      usual_order_total: expect.any(Number),
    });
  });

  it('answers the company’s usual order: the median of its latest confirmed orders, none for a company without three', async () => {
    const totals = (
      await t.db
        .select({ total: saleOrder.amountTotal })
        .from(saleOrder)
        .where(and(eq(saleOrder.partnerId, (await t.db.select({ id: resUsers.partnerId }).from(resUsers).where(eq(resUsers.login, 'demo@despensa.cl')))[0]!.id), inArray(saleOrder.state, ['sale', 'done'])))
        .orderBy(desc(saleOrder.dateOrder))
        .limit(20)
    ).map((row) => row.total).sort((a, b) => a - b);
    expect(totals).toHaveLength(20);
    const median = Math.round((totals[9]! + totals[10]!) / 2);
    expect(((await (await get('')).json()) as { usual_order_total: number }).usual_order_total).toBe(median);
    const company = await createCompany(t.db, { name: 'Cocinería Nueva SpA', vat: '77.222.333-4' });
    await insertOrder(t.db, { company, dateOrder: '2026-03-01T12:00:00Z', lines: [{ product: (await createProducts(t.db))[0]!, quantity: 1 }] });
    const fresh = (await t.login(company.email)).auth;
    expect(((await (await get('', fresh)).json()) as { usual_order_total: number | null }).usual_order_total).toBeNull();
  });

  it.each([
    ['149999', 4_990],
    ['150000', 0],
    ['1000000', 0],
  ])('charges delivery for a subtotal of %s as %i', async (subtotal, fee) => {
    const body = (await (await get(`?subtotal=${subtotal}`)).json()) as { fees: { delivery: number; pickup: number } };
    expect(body.fees).toEqual({ delivery: fee, pickup: 0 });
  });

  it('moves the dates a day once it is 14:00 in Santiago', async () => {
    t.clock.advance(2 * 3_600_000);
    // The access token of 12:00 has expired by then.
    const fresh = (await t.login('demo@despensa.cl')).auth;
    const body = (await (await get('', fresh)).json()) as { dates: string[] };
    t.clock.advance(-2 * 3_600_000);
    expect(body.dates[0]).toBe('2026-03-04');
  });

  it.each([
    ['a negative subtotal', '?subtotal=-1', { subtotal: ['El subtotal debe ser un monto en pesos, sin decimales.'] }],
    ['a decimal subtotal', '?subtotal=1.5', { subtotal: ['El subtotal debe ser un monto en pesos, sin decimales.'] }],
    ['a word', '?subtotal=mucho', { subtotal: ['El subtotal debe ser un monto en pesos, sin decimales.'] }],
    ['an unknown parameter', '?mode=pickup', { mode: ['Campo no permitido.'] }],
  ])('refuses %s with 400', async (_, query, fields) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'invalid_request', message: 'Revisa los datos enviados.', fields } });
  });
});
