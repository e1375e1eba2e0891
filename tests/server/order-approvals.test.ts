import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApprovalDetail, ApprovalPlaced, ApprovalSent, ApprovalSummary } from '../../contract/order-approvals';
import type { BuyerSpending, CompanyLimits } from '../../contract/spending-limits';
import { orderApproval, productProduct, resUsers, saleOrder, spendingLimit } from '../../server/db/schema';
import { expireApprovals } from '../../server/order-approvals/expire';
import { earliestDate, line, newKey, openOrdersApp, orderRow, type OrdersApp } from './orders.fixtures';
import { lastMailTo, linkIn, mailTo } from './support/mail';
import { createTestApp } from './support/test-app';

let t: OrdersApp['t'], catalogue: OrdersApp['catalogue'], companies: OrdersApp['companies'], demo: OrdersApp['demo'], other: OrdersApp['other'];
let buyer: Record<string, string>, finanzas: Record<string, string>, buyerId: number;
beforeAll(async () => {
  ({ t, catalogue, companies, demo, other } = await openOrdersApp('TST-APR', { sandboxTestClock: true }));
  buyer = (await t.login('comprador@despensa.cl')).auth;
  finanzas = (await t.login('finanzas@despensa.cl')).auth;
  buyerId = (await t.db.select({ id: resUsers.id }).from(resUsers).where(eq(resUsers.login, 'comprador@despensa.cl')))[0]!.id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(spendingLimit);
  // Orders placed by earlier tests would count in the buyer's period; each test starts from none.
  await t.db.delete(orderApproval);
  await t.db.update(saleOrder).set({ state: 'cancel' }).where(eq(saleOrder.userId, buyerId));
});

/** Lomo 2,5 kg and one box of eggs on credit: 82.663 with IVA. */
const basketTotal = 82_663;
const order = (overrides: Record<string, unknown> = {}) => ({
  partner_id: companies.demo,
  payment_method_id: 2,
  scheduled_date: earliestDate,
  retiro_en_tienda: false,
  order_line: [line(catalogue.lomo, 2.5), line(catalogue.huevos, 1)],
  ...overrides,
});

