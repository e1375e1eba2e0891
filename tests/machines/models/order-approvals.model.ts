import { expect } from 'vitest';
import type { ApprovalDetail, ApprovalSummary } from '../../../contract/order-approvals';
import type { CartAddition } from '../../../machines/checkout.cart';
import { isRebuildable, orderApprovalsMachine, type OrderApprovalsSnapshot } from '../../../machines/order-approvals.machine';
import { machineModel } from '../support/model';

const summary = (id: number, fields: Partial<ApprovalSummary>): ApprovalSummary => ({
  id,
  state: 'waiting',
  requested_by: { id: 21, name: 'Tomás Rojas' },
  created_at: '2026-03-02T14:10:00-03:00',
  expires_at: '2026-03-09T14:10:00-03:00',
  amount_total: 357_000,
  line_count: 3,
  reason: { kind: 'per_order', limit: 300_000 },
  decided_by: null,
  decided_at: null,
  rejection_reason: null,
  order: null,
  ...fields,
});

/** As the gateway answers them, in no particular order: the page puts what waits first. */
export const rows: readonly ApprovalSummary[] = [
  summary(31, {
    state: 'placed',
    requested_by: { id: 22, name: 'Camila Soto' },
    created_at: '2026-02-20T09:00:00-03:00',
    expires_at: '2026-02-27T09:00:00-03:00',
    decided_by: 'Daniela Muñoz',
    decided_at: '2026-02-21T10:30:00-03:00',
    order: { id: 812, name: 'S00812' },
  }),
  summary(34, {
    created_at: '2026-03-03T11:45:00-03:00',
    expires_at: '2026-03-10T11:45:00-03:00',
    amount_total: 95_200,
    line_count: 1,
    reason: { kind: 'per_period', limit: 1_000_000, period: 'month', spent: 950_000 },
  }),
  summary(33, {
    state: 'rejected',
    created_at: '2026-02-25T16:00:00-03:00',
    expires_at: '2026-03-04T16:00:00-03:00',
    reason: { kind: 'per_period', limit: 400_000, period: 'week', spent: 120_000 },
    decided_by: 'Daniela Muñoz',
    decided_at: '2026-02-26T08:15:00-03:00',
    rejection_reason: 'Esta semana no compramos vino.',
  }),
  summary(32, {}),
  summary(30, { state: 'expired', created_at: '2026-02-10T12:00:00-03:00', expires_at: '2026-02-17T12:00:00-03:00' }),
];

/** The rejected request's detail, its lines to put back in the cart. */
export const rejectedDetail: ApprovalDetail = {
  ...rows[2]!,
  lines: [
    { product_id: 501, name: 'Aceite de oliva 5 L', default_code: 'ACE-5L', uom: 'un', quantity: 4, price_unit: 38_000, cxti_price: 0, subtotal: 152_000 },
    { product_id: 502, name: 'Palta Hass', default_code: 'PAL-HASS', uom: 'kg', quantity: 12.5, price_unit: 4_200, cxti_price: 3_900, subtotal: 52_500 },
  ],
  scheduled_date: '2026-02-27',
  pickup: false,
  shipping_address: 'Av. Irarrázaval 1234, Ñuñoa, Metropolitana',
  payment_method: { id: 3, code: 'credit', name: 'Crédito 30 días' },
  customer_order_number: null,
  amount_untaxed: 204_500,
  amount_tax: 38_855,
  amount_shipping: 0,
  amount_total: 243_355,
  can_decide: false,
};

export const forbidden = { status: 403, code: 'forbidden', message: 'Tu rol no permite ver esta lista.' };
export const offline = new TypeError('Failed to fetch');

/** What the page was asked to put in the cart, once per request read. */
export const putInCart: CartAddition[][] = [];
const machine = orderApprovalsMachine.provide({ actions: { putInCart: (_, additions) => void putInCart.push(additions) } });

export const model = machineModel({
  name: 'orderApprovals',
  machine,
  inputs: [undefined],
  events: [
    { type: 'orderApprovals.retry' },
    { type: 'orderApprovals.reload' },
    { type: 'orderApprovals.rebuild', id: 33 },
    // A request still waiting is not put back in the cart.
    { type: 'orderApprovals.rebuild', id: 32 },
    { type: 'orderApprovals.cartAnswered', added: true },
    { type: 'orderApprovals.cartAnswered', added: false },
    { type: 'xstate.done.actor.fetchOrderApprovals', output: rows },
    { type: 'xstate.done.actor.fetchOrderApprovals', output: [] },
    { type: 'xstate.error.actor.fetchOrderApprovals', error: forbidden },
    { type: 'xstate.error.actor.fetchOrderApprovals', error: offline },
    { type: 'xstate.done.actor.fetchApprovalLines', output: rejectedDetail },
    { type: 'xstate.error.actor.fetchApprovalLines', error: offline },
  ],
  abstractContext: (context) => [context.rows.length, context.failure?.code ?? null, context.rebuild?.outcome ?? null],
  invariants: (snapshot, step) => {
    const s = snapshot as OrderApprovalsSnapshot;
    expect(s.context.failure !== null).toBe(s.matches('failed'));
    expect(s.hasTag('error')).toBe(s.matches('failed'));
    expect(s.hasTag('busy')).toBe(s.matches('loading') || s.matches('rebuilding'));
    // What waits comes first, the oldest on top; then the rest, the latest settled first.
    const states = s.context.rows.map((row) => row.state);
    expect(states).toEqual([...states].sort((a, b) => Number(b === 'waiting') - Number(a === 'waiting')));
    if (s.context.rows.length > 0) expect(s.context.rows.map((row) => row.id)).toEqual([32, 34, 33, 31, 30]);
    if (s.matches('rebuilding') || s.matches('handingToCart')) {
      const asked = s.context.rows.find((row) => row.id === s.context.rebuild?.id);
      expect(asked && isRebuildable(asked)).toBe(true);
    }
    if (step.event.type === 'xstate.done.actor.fetchApprovalLines') {
      expect(putInCart.at(-1)).toEqual([
        { product: { id: 501, product_name: 'Aceite de oliva 5 L', list_price: 38_000, cxti_price: 0, original_price: 38_000, unit: 'un' }, quantity: 4 },
        { product: { id: 502, product_name: 'Palta Hass', list_price: 4_200, cxti_price: 3_900, original_price: 4_200, unit: 'kg' }, quantity: 12.5 },
      ]);
    }
  },
});
