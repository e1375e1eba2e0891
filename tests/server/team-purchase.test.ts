import { formatClp } from '../../machines/rules/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign, MyCommitments } from '../../contract/team-purchase';
import { accountMove, saleOrder, saleOrderLine, teamPurchaseCampaign } from '../../server/db/schema';
import { providerUnderTest } from './support/payers';
import { batchTotals } from '../../machines/rules/totals';
import { runTeamPurchaseClosings } from '../../server/team-purchase/closing';
import { companyOf } from './orders.fixtures';
import { createTestApp } from './support/test-app';
import {
  addBuyerCompany,
  addCampaign,
  commitmentsOf,
  commitTo,
  committed,
  creditMethod,
  listed,
  savedCardMethod,
} from './team-purchase.fixtures';

/**
 * Team Purchase on the gateway: the campaigns everyone sees, commitments and their limits, cards held
 * and let go, and the closing job (filled, released, a declined capture, a run cut short, two runs at
 * once). On PGlite in `npm test`, on PostgreSQL in `test:pg`.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let demo: Record<string, string>;
let club: Record<string, string>;
let other: Record<string, string>;
let clubCompany: number;

beforeAll(async () => {
  // On the sandbox, or on the provider PAYMENT_PROVIDER names, against its stand-in (npm run test:providers).
  t = await createTestApp({ sandboxTestClock: true, payments: providerUnderTest() });
  demo = (await t.login('demo@despensa.cl')).auth;
  club = (await t.login('club@despensa.cl')).auth;
  other = (await t.login('otra@despensa.cl')).auth;
  clubCompany = await companyOf(t.db, 'club@despensa.cl');
});
afterAll(() => t.close());

const holdOf = (reference: string | null) => t.payer!.holdOf(reference!);
const afterDeadline = (campaign: { deadline: Date }) => ({ ...t.deps, clock: { now: () => new Date(campaign.deadline.getTime() + 60_000) } });
const mine = async (auth: Record<string, string>) => ((await (await t.send('GET', '/api/team-purchases/commitments', auth)).json()) as MyCommitments).commitments;
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string; fields?: Record<string, string[]> } }).error;

describe('the campaigns', () => {
  it('are listed to visitors: open ones by deadline with their progress, then the closed ones with their outcome', async () => {
    const res = await t.send('GET', '/api/team-purchases');
    expect(res.status).toBe(200);
    const { campaigns } = (await res.json()) as { campaigns: Campaign[] };
    const seeded = campaigns.filter((c) => c.title.startsWith('Lote de') && !c.title.includes('prueba'));
    expect(seeded.map((c) => [c.state, c.outcome])).toEqual([
      ['open', null],
      ['open', null],
      ['closed', 'filled'],
      ['closed', 'released'],
    ]);
    const [palta] = seeded;
    expect(palta).toMatchObject({ target_qty: 300, committed_qty: 265.5, companies: 4, min_per_company: 5, max_per_company: 80 });
    expect(palta!.group_price).toBeLessThan(palta!.product.list_price);
    expect(palta!.saving_percent).toBe(Math.round(((palta!.product.list_price - palta!.group_price) / palta!.product.list_price) * 100));
    expect(palta!.product.uom).toBe('kg');
  });
});

describe('a commitment', () => {
  it('on credit is set, changed, listed as the company’s and withdrawn while the campaign is open', async () => {
    const campaign = await addCampaign(t);
    t.sentMail.length = 0;
    const first = await committed(t, demo, campaign.id, { quantity: 10, payment_method_id: creditMethod });
    expect(first.commitment).toMatchObject({ quantity: 10, state: 'active', payment_method_code: 'credit', amount_total: batchTotals(10, campaign.groupPrice).total });
    expect(first.campaign).toMatchObject({ committed_qty: 10, companies: 1 });
    // The buyer gets the e-mail the page promises: what was committed, how it is secured, until when.
    const [mail] = t.sentMail.splice(0);
    expect(mail).toMatchObject({ to: 'demo@despensa.cl', subject: `Registramos tu compromiso: ${campaign.title}` });
    expect(mail!.text).toContain(`Tu compromiso en "${campaign.title}" es de 10`);
    expect(mail!.text).toContain(`${formatClp(batchTotals(10, campaign.groupPrice).total)} con IVA`);
    expect(mail!.text).toContain('Queda reservado en tu línea de crédito');
    expect(mail!.html).toContain('/teampurchase');

    const changed = await committed(t, demo, campaign.id, { quantity: 25, payment_method_id: creditMethod });
    expect(t.sentMail.splice(0).map((sent) => sent.subject)).toEqual([`Cambiaste tu compromiso: ${campaign.title}`]);
    expect(changed.campaign).toMatchObject({ committed_qty: 25, companies: 1 });
    expect((await mine(demo)).find((c) => c.campaign_id === campaign.id)).toMatchObject({ quantity: 25, state: 'active' });
    // Another company of the same batch sees the progress, never the demo company's commitment.
    expect((await mine(other)).some((c) => c.campaign_id === campaign.id)).toBe(false);

    const withdrawn = await t.send('DELETE', `/api/team-purchases/${campaign.id}/commitment`, demo);
    expect(withdrawn.status).toBe(200);
    expect(await withdrawn.json()).toMatchObject({ committed_qty: 0, companies: 0 });
    expect((await mine(demo)).some((c) => c.campaign_id === campaign.id)).toBe(false);
    expect((await t.send('DELETE', `/api/team-purchases/${campaign.id}/commitment`, demo)).status).toBe(404);
  });

  it('with a saved card holds the amount at the provider, holds anew when changed and lets go when withdrawn', async () => {
    const campaign = await addCampaign(t);
    const card = await t.addCard(clubCompany, {}, 'approve');
    const first = await committed(t, club, campaign.id, { quantity: 4, payment_method_id: savedCardMethod(card.id) });
    expect(first.commitment).toMatchObject({ payment_method_code: 'saved_card', payment_method_id: savedCardMethod(card.id) });
    const [row] = await commitmentsOf(t.db, campaign.id);
    expect(await holdOf(row!.authorizationReference)).toMatchObject({ state: 'authorized', amount: batchTotals(4, campaign.groupPrice).total });

    await committed(t, club, campaign.id, { quantity: 6, payment_method_id: savedCardMethod(card.id) });
    const [changed] = await commitmentsOf(t.db, campaign.id);
    expect(changed!.authorizationReference).not.toBe(row!.authorizationReference);
    expect((await holdOf(row!.authorizationReference)).state).toBe('voided');
    expect(await holdOf(changed!.authorizationReference)).toMatchObject({ state: 'authorized', amount: batchTotals(6, campaign.groupPrice).total });

    expect((await t.send('DELETE', `/api/team-purchases/${campaign.id}/commitment`, club)).status).toBe(200);
    expect((await holdOf(changed!.authorizationReference)).state).toBe('voided');
  });

  it('is refused, with nothing stored, when the card does not authorise the amount', async () => {
    const campaign = await addCampaign(t);
    const card = await t.addCard(clubCompany, {}, 'insufficient_funds');
    const res = await commitTo(t, club, campaign.id, { quantity: 4, payment_method_id: savedCardMethod(card.id) });
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toMatchObject({ code: 'card_declined', message: expect.stringContaining(t.payer!.reasonOf('insufficient_funds')!) });
    expect(await commitmentsOf(t.db, campaign.id)).toEqual([]);
  });

  it.each([
    ['below the campaign’s minimum per company', { quantity: 1 }, 422, 'quantity_out_of_range'],
    ['above its maximum per company', { quantity: 51 }, 422, 'quantity_out_of_range'],
    ['a fraction of a unit counted whole', { quantity: 2.5 }, 422, 'quantity_out_of_range'],
    ['a card on the provider’s page, which cannot be held', { payment_method_id: 1 }, 422, 'method_not_allowed'],
    ['a quantity that is not a number', { quantity: '5' }, 400, 'invalid_request'],
    ['a field the endpoint does not take', { price: 1 }, 400, 'invalid_request'],
    ['a negative quantity', { quantity: -3 }, 400, 'invalid_request'],
  ])('is refused for %s', async (_, change, status, code) => {
    const campaign = await addCampaign(t, { minPerCompany: 2 });
    const res = await commitTo(t, demo, campaign.id, { quantity: 5, payment_method_id: creditMethod, ...change });
    expect(res.status).toBe(status);
    expect((await errorOf(res)).code).toBe(code);
    expect(await commitmentsOf(t.db, campaign.id)).toEqual([]);
  });

  it('takes kilos with one decimal and refuses a second one', async () => {
    const campaign = await addCampaign(t, { productName: 'Palta Hass' });
    expect((await commitTo(t, demo, campaign.id, { quantity: 12.5, payment_method_id: creditMethod })).status).toBe(200);
    expect((await commitTo(t, demo, campaign.id, { quantity: 12.25, payment_method_id: creditMethod })).status).toBe(422);
  });

  it('names nothing of another company: its card, a credit line it lacks, a campaign that does not exist', async () => {
    const campaign = await addCampaign(t);
    const demoCard = await t.addCard(await companyOf(t.db, 'demo@despensa.cl'), {}, 'approve');
    const foreignCard = await commitTo(t, other, campaign.id, { quantity: 5, payment_method_id: savedCardMethod(demoCard.id) });
    expect(foreignCard.status).toBe(404);
    expect((await errorOf(foreignCard)).fields).toHaveProperty('payment_method_id');
    expect((await commitTo(t, other, campaign.id, { quantity: 5, payment_method_id: creditMethod })).status).toBe(404);
    for (const id of [999_999, 'abc', '0', '99999999999']) {
      expect((await commitTo(t, demo, id, { quantity: 5, payment_method_id: creditMethod })).status).toBe(404);
    }
    // Withdrawing is always the caller's own commitment: the demo company's stays.
    await committed(t, demo, campaign.id, { quantity: 5, payment_method_id: creditMethod });
    expect((await t.send('DELETE', `/api/team-purchases/${campaign.id}/commitment`, other)).status).toBe(404);
    expect((await commitmentsOf(t.db, campaign.id))[0]).toMatchObject({ state: 'active', quantity: 5 });
  });

  it('is the buyers’ to make: finanzas reads the commitments, and is refused a change', async () => {
    const campaign = await addCampaign(t);
    const finanzas = (await t.login('finanzas@despensa.cl')).auth;
    expect((await t.send('GET', '/api/team-purchases/commitments', finanzas)).status).toBe(200);
    const res = await commitTo(t, finanzas, campaign.id, { quantity: 5, payment_method_id: creditMethod });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).message).toBe('Solo quienes compran por la empresa pueden comprometerse en una compra en equipo.');
    const comprador = (await t.login('comprador@despensa.cl')).auth;
    expect((await commitTo(t, comprador, campaign.id, { quantity: 5, payment_method_id: creditMethod })).status).toBe(200);
    expect((await commitTo(t, demo, campaign.id, { quantity: 5, payment_method_id: creditMethod })).status).toBe(200);
  });

  it('is refused once the deadline passed, and cannot be withdrawn then', async () => {
    const campaign = await addCampaign(t, { deadline: new Date(t.clock.now().getTime() + 1000) });
    await committed(t, demo, campaign.id, { quantity: 5, payment_method_id: creditMethod });
    t.clock.advance(2000);
    const late = await commitTo(t, demo, campaign.id, { quantity: 6, payment_method_id: creditMethod });
    expect(late.status).toBe(409);
    expect((await errorOf(late)).code).toBe('campaign_closed');
    expect((await t.send('DELETE', `/api/team-purchases/${campaign.id}/commitment`, demo)).status).toBe(409);
    expect((await commitmentsOf(t.db, campaign.id))[0]).toMatchObject({ state: 'active', quantity: 5 });
    // The job closes it at its next run: 5 of 100 does not fill the batch.
    expect(await runTeamPurchaseClosings(t.deps)).toMatchObject({ closed: 1, released: 1 });
    expect((await commitmentsOf(t.db, campaign.id))[0]).toMatchObject({ state: 'released' });
  });
});

describe('thirty companies committing the last units at once', () => {
  it('never push the batch past its maximum and never lose a commitment', { timeout: 120_000 }, async () => {
    const campaign = await addCampaign(t, { targetQty: 80, maxQty: 100, minPerCompany: 1, maxPerCompany: 10 });
    const buyers = [];
    for (let i = 0; i < 30; i += 1) buyers.push(await addBuyerCompany(t));
    const answers = await Promise.all(buyers.map((buyer) => commitTo(t, buyer.auth, campaign.id, { quantity: 4, payment_method_id: creditMethod })));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(25);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    const rows = await commitmentsOf(t.db, campaign.id);
    expect(rows).toHaveLength(25);
    expect(rows.reduce((sum, row) => sum + row.quantity, 0)).toBe(100);
    // Every company answered 200 has its commitment; none answered 409 has one.
    const accepted = buyers.filter((_, i) => statuses[i] === 200).map((b) => b.partnerId);
    expect(rows.map((row) => row.partnerId).sort()).toEqual(accepted.sort());
    const latecomer = await addBuyerCompany(t);
    const full = await commitTo(t, latecomer.auth, campaign.id, { quantity: 1, payment_method_id: creditMethod });
    expect(full.status).toBe(409);
    expect(await errorOf(full)).toMatchObject({ code: 'batch_full', message: 'El lote ya está completo: no admite más compromisos.' });
    // A company in the batch may still lower its own quantity.
    const inBatch = buyers.find((_, i) => statuses[i] === 200)!;
    expect((await commitTo(t, inBatch.auth, campaign.id, { quantity: 3, payment_method_id: creditMethod })).status).toBe(200);
    expect((await listed(t, campaign.id)).committed_qty).toBe(99);
  });
});

/**
 * Each closing test's campaign ends a minute after the last one, an hour from the suite's clock, and the
 * job runs as of a minute past it: the campaigns of the tests above (a day away) are not due yet.
 */
