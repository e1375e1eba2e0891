import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import type { CreateSalesOrderRequest } from '../../contract/orders';
import { approvalReasonOfFailure } from '../../machines/checkout.approval-reason';
import { approvalRequestEffects, readSpending } from '../../src/actors/checkout-approval.actors';
import { paymentEffects } from '../../src/actors/payment.actors';
import { createApiClient } from '../../src/api/client';

const order: CreateSalesOrderRequest = {
  partner_id: 12,
  payment_method_id: 3,
  scheduled_date: '2026-03-10',
  retiro_en_tienda: true,
  order_line: [{ product_id: 101, product_uom_qty: 40, price_unit: 8_990, cxti_price: 0 }],
};

/** The real client over a scripted gateway: each request is recorded and answered in turn. */
function gateway(...answers: Response[]) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      requests.push(new Request(url, init));
      return answers[requests.length - 1]!;
    }),
  );
  return { client: createApiClient(() => 'token-1', { baseURL: 'http://gateway.test/api' }), requests };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function run(logic: AnyActorLogic | undefined, input: unknown) {
  if (!logic) throw new Error('actor missing');
  return toPromise(createActor(logic, { input }).start());
}

afterEach(() => vi.unstubAllGlobals());

const refusedForApproval = (reason: unknown) =>
  json(409, { error: { code: 'approval_required', message: 'Este pedido necesita la aprobación de un administrador.', reason } });

describe('the approval branch’s actors against the gateway contract', () => {
  it('read the buyer’s spending rule', async () => {
    const spending = {
      applies: true,
      rule: { per_order: 300_000, per_period: 1_500_000, period: 'month' },
      own_rule: true,
      spent: 1_250_000,
      period_start: '2026-11-01',
      period_end: '2026-11-30',
    };
    const { client, requests } = gateway(json(200, spending));
    await expect(run(readSpending(client), undefined)).resolves.toEqual(spending);
    expect([requests[0]!.method, requests[0]!.url]).toEqual(['GET', 'http://gateway.test/api/spending-limits/mine']);
  });

  it('send the order for approval with the body of an order and the request’s Idempotency-Key', async () => {
    const sent = { approval_id: 31, reason: { kind: 'per_order', limit: 300_000 }, expires_at: '2026-12-01T14:00:00-03:00' };
    const { client, requests } = gateway(json(201, sent));
    await expect(run(approvalRequestEffects(client).actors?.sendForApproval, { order, idempotencyKey: 'approval-1' })).resolves.toEqual(sent);
    const request = requests[0]!;
    expect([request.method, request.url]).toEqual(['POST', 'http://gateway.test/api/order-approvals']);
    expect(request.headers.get('Idempotency-Key')).toBe('approval-1');
    expect(await request.json()).toEqual(order);
  });

  it('carry the rule an order needing approval breaks into its failure: figures for the text, amounts for the checkout', async () => {
    const { client } = gateway(
      refusedForApproval({ kind: 'per_period', limit: 1_500_000, period: 'month', spent: 1_250_000 }),
      refusedForApproval({ kind: 'per_order', limit: 300_000 }),
      refusedForApproval({ kind: 'per_period', limit: 'mucho' }),
    );
    const createOrder = paymentEffects(client, { href: 'http://portal.test/product/checkout' }).actors?.createOrder;
    const period = await run(createOrder, { order, idempotencyKey: 'key-1' }).catch((failure: unknown) => failure);
    expect(period).toEqual({
      code: 'approval_required',
      message: 'Este pedido necesita la aprobación de un administrador.',
      params: { kind: 'per_period', limit: '$1.500.000', limitAmount: 1_500_000, period: 'month', spent: '$1.250.000', spentAmount: 1_250_000 },
    });
    expect(approvalReasonOfFailure(period as never)).toEqual({ kind: 'per_period', limit: 1_500_000, period: 'month', spent: 1_250_000 });

    const perOrder = await run(createOrder, { order, idempotencyKey: 'key-2' }).catch((failure: unknown) => failure);
    expect(approvalReasonOfFailure(perOrder as never)).toEqual({ kind: 'per_order', limit: 300_000 });

    // A reason it cannot read leaves the failure as the gateway worded it: the checkout shows it with a retry.
    const malformed = await run(createOrder, { order, idempotencyKey: 'key-3' }).catch((failure: unknown) => failure);
    expect(malformed).toEqual({ code: 'approval_required', message: 'Este pedido necesita la aprobación de un administrador.' });
    expect(approvalReasonOfFailure(malformed as never)).toBeNull();
  });
});
