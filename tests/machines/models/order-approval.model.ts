import { expect } from 'vitest';
import type { ApprovalDetail, ApprovalPlaced, ApprovalSummary } from '../../../contract/order-approvals';
import type { CurrentPrice } from '../../../contract/orders';
import { orderApprovalMachine, type OrderApprovalInput, type OrderApprovalSnapshot } from '../../../machines/order-approval.machine';
import { machineModel } from '../support/model';

/** A comprador's order above the per-order limit, waiting for an admin who may decide it. */
export const waiting: ApprovalDetail = {
  id: 32,
  state: 'waiting',
  requested_by: { id: 21, name: 'Tomás Rojas' },
  created_at: '2026-03-02T14:10:00-03:00',
  expires_at: '2026-03-09T14:10:00-03:00',
  amount_total: 357_000,
  line_count: 2,
  reason: { kind: 'per_order', limit: 300_000 },
  decided_by: null,
  decided_at: null,
  rejection_reason: null,
  order: null,
  lines: [
    { product_id: 501, name: 'Aceite de oliva 5 L', default_code: 'ACE-5L', uom: 'un', quantity: 5, price_unit: 38_000, cxti_price: 0, subtotal: 190_000 },
    { product_id: 502, name: 'Palta Hass', default_code: 'PAL-HASS', uom: 'kg', quantity: 27.5, price_unit: 4_000, cxti_price: 0, subtotal: 110_000 },
  ],
  scheduled_date: '2026-03-04',
  pickup: false,
  shipping_address: 'Av. Irarrázaval 1234, Ñuñoa, Metropolitana',
  payment_method: { id: 1007, code: 'saved_card', name: 'Visa •••• 4242' },
  customer_order_number: 'OC-2026-118',
  amount_untaxed: 300_000,
  amount_tax: 57_000,
  amount_shipping: 0,
  can_decide: true,
};

/** The same request as its comprador sees it: nothing to decide. */
export const waitingOwn: ApprovalDetail = { ...waiting, can_decide: false };

export const placedDetail: ApprovalDetail = {
  ...waiting,
  state: 'placed',
  decided_by: 'Daniela Muñoz',
  decided_at: '2026-03-03T09:20:00-03:00',
  order: { id: 812, name: 'S00812' },
  can_decide: false,
};

export const rejectedDetail: ApprovalDetail = {
  ...waiting,
  state: 'rejected',
  decided_by: 'Daniela Muñoz',
  decided_at: '2026-03-03T09:20:00-03:00',
  rejection_reason: 'Este mes ya compramos aceite.',
  can_decide: false,
};

export const expiredDetail: ApprovalDetail = { ...waiting, state: 'expired', can_decide: false };

/** The rejection's answer: the request as it stands now. */
const { id, state, requested_by, created_at, expires_at, amount_total, line_count, reason, decided_by, decided_at, rejection_reason, order } = rejectedDetail;
export const rejectedSummary: ApprovalSummary = { id, state, requested_by, created_at, expires_at, amount_total, line_count, reason, decided_by, decided_at, rejection_reason, order };

/** On credit: confirmed at once. */
export const placedOnCredit: ApprovalPlaced = { order_id: 812, name: 'S00812', amount_total: 357_000, payment_method_id: 3, needs_payment: false };
/** By card: the approver pays it next. */
export const placedByCard: ApprovalPlaced = { order_id: 813, name: 'S00813', amount_total: 357_000, payment_method_id: 1007, needs_payment: true };
export const paymentStarted = { payment_id: 'pay-813', redirect_url: 'https://pagos.example/checkout/813' };

export const currentPrices: readonly CurrentPrice[] = [
  { product_id: 501, price_unit: 39_500, cxti_price: 0 },
  { product_id: 502, price_unit: 4_000, cxti_price: 0 },
];
export const priceChanged = { status: 409, code: 'price_changed', message: 'Algunos precios cambiaron.', prices: currentPrices };
export const dateGone = { status: 422, code: 'scheduled_date_unavailable', message: 'La fecha de entrega ya no está disponible.' };
export const decidedElsewhere = { status: 409, code: 'approval_decided', message: 'La solicitud ya fue decidida o venció.' };
export const creditShort = { status: 422, code: 'credit_limit_exceeded', message: 'Crédito insuficiente.', params: { available: '$120.000', amount: '$357.000' } };
export const offline = new TypeError('Failed to fetch');
export const dates: readonly string[] = ['2026-03-05', '2026-03-06', '2026-03-07'];

let keys = 0;
export const newIdempotencyKey = () => `key-${++keys}`;

/** Where the page was sent: the provider's address, once per payment opened. */
export const redirects: string[] = [];
/** How many times the page's list was told that a decision was taken. */
export const announced: number[] = [];
const machine = orderApprovalMachine.provide({
  actions: { redirectToProvider: (_, { url }) => void redirects.push(url), announceDecision: () => void announced.push(Date.now()) },
});

