import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardHold, clubCharge, clubMembership, teamPurchaseCommitment } from '../../server/db/schema';
import { sweepMoney } from '../../server/payments/money-sweeper';
import { recordHold, unusedHoldGraceMs } from '../../server/team-purchase/card-holds';
import { earliestDate, insertCatalogue, line, newKey, orderRow, settleMemberships, transactionsOf } from './orders.fixtures';
import { addBuyerCompany, addCampaign, committed, savedCardMethod } from './team-purchase.fixtures';
import { providerUnderTest, savedCardBehaviours } from './support/payers';
import { createTestApp } from './support/test-app';

// Money moves once, with the requests spread over two gateway instances on one database (PGlite under
// npm test, PostgreSQL under npm run test:pg): for every order, Club CXTI fee and commitment, what the
// provider holds as approved (minus what it gave back) is exactly what was bought, after bursts of
// concurrent attempts, retries after "pendiente" and late approvals from the provider.

let t: Awaited<ReturnType<typeof createTestApp>>;
let second: Hono;
let catalogue: Awaited<ReturnType<typeof insertCatalogue>>;
let demoCompany: number;
let demo: Record<string, string>;
let attempts = 0;

beforeAll(async () => {
  // On the sandbox, or on the provider PAYMENT_PROVIDER names, against its stand-in (npm run test:providers).
  t = await createTestApp({ payments: providerUnderTest() });
  catalogue = await insertCatalogue(t.db, 'TST-ONCE');
  demoCompany = (await settleMemberships(t.db)).demo;
  demo = (await t.login('demo@despensa.cl')).auth;
  second = await t.anotherInstance();
});
afterAll(() => t.close());

/** Every other request goes to the second instance, as a reverse proxy would spread them. */
const instance = (i: number) => (i % 2 === 0 ? t.app : second);

async function post(i: number, path: string, body: unknown, auth: Record<string, string>): Promise<Response> {
  attempts += 1;
  return instance(i).request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': newKey(), ...auth },
    body: JSON.stringify(body),
  });
}

/** The payer's choice on the provider's page, reaching the gateway as the provider sends it. */
const decide = (redirectUrl: string, decision: 'approve' | 'reject') => t.payer!.decide(redirectUrl, decision);

/** What the provider holds as charged (approved, not given back) for these records of ours. */
const chargedFor = (recordIds: string[]) => t.payer!.chargedFor(recordIds);

/** The provider approves a declined checkout on its own, later (a race it allows), and says so. */
const lateApproval = (recordId: string) => t.payer!.lateApproval!(recordId);
/** Transbank takes no payment the gateway did not confirm: there is no late approval to give back. */
const approvesLate = providerUnderTest() !== 'transbank';

/** The invariant for one order: charged exactly its total once confirmed by card, nothing otherwise. */
async function expectPaidOnce(orderId: number) {
  const order = await orderRow(t.db, orderId);
  const records = await transactionsOf(t.db, orderId);
  expect(await chargedFor(records.map((record) => record.id)), `order ${orderId}`).toBe(order.state === 'sale' ? order.amountTotal : 0);
  expect(records.filter((record) => record.state === 'approved')).toHaveLength(order.state === 'sale' ? 1 : 0);
  // What we recorded as given back, the provider gave back.
  const refunded = records.filter((record) => record.state === 'refunded').map((record) => record.id);
  expect(await chargedFor(refunded)).toBe(0);
  return { order, records };
}

async function cardOrder(): Promise<number> {
  const res = await t.json(
    '/api/create-sales-order',
    { partner_id: demoCompany, payment_method_id: 1, scheduled_date: earliestDate, retiro_en_tienda: true, order_line: [line(catalogue.huevos, 2)] },
    { ...demo, 'Idempotency-Key': newKey() },
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { order_id: number }).order_id;
}

type Answer = { status: number; body: { payment_id?: string; charge_id?: string; redirect_url?: string; error?: { code: string } } };
const answered = async (res: Response): Promise<Answer> => ({ status: res.status, body: (await res.json()) as Answer['body'] });

