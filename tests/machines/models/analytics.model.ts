import { expect } from 'vitest';
import type { AnalyticsReport } from '../../../contract/analytics';
import { analyticsMachine, periodOfContext, type AnalyticsSnapshot } from '../../../machines/analytics.machine';
import { isValidPeriod } from '../../../machines/rules/period';
import { machineModel } from '../support/model';

export const today = '2026-11-25';

const product = (id: number, name: string, spend: number, quantity: number) => ({ id, name, default_code: `P-${id}`, uom: 'kg', spend, quantity });
export const report: AnalyticsReport = {
  period: { from: '2025-12', to: '2026-11' },
  previous: { from: '2024-12', to: '2025-11' },
  current: { spend: 12_345_678, orders: 48, average: 257_202 },
  before: { spend: 11_000_000, orders: 50, average: 220_000 },
  months: [
    { month: '2026-10', spend: 1_200_000, orders: 5, categories: [{ category_id: 1, spend: 1_000_000 }, { category_id: null, spend: 200_000 }] },
    { month: '2026-11', spend: 900_000, orders: 3, categories: [{ category_id: 2, spend: 900_000 }] },
  ],
  categories: [
    { id: 1, name: 'Carnes', slug: 'carnes', spend: 1_000_000, previous_spend: 800_000 },
    { id: 2, name: 'Abarrotes', slug: 'abarrotes', spend: 900_000, previous_spend: 1_100_000 },
    { id: null, name: 'Despacho y ajustes', slug: null, spend: 200_000, previous_spend: 150_000 },
  ],
  top_by_spend: [product(1, 'Filete de salmón congelado', 800_000, 52.5), product(2, 'Arroz grado 1', 400_000, 30)],
  top_by_quantity: [product(1, 'Filete de salmón congelado', 800_000, 52.5), product(2, 'Arroz grado 1', 400_000, 30)],
  debt: {
    owed: 1_500_000,
    overdue: 500_000,
    buckets: [
      { bucket: 'current', amount: 1_000_000, count: 2 },
      { bucket: '1-30', amount: 300_000, count: 1 },
      { bucket: '31-60', amount: 200_000, count: 1 },
      { bucket: '61-90', amount: 0, count: 0 },
      { bucket: '90+', amount: 0, count: 0 },
    ],
    credit: { limit: 5_000_000, used: 1_500_000, available: 3_500_000 },
  },
  club: { member: false, saved: 0, missed: 345_000 },
};
export const quietReport: AnalyticsReport = {
  ...report,
  period: { from: '2025-11', to: '2025-12' },
  current: { spend: 0, orders: 0, average: 0 },
  months: [],
  categories: [],
  top_by_spend: [],
  top_by_quantity: [],
};
export const offline = new TypeError('Failed to fetch');
export const refused = { status: 400, code: 'invalid_request', message: 'El período puede abarcar hasta cinco años.' };
const csv = new Blob(['\uFEFFFecha;Pedido\r\n'], { type: 'text/csv' });

const machine = analyticsMachine.provide({ actions: { saveFile: () => {} } });

export const model = machineModel({
  name: 'analytics',
  machine,
  inputs: [{ today }, { today, choice: { preset: 'custom', from: '2026-12', to: '2026-01' } }],
  events: [
    { type: 'analytics.period', choice: { preset: 'last3' } },
    { type: 'analytics.period', choice: { preset: 'custom', from: '2025-11', to: '2025-12' } },
    // Backwards: the page never sends it, and the machine keeps its period.
    { type: 'analytics.period', choice: { preset: 'custom', from: '2026-05', to: '2026-02' } },
    { type: 'analytics.retry' },
    { type: 'analytics.export' },
    { type: 'analytics.dismiss' },
    { type: 'xstate.done.actor.loadReport', output: report },
    { type: 'xstate.done.actor.loadReport', output: quietReport },
    { type: 'xstate.error.actor.loadReport', error: offline },
    { type: 'xstate.error.actor.loadReport', error: refused },
    { type: 'xstate.done.actor.exportLines', output: csv },
    { type: 'xstate.error.actor.exportLines', error: offline },
  ],
  abstractContext: (context) => [context.choice.preset, context.report === null ? null : context.report.current.orders, context.failure?.code ?? null, context.exportFailure?.code ?? null],
  invariants: (snapshot, step) => {
    const s = snapshot as AnalyticsSnapshot;
    const where = typeof s.value === 'string' ? s.value : `ready.${s.value.ready}`;
    expect(s.hasTag('busy')).toBe(where === 'loading' || where === 'ready.exporting');
    expect(s.hasTag('error')).toBe(where === 'failed' || where === 'ready.exportFailed');
    expect(s.context.failure !== null).toBe(where === 'failed');
    expect(s.context.exportFailure !== null).toBe(where === 'ready.exportFailed');
    // The period is always one the gateway takes, and the one the choice names.
    expect(isValidPeriod(periodOfContext(s.context), today)).toBe(true);
    if (where.startsWith('ready')) expect(s.context.report?.current.orders).toBeGreaterThan(0);
    if (where === 'empty') expect(s.context.report?.current.orders).toBe(0);
    const error = (step.event as { error?: unknown }).error;
    if (error === offline) expect(s.context.failure ?? s.context.exportFailure).toEqual({ code: 'unknown' });
    if (error === refused) expect(s.context.failure).toEqual({ code: refused.code, message: refused.message });
  },
});
