import { expect } from 'vitest';
import type { ApprovalSent } from '../../../contract/order-approvals';
import type { CreateSalesOrderRequest } from '../../../contract/orders';
import { approvalRequestMachine, approvalSendFailedLog, type ApprovalRequestContext } from '../../../machines/approval-request.machine';
import { machineModel } from '../support/model';

export const approvalOrder: CreateSalesOrderRequest = {
  partner_id: 10,
  payment_method_id: 3,
  scheduled_date: '2026-11-24',
  retiro_en_tienda: true,
  order_line: [{ product_id: 1, product_uom_qty: 30, price_unit: 24_990, cxti_price: 22_490 }],
};

export const approvalSent: ApprovalSent = { approval_id: 31, reason: { kind: 'per_order', limit: 300_000 }, expires_at: '2026-12-01T14:00:00-03:00' };

/** What the gateway may answer a request: saved, or refused with its words, at stale prices, as not needed, or nothing at all. */
export const sendAnswers = {
  sent: { type: 'xstate.done.actor.sendForApproval', output: approvalSent },
  refused: { type: 'xstate.error.actor.sendForApproval', error: { code: 'product_unavailable', message: 'Algunos productos ya no están disponibles.' } },
  unreachable: { type: 'xstate.error.actor.sendForApproval', error: { code: 'network' } },
  pricesChanged: {
    type: 'xstate.error.actor.sendForApproval',
    error: { code: 'price_changed', message: 'Los precios cambiaron.', prices: [{ product_id: 1, price_unit: 26_990, cxti_price: 23_990 }] },
  },
  notNeeded: { type: 'xstate.error.actor.sendForApproval', error: { code: 'approval_not_needed', message: 'Este pedido no necesita aprobación.' } },
} as const;

let keys = 0;
const newIdempotencyKey = () => `approval-key-${++keys}`;

const logged: string[] = [];

const machine = approvalRequestMachine.provide({ actions: { logError: (_, { message }) => void logged.push(message) } });

export const model = machineModel({
  name: 'approval-request',
  machine,
  inputs: [
    { order: approvalOrder, reason: { kind: 'per_order', limit: 300_000 }, newIdempotencyKey },
    { order: approvalOrder, reason: { kind: 'per_period', limit: 1_500_000, period: 'month', spent: 727_857 }, newIdempotencyKey },
  ],
  events: [{ type: 'approval.send' }, { type: 'approval.retry' }, ...Object.values(sendAnswers)],
  invariants(snapshot, { event, previous }) {
    const now = snapshot.context as ApprovalRequestContext;
    const before = previous?.context as ApprovalRequestContext | undefined;
    const lines = logged.splice(0);

    // One key for the request, whatever the retries: the gateway keeps one request for it.
    expect(now.idempotencyKey).toMatch(/^approval-key-\d+$/);
    if (before) expect(now.idempotencyKey).toBe(before.idempotencyKey);
    // The order and its reason are the ones composed: nothing of them is lost on a failure.
    expect(now.order).toEqual(approvalOrder);

    // A failure is shown, with its retry, exactly while failed; the unexpected ones are logged.
    expect(now.failure !== null).toBe(snapshot.matches('failed') || snapshot.matches('pricesChanged') || snapshot.matches('notNeeded'));
    expect(snapshot.hasTag('error')).toBe(snapshot.matches('failed'));
    expect(lines).toEqual(snapshot.matches('failed') && event.type.startsWith('xstate.error.') ? [approvalSendFailedLog] : []);
    if (snapshot.matches('failed') && event.type.startsWith('xstate.error.')) {
      const failure = (event as unknown as { error: { code: string } }).error.code === 'network' ? { code: 'approval_send_failed' } : sendAnswers.refused.error;
      expect(now.failure).toEqual(failure);
    }
    expect(snapshot.hasTag('busy')).toBe(snapshot.matches('sending'));

    // The checkout hears how it ended: saved with its id and expiry, or why not.
    if (snapshot.status === 'done') {
      expect(snapshot.output).toEqual({ outcome: { sent: 'sent', pricesChanged: 'priceChanged', notNeeded: 'notNeeded' }[String(snapshot.value)], sent: now.sent, failure: now.failure });
      if (snapshot.matches('sent')) expect(now.sent).toEqual(approvalSent);
      if (snapshot.matches('pricesChanged')) expect(now.failure?.prices).toHaveLength(1);
    }
  },
});
