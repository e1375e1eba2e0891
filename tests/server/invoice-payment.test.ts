import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoicePaymentList } from '../../contract/invoice-payment';
import { createTestApp } from './support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/invoice-payment', () => {
  it("answers the company's list in the contract's shape", async () => {
    const { auth } = await t.login('demo@despensa.cl');
    const res = await t.app.request('/api/invoice-payment', { headers: auth });
    expect(res.status).toBe(200);
    // new:screen: the rows the demo company has (seed them in server/db/seed/), and none of another company's.
    const body: unknown = await res.json();
    expect(invoicePaymentList.parse(body)).toEqual(body);
  });

  it('refuses a request without a session', async () => {
    const res = await t.app.request('/api/invoice-payment');
    expect(res.status).toBe(401);
  });
});