let endings = 0;
const closingSoon = (fields: Parameters<typeof addCampaign>[1] = {}) =>
  addCampaign(t, { deadline: new Date(t.clock.now().getTime() + 3_600_000 + (endings += 1) * 60_000), ...fields });

describe('closing', () => {
  it('turns a filled batch into one order per company at the group price: credit due in 30 days, a card captured and paid', async () => {
    const campaign = await closingSoon({ targetQty: 20, maxQty: 40 });
    const card = await t.addCard(clubCompany, {}, 'approve');
    await committed(t, demo, campaign.id, { quantity: 12, payment_method_id: creditMethod });
    await committed(t, club, campaign.id, { quantity: 10, payment_method_id: savedCardMethod(card.id) });
    t.sentMail.length = 0;

    const run = await runTeamPurchaseClosings(afterDeadline(campaign));
    expect(run).toMatchObject({ orders: 2, released: 0, dropped: 0 });
    const rows = await commitmentsOf(t.db, campaign.id);
    expect(rows.map((row) => row.state)).toEqual(['ordered', 'ordered']);
    for (const row of rows) {
      const [order] = await t.db.select().from(saleOrder).where(eq(saleOrder.id, row.orderId!));
      const totals = batchTotals(row.quantity, campaign.groupPrice);
      expect(order).toMatchObject({ partnerId: row.partnerId, state: 'sale', amountUntaxed: totals.subTotal, amountTax: totals.tax, amountTotal: totals.total, scheduledDate: campaign.deliveryDate });
      const lines = await t.db.select().from(saleOrderLine).where(eq(saleOrderLine.orderId, order!.id));
      expect(lines).toEqual([expect.objectContaining({ productUomQty: row.quantity, priceUnit: campaign.groupPrice })]);
      const [invoice] = await t.db.select().from(accountMove).where(eq(accountMove.orderId, order!.id));
      if (row.paymentMethodCode === 'credit') {
        expect(invoice).toMatchObject({ amountResidual: totals.total, invoiceDateDue: '2026-04-01' });
      } else {
        expect(invoice).toMatchObject({ amountResidual: 0 });
        expect((await holdOf(row.authorizationReference)).state).toBe('captured');
      }
    }
    // Each company sees its order in Pedidos.
    const demoOrders = (await (await t.send('GET', '/api/user-sales-orders?limit=5', demo)).json()) as { name: string; amount_total: number }[];
    const demoOrder = await t.db.select({ name: saleOrder.name }).from(saleOrder).where(eq(saleOrder.id, rows[0]!.orderId!));
    expect(demoOrders.map((o) => o.name)).toContain(demoOrder[0]!.name);
    expect(t.sentMail.map((mail) => [mail.to, mail.subject])).toEqual([
      ['demo@despensa.cl', `Se completó el lote: ${campaign.title}`],
      ['club@despensa.cl', `Se completó el lote: ${campaign.title}`],
    ]);
    expect((await listed(t, campaign.id)).state).toBe('closed');
    expect(await runTeamPurchaseClosings(afterDeadline(campaign))).toMatchObject({ orders: 0 });
  });

  it('releases an unfilled batch: holds voided, commitments released, each company told', async () => {
    const campaign = await closingSoon({ targetQty: 50, maxQty: 60 });
    const card = await t.addCard(clubCompany, {}, 'approve');
    await committed(t, demo, campaign.id, { quantity: 10, payment_method_id: creditMethod });
    await committed(t, club, campaign.id, { quantity: 10, payment_method_id: savedCardMethod(card.id) });
    t.sentMail.length = 0;
    expect(await runTeamPurchaseClosings(afterDeadline(campaign))).toMatchObject({ orders: 0, released: 2 });
    const rows = await commitmentsOf(t.db, campaign.id);
    expect(rows.map((row) => [row.state, row.orderId])).toEqual([
      ['released', null],
      ['released', null],
    ]);
    expect((await holdOf(rows[1]!.authorizationReference)).state).toBe('voided');
    expect(t.sentMail.map((mail) => mail.subject)).toEqual([`El lote no se completó: ${campaign.title}`, `El lote no se completó: ${campaign.title}`]);
    // The closed campaign still says how far it got.
    expect(await listed(t, campaign.id)).toMatchObject({ state: 'closed', outcome: 'released', committed_qty: 20, companies: 2 });
  });

  it('drops a participant whose capture is declined, and still fills the batch when the rest meet the target', async () => {
    const campaign = await closingSoon({ targetQty: 20, maxQty: 40 });
    const declining = await t.addCard(clubCompany, {}, 'capture_decline');
    await committed(t, demo, campaign.id, { quantity: 25, payment_method_id: creditMethod });
    await committed(t, club, campaign.id, { quantity: 5, payment_method_id: savedCardMethod(declining.id) });
    t.sentMail.length = 0;
    expect(await runTeamPurchaseClosings(afterDeadline(campaign))).toMatchObject({ orders: 1, dropped: 1 });
    const rows = await commitmentsOf(t.db, campaign.id);
    expect(rows.map((row) => row.state)).toEqual(['ordered', 'dropped']);
    expect(rows[1]!.stateMessage).toBe(t.payer!.captureDecline);
    expect(t.sentMail.map((mail) => [mail.to, mail.subject])).toEqual([
      ['club@despensa.cl', `No pudimos cobrar tu compromiso: ${campaign.title}`],
      ['demo@despensa.cl', `Se completó el lote: ${campaign.title}`],
    ]);
    expect((await mine(club)).find((c) => c.campaign_id === campaign.id)).toMatchObject({ state: 'dropped', message: t.payer!.captureDecline });
  });

  it('releases everyone, refunding the captured, when a declined capture leaves the batch short', async () => {
    const campaign = await closingSoon({ targetQty: 20, maxQty: 40 });
    const good = await t.addCard(clubCompany, {}, 'approve');
    const buyer = await addBuyerCompany(t, 0);
    const declining = await t.addCard(buyer.partnerId, {}, 'capture_decline');
    await committed(t, club, campaign.id, { quantity: 12, payment_method_id: savedCardMethod(good.id) });
    await committed(t, buyer.auth, campaign.id, { quantity: 10, payment_method_id: savedCardMethod(declining.id) });
    expect(await runTeamPurchaseClosings(afterDeadline(campaign))).toMatchObject({ orders: 0, dropped: 1, released: 1 });
    const rows = await commitmentsOf(t.db, campaign.id);
    expect(rows.map((row) => row.state)).toEqual(['released', 'dropped']);
    expect((await holdOf(rows[0]!.authorizationReference)).state).toBe('refunded');
    expect(await listed(t, campaign.id)).toMatchObject({ state: 'closed', outcome: 'released' });
  });

  it('leaves no half-closed batch when a run is cut short: the next run finishes it, each order once', async () => {
    const campaign = await closingSoon({ targetQty: 20, maxQty: 40 });
    const first = await addBuyerCompany(t, 0);
    const second = await addBuyerCompany(t, 0);
    const cards = [await t.addCard(first.partnerId, {}, 'approve'), await t.addCard(second.partnerId, {}, 'approve')];
    await committed(t, first.auth, campaign.id, { quantity: 10, payment_method_id: savedCardMethod(cards[0]!.id) });
    await committed(t, second.auth, campaign.id, { quantity: 10, payment_method_id: savedCardMethod(cards[1]!.id) });
    await committed(t, demo, campaign.id, { quantity: 5, payment_method_id: creditMethod });

    // The provider stops answering after the first capture, as if the process died there.
    const sandbox = t.deps.payments!;
    let captures = 0;
    const failing = Object.create(sandbox) as typeof sandbox;
    failing.capture = async (reference) => {
      captures += 1;
      if (captures > 1) throw new Error('connection reset');
      return sandbox.capture(reference);
    };
    await runTeamPurchaseClosings({ ...afterDeadline(campaign), payments: failing });
    const cut = await commitmentsOf(t.db, campaign.id);
    expect(cut.map((row) => row.state)).toEqual(['captured', 'active', 'active']);
    expect((await t.db.select().from(teamPurchaseCampaign).where(eq(teamPurchaseCampaign.id, campaign.id)))[0]).toMatchObject({ state: 'closing', outcome: 'filled' });

    // Two gateways run the job at once on the same database: each company gets one order.
    const runs = await Promise.all([runTeamPurchaseClosings(afterDeadline(campaign)), runTeamPurchaseClosings(afterDeadline(campaign))]);
    expect(runs.reduce((sum, run) => sum + run.orders, 0)).toBe(3);
    const rows = await commitmentsOf(t.db, campaign.id);
    expect(rows.map((row) => row.state)).toEqual(['ordered', 'ordered', 'ordered']);
    expect(new Set(rows.map((row) => row.orderId)).size).toBe(3);
    for (const row of rows) {
      expect(await t.db.select().from(accountMove).where(eq(accountMove.orderId, row.orderId!))).toHaveLength(1);
    }
    expect(await listed(t, campaign.id)).toMatchObject({ state: 'closed', outcome: 'filled' });
  });

  it.runIf(providerUnderTest() === 'sandbox')('runs through the sandbox test clock only when it is on', async () => {
    const campaign = await closingSoon({ targetQty: 5, maxQty: 10 });
    await committed(t, demo, campaign.id, { quantity: 5, payment_method_id: creditMethod });
    const at = new Date(campaign.deadline.getTime() + 60_000).toISOString();
    const res = await t.json('/api/sandbox/test-clock/team-purchases', { at });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ orders: 1 });
    expect((await t.json('/api/sandbox/test-clock/team-purchases', { at: 'mañana' })).status).toBe(400);
    const off = await createTestApp();
    try {
      expect((await off.json('/api/sandbox/test-clock/team-purchases', { at })).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
