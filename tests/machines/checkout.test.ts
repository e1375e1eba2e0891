import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import type { CartProduct } from '../../machines/checkout.cart';
import {
  checkoutMachine,
  clubSavings,
  minimumOrderNotice,
  cartTax,
  type CheckoutEvent,
  type CheckoutInput,
  type PersistCartParams,
} from '../../machines/checkout.machine';
import { orderFromCheckout } from '../../machines/checkout.order';
import { emptyCartData, toStoredCart, type StoredCartData } from '../../machines/checkout.storage';
import { checkCheckoutInvariants } from './models/checkout.model';

const aceite: CartProduct = { id: 1, product_name: 'Aceite de oliva 5 lt', list_price: 24_990, cxti_price: 22_490, unit: 'lt' };
const tomate: CartProduct = { id: 2, product_name: 'Tomate larga vida', list_price: 1_990, unit: 'kg' };
const queso: CartProduct = { id: 3, product_name: 'Queso mantecoso', list_price: 8_990, cxti_price: 7_990, unit: 'kg' };
const billing = { id: 10, name: 'Restaurante El Buen Sabor SpA' };
const address = { type: 'address', addressId: 21, label: 'Av. Providencia 1234, Providencia' } as const;

function startCheckout(input: Partial<CheckoutInput> = {}) {
  const writes: PersistCartParams[] = [];
  const machine = checkoutMachine.provide({
    actions: { persistCart: (_, params) => writes.push(params) },
    actors: { watchStoredCart: fromCallback(() => {}) },
  });
  const actor = createActor(machine, { input: { userId: 7, stored: null, isClubMember: false, ...input } }).start();
  const send = (...events: CheckoutEvent[]) => {
    for (const event of events) {
      actor.send(event);
      checkCheckoutInvariants(actor.getSnapshot());
    }
    return actor.getSnapshot();
  };
  const lastWrite = () => writes.at(-1);
  /** What the browser would hand a new tab or a reload. */
  const reloaded = () => JSON.stringify(lastWrite()?.cart);
  return { actor, send, writes, lastWrite, reloaded, context: () => actor.getSnapshot().context };
}

const stored = (data: Partial<StoredCartData>, version = 1) =>
  JSON.stringify({ ...toStoredCart({ ...emptyCartData, ...data }), version });

/** Three 5 lt of olive oil: 74.970 net, above the minimum and below free shipping. */
const toDirecciones: CheckoutEvent[] = [{ type: 'cart.add', product: aceite, quantity: 3 }, { type: 'checkout.next' }];
const toPago: CheckoutEvent[] = [
  ...toDirecciones,
  { type: 'checkout.setDelivery', delivery: address },
  { type: 'checkout.setScheduledDate', date: '2026-11-24' },
  { type: 'checkout.applyBilling', billing },
];