const keyed = (auth: Record<string, string>, key = newKey()) => ({ ...auth, 'Idempotency-Key': key });
const put = (path: string, body: unknown, auth: Record<string, string> = demo) =>
  t.app.request(path, { method: 'PUT', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const get = (path: string, auth: Record<string, string> = demo) => t.app.request(path, { headers: auth });
const signedIn = async (login: string) => (await t.login(login)).auth;
const codeOf = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

const perOrder = (limit: number) => put('/api/spending-limits', { per_order: limit, per_period: null, period: 'month' });

async function sendForApproval(body = order(), auth = buyer): Promise<ApprovalSent> {
  const res = await t.json('/api/order-approvals', body, keyed(auth));
  expect(res.status).toBe(201);
  return (await res.json()) as ApprovalSent;
}

describe('spending limits in Empresa', () => {
  it('an admin sets the company rule and a buyer her own; each card shows them with what was spent', async () => {
    expect((await perOrder(100_000)).status).toBe(200);
    const res = await put(`/api/spending-limits/users/${buyerId}`, { rule: { per_order: null, per_period: 1_500_000, period: 'week' } });
    expect(res.status).toBe(200);
    const limits = (await res.json()) as CompanyLimits;
    expect(limits.company).toEqual({ per_order: 100_000, per_period: null, period: 'month' });
    const mine = limits.members.find((member) => member.user_id === buyerId)!;
    expect(mine).toMatchObject({ applies: true, own_rule: true, rule: { per_order: null, per_period: 1_500_000, period: 'week' }, spent: 0 });
    // 2 March 2026 is a Monday: the calendar week runs to Sunday the 8th.
    expect([mine.period_start, mine.period_end]).toEqual(['2026-03-02', '2026-03-08']);

    // Back to the company's, and finanzas reads them without changing them.
    expect((await put(`/api/spending-limits/users/${buyerId}`, { rule: null })).status).toBe(200);
    const read = (await (await get('/api/spending-limits', finanzas)).json()) as CompanyLimits;
    expect(read.members.find((member) => member.user_id === buyerId)).toMatchObject({ own_rule: false, rule: { per_order: 100_000 } });
    expect((await put('/api/spending-limits', { per_order: 5, per_period: null, period: 'month' }, finanzas)).status).toBe(403);
  });

  it("counts each member's orders of their own period, by the Santiago day, cancelled ones left out", async () => {
    await put('/api/spending-limits', { per_order: null, per_period: 10_000_000, period: 'month' });
    await put(`/api/spending-limits/users/${buyerId}`, { rule: { per_order: null, per_period: 10_000_000, period: 'week' } });
    const placed = async (auth: Record<string, string>) => {
      const res = await t.json('/api/create-sales-order', order(), keyed(auth));
      expect(res.status).toBe(201);
      return ((await res.json()) as { order_id: number }).order_id;
    };
    const dated = async (orderId: number, instant: string) => t.db.update(saleOrder).set({ dateOrder: new Date(instant) }).where(eq(saleOrder.id, orderId));
    await placed(buyer);
    // Sunday 1 March is this month's but last week's; 23:30 on 28 February in Santiago is already March in UTC, and February's.
    await dated(await placed(buyer), '2026-03-01T12:00:00-03:00');
    await dated(await placed(buyer), '2026-02-28T23:30:00-03:00');
    await t.db.update(saleOrder).set({ state: 'cancel' }).where(eq(saleOrder.id, await placed(buyer)));

    const members = async () => ((await (await get('/api/spending-limits')).json()) as CompanyLimits).members;
    const spentOf = async (userId: number) => (await members()).find((member) => member.user_id === userId)!.spent;
    const demoId = (await t.db.select({ id: resUsers.id }).from(resUsers).where(eq(resUsers.login, 'demo@despensa.cl')))[0]!.id;
    const demoBefore = await spentOf(demoId);
    const demoOrder = await placed(demo);
    expect(await spentOf(buyerId)).toBe(basketTotal);
    expect(await spentOf(demoId)).toBe(demoBefore + basketTotal);
    await put(`/api/spending-limits/users/${buyerId}`, { rule: null });
    expect(await spentOf(buyerId)).toBe(2 * basketTotal);
    // The buyer's own read agrees with Empresa's card.
    expect(((await (await get('/api/spending-limits/mine', buyer)).json()) as BuyerSpending).spent).toBe(2 * basketTotal);
    await t.db.update(saleOrder).set({ state: 'cancel' }).where(eq(saleOrder.id, demoOrder));
  });

  it('refuses malformed limits, another company\'s user, and a buyer reading the company\'s', async () => {
    for (const body of [{ per_order: -1, per_period: null, period: 'month' }, { per_order: 1.5, per_period: null, period: 'month' }, { per_order: null, per_period: null, period: 'year' }, { per_order: null }]) {
      const res = await put('/api/spending-limits', body);
      expect(res.status).toBe(400);
    }
    const othersUser = (await t.db.select({ id: resUsers.id }).from(resUsers).where(eq(resUsers.login, 'otra@despensa.cl')))[0]!.id;
    expect((await put(`/api/spending-limits/users/${othersUser}`, { rule: null })).status).toBe(404);
    expect((await get('/api/spending-limits', buyer)).status).toBe(403);
  });

  it("a buyer reads her own rule and period; an admin's never applies", async () => {
    await perOrder(100_000);
    const mine = (await (await get('/api/spending-limits/mine', buyer)).json()) as BuyerSpending;
    expect(mine).toMatchObject({ applies: true, rule: { per_order: 100_000 }, spent: 0, period_start: '2026-03-01', period_end: '2026-03-31' });
    expect(((await (await get('/api/spending-limits/mine', demo)).json()) as BuyerSpending).applies).toBe(false);
  });
});

describe('an order above the rules', () => {
  it('cannot be placed directly by a buyer: 409 approval_required with the rule, and nothing is made', async () => {
    await perOrder(50_000);
    const res = await t.json('/api/create-sales-order', order(), keyed(buyer));
    expect(res.status).toBe(409);
    const body = (await res.json()) as { error: { code: string; reason: unknown } };
    expect(body.error).toMatchObject({ code: 'approval_required', reason: { kind: 'per_order', limit: 50_000 } });
    expect(await t.db.select().from(saleOrder).where(eq(saleOrder.userId, buyerId)).then((rows) => rows.filter((row) => row.state !== 'cancel'))).toEqual([]);
    // The admin's own order of the same size never waits.
    expect((await t.json('/api/create-sales-order', order(), keyed(demo))).status).toBe(201);
  });

  it('is sent for approval: saved as asked, the admins e-mailed a link to it, listed for both', async () => {
    await perOrder(50_000);
    const sent = await sendForApproval();
    expect(sent.reason).toEqual({ kind: 'per_order', limit: 50_000 });

    const mail = lastMailTo(t.sentMail, 'demo@despensa.cl');
    expect(mail.subject).toBe('Carlos Fuentes envió un pedido para tu aprobación');
    expect(mail.text).toContain('Supera el límite por pedido de $50.000.');
    expect(linkIn(mail, 'http')).toMatch(new RegExp(`/dashboard/aprobaciones\\?solicitud=${sent.approval_id}$`));

    const mine = (await (await get('/api/order-approvals', buyer)).json()) as ApprovalSummary[];
    expect(mine.map((row) => [row.id, row.state, row.amount_total, row.requested_by.name])).toEqual([[sent.approval_id, 'waiting', basketTotal, 'Carlos Fuentes']]);
    expect(((await (await get('/api/order-approvals/waiting')).json()) as { waiting: number }).waiting).toBe(1);
    const detail = (await (await get(`/api/order-approvals/${sent.approval_id}`)).json()) as ApprovalDetail;
    expect(detail).toMatchObject({ can_decide: true, scheduled_date: earliestDate, pickup: false, payment_method: { id: 2, code: 'credit' } });
    expect(detail.lines.map((row) => [row.name, row.quantity])).toEqual([['Lomo vetado', 2.5], ['Huevos, caja de 180', 1]]);
    expect(((await (await get(`/api/order-approvals/${sent.approval_id}`, buyer)).json()) as ApprovalDetail).can_decide).toBe(false);
  });

  it('one within the rules is refused for approval (422 approval_not_needed) and placed directly', async () => {
    await perOrder(1_000_000);
    const res = await t.json('/api/order-approvals', order(), keyed(buyer));
    expect(res.status).toBe(422);
    expect(await codeOf(res)).toBe('approval_not_needed');
    expect((await t.json('/api/create-sales-order', order(), keyed(buyer))).status).toBe(201);
  });

  it('the period limit counts what the buyer already ordered in it', async () => {
    await put('/api/spending-limits', { per_order: null, per_period: 150_000, period: 'month' });
    expect((await t.json('/api/create-sales-order', order(), keyed(buyer))).status).toBe(201);
    const res = await t.json('/api/create-sales-order', order(), keyed(buyer));
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { reason: unknown } }).error.reason).toEqual({ kind: 'per_period', limit: 150_000, period: 'month', spent: basketTotal });
  });

  it('the monthly limit counts orders by their Santiago day across the month boundary', async () => {
    await put('/api/spending-limits', { per_order: null, per_period: 150_000, period: 'month' });
    const started = t.clock.now();
    const at = (instant: string) => t.clock.advance(new Date(instant).getTime() - t.clock.now().getTime());
    const orderAt = async (auth: Record<string, string>) => {
      const { dates } = (await (await get('/api/delivery-options?subtotal=60000', auth)).json()) as { dates: string[] };
      return t.json('/api/create-sales-order', order({ scheduled_date: dates[0] }), keyed(auth));
    };
    try {
      // 23:30 on 31 March in Santiago is already 1 April in UTC: the order is March's.
      at('2026-03-31T23:30:00-03:00');
      let auth = await signedIn('comprador@despensa.cl');
      expect((await orderAt(auth)).status).toBe(201);
      const second = await orderAt(auth);
      expect(second.status).toBe(409);
      expect(((await second.json()) as { error: { reason: unknown } }).error.reason).toMatchObject({ kind: 'per_period', spent: basketTotal });

      at('2026-04-01T00:30:00-03:00');
      auth = await signedIn('comprador@despensa.cl');
      expect(await (await get('/api/spending-limits/mine', auth)).json()).toMatchObject({ spent: 0, period_start: '2026-04-01', period_end: '2026-04-30' });
      expect((await orderAt(auth)).status).toBe(201);
    } finally {
      at(started.toISOString());
    }
  });

  it("the sandbox's test clock judges an order as of another instant, and is closed unless it is on", async () => {
    await put('/api/spending-limits', { per_order: null, per_period: 150_000, period: 'month' });
    const asOf = (at: string, app = t.app, auth = buyer) =>
      app.request('/api/sandbox/test-clock/sales-orders', {
        method: 'POST',
        headers: { ...keyed(auth), 'Content-Type': 'application/json' },
        body: JSON.stringify({ at, order: order({ scheduled_date: '2026-04-02' }) }),
      });
    expect((await asOf('2026-03-31T23:30:00-03:00')).status).toBe(201);
    // Still 31 March in Santiago (already April in UTC): March's limit is reached.
    expect((await asOf('2026-03-31T23:50:00-03:00')).status).toBe(409);
    expect((await asOf('2026-04-01T00:30:00-03:00')).status).toBe(201);

    const unclocked = await createTestApp();
    try {
      expect((await asOf('2026-04-01T00:30:00-03:00', unclocked.app, (await unclocked.login('comprador@despensa.cl')).auth)).status).toBe(404);
    } finally {
      await unclocked.close();
    }
  });

  it('a repeated Idempotency-Key answers the same request, never a second one', async () => {
    await perOrder(50_000);
    const key = newKey();
    const first = await t.json('/api/order-approvals', order(), keyed(buyer, key));
    const again = await t.json('/api/order-approvals', order(), keyed(buyer, key));
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(await t.db.select().from(orderApproval)).toHaveLength(1);
  });
});