describe('an order is paid at most once', () => {
  it('25 attempts at once on each of 8 orders, through both instances, open one checkout per order, and every page approved charges it once', async () => {
    const approving = await t.addCard(demoCompany, { last4: '1111' }, 'approve');
    const orders = await Promise.all(Array.from({ length: 8 }, () => cardOrder()));
    // Half on the provider's page (a new card), half on a saved card charged at once.
    const methodOf = (k: number) => (k % 2 === 0 ? 1 : savedCardMethod(approving.id));
    const answers = await Promise.all(
      orders.flatMap((orderId, k) => Array.from({ length: 25 }, (_, i) => post(i, '/api/payments', { order_id: orderId, payment_method_id: methodOf(k) }, demo).then(answered))),
    );
    for (const answer of answers) {
      // A late one may find the order already confirmed by the saved card: refused, never charged.
      if (answer.status !== 201) expect(answer.body.error?.code).toBe('order_not_payable');
    }
    // Each buyer tab approves the page it was given: every distinct page there is.
    const pages = new Set(answers.flatMap((answer) => (answer.body.redirect_url && t.payer!.checkoutUrl.test(answer.body.redirect_url) ? [answer.body.redirect_url] : [])));
    await Promise.all([...pages, ...pages].map((page) => decide(page, 'approve')));

    for (const orderId of orders) {
      const { order, records } = await expectPaidOnce(orderId);
      expect(order.state).toBe('sale');
      expect(records).toHaveLength(1);
    }
  });

  it.runIf(savedCardBehaviours[providerUnderTest()].includes('pending'))('retries after "pendiente" are answered with the pending attempt, and its approval charges the order once', async () => {
    const slow = await t.addCard(demoCompany, { last4: '3220' }, 'pending');
    const orderId = await cardOrder();
    const body = { order_id: orderId, payment_method_id: savedCardMethod(slow.id) };
    const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => post(i, '/api/payments', body, demo).then(answered)));
    const retries: Answer[] = [];
    for (let i = 0; i < 10; i += 1) retries.push(await answered(await post(i, '/api/payments', body, demo)));
    const ids = new Set([...burst, ...retries].map((answer) => answer.body.payment_id));
    expect(ids.size).toBe(1);
    expect([...burst, ...retries].every((answer) => answer.status === 201 && answer.body.redirect_url?.includes('/product/pendiente'))).toBe(true);

    // The bank later approves every payment it had under review for the order.
    await t.payer!.approvePending((await transactionsOf(t.db, orderId)).map((record) => record.id));
    const { order } = await expectPaidOnce(orderId);
    expect(order.state).toBe('sale');
  });

  it.runIf(approvesLate)('a late approval of an attempt already rejected is given back, whether the order was paid by another or not', async () => {
    const paidByAnother = await cardOrder();
    const first = await answered(await post(0, '/api/payments', { order_id: paidByAnother, payment_method_id: 1 }, demo));
    await decide(first.body.redirect_url!, 'reject');
    const secondAttempt = await answered(await post(1, '/api/payments', { order_id: paidByAnother, payment_method_id: 1 }, demo));
    expect(secondAttempt.body.payment_id).not.toBe(first.body.payment_id);
    await decide(secondAttempt.body.redirect_url!, 'approve');
    await lateApproval(first.body.payment_id!);

    const unpaid = await cardOrder();
    const lone = await answered(await post(0, '/api/payments', { order_id: unpaid, payment_method_id: 1 }, demo));
    await decide(lone.body.redirect_url!, 'reject');
    await lateApproval(lone.body.payment_id!);

    const paid = await expectPaidOnce(paidByAnother);
    expect(paid.order.state).toBe('sale');
    expect(paid.records.find((record) => record.id === first.body.payment_id)).toMatchObject({ state: 'refunded', stateMessage: expect.stringContaining('se devuelve') });
    // The order's payment is the approved one; the refunded attempt's own page says it was given back.
    const latest = await t.app.request(`/api/sales-orders/${paidByAnother}/payment`, { headers: demo });
    expect(await latest.json()).toMatchObject({ payment_id: secondAttempt.body.payment_id, status: 'approved' });
    const refundedStatus = await t.app.request(`/api/payments/${first.body.payment_id}`, { headers: demo });
    expect(await refundedStatus.json()).toMatchObject({ status: 'rejected', reason: expect.stringContaining('se devuelve') });
    // Pedidos shows the order's one approved payment and the refund.
    const detail = (await (await t.app.request(`/api/sales-orders/${paidByAnother}`, { headers: demo })).json()) as { amount_total: number; card_payments: { status: string; amount: number }[] };
    expect(detail.card_payments.map(({ status, amount }) => ({ status, amount }))).toEqual([
      { status: 'refunded', amount: detail.amount_total },
      { status: 'approved', amount: detail.amount_total },
    ]);

    const still = await expectPaidOnce(unpaid);
    expect(still.order.state).toBe('draft');
    expect(still.records[0]?.state).toBe('refunded');
  });

  it.runIf(approvesLate)('a refund the provider does not answer stays refunding, and the money sweeper gives it back', async () => {
    const orderId = await cardOrder();
    const attempt = await answered(await post(0, '/api/payments', { order_id: orderId, payment_method_id: 1 }, demo));
    await decide(attempt.body.redirect_url!, 'reject');
    const provider = t.deps.payments!;
    const refund = provider.refund;
    provider.refund = () => Promise.reject(new Error('provider down'));
    try {
      await lateApproval(attempt.body.payment_id!);
    } finally {
      provider.refund = refund;
    }
    expect((await transactionsOf(t.db, orderId))[0]?.state).toBe('refunding');
    expect(await chargedFor([attempt.body.payment_id!])).toBeGreaterThan(0);

    expect((await sweepMoney(t.deps)).refunded).toBeGreaterThanOrEqual(1);
    await expectPaidOnce(orderId);
    expect((await transactionsOf(t.db, orderId))[0]?.state).toBe('refunded');
    // A second sweep finds nothing left to give back.
    expect((await sweepMoney(t.deps)).refunded).toBe(0);
  });
});

