import { expect } from 'vitest';
import type { SearchResults } from '../../../contract/search';
import { paletteMachine, searchUnavailable, type PaletteSnapshot } from '../../../machines/palette.machine';
import { product } from './catalogue.model';
import { machineModel } from '../support/model';

const machine = paletteMachine.provide({ actions: { logError: () => {} } });

export const searchAnswer: SearchResults = {
  products: [product(2, 'Aceite de maravilla')],
  orders: [
    {
      id: 42,
      name: 'S00042',
      partner_name: 'Restaurante El Fogón SpA',
      date_order: '2026-11-02T14:05:00Z',
      amount_total: 73_018,
      state: 'sale',
      despensa_customer_sale_order_number: null,
      retiro_en_tienda: false,
      shipping_name: 'Local Providencia',
    },
  ],
  invoices: [
    {
      id: 7,
      name: 'F-000042',
      invoice_date: '2026-11-02',
      invoice_date_due: '2026-12-02',
      total_due: 73_018,
      amount_total: 73_018,
      despensa_custom_state: 'Por vencer',
      order_name: 'S00042',
      despensa_customer_sale_order_number: null,
    },
  ],
};
export const nothingFound: SearchResults = { products: [], orders: [], invoices: [] };
const refusal = { status: 400, code: 'invalid_request', message: 'Revisa los datos enviados.' };

export const model = machineModel({
  name: 'palette',
  machine,
  inputs: [undefined as never],
  events: [
    { type: 'palette.type', text: 'acei' },
    { type: 'palette.type', text: ' aceite ' },
    { type: 'palette.type', text: 'a' },
    { type: 'palette.retry' },
    { type: 'xstate.done.actor.search', output: searchAnswer },
    { type: 'xstate.done.actor.search', output: nothingFound },
    { type: 'xstate.error.actor.search', error: new TypeError('Failed to fetch') },
    { type: 'xstate.error.actor.search', error: refusal },
  ],
  abstractContext: (context) => [context.query, context.results === null, context.answered === context.query, context.failure?.code ?? null],
  invariants: (snapshot, step) => {
    const s = snapshot as PaletteSnapshot;
    const { context } = s;
    expect(context.query).toBe(context.query.trim());
    expect(s.hasTag('error')).toBe(context.failure !== null);
    if (s.matches('idle')) expect(context.results).toBeNull();
    if (s.matches('answered')) {
      expect(context.results).not.toBeNull();
      expect(context.answered).toBe(context.query);
    }
    if (context.results !== null) expect(context.answered.length).toBeGreaterThanOrEqual(2);
    const error = (step.event as { error?: unknown }).error;
    if (s.matches('failed') && error instanceof TypeError) expect(context.failure).toEqual(searchUnavailable);
    if (s.matches('failed') && error === refusal) expect(context.failure?.code).toBe('invalid_request');
    // The last answer stays while the next one is asked for.
    const before = step.previous as PaletteSnapshot | undefined;
    if (before && (s.matches('typing') || s.matches('searching')) && before.context.results !== null && context.query.length >= 2) {
      expect(context.results).toBe(before.context.results);
    }
  },
});
