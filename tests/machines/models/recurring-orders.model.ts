import { expect } from 'vitest';
import type { Occurrence, RecurringOrder } from '../../../contract/recurring-orders';
import { recurringOrdersMachine, type RecurringOrdersSnapshot, type SeedLine } from '../../../machines/recurring-orders.machine';
import { machineModel } from '../support/model';

const scheduled: Occurrence = {
  id: 41,
  delivery_date: '2026-03-05',
  cutoff_at: '2026-03-04T17:00:00.000Z',
  state: 'scheduled',
  lines: [
    { product_id: 1, name: 'Aceite de oliva 5 L', uom: 'caja', quantity: 2, price_unit: 24_990, subtotal: 49_980 },
    { product_id: 2, name: 'Palta Hass', uom: 'kg', quantity: 2.5, price_unit: 3_990, subtotal: 9_975 },
  ],
  left_out: [{ product_id: 3, name: 'Harina 25 kg', reason: 'Sin stock para esta fecha.' }],
  net: 59_955,
  order_id: null,
  order_name: null,
  message: null,
};

export const weekly: RecurringOrder = {
  id: 7,
  name: 'Semana de la cocina',
  state: 'active',
  weekdays: [1, 4],
  frequency: 'weekly',
  retiro_en_tienda: false,
  partner_shipping_id: 12,
  address: 'Av. Providencia 1234, Providencia',
  payment_method_id: 2,
  payment_method: 'Crédito 30 días',
  lines: [
    { product_id: 1, name: 'Aceite de oliva 5 L', default_code: 'AC-001', uom: 'caja', quantity: 2 },
    { product_id: 2, name: 'Palta Hass', default_code: 'FV-002', uom: 'kg', quantity: 2.5 },
    { product_id: 3, name: 'Harina 25 kg', default_code: 'AB-003', uom: 'caja', quantity: 1 },
  ],
  next_date: '2026-03-05',
  upcoming: scheduled,
  last: { ...scheduled, id: 40, delivery_date: '2026-03-02', state: 'placed', order_id: 900, order_name: 'S00900' },
};
export const paused: RecurringOrder = { ...weekly, id: 8, name: 'Quincena del bar', state: 'paused', frequency: 'biweekly', next_date: null, upcoming: null, last: null };
/** The answers of the gateway after each change. */
export const pausedWeekly: RecurringOrder = { ...weekly, state: 'paused', next_date: null, upcoming: null };
export const resumedPaused: RecurringOrder = { ...paused, state: 'active', next_date: '2026-03-09' };
export const skippedWeekly: RecurringOrder = { ...weekly, upcoming: null, next_date: '2026-03-09', last: { ...scheduled, state: 'skipped' } };
export const changedWeekly: RecurringOrder = {
  ...weekly,
  upcoming: { ...scheduled, lines: [{ ...scheduled.lines[0]!, quantity: 3, subtotal: 74_970 }], net: 74_970 },
};
export const savedNew: RecurringOrder = { ...weekly, id: 9, name: 'Pedido semanal', upcoming: null, last: null };

export const seed: SeedLine[] = [
  { product_id: 1, name: 'Aceite de oliva 5 L', uom: 'caja', quantity: 2 },
  { product_id: 2, name: 'Palta Hass', uom: 'kg', quantity: 2.5 },
];

export const closed = { status: 409, code: 'occurrence_closed', message: 'Ya pasó la hora de cierre de este pedido: no admite cambios.' };
export const invalidLines = {
  status: 400,
  code: 'invalid_request',
  message: 'Revisa los datos enviados.',
  fields: { 'lines.0.quantity': ['Este producto se pide en cajas enteras.'] },
};
export const forbidden = { status: 403, code: 'forbidden', message: 'Tu rol no permite usar los pedidos recurrentes.' };
export const offline = new TypeError('Failed to fetch');