describe('cart', () => {
  it('starts empty in Carrito without a notice when nothing was stored', () => {
    const { actor, context } = startCheckout();
    expect(actor.getSnapshot().matches({ editing: 'carrito' })).toBe(true);
    expect(context()).toMatchObject({ activeStep: 0, items: [], total: 0, totalItems: 0, notice: null });
  });

  it('adds one product with its message, and adding it again raises the quantity', () => {
    const { send, lastWrite } = startCheckout();
    let snapshot = send({ type: 'cart.add', product: aceite });
    expect(snapshot.context.notice?.message).toBe('Has agregado Aceite de oliva 5 lt al carrito');
    expect(snapshot.context.items).toEqual([
      { id: 1, product_name: 'Aceite de oliva 5 lt', quantity: 1, list_price: 24_990, cxti_price: 22_490, original_price: 24_990, unit: 'lt' },
    ]);
    snapshot = send({ type: 'cart.add', product: aceite, quantity: 2 });
    expect(snapshot.context.items.map((line) => line.quantity)).toEqual([3]);
    expect(lastWrite()?.cart.data.items[0]?.quantity).toBe(3);
    expect(lastWrite()?.userId).toBe(7);
  });

  it('adds several products with one message', () => {
    const { send } = startCheckout();
    const snapshot = send({
      type: 'cart.addMany',
      products: [{ product: tomate, quantity: 2.5 }, { product: queso }, { product: tomate, quantity: 1 }],
    });
    expect(snapshot.context.notice?.message).toBe('Productos agregados al carrito.');
    expect(snapshot.context.items.map((line) => [line.product_name, line.quantity])).toEqual([
      ['Tomate larga vida', 3.5],
      ['Queso mantecoso', 1],
    ]);
    expect(snapshot.context.totalItems).toBe(4.5);
  });

  it('tells its listeners whether several products went in, while editing and after a completed order', () => {
    const { actor, send } = startCheckout();
    const told: string[] = [];
    actor.on('cart.addedMany', (event) => told.push(event.type));
    actor.on('cart.additionRefused', (event) => told.push(event.type));
    send({ type: 'cart.addMany', products: [{ product: queso }] });
    send({ type: 'cart.addMany', products: [{ product: { ...aceite, list_price: -1 } }] });
    expect(told).toEqual(['cart.addedMany', 'cart.additionRefused']);
    expect(actor.getSnapshot().context.items.map((line) => line.id)).toEqual([3]);

    send(...toPago, { type: 'checkout.setPaymentMethod', paymentMethodId: 3, method: 'credit' }, { type: 'checkout.next' });
    send({ type: 'cart.addMany', products: [] });
    expect(actor.getSnapshot().value).toBe('completed');
    send({ type: 'cart.addMany', products: [{ product: tomate, quantity: 2 }] });
    expect(told).toEqual(['cart.addedMany', 'cart.additionRefused', 'cart.additionRefused', 'cart.addedMany']);
    expect(actor.getSnapshot().matches({ editing: 'carrito' })).toBe(true);
  });

  it('ignores additions without a usable quantity or product', () => {
    const { actor, send } = startCheckout();
    send(
      { type: 'cart.add', product: aceite, quantity: 0 },
      { type: 'cart.add', product: aceite, quantity: -2 },
      { type: 'cart.add', product: { ...aceite, list_price: -1 } },
      { type: 'cart.addMany', products: [] },
    );
    expect(actor.getSnapshot().context.items).toEqual([]);
  });

  it('steps quantities by 1 with one decimal, and a line that reaches 0 leaves the cart', () => {
    const { send } = startCheckout();
    const quantity = () => send().context.items.find((line) => line.id === 2)?.quantity;
    send({ type: 'cart.add', product: tomate, quantity: 1.45 });
    expect(quantity()).toBe(1.5);
    send({ type: 'cart.increase', id: 2 });
    expect(quantity()).toBe(2.5);
    send({ type: 'cart.decrease', id: 2 }, { type: 'cart.decrease', id: 2 });
    expect(quantity()).toBe(0.5);
    send({ type: 'cart.decrease', id: 2 });
    expect(quantity()).toBeUndefined();
  });

  it('sets a typed quantity rounded to one decimal; 0 removes the line, a negative one is refused', () => {
    const { send } = startCheckout();
    send({ type: 'cart.add', product: tomate }, { type: 'cart.setQuantity', id: 2, quantity: 2.04 });
    expect(send().context.items[0]?.quantity).toBe(2);
    send({ type: 'cart.setQuantity', id: 2, quantity: -1 });
    expect(send().context.items[0]?.quantity).toBe(2);
    send({ type: 'cart.setQuantity', id: 2, quantity: 0 });
    expect(send().context.items).toEqual([]);
  });

  it('removes a line', () => {
    const { send } = startCheckout();
    const snapshot = send({ type: 'cart.add', product: aceite }, { type: 'cart.add', product: queso }, { type: 'cart.remove', id: 1 });
    expect(snapshot.context.items.map((line) => line.id)).toEqual([3]);
  });

  it('adds IVA 19 % to the lines; a member pays the club price and sees the savings', () => {
    const guest = startCheckout();
    const snapshot = guest.send({ type: 'cart.add', product: aceite, quantity: 2 }, { type: 'cart.add', product: tomate, quantity: 1.5 });
    // 2 × 24.990 + 1,5 × 1.990 = 49.980 + 2.985 = 52.965 net; IVA 10.063,35 -> 10.063.
    expect(snapshot.context).toMatchObject({ subTotal: 52_965, shipping: 0, total: 63_028, originalTotal: 63_028 });
    // Club: 2 × 22.490 + 2.985 = 47.965 net -> 57.078 with IVA.
    expect(snapshot.context.cxtiTotal).toBe(57_078);
    expect(clubSavings(snapshot.context)).toBe(5_950);
    expect(cartTax(snapshot.context)).toBe(10_063);

    const member = startCheckout({ isClubMember: true });
    const charged = member.send({ type: 'cart.add', product: aceite, quantity: 2 }, { type: 'cart.add', product: tomate, quantity: 1.5 });
    expect(charged.context).toMatchObject({ subTotal: 47_965, total: 57_078, cxtiTotal: 57_078 });
  });

  it('follows a change of membership', () => {
    const { send } = startCheckout();
    send({ type: 'cart.add', product: aceite, quantity: 3 });
    expect(send({ type: 'cart.setClubMember', isClubMember: true }).context.subTotal).toBe(67_470);
    expect(send({ type: 'cart.setClubMember', isClubMember: false }).context.subTotal).toBe(74_970);
  });

  it('takes the gateway’s current prices and says so', () => {
    const { send } = startCheckout();
    send({ type: 'cart.add', product: aceite, quantity: 3 });
    const snapshot = send({ type: 'cart.refreshPrices', prices: [{ product_id: 1, price_unit: 25_990, cxti_price: 23_490 }] });
    expect(snapshot.context.items[0]).toMatchObject({ list_price: 25_990, cxti_price: 23_490, original_price: 25_990 });
    expect(snapshot.context.subTotal).toBe(77_970);
    expect(snapshot.context.notice?.code).toBe('pricesUpdated');
  });
});

