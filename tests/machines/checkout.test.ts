import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type AnyActorLogic } from 'xstate';
import type { ApprovalSent } from '../../contract/order-approvals';
import type { CreateSalesOrderResponse } from '../../contract/orders';
import type { BuyerSpending } from '../../contract/spending-limits';
import { approvalRequestMachine, type SendForApprovalInput } from '../../machines/approval-request.machine';
import { approvalRequiredParams } from '../../machines/checkout.approval-reason';
import { deliveryTo, type CartProduct } from '../../machines/checkout.cart';
import { checkoutMachine } from '../../machines/checkout.machine';
import { orderFromCheckout } from '../../machines/checkout.order';
import { clubSavings, minimumOrderNotice, totalsOf } from '../../machines/checkout.selectors';
import { emptyChoices, toStoredCart, type CheckoutChoices } from '../../machines/checkout.storage';
import type { CheckoutContext, CheckoutEvent, CheckoutInput, PersistCartParams } from '../../machines/checkout.types';
import { paymentMachine } from '../../machines/payment.machine';
import type { CreateOrderInput } from '../../machines/payment.types';
import { addressOptions, checkCheckoutInvariants } from './models/checkout.model';
import { answeredAtOnce } from './support/answered';

const aceite: CartProduct = { id: 1, product_name: 'Aceite de oliva 5 lt', list_price: 24_990, cxti_price: 22_490, unit: 'lt', quantity_rule: { step: 1, min: 1 } };
const tomate: CartProduct = { id: 2, product_name: 'Tomate larga vida', list_price: 1_990, unit: 'kg', quantity_rule: { step: 0.5, min: 0.5 } };
const queso: CartProduct = { id: 3, product_name: 'Queso mantecoso', list_price: 8_990, cxti_price: 7_990, unit: 'kg', quantity_rule: { step: 1, min: 1 } };
const billing = { id: 10, name: 'Restaurante El Buen Sabor SpA' };
const address = { type: 'address', addressId: 21, label: 'Av. Providencia 1234, Providencia' } as const;

/** The payment of Pago over order creations the test answers: by default, one that never answers. */
function paymentWith(createOrder: (input: CreateOrderInput) => Promise<CreateSalesOrderResponse> = () => new Promise(() => {})) {
  const orders: CreateOrderInput[] = [];
  const logic = paymentMachine.provide({
    actors: {
      createOrder: fromPromise<CreateSalesOrderResponse, CreateOrderInput>(({ input }) => {
        orders.push(input);
        return createOrder(input);
      }),
    },
    actions: { logError: () => {} },
  });
  return { logic, orders };
}

/** What Pago reads of the buyer's spending rule, and the approval request it runs: by default, a read that never answers. */
interface SpendingEffects {
  readSpending?: AnyActorLogic;
  approvalRequest?: AnyActorLogic;
}

function startCheckout(input: Partial<CheckoutInput> = {}, payment: AnyActorLogic = paymentWith().logic, options = addressOptions, spending: SpendingEffects = {}) {
  const writes: PersistCartParams[] = [];
  const confirmed: number[] = [];
  let keys = 0;
  const machine = checkoutMachine.provide({
    actions: { persistCart: (_, params) => writes.push(params), showConfirmedOrder: (_, orderId) => confirmed.push(orderId), logError: () => {} },
    actors: {
      watchStoredCart: fromCallback(() => {}),
      readAddressOptions: answeredAtOnce(options),
      payment: payment as never,
      readSpending: (spending.readSpending ?? fromPromise(() => new Promise(() => {}))) as never,
      ...(spending.approvalRequest ? { approvalRequest: spending.approvalRequest as never } : {}),
    },
  });
  const actor = createActor(machine, {
    input: { userId: 7, stored: null, isClubMember: false, newIdempotencyKey: () => `key-${++keys}`, ...input },
  }).start();
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
  return { actor, send, writes, lastWrite, reloaded, confirmed, context: () => withTotals(actor.getSnapshot().context) };
}

/** The context with the totals derived from it, as the buyer sees them. */
const withTotals = (context: CheckoutContext) => ({ ...context, ...totalsOf(context) });

const emptyStored = () => toStoredCart(emptyChoices, totalsOf({ ...emptyChoices, isClubMember: false }));
const stored = (data: Partial<CheckoutChoices>, version = 1) =>
  JSON.stringify({ ...toStoredCart({ ...emptyChoices, ...data }, totalsOf({ ...emptyChoices, ...data, isClubMember: false })), version });

