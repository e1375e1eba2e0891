import { expect } from 'vitest';
import type { QuickOrderPreview, QuickOrderPreviewLine } from '../../../contract/quick-order';
import type { CartAddition } from '../../../machines/checkout.cart';
import { quickOrderAdditions, quickOrderMachine, type QuickOrderSnapshot, type ReadLines } from '../../../machines/quick-order.machine';
import { machineModel } from '../support/model';
import { product } from './catalogue.model';

export const palta = product(1, 'Palta Hass', { default_code: 'FV-001', uom: 'kg', pack_size: 'Caja 10 kg', quantity_rule: { step: 10, min: 10 }, list_price: 3_990 });
export const oliva = product(2, 'Aceite de oliva extra virgen 1 L', { default_code: 'AC-003', list_price: 8_990 });
export const maravilla = product(3, 'Aceite maravilla 5 L', { default_code: 'AC-001', pack_size: 'Bidón 5 L', list_price: 9_490, stock_state: 'out' });

const previewLine = (fields: Partial<QuickOrderPreviewLine> & Pick<QuickOrderPreviewLine, 'row' | 'query' | 'status'>): QuickOrderPreviewLine => ({
  quantity_text: null,
  unit_text: null,
  product_id: null,
  candidate_ids: [],
  quantity: 0,
  change: null,
  reason: null,
  ...fields,
});

/** A paste of three lines: a SKU fitted up to its box, a name matching two oils, an unknown product. */
export const pasted = 'FV-001 2,5 kg\n3 x aceite\ncaviar 1';
export const read: ReadLines = {
  lines: [
    { row: 1, query: 'FV-001', quantity: '2,5', unit: 'kg' },
    { row: 2, query: 'aceite', quantity: '3', unit: null },
    { row: 3, query: 'caviar', quantity: '1', unit: null },
  ],
  total: 3,
};
export const nothingRead: ReadLines = { lines: [], total: 0 };
export const preview: QuickOrderPreview = {
  lines: [
    previewLine({ row: 1, query: 'FV-001', quantity_text: '2,5', unit_text: 'kg', status: 'ready', product_id: palta.id, quantity: 10, change: 'belowMinimum' }),
    previewLine({ row: 2, query: 'aceite', quantity_text: '3', status: 'ambiguous', candidate_ids: [oliva.id, maravilla.id] }),
    previewLine({ row: 3, query: 'caviar', quantity_text: '1', status: 'refused', reason: 'unknownProduct' }),
  ],
  // As the gateway sends them: without the picture and the description.
  products: [palta, oliva, maravilla].map(({ image_url: _picture, description: _description, ...shown }) => shown),
};

export const tooLarge = { code: 'fileTooLarge', params: { maxMb: 2, maxLines: 500 } };
export const offline = new TypeError('Failed to fetch');
export const spreadsheet = new File(['SKU;Cantidad\nFV-001;10\n'], 'pedido.csv', { type: 'text/csv' });

/** The lines the machine handed to the cart, each time it did. */
export const putInCart: CartAddition[][] = [];
const machine = quickOrderMachine.provide({ actions: { putInCart: (_, additions) => void putInCart.push(additions) } });

export const model = machineModel({
  name: 'quickOrder',
  machine,
  inputs: [undefined],
  events: [
    { type: 'quickOrder.type', text: pasted },
    { type: 'quickOrder.type', text: '  ' },
    { type: 'quickOrder.readText' },
    { type: 'quickOrder.readFile', file: spreadsheet },
    { type: 'xstate.done.actor.readLines', output: read },
    { type: 'xstate.done.actor.readLines', output: nothingRead },
    { type: 'xstate.error.actor.readLines', error: tooLarge },
    { type: 'xstate.done.actor.previewLines', output: preview },
    { type: 'xstate.error.actor.previewLines', error: offline },
    { type: 'quickOrder.choose', row: 2, productId: oliva.id },
    { type: 'quickOrder.choose', row: 2, productId: maravilla.id },
    { type: 'quickOrder.choose', row: 3, productId: oliva.id },
    { type: 'quickOrder.toggle', row: 1 },
    { type: 'quickOrder.toggle', row: 3 },
    { type: 'quickOrder.addToCart' },
    { type: 'quickOrder.cartAnswered', added: true },
    { type: 'quickOrder.cartAnswered', added: false },
    { type: 'quickOrder.startOver' },
    { type: 'quickOrder.dismiss' },
  ],
  abstractContext: (context) => [
    context.draft.trim() !== '',
    context.fileName,
    context.read?.lines.length ?? null,
    context.preview !== null,
    context.chosen[2] ?? null,
    context.left.join(','),
    context.failure?.code ?? null,
    context.outcome,
  ],
  invariants: (snapshot, step) => {
    const s = snapshot as QuickOrderSnapshot;
    expect(s.hasTag('busy')).toBe(s.matches('reading') || s.matches('previewing'));
    // Nothing reaches the cart but from the preview, and a failure is shown only where the buyer edits.
    expect(s.context.preview !== null).toBe(s.matches('preview'));
    if (s.context.failure !== null) expect(s.matches('editing')).toBe(true);
    if (s.matches({ preview: 'adding' })) {
      const sent = putInCart.at(-1) ?? [];
      expect(sent).toEqual(quickOrderAdditions(s.context));
      expect(sent.length).toBeGreaterThan(0);
      // The unknown line never goes, nor the oil out of stock, nor a line the buyer left out.
      for (const addition of sent) expect([palta.id, oliva.id]).toContain(addition.product.id);
      if (s.context.left.includes(1)) expect(sent.some((addition) => addition.product.id === palta.id)).toBe(false);
      for (const addition of sent) if (addition.product.id === palta.id) expect(addition.quantity).toBe(10);
    }
    if (step.event.type === 'quickOrder.cartAnswered') expect(s.context.outcome).toBe((step.event as unknown as { added: boolean }).added ? 'added' : 'refused');
  },
});
