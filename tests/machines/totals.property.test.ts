import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { initialCheckoutContext } from '../../machines/checkout.context';
import { checkoutMachine } from '../../machines/checkout.machine';
import type { CheckoutEvent } from '../../machines/checkout.types';
import { choicesOf, emptyChoices, restoreCart, toStoredCart, type StoredCartData } from '../../machines/checkout.storage';
import { formatClp, roundClp } from '../../machines/rules/money';
import { decreaseQuantity, increaseQuantity, normalizeQuantity } from '../../machines/rules/quantity';
import { MAX_LINE_QUANTITY } from '../../contract/vocabulary';
import { batchTotals, chargedUnitPrice, clubSavingPerUnit, computeTotals, hasClubPrice, type DeliveryMode } from '../../machines/rules/totals';
import { addressOptions, checkCheckoutInvariants, expectedTotals } from './models/checkout.model';
import { answeredAtOnce } from './support/answered';
import { emptyCartData } from './support/stored-cart';

const newIdempotencyKey = () => 'key';

// -- generators ------------------------------------------------------------------------------------

/** One decimal, like kilos: 0,1 to 10.000. */
const quantity = fc.integer({ min: 1, max: 100_000 }).map((tenths) => tenths / 10);
/** Whole pesos; Chilean prices mostly end in 0 or 990, which is where exact halves of IVA happen. */
const price = fc.oneof(
  fc.integer({ min: 0, max: 2_000_000 }),
  fc.integer({ min: 0, max: 200_000 }).map((tens) => tens * 10),
  fc.integer({ min: 1, max: 2_000 }).map((thousands) => thousands * 1_000 - 10),
);
const deliveryMode = fc.constantFrom<DeliveryMode>('pending', 'delivery', 'pickup');

const line = fc.record({
  id: fc.integer({ min: 1, max: 1_000_000 }),
  product_name: fc.string({ minLength: 1, maxLength: 30 }),
  quantity,
  list_price: price,
  cxti_price: fc.oneof(fc.constant(0), price),
  original_price: price,
});
const lines = fc.uniqueArray(line, { maxLength: 12, selector: (item) => item.id });

const isoDate = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

const storedData: fc.Arbitrary<StoredCartData> = fc
  .record({
    activeStep: fc.integer({ min: 0, max: 3 }),
    items: fc.uniqueArray(
      fc.record(
        {
          id: fc.integer({ min: 1, max: 1_000_000 }),
          product_name: fc.string({ minLength: 1, maxLength: 30 }),
          quantity,
          list_price: price,
          cxti_price: price,
          original_price: price,
          unit: fc.constantFrom('kg' as const, 'un' as const, 'caja' as const, 'lt' as const),
        },
        { requiredKeys: ['id', 'product_name', 'quantity', 'list_price', 'cxti_price', 'original_price'] },
      ),
      { maxLength: 6, selector: (item) => item.id },
    ),
    subTotal: fc.integer(),
    total: fc.integer(),
    discount: fc.nat({ max: 100_000 }),
    shipping: fc.integer(),
    billing: fc.option(fc.record({ id: fc.integer({ min: 1, max: 99_999 }), name: fc.string() })),
    totalItems: fc.nat({ max: 100_000 }).map((tenths) => tenths / 10),
    cxtiTotal: fc.integer(),
    originalTotal: fc.integer(),
    delivery: fc.option(
      fc.oneof(
        fc.constant({ type: 'pickup' as const }),
        fc.record({ type: fc.constant('address' as const), addressId: fc.integer({ min: 1, max: 9_999 }), label: fc.string() }),
      ),
    ),
    scheduledDate: fc.option(isoDate),
    purchaseOrderNumber: fc.string({ maxLength: 40 }),
    payment: fc.option(fc.record({ id: fc.integer({ min: 1, max: 99 }), method: fc.constantFrom('card' as const, 'saved_card' as const, 'credit' as const) })),
    heldOrderId: fc.option(fc.integer({ min: 1, max: 999_999 })),
  })
  .map(({ payment, ...data }) => ({
    ...data,
    completed: data.activeStep === 3,
    paymentMethodId: payment?.id ?? null,
    paymentMethod: payment?.method ?? null,
  }));