describe('a Club CXTI join is charged once', () => {
  async function feesOf(partnerId: number) {
    const charges = await t.db.select().from(clubCharge).where(eq(clubCharge.partnerId, partnerId));
    return { charges, charged: await chargedFor(charges.map((charge) => charge.id)) };
  }

  async function annualPlan(auth: Record<string, string>) {
    const { plans } = (await (await t.send('GET', '/api/club', auth)).json()) as { plans: { id: number; months: number; price: number }[] };
    return plans.find((plan) => plan.months === 12)!;
  }

  it('20 joins at once on the provider’s page, through both instances, open one checkout: one fee, one period', async () => {
    const company = await addBuyerCompany(t);
    const plan = await annualPlan(company.auth);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post(i, '/api/club/join', { plan_id: plan.id, payment_method_id: 1 }, company.auth).then(answered)));
    expect(new Set(answers.map((answer) => answer.body.charge_id)).size).toBe(1);
    const pages = new Set(answers.map((answer) => answer.body.redirect_url!));
    await Promise.all([...pages, ...pages].map((page) => decide(page, 'approve')));

    const { charges, charged } = await feesOf(company.partnerId);
    expect(charged).toBe(plan.price);
    expect(charges.filter((charge) => charge.state === 'approved')).toHaveLength(1);
    const [membership] = await t.db.select().from(clubMembership).where(eq(clubMembership.partnerId, company.partnerId));
    expect(membership).toMatchObject({ startedOn: '2026-03-02', periodEnd: '2027-03-01' });
  });

  it('20 joins at once on a saved card charge it once; a late approval of a rejected join is given back, never a second period', async () => {
    const company = await addBuyerCompany(t);
    const card = await t.addCard(company.partnerId, {}, 'approve');
    const plan = await annualPlan(company.auth);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(i, '/api/club/join', { plan_id: plan.id, payment_method_id: savedCardMethod(card.id) }, company.auth).then(answered)),
    );
    for (const answer of answers) if (answer.status !== 201) expect(answer.body.error?.code).toBe('already_member');
    expect(new Set(answers.flatMap((answer) => (answer.body.charge_id ? [answer.body.charge_id] : []))).size).toBe(1);
    expect((await feesOf(company.partnerId)).charged).toBe(plan.price);

    if (!approvesLate) return;
    // A join of another company that the bank declined, approved late by the provider.
    const late = await addBuyerCompany(t);
    const declined = await answered(await post(0, '/api/club/join', { plan_id: plan.id, payment_method_id: 1 }, late.auth));
    await decide(declined.body.redirect_url!, 'reject');
    await lateApproval(declined.body.charge_id!);
    const fees = await feesOf(late.partnerId);
    expect(fees.charged).toBe(0);
    expect(fees.charges[0]).toMatchObject({ state: 'refunded' });
    expect(await t.db.select().from(clubMembership).where(eq(clubMembership.partnerId, late.partnerId))).toHaveLength(0);
  });
});

