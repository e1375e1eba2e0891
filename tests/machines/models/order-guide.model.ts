import { expect } from 'vitest';
import type { Product } from '../../../contract/catalogue';
import type { OrderGuide, OrderGuideLine } from '../../../contract/order-guide';
import type { CartAddition } from '../../../machines/checkout.cart';
import { guideAdditions, orderGuideMachine, type OrderGuideSnapshot } from '../../../machines/order-guide.machine';
import { machineModel } from '../support/model';

const product = (id: number, fields: Partial<Product>): Product => ({
  id,
  default_code: `AC-00${id}`,
  name: `Producto ${id}`,
  category: { id: 1, name: 'Abarrotes', slug: 'abarrotes' },
  uom: 'caja',
  pack_size: 'Caja 12 un',
  quantity_rule: { step: 1, min: 1 },
  list_price: 10_000,
  cxti_price: 0,
  stock_state: 'in_stock',
  description: '',
  image_url: 'data:image/svg+xml,',
  ...fields,
});

const line = (fields: Partial<OrderGuideLine> & { product: Product }): OrderGuideLine => ({
  usual_quantity: fields.product.quantity_rule.min,
  orders: 0,
  last_ordered_on: null,
  last_price: null,
  pinned: false,
  ...fields,
});

export const aceite = line({ product: product(1, { name: 'Aceite de oliva 5 L', list_price: 24_990, cxti_price: 22_990 }), usual_quantity: 2, orders: 6, last_ordered_on: '2026-02-27', last_price: 23_990 });
export const palta = line({
  product: product(2, { name: 'Palta Hass', default_code: 'FV-002', uom: 'kg', pack_size: 'Bandeja 1 kg', quantity_rule: { step: 0.5, min: 1 }, list_price: 3_990 }),
  usual_quantity: 2.5,
  orders: 4,
  last_ordered_on: '2026-02-25',
  last_price: 3_790,
});
export const harina = line({ product: product(3, { name: 'Harina 25 kg', stock_state: 'out' }), usual_quantity: 1, orders: 2, last_ordered_on: '2026-01-20', last_price: 18_000 });
export const servilletas = line({ product: product(4, { name: 'Servilletas', uom: 'un', pack_size: 'Paquete 500 un' }), pinned: true });

export const guide: OrderGuide = { lines: [aceite, palta, harina, servilletas], since: '2025-12-02' };
/** After pinning the oil: the same lines, the oil pinned. */
export const pinnedGuide: OrderGuide = { ...guide, lines: guide.lines.map((entry) => (entry === aceite ? { ...aceite, pinned: true } : entry)) };
/** After taking the flour out. */
export const withoutHarina: OrderGuide = { ...guide, lines: guide.lines.filter((entry) => entry !== harina) };
/** Only what cannot be ordered today: nothing to put in the cart. */
export const onlyOutOfStock: OrderGuide = { ...guide, lines: [harina] };
export const emptyGuide: OrderGuide = { lines: [], since: '2025-12-02' };

export const forbidden = { status: 403, code: 'forbidden', message: 'Tu rol no permite usar Mis habituales.' };
export const notFound = { status: 404, code: 'not_found', message: 'El producto no existe o ya no está disponible.' };
export const offline = new TypeError('Failed to fetch');

/** The lines the machine handed to the cart, each time it did. */
export const putInCart: CartAddition[][] = [];
const machine = orderGuideMachine.provide({ actions: { putInCart: (_, additions) => void putInCart.push(additions) } });

export const model = machineModel({
  name: 'orderGuide',
  machine,
  inputs: [undefined],
  events: [
    { type: 'orderGuide.retry' },
    { type: 'xstate.done.actor.fetchOrderGuide', output: guide },
    { type: 'xstate.done.actor.fetchOrderGuide', output: onlyOutOfStock },
    { type: 'xstate.done.actor.fetchOrderGuide', output: emptyGuide },
    { type: 'xstate.error.actor.fetchOrderGuide', error: forbidden },
    { type: 'xstate.error.actor.fetchOrderGuide', error: offline },
    { type: 'orderGuide.setQuantity', productId: palta.product.id, quantity: 4 },
    { type: 'orderGuide.setQuantity', productId: aceite.product.id, quantity: 0 },
    { type: 'orderGuide.setQuantity', productId: 999, quantity: 3 },
    { type: 'orderGuide.toggle', productId: aceite.product.id },
    { type: 'orderGuide.choose', productId: aceite.product.id, choice: 'pinned' },
    { type: 'orderGuide.choose', productId: harina.product.id, choice: 'hidden' },
    { type: 'xstate.done.actor.saveChoice', output: pinnedGuide },
    { type: 'xstate.done.actor.saveChoice', output: withoutHarina },
    { type: 'xstate.error.actor.saveChoice', error: notFound },
    { type: 'orderGuide.addToCart' },
    { type: 'orderGuide.cartAnswered', added: true },
    { type: 'orderGuide.cartAnswered', added: false },
    { type: 'orderGuide.dismiss' },
  ],
  abstractContext: (context) => [
    context.guide?.lines.length ?? null,
    guideAdditions(context).length > 0,
    context.failure?.code ?? null,
    context.choiceFailure !== null,
    context.outcome,
    context.pending !== null,
  ],
  invariants: (snapshot, step) => {
    const s = snapshot as OrderGuideSnapshot;
    expect(s.context.failure !== null).toBe(s.matches('failed'));
    expect(s.hasTag('error')).toBe(s.matches('failed'));
    expect(s.hasTag('busy')).toBe(s.matches('loading') || s.matches({ loaded: 'choosing' }));
    if (s.matches({ loaded: 'choosing' })) expect(s.context.pending).not.toBeNull();
    if (s.matches({ loaded: 'adding' })) {
      // What went to the cart: every line but the skipped, the out of stock and those at 0, at their chosen quantity.
      const sent = putInCart.at(-1) ?? [];
      expect(sent.length).toBeGreaterThan(0);
      for (const addition of sent) {
        const entry = s.context.guide?.lines.find((candidate) => candidate.product.id === addition.product.id);
        expect(entry?.product.stock_state).not.toBe('out');
        expect(s.context.skipped).not.toContain(addition.product.id);
        expect(addition.quantity).toBe(s.context.quantities[addition.product.id]);
      }
    }
    if (step.event.type === 'orderGuide.cartAnswered') expect(s.context.outcome).toBe((step.event as unknown as { added: boolean }).added ? 'added' : 'refused');
    // A quantity is always one the product is sold in: 0 or a multiple of its step from its minimum.
    for (const entry of s.context.guide?.lines ?? []) {
      const quantity = s.context.quantities[entry.product.id] ?? 0;
      const { step: unit, min } = entry.product.quantity_rule;
      if (quantity !== 0) expect(quantity >= min && Math.abs(quantity / unit - Math.round(quantity / unit)) < 1e-9).toBe(true);
    }
  },
});