describe('minimum order', () => {
  it('keeps the cart in Carrito below 50.000 net and says how much is missing', () => {
    const { actor, send } = startCheckout();
    const snapshot = send({ type: 'cart.add', product: aceite }, { type: 'checkout.next' });
    expect(snapshot.matches({ editing: 'carrito' })).toBe(true);
    expect(snapshot.context.notice?.message).toBe('El pedido mínimo es de $50.000 netos. Te faltan $25.010.');
    expect(minimumOrderNotice(actor.getSnapshot().context)?.message).toBe(
      'El pedido mínimo es de $50.000 netos. Te faltan $25.010.',
    );
  });

  it('asks for products when the cart is empty', () => {
    const { send } = startCheckout();
    const snapshot = send({ type: 'checkout.next' });
    expect(snapshot.context.notice?.message).toBe('Tu carrito está vacío. Agrega productos para continuar.');
  });

  it('takes another minimum through input', () => {
    const { send } = startCheckout({ minimumOrder: 20_000 });
    const snapshot = send({ type: 'cart.add', product: aceite }, { type: 'checkout.next' });
    expect(snapshot.matches({ editing: 'direcciones' })).toBe(true);
    expect(minimumOrderNotice(snapshot.context)).toBeNull();
  });

  it('is the club price that counts for a member', () => {
    const { send } = startCheckout({ isClubMember: true });
    // 2 × 22.490 + 4.990 = 49.970 net.
    const snapshot = send({ type: 'cart.add', product: aceite, quantity: 2 }, { type: 'cart.add', product: { ...queso, list_price: 4_990, cxti_price: 0 } }, { type: 'checkout.next' });
    expect(snapshot.context.notice?.message).toBe('El pedido mínimo es de $50.000 netos. Te faltan $30.');
  });

  it('sends Direcciones or Pago back to Carrito when the cart drops below it', () => {
    const fromPago = startCheckout();
    fromPago.send(...toPago);
    // 2 × 24.990 = 49.980 net.
    let snapshot = fromPago.send({ type: 'cart.decrease', id: 1 });
    expect(snapshot.matches({ editing: 'carrito' })).toBe(true);
    expect(snapshot.context.notice?.message).toBe('El pedido mínimo es de $50.000 netos. Te faltan $20.');
    expect(snapshot.context.shipping).toBe(0);

    const member = startCheckout();
    member.send(...toDirecciones, { type: 'cart.add', product: queso }, { type: 'cart.decrease', id: 1 });
    // 2 × 24.990 + 8.990 = 58.970; as a member 2 × 22.490 + 7.990 = 52.970, still enough.
    snapshot = member.send({ type: 'cart.setClubMember', isClubMember: true });
    expect(snapshot.matches({ editing: 'direcciones' })).toBe(true);
    snapshot = member.send({ type: 'cart.remove', id: 3 });
    expect(snapshot.matches({ editing: 'carrito' })).toBe(true);
  });
});