// -- totals ----------------------------------------------------------------------------------------

describe('totals (spec section 9)', () => {
  const options = fc.record({ isClubMember: fc.boolean(), delivery: deliveryMode, discount: fc.nat({ max: 3_000_000 }) });

  it('equal the formula, computed exactly, for arbitrary carts', () => {
    fc.assert(
      fc.property(lines, options, (items, opts) => {
        const { subTotal, shipping, discount, total, cxtiTotal, originalTotal, totalItems } = computeTotals(items, opts);
        expect({ subTotal, shipping, discount, total, cxtiTotal, originalTotal, totalItems }).toEqual(expectedTotals(items, opts));
      }),
      { numRuns: 500 },
    );
  });

  it('are whole pesos, never negative, and split into net, IVA and discount', () => {
    fc.assert(
      fc.property(lines, options, (items, opts) => {
        const totals = computeTotals(items, opts);
        for (const amount of [totals.subTotal, totals.shipping, totals.tax, totals.total, totals.cxtiTotal, totals.originalTotal]) {
          expect(Number.isInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
        }
        expect(totals.total).toBe(Math.max(0, totals.subTotal + totals.shipping + totals.tax - totals.discount));
        // The formula as printed, in floating point, is off by at most one peso (at exact halves).
        const printed = Math.round(totals.subTotal * 1.19 + totals.shipping + totals.shipping * 0.19 - totals.discount);
        expect(Math.abs(totals.total - Math.max(0, printed))).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('rounds exact halves up where floating point would round them down', () => {
    // 13.860 × 1,19 + 4.990 × 1,19 = 22.431,5; in floating point 22431.499999999996.
    const totals = computeTotals([{ quantity: 1, list_price: 13_860 }], { isClubMember: false, delivery: 'delivery' });
    expect(totals).toMatchObject({ subTotal: 13_860, shipping: 4_990, tax: 3_582, total: 22_432 });
  });

  it('round every exact half peso of IVA up', () => {
    // A net amount ending in 50 has an IVA ending in ,5: 18.850 × 0,19 = 3.581,5.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.boolean(), (hundreds, delivered) => {
        const net = hundreds * 100 + 50;
        const shipped = delivered && net > 4_990 && net - 4_990 < 150_000;
        const totals = computeTotals([{ quantity: 1, list_price: shipped ? net - 4_990 : net }], {
          isClubMember: false,
          delivery: shipped ? 'delivery' : 'pickup',
        });
        expect(totals.subTotal + totals.shipping).toBe(net);
        expect(totals.total).toBe(net + (net * 19 + 50 - ((net * 19 + 50) % 100)) / 100);
      }),
    );
  });

  it('never make the club dearer: cxtiTotal <= originalTotal when each cxti_price <= original_price', () => {
    const clubLines = fc.uniqueArray(
      line.chain((item) =>
        fc.integer({ min: 0, max: item.original_price }).map((cxti) => ({ ...item, cxti_price: cxti })),
      ),
      { maxLength: 12, selector: (item) => item.id },
    );
    fc.assert(
      fc.property(clubLines, options, (items, opts) => {
        const totals = computeTotals(items, opts);
        expect(totals.cxtiTotal).toBeLessThanOrEqual(totals.originalTotal);
      }),
    );
  });

  it('charge members the club price and everybody else the list price', () => {
    fc.assert(
      fc.property(lines, deliveryMode, (items, delivery) => {
        const member = computeTotals(items, { isClubMember: true, delivery });
        expect(member.total).toBe(member.cxtiTotal);
        const listed = items.map((item) => ({ ...item, original_price: item.list_price }));
        const guest = computeTotals(listed, { isClubMember: false, delivery });
        expect(guest.total).toBe(guest.originalTotal);
      }),
    );
  });

  it('show the saving a club price makes, none where it saves nothing, and charge it only to members', () => {
    const clubLine = price.chain((list_price) =>
      fc.record({
        list_price: fc.constant(list_price),
        cxti_price: fc.oneof(
          fc.constant(0),
          fc.constant(list_price),
          fc.integer({ min: 1, max: Math.max(1, list_price - 1) }),
          fc.integer({ min: list_price + 1, max: list_price + 100_000 }),
        ),
        quantity,
      }),
    );
    fc.assert(
      fc.property(clubLine, (item) => {
        const saving = clubSavingPerUnit(item);
        if (item.cxti_price === 0 || item.cxti_price >= item.list_price) expect(saving).toBe(0);
        // With IVA, as every saving is shown: the net difference plus its 19 %, rounded half up once.
        else expect(saving).toBe(Math.round(((item.list_price - item.cxti_price) * 119) / 100));
        expect(hasClubPrice(item)).toBe(item.cxti_price > 0);
        expect(chargedUnitPrice(item, true)).toBe(item.cxti_price > 0 ? item.cxti_price : item.list_price);
        expect(chargedUnitPrice(item, false)).toBe(item.list_price);
      }),
    );
  });

  it('charge 4.990 net of shipping below 150.000 net, nothing from there, with pickup or before choosing', () => {
    fc.assert(
      fc.property(lines, fc.boolean(), deliveryMode, (items, isClubMember, delivery) => {
        const { subTotal, shipping } = computeTotals(items, { isClubMember, delivery });
        const expected = delivery === 'delivery' && subTotal > 0 && subTotal < 150_000 ? 4_990 : 0;
        expect(shipping).toBe(expected);
      }),
    );
  });

  it('price a Team Purchase commitment at the group price with IVA and free delivery, whatever the order minimum', () => {
    expect(batchTotals(12.5, 2_990)).toMatchObject({ subTotal: 37_375, shipping: 0, tax: 7_101, total: 44_476 });
    fc.assert(
      fc.property(quantity, price, (units, groupPrice) => {
        const { subTotal, shipping, discount, total } = batchTotals(units, groupPrice);
        const net = roundClp(units * groupPrice);
        expect([subTotal, shipping, discount]).toEqual([net, 0, 0]);
        expect(total).toBe(Math.floor((net * 119 + 50) / 100));
      }),
    );
  });
});

// -- quantities ------------------------------------------------------------------------------------

describe('quantities (spec section 5)', () => {
  it('stay between 0 and the line maximum and keep one decimal after any sequence of + and −', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.array(fc.boolean(), { maxLength: 60 }), (tenths, presses) => {
        let current = tenths / 10;
        let expectedTenths = Math.min(tenths, MAX_LINE_QUANTITY * 10);
        for (const up of presses) {
          current = up ? increaseQuantity(current) : decreaseQuantity(current);
          expectedTenths = Math.min(MAX_LINE_QUANTITY * 10, Math.max(0, expectedTenths + (up ? 10 : -10)));
          expect(current).toBe(expectedTenths / 10);
          expect(current).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('normalise any number to one decimal, from 0 to the line maximum', () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        const normalized = normalizeQuantity(value);
        expect(normalized).toBeGreaterThanOrEqual(0);
        expect(normalized).toBeLessThanOrEqual(MAX_LINE_QUANTITY);
        expect(Object.is(normalized, -0)).toBe(false);
        expect(Math.round(normalized * 10) / 10).toBe(normalized);
      }),
    );
  });

  const product = fc.constantFrom(
    { id: 1, product_name: 'Aceite de oliva 5 lt', list_price: 24_990, cxti_price: 22_490 },
    { id: 2, product_name: 'Tomate larga vida', list_price: 1_990 },
    { id: 3, product_name: 'Queso mantecoso', list_price: 8_990, cxti_price: 7_990 },
  );
  const id = fc.constantFrom(1, 2, 3);
  const event: fc.Arbitrary<CheckoutEvent> = fc.oneof(
    fc.record({ type: fc.constant('cart.add' as const), product, quantity: fc.option(fc.double({ min: -5, max: 40 }), { nil: undefined }) }),
    fc.record({ type: fc.constant('cart.increase' as const), id }),
    fc.record({ type: fc.constant('cart.decrease' as const), id }),
    fc.record({ type: fc.constant('cart.setQuantity' as const), id, quantity: fc.double({ min: -3, max: 30 }) }),
    fc.record({ type: fc.constant('cart.remove' as const), id }),
    fc.record({ type: fc.constant('cart.setClubMember' as const), isClubMember: fc.boolean() }),
    fc.constant<CheckoutEvent>({ type: 'checkout.next' }),
    fc.constant<CheckoutEvent>({ type: 'checkout.back' }),
    fc.record({ type: fc.constant('checkout.goto' as const), step: fc.integer({ min: -1, max: 4 }) }),
    fc.constant<CheckoutEvent>({ type: 'checkout.setDelivery', delivery: { type: 'address', addressId: 4, label: 'Bodega' } }),
    fc.constant<CheckoutEvent>({ type: 'checkout.setDelivery', delivery: { type: 'pickup' } }),
    fc.constant<CheckoutEvent>({ type: 'checkout.setScheduledDate', date: '2026-11-24' }),
    fc.constant<CheckoutEvent>({ type: 'checkout.applyBilling', billing: { id: 10, name: 'El Buen Sabor SpA' } }),
    fc.constant<CheckoutEvent>({ type: 'checkout.setPaymentMethod', paymentMethodId: 2, method: 'card' }),
    fc.constant<CheckoutEvent>({ type: 'cart.clear' }),
  );

  it('hold the checkout invariants after any sequence of events', () => {
    const machine = checkoutMachine.provide({
      actions: { persistCart: () => {} },
      actors: { watchStoredCart: fromCallback(() => {}), readAddressOptions: answeredAtOnce(addressOptions) },
    });
    fc.assert(
      fc.property(fc.boolean(), fc.array(event, { maxLength: 40 }), (isClubMember, events) => {
        const actor = createActor(machine, { input: { userId: 1, stored: null, isClubMember, newIdempotencyKey } }).start();
        for (const next of events) {
          actor.send(next);
          checkCheckoutInvariants(actor.getSnapshot());
        }
        actor.stop();
      }),
      { numRuns: 300 },
    );
  });
});

// -- restoring -------------------------------------------------------------------------------------

describe('restoring the stored cart', () => {
  const valid = storedData.map((data) => JSON.stringify(toStoredCart(data, data)));

  /** A stored value broken the ways storage breaks: cut short, a character changed, a value replaced. */
  const corrupted = fc.oneof(
    fc.tuple(valid, fc.nat()).map(([raw, at]) => raw.slice(0, at % raw.length)),
    fc.tuple(valid, fc.nat(), fc.string({ minLength: 1, maxLength: 1 })).map(([raw, at, char]) => {
      const index = at % raw.length;
      return raw.slice(0, index) + char + raw.slice(index + 1);
    }),
    fc.tuple(storedData, fc.jsonValue()).map(([data, value]) =>
      JSON.stringify({ version: 1, data: { ...data, items: data.items.map((item) => ({ ...item, quantity: value })) } }),
    ),
    fc.tuple(storedData, fc.integer({ min: -10_000, max: -1 })).map(([data, tenths]) =>
      JSON.stringify({ version: 1, data: { ...data, items: [{ id: 1, product_name: 'Aceite', quantity: tenths / 10, list_price: 1, cxti_price: 0, original_price: 1 }] } }),
    ),
    fc.tuple(storedData, fc.integer()).filter(([, version]) => version !== 1).map(([data, version]) => JSON.stringify({ version, data })),
    fc.string(),
    fc.json(),
  );

  it('gives back exactly what was stored', () => {
    fc.assert(
      fc.property(storedData, (data) => {
        expect(restoreCart(JSON.stringify(toStoredCart(data, data)))).toEqual({ status: 'restored', data: choicesOf(data) });
      }),
    );
  });

  it('never throws, and yields the valid cart or an empty one with a notice', () => {
    fc.assert(
      fc.property(fc.oneof(valid, corrupted), (raw) => {
        const result = restoreCart(raw);
        const context = initialCheckoutContext({ userId: 1, stored: raw, isClubMember: false, newIdempotencyKey });
        if (result.status === 'restored') {
          // A cart stored before orders held lines has no heldOrderId; and an order holds lines only.
          const { heldOrderId, ...choices } = result.data;
          const stored = JSON.parse(raw) as { data: { items: unknown[]; heldOrderId?: number | null } };
          expect(stored).toMatchObject({ version: 1, data: choices });
          expect(heldOrderId).toBe(stored.data.items.length > 0 ? (stored.data.heldOrderId ?? null) : null);
          expect(result.data.items.every((item) => item.quantity > 0)).toBe(true);
          expect(context.notice).toBeNull();
        } else {
          expect(result.status).toBe('reset');
          expect(result.data).toEqual(emptyChoices);
          expect(context.items).toEqual([]);
          expect(context.notice?.code).toBe('cartReset');
        }
      }),
      { numRuns: 1_000 },
    );
  });

  it('starts a machine in a consistent step from whatever was stored', () => {
    const machine = checkoutMachine.provide({
      actions: { persistCart: () => {} },
      actors: { watchStoredCart: fromCallback(() => {}), readAddressOptions: answeredAtOnce(addressOptions) },
    });
    fc.assert(
      fc.property(fc.oneof(valid, corrupted), fc.boolean(), (raw, isClubMember) => {
        const actor = createActor(machine, { input: { userId: 1, stored: raw, isClubMember, newIdempotencyKey } }).start();
        checkCheckoutInvariants(actor.getSnapshot());
        actor.stop();
      }),
      { numRuns: 300 },
    );
  });

  it('resets a stored cart with a fraction of a peso in a price, which no answer of the gateway has', () => {
    const line = { id: 1, product_name: 'Aceite', quantity: 1, list_price: 4_990, cxti_price: 0, original_price: 4_990 };
    const stored = (item: typeof line) => JSON.stringify({ version: 1, data: { ...emptyCartData, items: [item] } });
    expect(restoreCart(stored(line)).status).toBe('restored');
    expect(restoreCart(stored({ ...line, list_price: 4.99 }))).toEqual({ status: 'reset', data: emptyChoices, reason: 'shape' });
    expect(restoreCart(stored({ ...line, cxti_price: 0.5 }))).toEqual({ status: 'reset', data: emptyChoices, reason: 'shape' });
  });

  it('resets a stored cart asking for more of a product than an order line may, which the gateway would refuse', () => {
    const line = { id: 1, product_name: 'Aceite', quantity: MAX_LINE_QUANTITY, list_price: 990, cxti_price: 0, original_price: 990 };
    const stored = (item: typeof line) => JSON.stringify({ version: 1, data: { ...emptyCartData, items: [item] } });
    expect(restoreCart(stored(line)).status).toBe('restored');
    expect(restoreCart(stored({ ...line, quantity: MAX_LINE_QUANTITY + 1 }))).toEqual({ status: 'reset', data: emptyChoices, reason: 'shape' });
    expect(restoreCart(stored({ ...line, quantity: 5.8e123 }))).toEqual({ status: 'reset', data: emptyChoices, reason: 'shape' });
  });

  it('stops a typed or stepped quantity at the line maximum', () => {
    expect(normalizeQuantity(MAX_LINE_QUANTITY * 3)).toBe(MAX_LINE_QUANTITY);
    expect(increaseQuantity(MAX_LINE_QUANTITY)).toBe(MAX_LINE_QUANTITY);
    expect(decreaseQuantity(MAX_LINE_QUANTITY * 3)).toBe(MAX_LINE_QUANTITY - 1);
  });

  it('reads nothing stored as an empty cart without a notice', () => {
    expect(restoreCart(null)).toEqual({ status: 'absent', data: emptyChoices });
    expect(initialCheckoutContext({ userId: 1, stored: null, isClubMember: false, newIdempotencyKey }).notice).toBeNull();
  });
});

// -- money -----------------------------------------------------------------------------------------

describe('CLP', () => {
  it('is written the es-CL way', () => {
    expect([formatClp(50_000), formatClp(4_990), formatClp(0), formatClp(1_234_567), formatClp(25_010.5)]).toEqual([
      '$50.000',
      '$4.990',
      '$0',
      '$1.234.567',
      '$25.011',
    ]);
  });

  it('rounds to whole pesos, half away from zero, without floating-point noise', () => {
    expect([roundClp(22_431.499999999996), roundClp(59.49999999999999), roundClp(10.4), roundClp(-2.5)]).toEqual([
      22_432, 60, 10, -3,
    ]);
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (tenths) => {
        const expected = Math.sign(tenths) * Math.floor((Math.abs(tenths) + 5) / 10);
        expect(roundClp(tenths / 10)).toBe(expected === 0 ? 0 : expected);
      }),
    );
  });
});
