import type { CreateSalesOrderRequest } from '../../contract/orders';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { paymentEffects } from '../../src/actors/payment.actors';
import { createApiClient } from '../../src/api/client';

const order: CreateSalesOrderRequest = {
  partner_id: 12,
  payment_method_id: 3,
  scheduled_date: '2026-03-10',
  retiro_en_tienda: true,
  order_line: [{ product_id: 101, product_uom_qty: 1, price_unit: 8_990, cxti_price: 0 }],
};

/** The real client over a scripted gateway: each request is recorded and answered in turn. */
function gateway(...answers: (Response | Error)[]) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      requests.push(new Request(url, init));
      const answer = answers[requests.length - 1];
      if (answer instanceof Error) throw answer;
      return answer;
    }),
  );
  const location = { href: 'http://portal.test/product/checkout' };
  const effects = paymentEffects(createApiClient(() => 'token-1', { baseURL: 'http://gateway.test/api' }), location);
  const request = (index: number) => {
    const found = requests[index];
    if (!found) throw new Error(`no request #${index}`);
    return found;
  };
  return { effects, requests, request, location };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function run(logic: AnyActorLogic | undefined, input: unknown) {
  if (!logic) throw new Error('actor missing');
  return toPromise(createActor(logic, { input }).start());
}

afterEach(() => vi.unstubAllGlobals());

describe('payment actors against the gateway contract', () => {
  it('creates the order with its Idempotency-Key and the bearer token, reading order_id', async () => {
    const { effects, request } = gateway(json(200, { order_id: 77 }));
    await expect(run(effects.actors?.createOrder, { order, idempotencyKey: 'key-1' })).resolves.toEqual({ order_id: 77 });
    const sent = request(0);
    expect([sent.method, sent.url]).toEqual(['POST', 'http://gateway.test/api/create-sales-order']);
    expect(sent.headers.get('Idempotency-Key')).toBe('key-1');
    expect(sent.headers.get('Authorization')).toBe('Bearer token-1');
    expect(await sent.json()).toEqual(order);
  });

  it('rejects an answer without order_id, with no gateway wording for the buyer', async () => {
    const { effects } = gateway(json(200, { ok: true }));
    await expect(run(effects.actors?.createOrder, { order, idempotencyKey: 'key-1' })).rejects.toEqual({ code: 'bad_response' });
  });

  it("passes the gateway's code and Spanish message of a refusal", async () => {
    const { effects } = gateway(json(409, { error: { code: 'price_changed', message: 'Algunos precios cambiaron.' } }));
    await expect(run(effects.actors?.createOrder, { order, idempotencyKey: 'key-1' })).rejects.toEqual({
      code: 'price_changed',
      message: 'Algunos precios cambiaron.',
    });
  });

  it('passes the current prices of a price_changed refusal, so the cart can refresh', async () => {
    const current_prices = [{ product_id: 5, price_unit: 4990, cxti_price: 4500 }];
    const { effects } = gateway(
      json(409, { error: { code: 'price_changed', message: 'Algunos precios cambiaron.', current_prices } }),
    );
    await expect(run(effects.actors?.createOrder, { order, idempotencyKey: 'key-1' })).rejects.toEqual({
      code: 'price_changed',
      message: 'Algunos precios cambiaron.',
      prices: current_prices,
    });
  });

  it('opens a payment on the order with its own key', async () => {
    const { effects, request } = gateway(json(201, { payment_id: 'pay-9', redirect_url: 'https://pago.example/p/9' }));
    const answer = run(effects.actors?.createPayment, { order_id: 77, payment_method_id: 3, idempotencyKey: 'key-2' });
    await expect(answer).resolves.toEqual({ payment_id: 'pay-9', redirect_url: 'https://pago.example/p/9' });
    const sent = request(0);
    expect([sent.method, sent.url]).toEqual(['POST', 'http://gateway.test/api/payments']);
    expect(sent.headers.get('Idempotency-Key')).toBe('key-2');
    expect(await sent.json()).toEqual({ order_id: 77, payment_method_id: 3 });
  });

  it('refuses a redirect to anything but http(s) or the same origin', async () => {
    const { effects } = gateway(json(201, { payment_id: 'pay-9', redirect_url: 'javascript:alert(1)' }));
    const answer = run(effects.actors?.createPayment, { order_id: 77, payment_method_id: 3, idempotencyKey: 'key-2' });
    await expect(answer).rejects.toMatchObject({ code: 'bad_response' });
  });

  it("asks for a payment by its id, or for an order's latest payment", async () => {
    const answer = { payment_id: 'pay-9', order_id: 77, payment_method_id: 3, status: 'rejected', reason: 'Fondos insuficientes' };
    const { effects, requests } = gateway(json(200, answer), json(200, answer));
    await expect(run(effects.actors?.fetchPaymentStatus, { payment_id: 'pay-9' })).resolves.toEqual(answer);
    await run(effects.actors?.fetchPaymentStatus, { order_id: 77 });
    expect(requests.map((r) => [r.method, r.url])).toEqual([
      ['GET', 'http://gateway.test/api/payments/pay-9'],
      ['GET', 'http://gateway.test/api/sales-orders/77/payment'],
    ]);
  });

  it('turns an unreachable gateway into a failure the machine words itself', async () => {
    const { effects } = gateway(new TypeError('Failed to fetch'), new TypeError('Failed to fetch'));
    await expect(run(effects.actors?.fetchPaymentStatus, { payment_id: 'pay-9' })).rejects.toEqual({ code: 'network' });
  });

  it('sends the browser to the provider', () => {
    const { effects, location } = gateway();
    const actions = effects.actions as Record<'redirectToProvider', (args: unknown, params?: unknown) => void>;
    actions.redirectToProvider({}, { url: 'https://pago.example/p/9' });
    expect(location.href).toBe('https://pago.example/p/9');
  });
});