describe('steps', () => {
  it('walks Carrito, Direcciones, Pago and completes at the step count', () => {
    const { send } = startCheckout();
    let snapshot = send(...toDirecciones);
    expect([snapshot.value, snapshot.context.activeStep, snapshot.context.shipping]).toEqual([{ editing: 'direcciones' }, 1, 0]);

    snapshot = send({ type: 'checkout.setDelivery', delivery: address });
    expect(snapshot.context).toMatchObject({ shipping: 4_990, total: Math.round((74_970 + 4_990) * 1.19) });
    snapshot = send({ type: 'checkout.setDelivery', delivery: { type: 'pickup' } });
    expect(snapshot.context).toMatchObject({ shipping: 0, total: 89_214 });
    send({ type: 'checkout.setDelivery', delivery: address });

    snapshot = send({ type: 'checkout.applyBilling', billing });
    expect(snapshot.matches({ editing: 'direcciones' })).toBe(true);
    expect(snapshot.context.billing).toEqual(billing);
    expect(snapshot.context.notice?.message).toBe('Para continuar, elige la fecha de entrega.');

    snapshot = send({ type: 'checkout.setScheduledDate', date: '2026-11-24' }, { type: 'checkout.applyBilling', billing });
    expect([snapshot.value, snapshot.context.activeStep]).toEqual([{ editing: { pago: 'choosing' } }, 2]);

    snapshot = send({ type: 'checkout.next' });
    expect(snapshot.matches({ editing: 'pago' })).toBe(true);
    expect(snapshot.context.notice?.message).toBe('Elige un medio de pago para continuar.');

    snapshot = send({ type: 'checkout.setPaymentMethod', paymentMethodId: 3, method: 'credit' }, { type: 'checkout.next' });
    expect([snapshot.value, snapshot.context.activeStep, snapshot.context.completed]).toEqual(['completed', 3, true]);
  });

  it('lists everything Direcciones still needs', () => {
    const { send } = startCheckout();
    const snapshot = send(...toDirecciones, { type: 'checkout.next' });
    expect(snapshot.context.notice?.message).toBe(
      'Para continuar, elige la empresa de facturación, una dirección de despacho o el retiro en tienda y la fecha de entrega.',
    );
  });

  it('goes back one step and resets shipping to 0', () => {
    const { send } = startCheckout();
    let snapshot = send(...toPago);
    expect(snapshot.context.shipping).toBe(4_990);
    snapshot = send({ type: 'checkout.back' });
    expect([snapshot.value, snapshot.context.activeStep, snapshot.context.shipping, snapshot.context.delivery]).toEqual([
      { editing: 'direcciones' },
      1,
      0,
      null,
    ]);
    expect(snapshot.context.billing).toEqual(billing);
    snapshot = send({ type: 'checkout.back' });
    expect([snapshot.value, snapshot.context.activeStep]).toEqual([{ editing: 'carrito' }, 0]);
  });

  it('jumps back to any earlier step, and forward only as far as the cart allows', () => {
    const { actor, send } = startCheckout();
    send(...toPago);
    let snapshot = send({ type: 'checkout.goto', step: 0 });
    expect(snapshot.context.activeStep).toBe(0);
    expect(actor.getSnapshot().can({ type: 'checkout.goto', step: 2 })).toBe(false);
    snapshot = send({ type: 'checkout.goto', step: 1 });
    expect(snapshot.context.activeStep).toBe(1);
    send({ type: 'checkout.setDelivery', delivery: { type: 'pickup' } });
    snapshot = send({ type: 'checkout.goto', step: 2 });
    expect(snapshot.context.activeStep).toBe(2);
    expect(actor.getSnapshot().can({ type: 'checkout.goto', step: 3 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'checkout.goto', step: 2 })).toBe(false);
  });

  it('cannot leave Carrito with goto when the minimum is not reached', () => {
    const { actor, send } = startCheckout();
    send({ type: 'cart.add', product: aceite });
    expect(actor.getSnapshot().can({ type: 'checkout.goto', step: 1 })).toBe(false);
  });

  it('clears everything: lines, totals, steps, billing, delivery, date, purchase order, payment', () => {
    const { send, lastWrite } = startCheckout();
    send(...toPago, { type: 'checkout.setPaymentMethod', paymentMethodId: 3, method: 'credit' }, { type: 'checkout.next' });
    const snapshot = send({ type: 'cart.clear' });
    expect(snapshot.matches({ editing: 'carrito' })).toBe(true);
    expect(snapshot.context).toMatchObject({ ...emptyCartData, notice: null });
    expect(lastWrite()?.cart).toEqual(toStoredCart(emptyCartData));
  });

  it('holds the order while a payment does: no other step, method or line until the payment lets it go', () => {
    const { actor, send } = startCheckout();
    send(...toPago, { type: 'checkout.setPaymentMethod', paymentMethodId: 3, method: 'credit' }, { type: 'checkout.paymentHeld' });
    const held = actor.getSnapshot().context;
    expect(actor.getSnapshot().hasTag('paymentHeld')).toBe(true);

    let snapshot = send(
      { type: 'checkout.back' },
      { type: 'checkout.goto', step: 0 },
      { type: 'checkout.setPaymentMethod', paymentMethodId: 4, method: 'card' },
      { type: 'cart.increase', id: 1 },
      { type: 'cart.remove', id: 1 },
      { type: 'cart.add', product: queso },
    );
    expect(snapshot.value).toEqual({ editing: { pago: 'holding' } });
    expect({ ...snapshot.context, notice: null }).toEqual({ ...held, notice: null });
    expect(snapshot.context.notice?.message).toBe('Tu pago está en curso: el pedido no puede cambiar hasta que termine o falle.');

    // The gateway's current prices still come in while the order is held (a 409 before it is placed).
    snapshot = send({ type: 'cart.refreshPrices', prices: [{ product_id: 1, price_unit: 26_990, cxti_price: 23_990 }] });
    expect(snapshot.context.items[0]?.list_price).toBe(26_990);

    snapshot = send({ type: 'checkout.paymentReleased' }, { type: 'checkout.back' });
    expect(snapshot.value).toEqual({ editing: 'direcciones' });
  });

  it('keeps the held order when another tab stores a cart', () => {
    const other = startCheckout();
    other.send({ type: 'cart.add', product: queso, quantity: 2 });
    const { send } = startCheckout();
    const held = send(...toPago, { type: 'checkout.paymentHeld' }).context;
    const snapshot = send({ type: 'cart.sync', stored: other.reloaded() });
    expect(snapshot.value).toEqual({ editing: { pago: 'holding' } });
    expect({ ...snapshot.context, notice: null }).toEqual({ ...held, notice: null });
    expect(snapshot.context.notice?.code).toBe('paymentUnderWay');
  });

  it('lets a paid order clear the cart while a payment holds it', () => {
    const { send } = startCheckout();
    let snapshot = send(...toPago, { type: 'checkout.paymentHeld' });
    expect(snapshot.hasTag('paymentHeld')).toBe(true);
    snapshot = send({ type: 'cart.clear' });
    expect([snapshot.value, snapshot.context.items]).toEqual([{ editing: 'carrito' }, []]);
  });

  it('freezes a completed order; a new product starts a new cart', () => {
    const { actor, send } = startCheckout();
    send(...toPago, { type: 'checkout.setPaymentMethod', paymentMethodId: 3, method: 'credit' }, { type: 'checkout.next' });
    expect(actor.getSnapshot().can({ type: 'cart.increase', id: 1 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'checkout.back' })).toBe(false);
    const snapshot = send({ type: 'cart.add', product: queso });
    expect(snapshot.matches({ editing: 'carrito' })).toBe(true);
    expect(snapshot.context.items.map((line) => line.id)).toEqual([3]);
    expect(snapshot.context).toMatchObject({ billing: null, paymentMethodId: null, completed: false });
    expect(snapshot.context.notice?.message).toBe('Has agregado Queso mantecoso al carrito');
  });

  it('keeps the purchase-order number and sends it trimmed in the order, with the chosen delivery address', () => {
    const { send } = startCheckout();
    send({ type: 'checkout.setPurchaseOrderNumber', value: ' OC-4512 ' }, ...toPago);
    const snapshot = send({ type: 'checkout.setPaymentMethod', paymentMethodId: 3, method: 'credit' });
    expect(orderFromCheckout(snapshot.context)).toEqual({
      method: 'credit',
      order: {
        partner_id: 10,
        payment_method_id: 3,
        despensa_customer_sale_order_number: 'OC-4512',
        scheduled_date: '2026-11-24',
        retiro_en_tienda: false,
        partner_shipping_id: 21,
        order_line: [{ product_id: 1, product_uom_qty: 3, price_unit: 24_990, cxti_price: 22_490 }],
      },
    });
  });

  it('has no order to place before a payment method is chosen', () => {
    const { send } = startCheckout();
    expect(orderFromCheckout(send(...toPago).context)).toBeNull();
  });
});