export const model = machineModel({
  name: 'recurringOrders',
  machine: recurringOrdersMachine,
  inputs: [{ seed: null }, { seed }],
  events: [
    { type: 'recurringOrders.retry' },
    { type: 'xstate.done.actor.fetchRecurringOrders', output: [weekly, paused] },
    { type: 'xstate.done.actor.fetchRecurringOrders', output: [] },
    { type: 'xstate.error.actor.fetchRecurringOrders', error: forbidden },
    { type: 'xstate.error.actor.fetchRecurringOrders', error: offline },
    { type: 'recurringOrders.edit', id: weekly.id },
    { type: 'recurringOrders.edit', id: 999 },
    { type: 'recurringOrders.saved', order: savedNew },
    { type: 'recurringOrders.closeForm' },
    { type: 'recurringOrders.pause', id: weekly.id },
    { type: 'recurringOrders.pause', id: paused.id },
    { type: 'xstate.done.actor.pauseRecurring', output: pausedWeekly },
    { type: 'xstate.error.actor.pauseRecurring', error: offline },
    { type: 'recurringOrders.resume', id: paused.id },
    { type: 'recurringOrders.resume', id: weekly.id },
    { type: 'xstate.done.actor.resumeRecurring', output: resumedPaused },
    { type: 'xstate.error.actor.resumeRecurring', error: offline },
    { type: 'recurringOrders.delete', id: weekly.id },
    { type: 'recurringOrders.delete', id: 999 },
    { type: 'xstate.done.actor.deleteRecurring', output: undefined },
    { type: 'xstate.error.actor.deleteRecurring', error: offline },
    { type: 'recurringOrders.skip', occurrenceId: scheduled.id },
    { type: 'recurringOrders.skip', occurrenceId: 999 },
    { type: 'xstate.done.actor.skipOccurrence', output: skippedWeekly },
    { type: 'xstate.error.actor.skipOccurrence', error: closed },
    { type: 'recurringOrders.confirm' },
    { type: 'recurringOrders.cancel' },
    { type: 'recurringOrders.editLines', occurrenceId: scheduled.id },
    { type: 'recurringOrders.setQuantity', productId: 1, quantity: 3 },
    { type: 'recurringOrders.setQuantity', productId: 999, quantity: 3 },
    { type: 'recurringOrders.removeLine', productId: 2 },
    { type: 'recurringOrders.saveLines' },
    { type: 'xstate.done.actor.saveLines', output: changedWeekly },
    { type: 'xstate.error.actor.saveLines', error: invalidLines },
    { type: 'recurringOrders.dismiss' },
  ],
  abstractContext: (context) => [
    context.orders.map((order) => `${order.id}:${order.state}:${order.upcoming?.id ?? '-'}`).join(','),
    context.seed !== null,
    context.editingId,
    context.pending?.kind ?? null,
    context.draft?.lines.map((line) => `${line.product_id}x${line.quantity}`).join(',') ?? null,
    context.failure?.code ?? null,
    context.refusal?.code ?? null,
    context.notice,
  ],
  invariants: (snapshot) => {
    const s = snapshot as RecurringOrdersSnapshot;
    expect(s.context.failure !== null).toBe(s.matches('failed'));
    expect(s.hasTag('error')).toBe(s.matches('failed'));
    const working = ['deleting', 'skipping', 'pausing', 'resuming', 'savingLines'].some((state) => s.matches({ ready: state as 'idle' }));
    expect(s.hasTag('busy')).toBe(s.matches('loading') || working);
    if (s.matches({ ready: 'confirming' }) || s.matches({ ready: 'deleting' })) expect(s.context.pending).not.toBeNull();
    if (s.matches({ ready: 'idle' })) expect(s.context.pending).toBeNull();
    if (s.matches({ ready: 'editingLines' }) || s.matches({ ready: 'savingLines' })) expect(s.context.draft?.lines.length).toBeGreaterThan(0);
    else expect(s.context.draft).toBeNull();
    // Only the form has a recurring order under edit, and the seed is used once.
    if (!s.matches({ ready: 'editing' })) expect(s.context.editingId).toBeNull();
    if (s.matches({ ready: 'idle' })) expect(s.context.seed).toBeNull();
  },
});
