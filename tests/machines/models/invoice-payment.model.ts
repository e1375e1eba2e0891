import { expect } from 'vitest';
import type { InvoicePaymentRow } from '../../../contract/invoice-payment';
import { invoicePaymentMachine, type InvoicePaymentSnapshot } from '../../../machines/invoice-payment.machine';
import { machineModel } from '../support/model';

// new:screen: rows as the gateway answers them, with the fields the page shows.
export const rows: readonly InvoicePaymentRow[] = [
  { id: 1, name: 'Primera fila' },
  { id: 2, name: 'Segunda fila' },
];

export const forbidden = { status: 403, code: 'forbidden', message: 'Tu rol no permite ver esta lista.' };
export const offline = new TypeError('Failed to fetch');

export const model = machineModel({
  name: 'invoicePayment',
  machine: invoicePaymentMachine,
  inputs: [undefined],
  events: [
    { type: 'invoicePayment.retry' },
    { type: 'xstate.done.actor.fetchInvoicePayment', output: rows },
    { type: 'xstate.done.actor.fetchInvoicePayment', output: [] },
    { type: 'xstate.error.actor.fetchInvoicePayment', error: forbidden },
    { type: 'xstate.error.actor.fetchInvoicePayment', error: offline },
  ],
  abstractContext: (context) => [context.rows.length, context.failure?.code ?? null],
  invariants: (snapshot) => {
    const s = snapshot as InvoicePaymentSnapshot;
    expect(s.context.failure !== null).toBe(s.matches('failed'));
    expect(s.hasTag('error')).toBe(s.matches('failed'));
    expect(s.hasTag('busy')).toBe(s.matches('loading'));
  },
});