describe('a commitment holds one amount on the card', () => {
  it('20 changes at once with a saved card, through both instances, leave only the hold the commitment uses; the sweeper lets go of an unused one', async () => {
    const company = await addBuyerCompany(t, 0);
    const card = await t.addCard(company.partnerId, {}, 'approve');
    const campaign = await addCampaign(t);
    await committed(t, company.auth, campaign.id, { quantity: 5, payment_method_id: savedCardMethod(card.id) });
    const changes = await Promise.all(
      Array.from({ length: 20 }, async (_, i) =>
        instance(i).request(`/api/team-purchases/${campaign.id}/commitment`, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json', ...company.auth },
          body: JSON.stringify({ quantity: 6 + i, payment_method_id: savedCardMethod(card.id) }),
        }),
      ),
    );
    attempts += changes.length;
    expect(changes.map((res) => res.status).every((status) => status === 200)).toBe(true);

    // Every hold asked for is recorded the moment the provider grants it (card_hold); what each still holds, the provider says.
    const holdsOnCard = async () => {
      const asked = await t.db.select().from(cardHold).where(and(eq(cardHold.campaignId, campaign.id), eq(cardHold.partnerId, company.partnerId)));
      const held = await Promise.all(asked.map(async (hold) => ({ reference: hold.reference, ...(await t.payer!.holdOf(hold.reference)) })));
      return held.filter((hold) => hold.state === 'authorized');
    };
    const [commitment] = await t.db
      .select()
      .from(teamPurchaseCommitment)
      .where(and(eq(teamPurchaseCommitment.campaignId, campaign.id), eq(teamPurchaseCommitment.partnerId, company.partnerId)));
    const held = await holdsOnCard();
    expect(held.map((hold) => hold.reference)).toEqual([commitment!.authorizationReference]);
    expect(held[0]?.amount).toBe(commitment!.amount);

    // A hold asked for by a request that never got to save it (the process died in between).
    const orphan = await t.deps.payments!.authorize({ transactionId: `tp-${campaign.id}-${company.partnerId}-orphan-${newKey()}`, amount: 9_990, description: 'huérfana', savedCardRef: card.providerRef });
    await recordHold(t.deps, { reference: orphan.providerReference, provider: t.payer!.name, partnerId: company.partnerId, campaignId: campaign.id, amount: 9_990 });
    expect(await holdsOnCard()).toHaveLength(2);
    // Within its grace it may still be on its way to a commitment: left alone.
    await sweepMoney(t.deps);
    expect(await holdsOnCard()).toHaveLength(2);
    t.clock.advance(unusedHoldGraceMs + 1000);
    expect((await sweepMoney(t.deps)).released).toBeGreaterThanOrEqual(1);
    expect((await holdsOnCard()).map((hold) => hold.reference)).toEqual([commitment!.authorizationReference]);
    const [orphanRow] = await t.db.select().from(cardHold).where(eq(cardHold.reference, orphan.providerReference));
    expect(orphanRow?.state).toBe('released');
  });
});

it('made at least 200 concurrent attempts', () => {
  expect(attempts).toBeGreaterThanOrEqual(200);
});