describe('approving', () => {
  it('places the order once, as the buyer\'s, at the prices of now; a second approval is refused', async () => {
    await perOrder(50_000);
    const { approval_id } = await sendForApproval();
    const res = await t.json(`/api/order-approvals/${approval_id}/approve`, {}, keyed(demo));
    expect(res.status).toBe(200);
    const placed = (await res.json()) as ApprovalPlaced;
    expect(placed).toMatchObject({ amount_total: basketTotal, payment_method_id: 2, needs_payment: false });
    const saved = await orderRow(t.db, placed.order_id);
    expect([saved.userId, saved.state]).toEqual([buyerId, 'sale']);
    expect(lastMailTo(t.sentMail, 'comprador@despensa.cl').subject).toContain(placed.name);

    const again = await t.json(`/api/order-approvals/${approval_id}/approve`, {}, keyed(demo));
    expect(again.status).toBe(409);
    expect(await codeOf(again)).toBe('approval_decided');
    const [row] = await t.db.select().from(orderApproval).where(eq(orderApproval.id, approval_id));
    expect([row!.state, row!.orderId]).toEqual(['placed', placed.order_id]);
  });

  it('two approvals at once place one order', async () => {
    await perOrder(50_000);
    const { approval_id } = await sendForApproval();
    const answers = await Promise.all(Array.from({ length: 6 }, () => t.json(`/api/order-approvals/${approval_id}/approve`, {}, keyed(demo))));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect((await t.db.select().from(saleOrder).where(eq(saleOrder.userId, buyerId))).filter((row) => row.state !== 'cancel')).toHaveLength(1);
  });

  it('a changed price is shown to the approver, who accepts the new total', async () => {
    await perOrder(50_000);
    const { approval_id } = await sendForApproval();
    await t.db.update(productProduct).set({ listPrice: 13_990 }).where(eq(productProduct.id, catalogue.lomo.id));
    try {
      const refused = await t.json(`/api/order-approvals/${approval_id}/approve`, {}, keyed(demo));
      expect(refused.status).toBe(409);
      const { error } = (await refused.json()) as { error: { code: string; current_prices: { product_id: number; price_unit: number; cxti_price: number }[] } };
      expect(error.code).toBe('price_changed');
      const res = await t.json(`/api/order-approvals/${approval_id}/approve`, { prices: error.current_prices }, keyed(demo));
      expect(res.status).toBe(200);
      expect(((await res.json()) as ApprovalPlaced).amount_total).toBeGreaterThan(basketTotal);
    } finally {
      await t.db.update(productProduct).set({ listPrice: catalogue.lomo.listPrice }).where(eq(productProduct.id, catalogue.lomo.id));
    }
  });

  it('a card order is placed waiting for the payment the approver makes next', async () => {
    await perOrder(50_000);
    const { approval_id } = await sendForApproval(order({ payment_method_id: 1 }));
    const placed = (await (await t.json(`/api/order-approvals/${approval_id}/approve`, {}, keyed(demo))).json()) as ApprovalPlaced;
    expect(placed).toMatchObject({ payment_method_id: 1, needs_payment: true });
    expect((await orderRow(t.db, placed.order_id)).state).toBe('draft');
    const payment = await t.json('/api/payments', { order_id: placed.order_id, payment_method_id: 1 }, keyed(demo));
    expect(payment.status).toBe(201);
  });

  it('a delivery date that passed is refused, and another of today\'s is given', async () => {
    await perOrder(50_000);
    const { approval_id } = await sendForApproval();
    t.clock.advance(2 * 86_400_000);
    try {
      // The access tokens of two days ago have expired.
      const admin = await signedIn('demo@despensa.cl');
      const refused = await t.json(`/api/order-approvals/${approval_id}/approve`, {}, keyed(admin));
      expect(refused.status).toBe(422);
      expect(await codeOf(refused)).toBe('scheduled_date_unavailable');
      const options = (await (await get('/api/delivery-options?subtotal=60000', admin)).json()) as { dates: string[] };
      const res = await t.json(`/api/order-approvals/${approval_id}/approve`, { scheduled_date: options.dates[0] }, keyed(admin));
      expect(res.status).toBe(200);
    } finally {
      t.clock.advance(-2 * 86_400_000);
    }
  });

  it('refuses a buyer, the requester herself, and another company', async () => {
    await perOrder(50_000);
    const { approval_id } = await sendForApproval();
    expect((await t.json(`/api/order-approvals/${approval_id}/approve`, {}, keyed(buyer))).status).toBe(403);
    expect((await t.json(`/api/order-approvals/${approval_id}/approve`, {}, keyed(other))).status).toBe(404);
    expect((await get(`/api/order-approvals/${approval_id}`, other)).status).toBe(404);
    await t.db.update(resUsers).set({ role: 'admin' }).where(eq(resUsers.id, buyerId));
    try {
      const own = await t.json(`/api/order-approvals/${approval_id}/approve`, {}, keyed(buyer));
      expect(own.status).toBe(403);
      expect(await codeOf(own)).toBe('approval_own');
    } finally {
      await t.db.update(resUsers).set({ role: 'comprador' }).where(eq(resUsers.id, buyerId));
    }
  });
});