describe('persistence', () => {
  it('restores the step and the choices on reload', () => {
    const first = startCheckout();
    first.send(...toPago, { type: 'checkout.setPurchaseOrderNumber', value: 'OC-77' });
    const second = startCheckout({ stored: first.reloaded() });
    const snapshot = second.actor.getSnapshot();
    expect(snapshot.matches({ editing: 'pago' })).toBe(true);
    expect(snapshot.context).toMatchObject({ activeStep: 2, billing, delivery: address, scheduledDate: '2026-11-24', purchaseOrderNumber: 'OC-77', notice: null });
    expect(snapshot.context.total).toBe(first.context().total);
    checkCheckoutInvariants(snapshot);
  });

  it('restores a completed checkout as completed', () => {
    const first = startCheckout();
    first.send(...toPago, { type: 'checkout.setPaymentMethod', paymentMethodId: 3, method: 'credit' }, { type: 'checkout.next' });
    expect(startCheckout({ stored: first.reloaded() }).actor.getSnapshot().value).toBe('completed');
  });

  it('recomputes stored totals and falls back to the furthest step the cart allows now', () => {
    const raw = stored({
      activeStep: 2,
      items: [{ id: 1, product_name: 'Aceite de oliva 5 lt', quantity: 3, list_price: 24_990, cxti_price: 22_490, original_price: 24_990 }],
      total: 1,
      billing,
      delivery: { type: 'pickup' },
      scheduledDate: '2026-11-24',
    });
    const member = startCheckout({ stored: raw, isClubMember: true });
    expect(member.actor.getSnapshot().value).toEqual({ editing: { pago: 'choosing' } });
    expect(member.context().total).toBe(Math.round(67_470 * 1.19));
    const stricter = startCheckout({ stored: raw, minimumOrder: 100_000 });
    expect(stricter.actor.getSnapshot().value).toEqual({ editing: 'carrito' });
    expect(stricter.context().delivery).toBeNull();
  });

  it.each([
    ['corrupt JSON', '{"version":1,"data":{'],
    ['an old version', stored({}, 0)],
    ['a wrong shape', JSON.stringify({ version: 1, data: { items: 'muchos' } })],
    ['the template’s unversioned cart', JSON.stringify({ activeStep: 0, items: [], total: 0 })],
    [
      'a negative quantity',
      stored({ items: [{ id: 1, product_name: 'Aceite', quantity: -2, list_price: 24_990, cxti_price: 0, original_price: 24_990 }] }),
    ],
    ['a step past completion', stored({ activeStep: 4 })],
  ])('starts a new cart, says so and overwrites the stored one, on %s', (_, raw) => {
    const { actor, lastWrite } = startCheckout({ stored: raw });
    const { context } = actor.getSnapshot();
    expect(context.items).toEqual([]);
    expect(context.notice).toMatchObject({
      code: 'cartReset',
      message: 'No pudimos recuperar tu carrito guardado; empezamos uno nuevo.',
    });
    expect(lastWrite()?.cart).toEqual(toStoredCart(emptyCartData));
    checkCheckoutInvariants(actor.getSnapshot());
  });

  it('writes every change that matters', () => {
    const { send, writes } = startCheckout();
    const before = writes.length;
    send({ type: 'cart.add', product: aceite, quantity: 3 });
    send({ type: 'checkout.setPurchaseOrderNumber', value: 'OC-1' });
    send({ type: 'checkout.next' });
    send({ type: 'checkout.setDelivery', delivery: { type: 'pickup' } });
    send({ type: 'checkout.setScheduledDate', date: '2026-11-24' });
    expect(writes.length - before).toBeGreaterThanOrEqual(5);
    expect(writes.at(-1)?.cart.data).toMatchObject({ activeStep: 1, purchaseOrderNumber: 'OC-1', delivery: { type: 'pickup' }, scheduledDate: '2026-11-24' });
  });

  it('does not store the notice', () => {
    const { send, lastWrite } = startCheckout();
    send({ type: 'cart.add', product: aceite });
    expect(Object.keys(lastWrite()?.cart.data ?? {})).not.toContain('notice');
  });

  it('adopts the cart another tab stored, and ignores what it cannot read or already has', () => {
    const first = startCheckout();
    first.send(...toPago);
    const second = startCheckout();
    second.send({ type: 'cart.add', product: queso });
    let snapshot = second.send({ type: 'cart.sync', stored: first.reloaded() });
    expect(snapshot.value).toEqual({ editing: { pago: 'choosing' } });
    expect(snapshot.context.items).toEqual(first.context().items);

    const writes = second.writes.length;
    expect(second.actor.getSnapshot().can({ type: 'cart.sync', stored: second.reloaded() })).toBe(false);
    snapshot = second.send({ type: 'cart.sync', stored: 'no es json' }, { type: 'cart.sync', stored: null });
    expect(snapshot.value).toEqual({ editing: { pago: 'choosing' } });
    expect(second.writes.length).toBe(writes);
  });

  it('tells the user when the browser would not keep the cart', () => {
    const { send } = startCheckout();
    const snapshot = send({ type: 'cart.persistFailed' });
    expect(snapshot.context.notice?.code).toBe('storageFailed');
    expect(send({ type: 'cart.dismissNotice' }).context.notice).toBeNull();
  });

  it('fails loudly when its effects were not provided', () => {
    const actor = createActor(checkoutMachine, { input: { userId: 7, stored: null, isClubMember: false } });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(errors[0])).toMatch(/not provided/);
  });
});
