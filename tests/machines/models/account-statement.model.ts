import { expect } from 'vitest';
import type { AccountStatement } from '../../../contract/account-statement';
import { accountStatementMachine, type AccountStatementSnapshot } from '../../../machines/account-statement.machine';
import { isStatementPeriod, presetPeriod } from '../../../machines/rules/statement-period';
import { machineModel } from '../support/model';

export const today = '2026-11-25';

export const statement: AccountStatement = {
  period: { from: '2026-11-01', to: today },
  company: {
    name: 'Restobar El Fogón SpA',
    vat: '76.543.210-3',
    activity: 'Restaurantes',
    street: 'Av. Providencia 1234',
    comuna: 'Providencia',
    region: 'Región Metropolitana de Santiago',
  },
  opening_balance: 1_190_000,
  entries: [
    {
      date: '2026-11-03',
      kind: 'invoice',
      reference: 'FE 1042',
      description: 'Factura del pedido S00420',
      detail: { type: 'invoice', order_name: 'S00420', line: null },
      debit: 238_000,
      credit: 0,
      balance: 1_428_000,
    },
    {
      date: '2026-11-03',
      kind: 'payment',
      reference: 'FE 1043',
      description: 'Pago de la factura FE 1043',
      detail: { type: 'invoice_paid', invoice: 'FE 1043' },
      debit: 0,
      credit: 59_500,
      balance: 1_368_500,
    },
    {
      date: '2026-11-20',
      kind: 'payment',
      reference: 'WP-88120',
      description: 'Pago con Visa •••• 4242 de FE 1001, FE 1002',
      detail: { type: 'payment', card: 'Visa •••• 4242', invoices: ['FE 1001', 'FE 1002'] },
      debit: 0,
      credit: 1_190_000,
      balance: 178_500,
    },
  ],
  debits: 238_000,
  credits: 1_249_500,
  closing_balance: 178_500,
  aging: { not_due: 119_000, d1_30: 59_500, d31_60: 0, d61_90: 0, over_90: 0 },
  credit: { limit: 8_000_000, used: 178_500, available: 7_821_500 },
};
export const quietStatement: AccountStatement = {
  ...statement,
  period: { from: '2026-10-01', to: '2026-10-31' },
  entries: [],
  debits: 0,
  credits: 0,
  opening_balance: 178_500,
  closing_balance: 178_500,
  credit: null,
};
export const offline = new TypeError('Failed to fetch');
export const refused = { status: 400, code: 'invalid_request', message: 'Revisa los datos enviados.', fields: { to: ['La fecha de término no puede ser posterior a hoy.'] } };
const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
const csv = new Blob(['\uFEFFFecha;Documento\r\n'], { type: 'text/csv' });

const machine = accountStatementMachine.provide({ actions: { saveFile: () => {} } });

export const model = machineModel({
  name: 'accountStatement',
  machine,
  inputs: [{ today }],
  events: [
    { type: 'accountStatement.period', period: presetPeriod('lastMonth', today) },
    { type: 'accountStatement.period', period: { from: '2026-06-15', to: '2026-09-30' } },
    // Backwards: the page never sends it, and the machine keeps its period.
    { type: 'accountStatement.period', period: { from: '2026-09-30', to: '2026-06-15' } },
    { type: 'accountStatement.retry' },
    { type: 'accountStatement.downloadPdf' },
    { type: 'accountStatement.downloadCsv' },
    { type: 'accountStatement.dismiss' },
    { type: 'xstate.done.actor.loadStatement', output: statement },
    { type: 'xstate.done.actor.loadStatement', output: quietStatement },
    { type: 'xstate.error.actor.loadStatement', error: offline },
    { type: 'xstate.error.actor.loadStatement', error: refused },
    { type: 'xstate.done.actor.downloadPdf', output: pdf },
    { type: 'xstate.error.actor.downloadPdf', error: offline },
    { type: 'xstate.done.actor.downloadCsv', output: csv },
    { type: 'xstate.error.actor.downloadCsv', error: offline },
  ],
  abstractContext: (context) => [
    context.period.from,
    context.statement === null ? null : context.statement.entries.length,
    context.failure?.code ?? null,
    context.downloadFailure?.format ?? null,
  ],
  invariants: (snapshot, step) => {
    const s = snapshot as AccountStatementSnapshot;
    const where = typeof s.value === 'string' ? s.value : `ready.${s.value.ready}`;
    expect(s.hasTag('busy')).toBe(where === 'loading' || where === 'ready.downloadingPdf' || where === 'ready.downloadingCsv');
    expect(s.hasTag('error')).toBe(where === 'failed' || where === 'ready.downloadFailed');
    expect(s.context.failure !== null).toBe(where === 'failed');
    expect(s.context.downloadFailure !== null).toBe(where === 'ready.downloadFailed');
    // The period is always one the gateway takes.
    expect(isStatementPeriod(s.context.period, today)).toBe(true);
    // Ready always has a statement to show, whatever a download did.
    if (where.startsWith('ready')) expect(s.context.statement).not.toBeNull();
    const error = (step.event as { error?: unknown }).error;
    if (error === offline) expect(s.context.failure ?? s.context.downloadFailure?.failure).toEqual({ code: 'unknown' });
    if (error === refused) expect(s.context.failure).toEqual({ code: refused.code, message: refused.message, fields: refused.fields });
  },
});