describe('rejecting and expiring', () => {
  it('a rejection needs a reason, reaches the buyer by e-mail and in her list, and places nothing', async () => {
    await perOrder(50_000);
    const { approval_id } = await sendForApproval();
    expect((await t.json(`/api/order-approvals/${approval_id}/reject`, { reason: '   ' }, demo)).status).toBe(400);
    const res = await t.json(`/api/order-approvals/${approval_id}/reject`, { reason: 'Sin presupuesto este mes' }, demo);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ state: 'rejected', rejection_reason: 'Sin presupuesto este mes', decided_by: 'Daniela Muñoz' });
    const mail = lastMailTo(t.sentMail, 'comprador@despensa.cl');
    expect(mail.subject).toBe('Tu pedido no fue aprobado');
    expect(mail.text).toContain('«Sin presupuesto este mes»');
    const mine = (await (await get('/api/order-approvals', buyer)).json()) as ApprovalSummary[];
    expect(mine[0]).toMatchObject({ id: approval_id, state: 'rejected' });
    expect((await t.json(`/api/order-approvals/${approval_id}/approve`, {}, keyed(demo))).status).toBe(409);
  });

  it('after seven days it expires: refused, marked by the job, said to the buyer and the admins', async () => {
    await perOrder(50_000);
    const { approval_id } = await sendForApproval();
    const before = mailTo(t.sentMail, 'comprador@despensa.cl').length;
    t.clock.advance(7 * 86_400_000);
    try {
      const admin = await signedIn('demo@despensa.cl');
      expect(((await (await get(`/api/order-approvals/${approval_id}`, admin)).json()) as ApprovalDetail).state).toBe('expired');
      expect((await t.json(`/api/order-approvals/${approval_id}/approve`, {}, keyed(admin))).status).toBe(409);
      expect(await expireApprovals(t.deps)).toEqual({ expired: 1 });
      expect(await expireApprovals(t.deps)).toEqual({ expired: 0 });
      expect(mailTo(t.sentMail, 'comprador@despensa.cl').slice(before).map((mail) => mail.subject)).toEqual(['Venció un pedido que esperaba aprobación']);
      expect(lastMailTo(t.sentMail, 'demo@despensa.cl').subject).toBe('Venció un pedido que esperaba aprobación');
      expect(((await (await get('/api/order-approvals/waiting', admin)).json()) as { waiting: number }).waiting).toBe(0);
    } finally {
      t.clock.advance(-7 * 86_400_000);
    }
  });
});
