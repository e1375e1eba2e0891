import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubCharge, clubMembership } from '../../server/db/schema';
import { createCompany } from './invoices.fixtures';
import { newKey } from './orders.fixtures';
import { createTestApp } from './support/test-app';

/**
 * The sandbox's test clock runs the Club CXTI renewals as of a later day, for end-to-end tests; it exists
 * only when SANDBOX_TEST_CLOCK=1, and the gateway's own clock never moves.
 */
describe('POST /api/sandbox/test-clock/renewals', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let off: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ sandboxTestClock: true });
    off = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await off.close();
  });

  const run = (app: typeof t, at: unknown) => app.json('/api/sandbox/test-clock/renewals', { at });

  it('does not exist outside the sandbox’s test mode', async () => {
    expect((await run(off, '2027-01-01')).status).toBe(404);
  });

  it('renews a membership due on that day once, and leaves the gateway’s clock where it was', async () => {
    const company = await createCompany(t.db, { name: 'Fonda El Reloj SpA', vat: '76.901.234-5' });
    const card = await t.addCard(company.partnerId, { expYear: 2031 }, 'approve');
    const { auth } = await t.login(company.email);
    const plans = (await (await t.send('GET', '/api/club', auth)).json()) as { plans: { id: number; months: number }[] };
    const monthly = plans.plans.find((plan) => plan.months === 1)!.id;
    expect((await t.json('/api/club/join', { plan_id: monthly, payment_method_id: 1000 + card.id }, { ...auth, 'Idempotency-Key': newKey() })).status).toBe(201);

    expect(await (await run(t, '2026-04-01')).json()).toEqual({ charged: 0, ended: 0 });
    expect(await (await run(t, '2026-04-02')).json()).toEqual({ charged: 1, ended: 0 });
    expect(await (await run(t, '2026-04-02')).json()).toEqual({ charged: 0, ended: 0 });
    const [membership] = await t.db.select().from(clubMembership).where(eq(clubMembership.partnerId, company.partnerId));
    expect(membership?.periodEnd).toBe('2026-05-01');
    expect((await t.db.select().from(clubCharge).where(eq(clubCharge.partnerId, company.partnerId))).map((charge) => charge.kind)).toEqual(['join', 'renewal']);
    expect(t.clock.now().toISOString()).toBe(new Date('2026-03-02T12:00:00-03:00').toISOString());
  });

  it('refuses a day that does not exist', async () => {
    const res = await run(t, '2026-02-30');
    expect(res.status).toBe(400);
    expect((await run(t, 'mañana')).status).toBe(400);
  });
});
