import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsReport } from '../../contract/analytics';
import type { CreditLine } from '../../contract/lists';
import type { PaymentMethod } from '../../contract/payments';
import { accountMove, resPartner, teamPurchaseCommitment } from '../../server/db/schema';
import { earliestDate, invoicesOfOrder, line, newKey, openOrdersApp, ordersOf, type OrdersApp } from './orders.fixtures';
import { addCampaign, commitTo, creditMethod } from './team-purchase.fixtures';

let t: OrdersApp['t'], catalogue: OrdersApp['catalogue'], companies: OrdersApp['companies'], demo: OrdersApp['demo'], club: OrdersApp['club'];
/** What the demo's seeded invoices leave unpaid: the line's use before this file orders anything. */
let seededOwed = 0;
/** The demo's line in this file: what it owes plus $200.000. */
let limit = 0;

const owedBy = async (partnerId: number) => {
  const [row] = await t.db
    .select({ owed: sql<number>`coalesce(sum(${accountMove.amountResidual}), 0)::bigint`.mapWith(Number) })
    .from(accountMove)
    .where(eq(accountMove.partnerId, partnerId));
  return row!.owed;
};

beforeAll(async () => {
  ({ t, catalogue, companies, demo, club } = await openOrdersApp('TST-CRED'));
  seededOwed = await owedBy(companies.demo);
  limit = seededOwed + 200_000;
  await t.db.update(resPartner).set({ creditLimit: limit }).where(eq(resPartner.id, companies.demo));
});
afterAll(() => t.close());

/** Boxes of eggs at $32.000 net each, delivered: `boxes` decides the total. */
const eggs = (boxes: number, paymentMethodId = creditMethod) => ({
  partner_id: companies.demo,
  payment_method_id: paymentMethodId,
  scheduled_date: earliestDate,
  retiro_en_tienda: false,
  order_line: [line(catalogue.huevos, boxes)],
});

const create = (body: unknown, auth = demo) => t.json('/api/create-sales-order', body, { ...auth, 'Idempotency-Key': newKey() });
type Refusal = { error: { code: string; message: string; available?: number; amount?: number; fields?: Record<string, string[]> } };

const creditLine = async (auth = demo) => {
  const res = await t.app.request('/api/user/credit-line', { headers: auth });
  expect(res.status).toBe(200);
  return (await res.json()) as CreditLine;
};

describe('the credit line', () => {
  it('is read with its limit, what is used and what is left; a company without one reads null', async () => {
    expect(await creditLine()).toEqual({ days: 30, limit, used: seededOwed, available: 200_000 });
    expect(await creditLine(club)).toBeNull();
  });

  it('is not read by a comprador, who may not read invoices', async () => {
    const { auth } = await t.login('comprador@despensa.cl');
    const res = await t.app.request('/api/user/credit-line', { headers: auth });
    expect(res.status).toBe(403);
  });

  it('is offered in Pago with what is left of it', async () => {
    const res = await t.app.request('/api/payment-methods', { headers: demo });
    const methods = (await res.json()) as PaymentMethod[];
    expect(methods.find((method) => method.code === 'credit')?.credit).toEqual({ days: 30, limit, available: 200_000 });
  });

  it('refuses an order above what is left, saying both figures, and writes nothing', async () => {
    const before = await ordersOf(t.db, companies.demo);
    // Ten boxes: 320.000 net, shipped free at that size, with IVA 380.800.
    const res = await create(eggs(10));
    expect(res.status).toBe(422);
    const { error } = (await res.json()) as Refusal;
    expect(error).toMatchObject({ code: 'credit_limit_exceeded', available: 200_000, amount: 380_800 });
    expect(error.message).toBe('Tu crédito disponible es $200.000 y esta compra suma $380.800. Paga con tarjeta o reduce la compra.');
    expect(error.fields?.payment_method_id).toEqual([error.message]);
    expect(await ordersOf(t.db, companies.demo)).toBe(before);
    expect(await owedBy(companies.demo)).toBe(seededOwed);
  });

  it('leaves a card payment alone: the same order by card waits for its payment', async () => {
    const res = await create(eggs(10, 1));
    expect(res.status).toBe(201);
    const { order_id } = (await res.json()) as { order_id: number };
    expect(await invoicesOfOrder(t.db, order_id)).toEqual([]);
  });

  it('takes two orders sent at once that each fit but together do not: one is placed, the other refused', async () => {
    // Four boxes: 128.000 net + 4.990, with IVA 158.258; two of them are more than 200.000.
    const answers = await Promise.all([create(eggs(4)), create(eggs(4))]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 422]);
    const refused = (await answers.find((res) => res.status === 422)!.json()) as Refusal;
    expect(refused.error).toMatchObject({ code: 'credit_limit_exceeded', available: 200_000 - 158_258, amount: 158_258 });
    expect(await owedBy(companies.demo)).toBe(seededOwed + 158_258);
    expect(await creditLine()).toEqual({ days: 30, limit, used: seededOwed + 158_258, available: 200_000 - 158_258 });
  });

  it('counts a batch commitment on credit, refuses one above what is left, and lets a commitment replace its own', async () => {
    const available = 200_000 - 158_258;
    const campaign = await addCampaign(t, { groupPrice: 10_000 });
    // Three units at 10.000 net, with IVA 35.700: it fits in 41.742.
    const fits = await commitTo(t, demo, campaign.id, { quantity: 3, payment_method_id: creditMethod });
    expect(fits.status).toBe(200);
    expect((await creditLine())?.available).toBe(available - 35_700);
    // Changing it to four (47.600) is counted without the three it replaces: still more than what is left.
    const tooMuch = await commitTo(t, demo, campaign.id, { quantity: 4, payment_method_id: creditMethod });
    expect(tooMuch.status).toBe(422);
    expect(((await tooMuch.json()) as Refusal).error).toMatchObject({ code: 'credit_limit_exceeded', available, amount: 47_600 });
    // Two units replace the three: 23.800 is what the batch now holds of the line.
    const fewer = await commitTo(t, demo, campaign.id, { quantity: 2, payment_method_id: creditMethod });
    expect(fewer.status).toBe(200);
    const [held] = await t.db
      .select({ amount: teamPurchaseCommitment.amount })
      .from(teamPurchaseCommitment)
      .where(and(eq(teamPurchaseCommitment.campaignId, campaign.id), eq(teamPurchaseCommitment.partnerId, companies.demo)));
    expect(held?.amount).toBe(23_800);
    expect((await creditLine())?.available).toBe(available - 23_800);
  });

  it('is shown beside the debt on the analytics page', async () => {
    const res = await t.app.request('/api/analytics?from=2026-01&to=2026-03', { headers: demo });
    const report = (await res.json()) as AnalyticsReport;
    const line = await creditLine();
    expect(report.debt?.credit).toEqual({ limit: line!.limit, used: line!.used, available: line!.available });
  });

  it('has nothing left when it is used past a lowered limit, and then refuses any order on credit', async () => {
    await t.db.update(resPartner).set({ creditLimit: seededOwed }).where(eq(resPartner.id, companies.demo));
    expect((await creditLine())?.available).toBe(0);
    const res = await create(eggs(2));
    expect(res.status).toBe(422);
    expect(((await res.json()) as Refusal).error).toMatchObject({ code: 'credit_limit_exceeded', available: 0 });
  });
});