/** Three 5 lt of olive oil: 74.970 net, above the minimum and below free shipping. */
const toDirecciones: CheckoutEvent[] = [{ type: 'cart.add', product: aceite, quantity: 3 }, { type: 'checkout.next' }];
const toPago: CheckoutEvent[] = [
  ...toDirecciones,
  { type: 'checkout.setDelivery', delivery: address },
  { type: 'checkout.setScheduledDate', date: '2026-11-24' },
  { type: 'checkout.applyBilling', billing },
];
const credit: CheckoutEvent = { type: 'checkout.setPaymentMethod', paymentMethodId: 3, method: 'credit' };
const pay: CheckoutEvent = { type: 'checkout.pay' };

describe('cart', () => {
  it('starts empty in Carrito without a notice when nothing was stored', () => {
    const { actor, context } = startCheckout();
    expect(actor.getSnapshot().matches({ editing: 'carrito' })).toBe(true);
    expect(context()).toMatchObject({ activeStep: 0, items: [], total: 0, totalItems: 0, notice: null });
  });

  it('adds one product with its message, and adding it again raises the quantity', () => {
    const { send, lastWrite } = startCheckout();
    let snapshot = send({ type: 'cart.add', product: aceite });
    expect(snapshot.context.notice).toEqual({ code: 'added', params: { product: 'Aceite de oliva 5 lt' } });
    expect(snapshot.context.items).toEqual([
      { id: 1, product_name: 'Aceite de oliva 5 lt', quantity: 1, list_price: 24_990, cxti_price: 22_490, original_price: 24_990, unit: 'lt', quantity_rule: { step: 1, min: 1 } },
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
    expect(snapshot.context.notice).toEqual({ code: 'addedMany' });
    expect(snapshot.context.items.map((line) => [line.product_name, line.quantity])).toEqual([
      ['Tomate larga vida', 3.5],
      ['Queso mantecoso', 1],
    ]);
    expect(totalsOf(snapshot.context).totalItems).toBe(4.5);
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

  it('tells its listeners the notice of one product that went in, and nothing for one that did not', () => {
    const { actor, send } = startCheckout();
    const told: unknown[] = [];
    actor.on('cart.added', (event) => told.push(event.notice));
    send({ type: 'cart.add', product: queso });
    send({ type: 'cart.add', product: aceite, quantity: 0 });
    expect(told).toEqual([{ code: 'added', params: { product: queso.product_name } }]);
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

  it("steps quantities by the product's rule, and a line that reaches 0 leaves the cart with an undo", () => {
    const { send } = startCheckout();
    const quantity = () => send().context.items.find((line) => line.id === 2)?.quantity;
    send({ type: 'cart.add', product: tomate, quantity: 1.45 });
    expect(quantity()).toBe(1.5);
    send({ type: 'cart.increase', id: 2 });
    expect(quantity()).toBe(2);
    send({ type: 'cart.decrease', id: 2 }, { type: 'cart.decrease', id: 2 }, { type: 'cart.decrease', id: 2 });
    expect(quantity()).toBe(0.5);
    let snapshot = send({ type: 'cart.decrease', id: 2 });
    expect(quantity()).toBeUndefined();
    expect(snapshot.context.notice).toEqual({ code: 'lineRemoved', params: { product: 'Tomate larga vida' } });
    snapshot = send({ type: 'cart.undoRemove' });
    expect(quantity()).toBe(0.5);
    expect(snapshot.context.notice).toBeNull();
    // Once undone, or once the product is back in the cart, there is nothing to undo.
    expect(send({ type: 'cart.undoRemove' }).context.items).toHaveLength(1);
  });

  it('puts an undone line back where it stood, unless the product went back in meanwhile', () => {
    const { send } = startCheckout();
    send({ type: 'cart.add', product: aceite }, { type: 'cart.add', product: tomate }, { type: 'cart.add', product: queso });
    send({ type: 'cart.setQuantity', id: 2, quantity: 0 });
    expect(send({ type: 'cart.undoRemove' }).context.items.map((line) => line.id)).toEqual([1, 2, 3]);
    send({ type: 'cart.remove', id: 1 }, { type: 'cart.add', product: aceite, quantity: 4 }, { type: 'cart.undoRemove' });
    expect(send().context.items.map((line) => [line.id, line.quantity])).toEqual([[2, 0.5], [3, 1], [1, 4]]);
  });

  it('says what a typed quantity became when the product is not sold in it', () => {
    const { send } = startCheckout();
    const drums: CartProduct = { id: 9, product_name: 'Aceite maravilla 5 L', list_price: 9_490, unit: 'un', quantity_rule: { step: 1, min: 1 } };
    const palta: CartProduct = { id: 8, product_name: 'Palta Hass', list_price: 3_990, unit: 'kg', quantity_rule: { step: 10, min: 10 } };
    send({ type: 'cart.add', product: drums }, { type: 'cart.add', product: palta });
    expect(send().context.items.map((line) => line.quantity)).toEqual([1, 10]);
    let snapshot = send({ type: 'cart.setQuantity', id: 9, quantity: 2.5 });
    expect(snapshot.context.items[0]?.quantity).toBe(3);
    expect(snapshot.context.notice).toEqual({
      code: 'quantityRounded',
      params: { product: 'Aceite maravilla 5 L', typed: '2,5', quantity: '3', step: '1', min: '1', max: '10.000', unit: 'un' },
    });
    snapshot = send({ type: 'cart.setQuantity', id: 8, quantity: 4 });
    expect([snapshot.context.items[1]?.quantity, snapshot.context.notice?.code]).toEqual([10, 'quantityRaised']);
    snapshot = send({ type: 'cart.setQuantity', id: 8, quantity: 99_999 });
    expect([snapshot.context.items[1]?.quantity, snapshot.context.notice?.code, snapshot.context.notice?.params?.max]).toEqual([10_000, 'quantityClamped', '10.000']);
    snapshot = send({ type: 'cart.setQuantity', id: 8, quantity: 30 });
    expect([snapshot.context.items[1]?.quantity, snapshot.context.notice]).toEqual([30, null]);
  });

  it('sets a typed quantity rounded to its step; 0 removes the line, a negative one is refused', () => {
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

  it('shows one club saving on every step: the lines’ net difference with IVA, rounded once, never the shipping', () => {
    // 0,1 lt of oil: 2.499 at list price, 2.249 at the club's, 250 net less -> 298 with IVA. The totals'
    // difference said 297 in Carrito and 298 once 4.990 of shipping went into both totals.
    const lines = [{ ...aceite, quantity: 0.1, cxti_price: 22_490, original_price: 24_990 }, { ...tomate, quantity: 0.2, cxti_price: 0, original_price: 1_990 }];
    const inCarrito = totalsOf({ items: lines, isClubMember: false, delivery: null, discount: 0 });
    const delivered = totalsOf({ items: lines, isClubMember: false, delivery: address, discount: 0 });
    expect([inCarrito.originalTotal - inCarrito.cxtiTotal, delivered.originalTotal - delivered.cxtiTotal]).toEqual([297, 298]);
    expect(clubSavings({ items: lines })).toBe(298);
  });

  it('adds IVA 19 % to the lines; a member pays the club price and sees the savings', () => {
    const guest = startCheckout();
    const snapshot = guest.send({ type: 'cart.add', product: aceite, quantity: 2 }, { type: 'cart.add', product: tomate, quantity: 1.5 });
    const totals = totalsOf(snapshot.context);
    // 2 × 24.990 + 1,5 × 1.990 = 49.980 + 2.985 = 52.965 net; IVA 10.063,35 -> 10.063.
    expect(totals).toMatchObject({ subTotal: 52_965, shipping: 0, total: 63_028, originalTotal: 63_028 });
    // Club: 2 × 22.490 + 2.985 = 47.965 net -> 57.078 with IVA.
    expect(totals.cxtiTotal).toBe(57_078);
    expect(clubSavings(snapshot.context)).toBe(5_950);
    expect(totals.tax).toBe(10_063);

    const member = startCheckout({ isClubMember: true });
    member.send({ type: 'cart.add', product: aceite, quantity: 2 }, { type: 'cart.add', product: tomate, quantity: 1.5 });
    expect(member.context()).toMatchObject({ subTotal: 47_965, total: 57_078, cxtiTotal: 57_078 });
  });

  it('follows a change of membership', () => {
    const { send } = startCheckout();
    send({ type: 'cart.add', product: aceite, quantity: 3 });
    expect(totalsOf(send({ type: 'cart.setClubMember', isClubMember: true }).context).subTotal).toBe(67_470);
    expect(totalsOf(send({ type: 'cart.setClubMember', isClubMember: false }).context).subTotal).toBe(74_970);
  });

  it('takes the gateway’s current prices when it refuses stale ones, says so, and pays those', async () => {
    const prices = [{ product_id: 1, price_unit: 25_990, cxti_price: 23_490 }];
    const payment = paymentWith(async (input) => {
      if (input.order.order_line[0]?.price_unit === 24_990) throw { code: 'price_changed', message: 'Algunos precios cambiaron.', prices };
      return { order_id: 78 };
    });
    const { actor, send, context, confirmed } = startCheckout({}, payment.logic);
    send(...toPago, credit, pay);
    const changed = await waitFor(actor, (s) => s.matches({ editing: { pago: 'pricesChanged' } }));
    expect(changed.context.items[0]).toMatchObject({ list_price: 25_990, cxti_price: 23_490, original_price: 25_990 });
    expect(context().subTotal).toBe(77_970);
    expect(changed.context.notice).toEqual({ code: 'pricesUpdated' });

    send(pay);
    await waitFor(actor, (s) => s.matches({ editing: 'carrito' }));
    expect(payment.orders.map((order) => order.order.order_line[0]?.price_unit)).toEqual([24_990, 25_990]);
    expect(confirmed).toEqual([78]);
  });
});

describe('minimum order', () => {
  it('keeps the cart in Carrito below 50.000 net and says how much is missing', () => {
    const { actor, send } = startCheckout();
    const snapshot = send({ type: 'cart.add', product: aceite }, { type: 'checkout.next' });
    expect(snapshot.matches({ editing: 'carrito' })).toBe(true);
    const belowMinimum = { code: 'belowMinimum', params: { minimum: '$50.000', missing: '$25.010' } };
    expect(snapshot.context.notice).toEqual(belowMinimum);
    expect(minimumOrderNotice(actor.getSnapshot().context)).toEqual(belowMinimum);
  });

  it('asks for products when the cart is empty', () => {
    const { send } = startCheckout();
    const snapshot = send({ type: 'checkout.next' });
    expect(snapshot.context.notice).toEqual({ code: 'cartEmpty' });
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
    expect(snapshot.context.notice).toEqual({ code: 'belowMinimum', params: { minimum: '$50.000', missing: '$30' } });
  });

  it('sends Direcciones or Pago back to Carrito when the cart drops below it', () => {
    const fromPago = startCheckout();
    fromPago.send(...toPago);
    // 2 × 24.990 = 49.980 net.
    let snapshot = fromPago.send({ type: 'cart.decrease', id: 1 });
    expect(snapshot.matches({ editing: 'carrito' })).toBe(true);
    expect(snapshot.context.notice).toEqual({ code: 'belowMinimum', params: { minimum: '$50.000', missing: '$20' } });
    expect(fromPago.context().shipping).toBe(0);

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
    const { send, context } = startCheckout();
    let snapshot = send(...toDirecciones);
    // Entered from Carrito, Direcciones has made the choices a repeat order needs: the company's default
    // delivery address (with its shipping) and the earliest date.
    expect([snapshot.value, snapshot.context.activeStep, context().shipping]).toEqual([{ editing: { direcciones: 'ready' } }, 1, 4_990]);
    expect([snapshot.context.delivery, snapshot.context.scheduledDate]).toEqual([deliveryTo(addressOptions.delivery[0]!), '2026-11-24']);
    send({ type: 'checkout.back' }, { type: 'checkout.next' });
    send({ type: 'checkout.setScheduledDate', date: '2026-11-25' });

    send({ type: 'checkout.setDelivery', delivery: address });
    expect(context()).toMatchObject({ shipping: 4_990, total: Math.round((74_970 + 4_990) * 1.19) });
    send({ type: 'checkout.setDelivery', delivery: { type: 'pickup' } });
    expect(context()).toMatchObject({ shipping: 0, total: 89_214 });
    send({ type: 'checkout.setDelivery', delivery: address });

    snapshot = send({ type: 'checkout.applyBilling', billing });
    expect([snapshot.value, snapshot.context.activeStep]).toEqual([{ editing: { pago: 'choosing' } }, 2]);

    snapshot = send({ type: 'checkout.next' });
    expect(snapshot.matches({ editing: 'pago' })).toBe(true);
    expect(snapshot.context.notice).toEqual({ code: 'paymentMethodMissing' });

    snapshot = send(credit, { type: 'checkout.next' });
    expect([snapshot.value, snapshot.context.activeStep, snapshot.context.completed]).toEqual(['completed', 3, true]);
  });

  it('lists everything Direcciones still needs; a company without addresses has store pickup chosen for it', () => {
    const { send } = startCheckout({}, paymentWith().logic, { ...addressOptions, invoice: [], delivery: [], dates: [] });
    const snapshot = send(...toDirecciones, { type: 'checkout.next' });
    expect(snapshot.context.delivery).toEqual({ type: 'pickup' });
    expect(snapshot.context.notice).toEqual({ code: 'addressIncomplete', params: { missing: 'billing,scheduledDate' } });
  });

  it('asks again for the delivery that Back from Pago reset, and keeps the date chosen', () => {
    const { send } = startCheckout();
    send(...toDirecciones, { type: 'checkout.setScheduledDate', date: '2026-11-25' }, { type: 'checkout.applyBilling', billing });
    const snapshot = send({ type: 'checkout.back' });
    expect([snapshot.context.delivery, snapshot.context.scheduledDate]).toEqual([null, '2026-11-25']);
  });

  it('chooses store pickup for a company without delivery addresses (its first order): the only way it can receive one', () => {
    const { send } = startCheckout({}, paymentWith().logic, { ...addressOptions, delivery: [] });
    const snapshot = send(...toDirecciones);
    expect([snapshot.context.billing, snapshot.context.delivery, snapshot.context.scheduledDate]).toEqual([billing, { type: 'pickup' }, '2026-11-24']);
  });

  it('leaves store pickup to the buyer when the company has a delivery address', () => {
    const { send } = startCheckout();
    const snapshot = send(...toDirecciones);
    expect(snapshot.context.delivery).toMatchObject({ type: 'address', addressId: 21 });
  });

  it('keeps Direcciones to what it offers: the default billing partner, and no date it no longer offers', () => {
    const first = startCheckout();
    first.send(...toPago);
    const reloaded = startCheckout({ stored: stored({ ...first.context(), activeStep: 1, billing: { id: 99, name: 'Ya no existe' }, scheduledDate: '2026-11-30' }) });
    const snapshot = reloaded.actor.getSnapshot();
    expect(snapshot.matches({ editing: { direcciones: 'ready' } })).toBe(true);
    expect(snapshot.context.billing).toEqual(billing);
    expect(snapshot.context.scheduledDate).toBeNull();
    expect(reloaded.actor.getSnapshot().can({ type: 'checkout.setScheduledDate', date: '2026-11-30' })).toBe(false);
    expect(reloaded.actor.getSnapshot().can({ type: 'checkout.setScheduledDate', date: '2026-11-25' })).toBe(true);
  });

  it('goes back one step and resets shipping to 0', () => {
    const { send, context } = startCheckout();
    send(...toPago);
    expect(context().shipping).toBe(4_990);
    let snapshot = send({ type: 'checkout.back' });
    expect([snapshot.value, snapshot.context.activeStep, context().shipping, snapshot.context.delivery]).toEqual([
      { editing: { direcciones: 'ready' } },
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
    const { send, lastWrite, context } = startCheckout();
    send(...toPago, credit, { type: 'checkout.next' });
    const snapshot = send({ type: 'cart.clear' });
    expect(snapshot.matches({ editing: 'carrito' })).toBe(true);
    expect(snapshot.context).toMatchObject({ ...emptyChoices, notice: null });
    expect(context()).toMatchObject({ subTotal: 0, total: 0, totalItems: 0 });
    expect(lastWrite()?.cart).toEqual(emptyStored());
  });

  it('holds the order while a payment does: no other step, method or line until the gateway answers', async () => {
    let refuse: (error: unknown) => void = () => {};
    const payment = paymentWith(() => new Promise((_, reject) => (refuse = reject)));
    const { actor, send } = startCheckout({}, payment.logic);
    send(...toPago, credit, pay);
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
    expect(snapshot.value).toEqual({ editing: { pago: 'paying' } });
    expect({ ...snapshot.context, notice: null }).toEqual({ ...held, notice: null });
    expect(snapshot.context.notice).toEqual({ code: 'paymentUnderWay' });

    // The gateway placed no order: the buyer may change it again.
    refuse({ code: 'invalid_request', message: 'Revisa los datos enviados.' });
    snapshot = await waitFor(actor, (s) => s.matches({ editing: { pago: 'unplaced' } }));
    expect(snapshot.hasTag('paymentHeld')).toBe(false);
    expect(snapshot.context.attempt?.failure).toEqual({ code: 'invalid_request', message: 'Revisa los datos enviados.' });
    snapshot = send({ type: 'checkout.back' });
    expect(snapshot.value).toEqual({ editing: { direcciones: 'ready' } });
  });

  it('tries an order the gateway did not place again under the same key, and a changed one under a new key', async () => {
    const answers: (() => Promise<CreateSalesOrderResponse>)[] = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.reject(new TypeError('Failed to fetch')),
      async () => ({ order_id: 81 }),
    ];
    const payment = paymentWith(() => answers.shift()!());
    const { actor, send, confirmed } = startCheckout({}, payment.logic);
    send(...toPago, credit, pay);
    await waitFor(actor, (s) => s.matches({ editing: { pago: 'unplaced' } }));
    send(pay);
    await waitFor(actor, (s) => s.matches({ editing: { pago: 'unplaced' } }));
    // A line more: the order is another one, and the earlier key no longer applies.
    send({ type: 'cart.increase', id: 1 });
    expect(actor.getSnapshot().value).toEqual({ editing: { pago: 'choosing' } });
    send(pay);
    await waitFor(actor, (s) => s.matches({ editing: 'carrito' }));
    expect(payment.orders.map((order) => order.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-2']);
    expect(confirmed).toEqual([81]);
    expect(actor.getSnapshot().context.items).toEqual([]);
  });

  it('keeps the held order when another tab stores a cart', () => {
    const other = startCheckout();
    other.send({ type: 'cart.add', product: queso, quantity: 2 });
    const { send } = startCheckout();
    const held = send(...toPago, credit, pay).context;
    const snapshot = send({ type: 'cart.sync', stored: other.reloaded() });
    expect(snapshot.value).toEqual({ editing: { pago: 'paying' } });
    expect({ ...snapshot.context, notice: null }).toEqual({ ...held, notice: null });
    expect(snapshot.context.notice?.code).toBe('paymentUnderWay');
  });

  it('lets a paid order clear the cart while a payment holds it', () => {
    const { send } = startCheckout();
    let snapshot = send(...toPago, credit, pay);
    expect(snapshot.hasTag('paymentHeld')).toBe(true);
    snapshot = send({ type: 'cart.clear' });
    expect([snapshot.value, snapshot.context.items]).toEqual([{ editing: 'carrito' }, []]);
  });

  it('freezes a completed order; a new product starts a new cart', () => {
    const { actor, send } = startCheckout();
    send(...toPago, credit, { type: 'checkout.next' });
    expect(actor.getSnapshot().can({ type: 'cart.increase', id: 1 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'checkout.back' })).toBe(false);
    const snapshot = send({ type: 'cart.add', product: queso });
    expect(snapshot.matches({ editing: 'carrito' })).toBe(true);
    expect(snapshot.context.items.map((line) => line.id)).toEqual([3]);
    expect(snapshot.context).toMatchObject({ billing: null, paymentMethodId: null, completed: false });
    expect(snapshot.context.notice).toEqual({ code: 'added', params: { product: 'Queso mantecoso' } });
  });

  it('keeps the purchase-order number and sends it trimmed in the order, with the chosen delivery address', () => {
    const { send } = startCheckout();
    send({ type: 'checkout.setPurchaseOrderNumber', value: ' OC-4512 ' }, ...toPago);
    const snapshot = send(credit);
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
    expect(totalsOf(snapshot.context).total).toBe(first.context().total);
    checkCheckoutInvariants(snapshot);
  });

  it('restores a completed checkout as completed', () => {
    const first = startCheckout();
    first.send(...toPago, credit, { type: 'checkout.next' });
    expect(startCheckout({ stored: first.reloaded() }).actor.getSnapshot().value).toBe('completed');
  });

  it('recomputes stored totals and falls back to the furthest step the cart allows now', () => {
    const raw = JSON.stringify({
      version: 1,
      data: {
        ...JSON.parse(stored({
          activeStep: 2,
          items: [{ id: 1, product_name: 'Aceite de oliva 5 lt', quantity: 3, list_price: 24_990, cxti_price: 22_490, original_price: 24_990 }],
          billing,
          delivery: { type: 'pickup' },
          scheduledDate: '2026-11-24',
        })).data,
        total: 1,
      },
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
    expect(context.notice?.code).toBe('cartReset');
    expect(lastWrite()?.cart).toEqual(emptyStored());
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
    const actor = createActor(checkoutMachine, { input: { userId: 7, stored: null, isClubMember: false, newIdempotencyKey: () => 'key' } });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(errors[0])).toMatch(/not provided/);
  });
});

describe('an order far above the usual', () => {
  it('is confirmed before it is placed, or reviewed; an ordinary one is placed at once', () => {
    const { actor, send } = startCheckout();
    send(...toPago, credit, { type: 'cart.setQuantity', id: 1, quantity: 30 });
    let snapshot = send(pay);
    expect(snapshot.matches({ editing: { pago: 'confirmingTotal' } })).toBe(true);
    expect(snapshot.context.attempt).toBeNull();
    snapshot = send({ type: 'checkout.reviewTotal' });
    expect(snapshot.matches({ editing: { pago: 'choosing' } })).toBe(true);
    send(pay);
    snapshot = send({ type: 'checkout.confirmTotal' });
    expect(snapshot.matches({ editing: { pago: 'paying' } })).toBe(true);
    expect(actor.getSnapshot().context.attempt?.order.order_line[0]?.product_uom_qty).toBe(30);
  });

  it('goes back to choosing once the lines are ordinary again, and asks nothing of a company without a usual order', () => {
    const { send } = startCheckout();
    send(...toPago, credit, { type: 'cart.setQuantity', id: 1, quantity: 30 }, pay);
    expect(send({ type: 'cart.setQuantity', id: 1, quantity: 3 }).matches({ editing: { pago: 'choosing' } })).toBe(true);
    expect(send(pay).matches({ editing: { pago: 'paying' } })).toBe(true);

    const unknown = startCheckout({}, paymentWith().logic, { ...addressOptions, usualOrderTotal: null });
    unknown.send(...toPago, credit, { type: 'cart.setQuantity', id: 1, quantity: 30 });
    expect(unknown.send(pay).matches({ editing: { pago: 'paying' } })).toBe(true);
  });
});

// -- an order above the buyer's spending rule --------------------------------------------------------

/** Three 5 lt of olive oil delivered: 95.152 with IVA and shipping. */
const total = 95_152;
const spendingOf = (rule: BuyerSpending['rule'], spent = 0, applies = true): BuyerSpending => ({
  applies,
  rule,
  own_rule: false,
  spent,
  period_start: '2026-11-01',
  period_end: '2026-11-30',
});
const perOrder = (limit: number) => spendingOf({ per_order: limit, per_period: null, period: 'month' });

/** The approval request over sends the test answers, one after another, recording each. */
function approvalWith(...answers: (() => Promise<ApprovalSent>)[]) {
  const sends: SendForApprovalInput[] = [];
  const logic = approvalRequestMachine.provide({
    actors: {
      sendForApproval: fromPromise<ApprovalSent, SendForApprovalInput>(({ input }) => {
        sends.push(input);
        return (answers.shift() ?? (() => new Promise<never>(() => {})))();
      }),
    },
    actions: { logError: () => {} },
  });
  return { logic, sends };
}

const sent: ApprovalSent = { approval_id: 31, reason: { kind: 'per_order', limit: 90_000 }, expires_at: '2026-12-01T14:00:00-03:00' };
const sendForApproval = (actor: { getSnapshot: () => { children: Record<string, unknown> } }, type: 'approval.send' | 'approval.retry' = 'approval.send') =>
  (actor.getSnapshot().children.approvalRequest as { send: (event: { type: string }) => void }).send({ type });

describe('an order above the spending rule', () => {
  it('is sent for approval instead of paid: the cart starts afresh and shows the request', async () => {
    const approval = approvalWith(async () => sent);
    const payment = paymentWith();
    const { actor, send, confirmed } = startCheckout({}, payment.logic, addressOptions, { readSpending: answeredAtOnce(perOrder(90_000)), approvalRequest: approval.logic });
    let snapshot = send(...toPago, credit);
    expect(snapshot.value).toEqual({ editing: { pago: { approval: 'open' } } });
    expect(snapshot.context.approval.draft).toEqual({ order: orderFromCheckout(snapshot.context)?.order, reason: { kind: 'per_order', limit: 90_000 } });
    // "Pagar" is not offered for it.
    expect(snapshot.can(pay)).toBe(false);

    const order = snapshot.context.approval.draft!.order;
    sendForApproval(actor);
    snapshot = await waitFor(actor, (s) => s.matches({ editing: 'carrito' }));
    expect(approval.sends).toEqual([{ order, idempotencyKey: 'key-1' }]);
    expect(payment.orders).toEqual([]);
    expect(confirmed).toEqual([]);
    expect(snapshot.context.items).toEqual([]);
    expect(snapshot.context.approval).toEqual({ spending: null, required: null, draft: null, unneeded: null, sent });

    // A product added starts the next order: the request is no longer what the cart shows.
    expect(send({ type: 'cart.add', product: aceite }).context.approval.sent).toBeNull();
  });

  it('holds the order while it is on its way, and retries a failure under the same key', async () => {
    const approval = approvalWith(() => Promise.reject({ code: 'network' }), async () => sent);
    const { actor, send } = startCheckout({}, paymentWith().logic, addressOptions, { readSpending: answeredAtOnce(perOrder(90_000)), approvalRequest: approval.logic });
    send(...toPago, credit);
    sendForApproval(actor);
    let snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ editing: { pago: { approval: 'sending' } } });
    const held = snapshot.context;
    snapshot = send({ type: 'cart.increase', id: 1 }, { type: 'checkout.back' }, { type: 'checkout.setPaymentMethod', paymentMethodId: 4, method: 'card' });
    expect({ ...snapshot.context, notice: null }).toEqual({ ...held, notice: null });
    expect(snapshot.context.notice).toEqual({ code: 'approvalUnderWay' });

    snapshot = await waitFor(actor, (s) => s.matches({ editing: { pago: { approval: 'open' } } }));
    const request = snapshot.children.approvalRequest as { getSnapshot: () => { context: { failure: unknown } } };
    expect(request.getSnapshot().context.failure).toEqual({ code: 'approval_send_failed' });
    sendForApproval(actor, 'approval.retry');
    await waitFor(actor, (s) => s.matches({ editing: 'carrito' }));
    expect(approval.sends.map((one) => one.idempotencyKey)).toEqual(['key-1', 'key-1']);
  });

  it('composes the request anew when the order changes before it is sent, and pays as usual once within the rule', () => {
    const approval = approvalWith();
    const { actor, send } = startCheckout({}, paymentWith().logic, addressOptions, { readSpending: answeredAtOnce(perOrder(200_000)), approvalRequest: approval.logic });
    let snapshot = send(...toPago, credit);
    expect(snapshot.value).toEqual({ editing: { pago: 'choosing' } });
    snapshot = send({ type: 'cart.setQuantity', id: 1, quantity: 8 });
    expect(snapshot.value).toEqual({ editing: { pago: { approval: 'open' } } });
    expect(snapshot.context.approval.draft?.order.order_line[0]?.product_uom_qty).toBe(8);
    const first = snapshot.children.approvalRequest;
    snapshot = send({ type: 'cart.setQuantity', id: 1, quantity: 9 });
    expect(snapshot.context.approval.draft?.order.order_line[0]?.product_uom_qty).toBe(9);
    expect(snapshot.children.approvalRequest).not.toBe(first);
    snapshot = send({ type: 'cart.setQuantity', id: 1, quantity: 3 });
    expect(snapshot.value).toEqual({ editing: { pago: 'choosing' } });
    expect(snapshot.context.approval.draft).toBeNull();
    expect(send(pay).matches({ editing: { pago: 'paying' } })).toBe(true);
    expect(approval.sends).toEqual([]);
    actor.stop();
  });

  it('judges a period by what was spent in it', () => {
    const month = spendingOf({ per_order: null, per_period: 1_500_000, period: 'month' }, 1_420_000);
    const { send } = startCheckout({}, paymentWith().logic, addressOptions, { readSpending: answeredAtOnce(month), approvalRequest: approvalWith().logic });
    const snapshot = send(...toPago, credit);
    expect(snapshot.context.approval.draft?.reason).toEqual({ kind: 'per_period', limit: 1_500_000, period: 'month', spent: 1_420_000 });
    expect(totalsOf(snapshot.context).total).toBe(total);
  });

  it('changes nothing for an admin, nor when the rule cannot be read: the order is paid as before', () => {
    const admin = startCheckout({}, paymentWith().logic, addressOptions, { readSpending: answeredAtOnce(spendingOf({ per_order: 1_000, per_period: null, period: 'month' }, 0, false)) });
    expect(admin.send(...toPago, credit, pay).matches({ editing: { pago: 'paying' } })).toBe(true);

    const unread = startCheckout({}, paymentWith().logic, addressOptions, { readSpending: fromPromise(() => Promise.reject(new TypeError('Failed to fetch'))) });
    expect(unread.send(...toPago, credit, pay).matches({ editing: { pago: 'paying' } })).toBe(true);
  });

  it('goes for approval when the gateway refuses to place the order for it, with the rule the gateway named', async () => {
    const refusal = { code: 'approval_required', message: 'Este pedido necesita la aprobación de un administrador.', params: approvalRequiredParams({ kind: 'per_order', limit: 90_000 }) };
    const payment = paymentWith(() => Promise.reject(refusal));
    const approval = approvalWith(async () => sent);
    const { actor, send } = startCheckout({}, payment.logic, addressOptions, { approvalRequest: approval.logic });
    send(...toPago, credit, pay);
    const snapshot = await waitFor(actor, (s) => s.matches({ editing: { pago: 'approval' } }));
    expect(snapshot.context.approval.required).toEqual({ kind: 'per_order', limit: 90_000 });
    expect(snapshot.context.approval.draft?.reason).toEqual({ kind: 'per_order', limit: 90_000 });
    expect(snapshot.context.attempt).toBeNull();
    sendForApproval(actor);
    await waitFor(actor, (s) => s.matches({ editing: 'carrito' }));
    expect(approval.sends).toHaveLength(1);
  });

  it('offers "Pagar" again, saying why, when the gateway finds the order needs no approval after all', async () => {
    const notNeeded = { code: 'approval_not_needed', message: 'Este pedido no necesita aprobación: puedes hacerlo directamente.' };
    const approval = approvalWith(() => Promise.reject(notNeeded));
    const { actor, send } = startCheckout({}, paymentWith().logic, addressOptions, { readSpending: answeredAtOnce(perOrder(90_000)), approvalRequest: approval.logic });
    send(...toPago, credit);
    sendForApproval(actor);
    const snapshot = await waitFor(actor, (s) => s.matches({ editing: { pago: 'choosing' } }));
    expect(snapshot.context.approval.unneeded).toEqual(notNeeded);
    expect(send(pay).matches({ editing: { pago: 'paying' } })).toBe(true);
  });

  it('refreshes stale prices as a payment would, and composes the request at the current ones', async () => {
    const prices = [{ product_id: 1, price_unit: 26_990, cxti_price: 23_990 }];
    const approval = approvalWith(() => Promise.reject({ code: 'price_changed', message: 'Los precios cambiaron.', prices }));
    const { actor, send } = startCheckout({}, paymentWith().logic, addressOptions, { readSpending: answeredAtOnce(perOrder(90_000)), approvalRequest: approval.logic });
    send(...toPago, credit);
    sendForApproval(actor);
    await waitFor(actor, (s) => s.context.notice?.code === 'pricesUpdated');
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ editing: { pago: { approval: 'open' } } });
    expect(snapshot.context.approval.draft?.order.order_line[0]).toMatchObject({ price_unit: 26_990, cxti_price: 23_990 });
  });
});