export const inputs: readonly OrderApprovalInput[] = [{ id: 32, newIdempotencyKey }];

export const model = machineModel({
  name: 'orderApproval',
  machine,
  inputs,
  events: [
    { type: 'orderApproval.retry' },
    { type: 'orderApproval.approve' },
    { type: 'orderApproval.acceptPrices' },
    { type: 'orderApproval.approveOnDate', date: '2026-03-06' },
    // A date the gateway did not offer is never sent.
    { type: 'orderApproval.approveOnDate', date: '2026-03-04' },
    { type: 'orderApproval.retryDates' },
    { type: 'orderApproval.retryApprove' },
    { type: 'orderApproval.retryPayment' },
    { type: 'orderApproval.back' },
    { type: 'orderApproval.reject' },
    { type: 'orderApproval.confirmReject', reason: 'Este mes ya compramos aceite.' },
    // An empty reason stays in the dialog.
    { type: 'orderApproval.confirmReject', reason: '   ' },
    { type: 'orderApproval.cancelReject' },
    { type: 'xstate.done.actor.fetchApproval', output: waiting },
    { type: 'xstate.done.actor.fetchApproval', output: waitingOwn },
    { type: 'xstate.done.actor.fetchApproval', output: placedDetail },
    { type: 'xstate.done.actor.fetchApproval', output: rejectedDetail },
    { type: 'xstate.done.actor.fetchApproval', output: expiredDetail },
    { type: 'xstate.error.actor.fetchApproval', error: offline },
    { type: 'xstate.done.actor.approve', output: placedOnCredit },
    { type: 'xstate.done.actor.approve', output: placedByCard },
    { type: 'xstate.error.actor.approve', error: priceChanged },
    { type: 'xstate.error.actor.approve', error: dateGone },
    { type: 'xstate.error.actor.approve', error: decidedElsewhere },
    { type: 'xstate.error.actor.approve', error: creditShort },
    { type: 'xstate.done.actor.fetchDeliveryDates', output: dates },
    { type: 'xstate.error.actor.fetchDeliveryDates', error: offline },
    { type: 'xstate.done.actor.pay', output: paymentStarted },
    { type: 'xstate.error.actor.pay', error: offline },
    { type: 'xstate.done.actor.reject', output: rejectedSummary },
    { type: 'xstate.error.actor.reject', error: offline },
    { type: 'xstate.error.actor.reject', error: decidedElsewhere },
  ],
  abstractContext: (context) => [
    context.detail?.state ?? null,
    context.detail?.can_decide ?? null,
    context.failure?.code ?? null,
    context.acceptedPrices !== null,
    context.scheduledDate,
    context.dates !== null,
    context.placed?.needs_payment ?? null,
  ],
  invariants: (snapshot, step) => {
    const s = snapshot as OrderApprovalSnapshot;
    const before = step.previous as OrderApprovalSnapshot | undefined;
    const busy = ['loading', 'approving', 'paying', 'redirecting', 'rejecting', { dateUnavailable: 'loadingDates' }] as const;
    expect(s.hasTag('busy')).toBe(busy.some((state) => s.matches(state)));
    const failing = ['failed', 'approveFailed', 'payFailed', { dateUnavailable: 'datesFailed' }] as const;
    expect(s.hasTag('error')).toBe(failing.some((state) => s.matches(state)));
    if (s.hasTag('error')) expect(s.context.failure).not.toBeNull();
    if (!s.hasTag('error') && !s.matches('confirmingReject')) expect(s.context.failure).toBeNull();
    // The states shown once read are the gateway's own, or the decision just taken here.
    for (const state of ['placed', 'rejected', 'expired'] as const) if (s.matches(state) && s.context.placed === null) expect(s.context.detail?.state).toBe(state);
    if (s.matches('waiting')) expect(s.context.detail?.state).toBe('waiting');
    if (s.matches('approving')) {
      expect(s.context.detail?.can_decide).toBe(true);
      // One key per body: kept by a retry of the same approval, new for new prices or a new date.
      const sameBody = before?.matches('approveFailed') ?? false;
      expect(s.context.approveKey === before?.context.approveKey).toBe(sameBody);
    }
    if (s.matches('paying')) {
      expect(s.context.placed?.needs_payment).toBe(true);
      const retried = before?.matches('payFailed') ?? false;
      expect(s.context.paymentKey !== null && (s.context.paymentKey === before?.context.paymentKey) === retried).toBe(true);
    }
    if (s.matches('redirecting')) expect(redirects.at(-1)).toBe(paymentStarted.redirect_url);
    if (s.matches('pricesChanged')) expect(s.context.currentPrices).toEqual(currentPrices);
    if (s.matches({ dateUnavailable: 'choosing' })) expect(s.context.dates).toEqual(dates);
    if (s.matches('rejected') && before?.matches('rejecting')) expect(s.context.detail?.rejection_reason).toBe('Este mes ya compramos aceite.');
  },
});
