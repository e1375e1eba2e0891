import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubEndpoints, type ClubOverview } from '../../contract/club';
import { runClubRenewals } from '../../server/club/club-renewals';
import { accountMove, clubCharge, clubMembership, resPartner } from '../../server/db/schema';
import { companyOf, createCompany, type Company } from './invoices.fixtures';
import { newKey } from './orders.fixtures';
import { pageTexts } from './support/pdf-text';
import { providerUnderTest } from './support/payers';
import { createTestApp } from './support/test-app';

// The suite's clock starts on 2 March 2026, noon in Santiago.
let t: Awaited<ReturnType<typeof createTestApp>>;
let monthly: number, annual: number;
beforeAll(async () => {
  // On the sandbox, or on the provider PAYMENT_PROVIDER names, against its stand-in (npm run test:providers).
  t = await createTestApp({ payments: providerUnderTest() });
  const { plans } = await overviewOf('demo@despensa.cl');
  monthly = plans.find((plan) => plan.months === 1)!.id;
  annual = plans.find((plan) => plan.months === 12)!.id;
});
afterAll(() => t.close());

const answer = clubEndpoints.overview.answer as z.ZodMiniType<ClubOverview>;

async function authOf(login: string) {
  return (await t.login(login)).auth;
}

async function overviewOf(login: string): Promise<ClubOverview> {
  const res = await t.send('GET', '/api/club', await authOf(login));
  expect(res.status, await res.clone().text()).toBe(200);
  return z.parse(answer, await res.json());
}

async function premium(login: string): Promise<boolean> {
  const res = await t.send('GET', '/api/user-profile', await authOf(login));
  return ((await res.json()) as { is_premium: boolean }).is_premium;
}

async function join(login: string, body: unknown, key = newKey()) {
  return t.json('/api/club/join', body, { ...(await authOf(login)), 'Idempotency-Key': key });
}

const decide = (redirectUrl: string, decision: 'approve' | 'reject') => t.payer!.decide(redirectUrl, decision);

/** The company a login belongs to. */
async function companyIdOf(login: string): Promise<number> {
  return (await companyOf(t.db, login)).partnerId;
}

async function periodEndOf(partnerId: number): Promise<string> {
  const [membership] = await t.db.select().from(clubMembership).where(eq(clubMembership.partnerId, partnerId));
  if (!membership) throw new Error(`company ${partnerId} has no membership`);
  return membership.periodEnd;
}

const invoicesOf = (partnerId: number) => t.db.select().from(accountMove).where(eq(accountMove.partnerId, partnerId));
const chargesOf = (partnerId: number) => t.db.select().from(clubCharge).where(eq(clubCharge.partnerId, partnerId));

let companies = 0;
async function newCompany(): Promise<Company> {
  companies += 1;
  return createCompany(t.db, { name: `Restaurante Club ${companies} SpA`, vat: `77.${100 + companies}.333-${companies % 10}` });
}

describe('joining the Club CXTI', () => {
  it('with a new card: active only once the provider approves, then the fee is invoiced as Pagado', async () => {
    const company = await newCompany();
    const res = await join(company.email, { plan_id: annual, payment_method_id: 1 });
    expect(res.status, await res.clone().text()).toBe(201);
    const { charge_id, redirect_url } = (await res.json()) as { charge_id: string; redirect_url: string };
    expect(redirect_url).toMatch(t.payer!.checkoutUrl);
    // Coming back to the portal proves nothing: only the provider's word does.
    expect((await overviewOf(company.email)).membership.active).toBe(false);
    expect(await premium(company.email)).toBe(false);

    const back = await decide(redirect_url, 'approve');
    expect(back).toBe(`http://localhost:3000/dashboard/suscripcion?pago=${charge_id}`);
    const status = await t.send('GET', `/api/club/charges/${charge_id}`, await authOf(company.email));
    expect(await status.json()).toEqual({ charge_id, plan_id: annual, status: 'approved' });

    const { membership } = await overviewOf(company.email);
    expect(membership).toMatchObject({ active: true, member_until: '2027-03-01' });
    expect(membership.details).toMatchObject({
      state: 'active',
      plan_id: annual,
      started_on: '2026-03-02',
      next_renewal: { date: '2027-03-02', amount: 119_990, plan_id: annual },
      card_id: null,
      grace_until: null,
    });
    expect(await premium(company.email)).toBe(true);
    const [invoice] = await invoicesOf(company.partnerId);
    expect(invoice).toMatchObject({ orderId: null, amountTotal: 119_990, amountResidual: 0, lineDescription: 'Club CXTI Anual, 02-03-2026 al 01-03-2027' });
    expect(invoice!.amountUntaxed + invoice!.amountTax).toBe(119_990);
    const listed = await t.send('GET', '/api/user/invoice-details', await authOf(company.email));
    expect(await listed.json()).toContainEqual(expect.objectContaining({ id: invoice!.id, amount_total: 119_990, total_due: 0, despensa_custom_state: 'Pagado' }));
    const pdf = await t.json('/api/get_invoice_pdfs', { invoice_ids: [invoice!.id] }, await authOf(company.email));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const [page] = pageTexts(await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer())));
    for (const expected of ['Club CXTI Anual, 02-03-2026 al 01-03-2027', 'Tarjeta', 'PAGADA el 02-03-2026', '$119.990']) {
      expect(page, expected).toContain(expected);
    }
  });

  it('declined by the bank: nothing changes, and the reason is given', async () => {
    const company = await newCompany();
    const { charge_id, redirect_url } = (await (await join(company.email, { plan_id: monthly, payment_method_id: 1 })).json()) as { charge_id: string; redirect_url: string };
    await decide(redirect_url, 'reject');
    const status = await t.send('GET', `/api/club/charges/${charge_id}`, await authOf(company.email));
    expect(await status.json()).toMatchObject({ status: 'rejected', reason: t.payer!.typedDecline });
    expect((await overviewOf(company.email)).membership).toEqual({ active: false, member_until: null, details: null });
    expect(await invoicesOf(company.partnerId)).toEqual([]);
  });

  it('with a saved card: charged at once, and that card renews the membership', async () => {
    const company = await newCompany();
    const card = await t.addCard(company.partnerId, { last4: '4444' }, 'approve');
    const res = await join(company.email, { plan_id: monthly, payment_method_id: 1000 + card.id });
    const { redirect_url } = (await res.json()) as { redirect_url: string };
    expect(redirect_url).toMatch(/\/dashboard\/suscripcion\?pago=/);
    const { membership } = await overviewOf(company.email);
    expect(membership).toMatchObject({ active: true, member_until: '2026-04-01', details: { card_id: card.id, next_renewal: { date: '2026-04-02', amount: 11_990 } } });
  });

  it('answers a repeated key with the same checkout, and charges once', async () => {
    const company = await newCompany();
    const key = newKey();
    const first = await join(company.email, { plan_id: monthly, payment_method_id: 1 }, key);
    const again = await join(company.email, { plan_id: monthly, payment_method_id: 1 }, key);
    expect(await again.json()).toEqual(await first.json());
    expect(await chargesOf(company.partnerId)).toHaveLength(1);
    expect((await join(company.email, { plan_id: annual, payment_method_id: 1 }, key)).status).toBe(422);
  });

  it.each([
    ['an unknown plan', { plan_id: 999, payment_method_id: 1 }, 404, 'not_found'],
    ['credit', { plan_id: 1, payment_method_id: 2 }, 422, 'method_not_allowed'],
    ['a card that is not the company’s', { plan_id: 1, payment_method_id: 1_000_000 }, 404, 'not_found'],
    ['an unknown field', { plan_id: 1, payment_method_id: 1, price: 1 }, 400, 'invalid_request'],
  ])('refuses %s and charges nothing', async (_, body, status, code) => {
    const company = await newCompany();
    await t.db.update(resPartner).set({ creditDays: 30 }).where(eq(resPartner.id, company.partnerId));
    const res = await join(company.email, { ...body, plan_id: body.plan_id === 1 ? monthly : body.plan_id });
    expect(res.status).toBe(status);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(code);
    expect(await chargesOf(company.partnerId)).toEqual([]);
  });

  it('refuses a company that already is a member, a comprador, and another company’s charge', async () => {
    const member = await join('club@despensa.cl', { plan_id: monthly, payment_method_id: 1 });
    expect(member.status).toBe(409);
    expect(((await member.json()) as { error: { code: string } }).error.code).toBe('already_member');
    expect((await join('comprador@despensa.cl', { plan_id: monthly, payment_method_id: 1 })).status).toBe(403);
    const company = await newCompany();
    const { charge_id } = (await (await join(company.email, { plan_id: monthly, payment_method_id: 1 })).json()) as { charge_id: string };
    expect((await t.send('GET', `/api/club/charges/${charge_id}`, await authOf('demo@despensa.cl'))).status).toBe(404);
  });
});

describe('another company', () => {
  it('cannot pay its join with a card the company did not save, and nothing is charged to either', async () => {
    const owner = await newCompany();
    const theirs = await t.addCard(owner.partnerId, { last4: '4242', expYear: 2031 }, 'approve');
    const company = await newCompany();
    const res = await join(company.email, { plan_id: monthly, payment_method_id: 1000 + theirs.id });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { fields?: Record<string, string[]> } }).error.fields).toEqual({
      payment_method_id: ['Este medio de pago no está disponible para tu empresa.'],
    });
    expect(await chargesOf(company.partnerId)).toEqual([]);
    expect(await chargesOf(owner.partnerId)).toEqual([]);
  });

  it('cancels, resumes or changes only its own membership: a member’s stays as it was', async () => {
    const before = await overviewOf('club@despensa.cl');
    const stranger = await authOf('otra@despensa.cl');
    const club = await t.db.select().from(clubMembership).where(eq(clubMembership.partnerId, (await companyIdOf('club@despensa.cl'))));
    expect((await t.send('POST', '/api/club/cancel', stranger)).status).toBe(409);
    expect((await t.send('POST', '/api/club/resume', stranger)).status).toBe(409);
    expect((await t.send('PUT', '/api/club/membership', stranger, { next_plan_id: monthly })).status).toBe(409);
    expect(await overviewOf('club@despensa.cl')).toEqual(before);
    expect(await t.db.select().from(clubMembership).where(eq(clubMembership.id, club[0]!.id))).toEqual(club);
  });
});

describe('a member’s membership', () => {
  async function member() {
    const company = await newCompany();
    const card = await t.addCard(company.partnerId, { last4: '4242', expYear: 2031 }, 'approve');
    await join(company.email, { plan_id: monthly, payment_method_id: 1000 + card.id });
    return company;
  }

  it('cancels (still a member until the period ends) and resumes', async () => {
    const company = await member();
    const auth = await authOf(company.email);
    const cancelled = z.parse(answer, await (await t.send('POST', '/api/club/cancel', auth)).json());
    expect(cancelled.membership).toMatchObject({ active: true, details: { state: 'cancelling', next_renewal: null } });
    const resumed = z.parse(answer, await (await t.send('POST', '/api/club/resume', auth)).json());
    expect(resumed.membership.details).toMatchObject({ state: 'active', next_renewal: { date: '2026-04-02' } });

    // A switch to the annual plan scheduled before cancelling comes back with the membership.
    await t.send('PUT', '/api/club/membership', auth, { next_plan_id: annual });
    await t.send('POST', '/api/club/cancel', auth);
    const again = z.parse(answer, await (await t.send('POST', '/api/club/resume', auth)).json());
    expect(again.membership.details).toMatchObject({ state: 'active', next_renewal: { date: '2026-04-02', amount: 119_990, plan_id: annual } });
    expect((await t.send('POST', '/api/club/resume', auth)).status).toBe(409);
  });

  it('keeps the card that renews the membership until another card takes that over', async () => {
    const company = await newCompany();
    const auth = await authOf(company.email);
    const card = await t.addCard(company.partnerId, { last4: '4242', expYear: 2031 }, 'approve');
    const other = await t.addCard(company.partnerId, { last4: '5454', expYear: 2031 }, 'approve');
    await join(company.email, { plan_id: monthly, payment_method_id: 1000 + card.id });
    const refused = await t.send('DELETE', `/api/cards/${card.id}`, auth);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: {
        code: 'card_pays_club',
        message: 'Esta tarjeta paga la membresía del Club CXTI: elige otra tarjeta para las renovaciones en Club CXTI y luego podrás eliminarla.',
      },
    });
    await t.send('PUT', '/api/club/membership', auth, { card_id: other.id });
    expect((await t.send('DELETE', `/api/cards/${card.id}`, auth)).status).toBe(204);
  });

  it('changes the plan from the next period, and refuses an expired or foreign card', async () => {
    const company = await member();
    const auth = await authOf(company.email);
    const changed = z.parse(answer, await (await t.send('PUT', '/api/club/membership', auth, { next_plan_id: annual })).json());
    expect(changed.membership.details).toMatchObject({ plan_id: monthly, next_renewal: { date: '2026-04-02', amount: 119_990, plan_id: annual } });
    const expired = await t.addCard(company.partnerId, { expMonth: 1, expYear: 2026 });
    expect((await t.send('PUT', '/api/club/membership', auth, { card_id: expired.id })).status).toBe(409);
    const foreign = await t.addCard((await newCompany()).partnerId);
    expect((await t.send('PUT', '/api/club/membership', auth, { card_id: foreign.id })).status).toBe(404);
    expect((await t.send('PUT', '/api/club/membership', auth, {})).status).toBe(400);
  });
});

describe('the renewal job', () => {
  const dayMs = 24 * 60 * 60 * 1000;
  /** Moves the suite's clock to `date` at noon in Santiago (it only moves forward). */
  function moveTo(date: string) {
    const target = new Date(`${date}T12:00:00-03:00`).getTime();
    const now = t.clock.now().getTime();
    if (target > now) t.clock.advance(target - now);
  }
  const renewalsOf = async (partnerId: number) =>
    (await chargesOf(partnerId)).filter((charge) => charge.kind === 'renewal').sort((a, b) => a.attempt - b.attempt);

  it('charges each renewal once on its date, even when run twice at the same moment, and moves the period on', async () => {
    const company = await newCompany();
    const card = await t.addCard(company.partnerId, { last4: '4242', expYear: 2031 }, 'approve');
    await join(company.email, { plan_id: monthly, payment_method_id: 1000 + card.id });
    const [membership] = await t.db.select().from(clubMembership).where(eq(clubMembership.partnerId, company.partnerId));
    // Due on 2 April; the day before nothing happens.
    moveTo('2026-04-01');
    await runClubRenewals(t.deps);
    expect(await renewalsOf(company.partnerId)).toEqual([]);
    moveTo('2026-04-02');
    await Promise.all([runClubRenewals(t.deps), runClubRenewals(t.deps)]);
    await runClubRenewals(t.deps);
    const renewals = await renewalsOf(company.partnerId);
    expect(renewals.map(({ state, periodStart, periodEnd, amount }) => ({ state, periodStart, periodEnd, amount }))).toEqual([
      { state: 'approved', periodStart: '2026-04-02', periodEnd: '2026-05-01', amount: 11_990 },
    ]);
    const [renewed] = await t.db.select().from(clubMembership).where(eq(clubMembership.id, membership!.id));
    expect(renewed).toMatchObject({ state: 'active', periodEnd: '2026-05-01', startedOn: '2026-03-02' });
    expect((await invoicesOf(company.partnerId)).map((invoice) => invoice.lineDescription)).toEqual([
      'Club CXTI Mensual, 02-03-2026 al 01-04-2026',
      'Club CXTI Mensual, 02-04-2026 al 01-05-2026',
    ]);
    expect(await premium(company.email)).toBe(true);
  });

  it('keeps a declined membership in grace with retries on days 1, 3 and 7, e-mails, then lapses', async () => {
    const company = await newCompany();
    const card = await t.addCard(company.partnerId, { last4: '9995', expYear: 2031 }, 'insufficient_funds');
    const good = await t.addCard(company.partnerId, { last4: '4242', expYear: 2031 }, 'approve');
    // Joins on the day the clock stands, with the good card, then renews with the one that declines.
    await join(company.email, { plan_id: monthly, payment_method_id: 1000 + good.id });
    await t.send('PUT', '/api/club/membership', await authOf(company.email), { card_id: card.id });
    const periodEnd = await periodEndOf(company.partnerId);
    const renewal = new Date(Date.parse(`${periodEnd}T12:00:00Z`) + dayMs).toISOString().slice(0, 10);
    const dayAfter = (days: number) => new Date(Date.parse(`${renewal}T12:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
    const mails = t.sentMail.length;

    moveTo(renewal);
    await runClubRenewals(t.deps);
    let club = await overviewOf(company.email);
    expect(club.membership).toMatchObject({ active: true, member_until: dayAfter(7), details: { state: 'grace', grace_until: dayAfter(7), next_renewal: { date: dayAfter(1) } } });
    expect(t.sentMail.slice(mails).map((mail) => mail.subject)).toEqual(['No pudimos renovar tu Club CXTI']);
    expect(t.sentMail.at(-1)?.text).toContain(t.payer!.reasonOf('insufficient_funds')!);

    for (const [late, attempts] of [[1, 2], [2, 2], [3, 3], [6, 3]] as const) {
      moveTo(dayAfter(late));
      await runClubRenewals(t.deps);
      expect((await renewalsOf(company.partnerId)).map((charge) => charge.attempt)).toEqual([0, 1, 2, 3].slice(0, attempts));
    }
    expect(await premium(company.email)).toBe(true);
    moveTo(dayAfter(7));
    await runClubRenewals(t.deps);
    club = await overviewOf(company.email);
    expect(club.membership).toMatchObject({ active: false, member_until: periodEnd, details: { state: 'lapsed', next_renewal: null } });
    expect(await premium(company.email)).toBe(false);
    expect(t.sentMail.at(-1)?.subject).toBe('Tu membresía del Club CXTI terminó');
    expect((await renewalsOf(company.partnerId)).every((charge) => charge.state === 'rejected')).toBe(true);
  });

  it('ends a cancelled membership after its period, without charging', async () => {
    const company = await newCompany();
    const card = await t.addCard(company.partnerId, { last4: '4242', expYear: 2031 }, 'approve');
    await join(company.email, { plan_id: monthly, payment_method_id: 1000 + card.id });
    await t.send('POST', '/api/club/cancel', await authOf(company.email));
    const periodEnd = await periodEndOf(company.partnerId);
    moveTo(new Date(Date.parse(`${periodEnd}T12:00:00Z`) + dayMs).toISOString().slice(0, 10));
    await runClubRenewals(t.deps);
    expect(await renewalsOf(company.partnerId)).toEqual([]);
    expect((await overviewOf(company.email)).membership).toMatchObject({ active: false, details: { state: 'lapsed' } });
    expect(
      await t.db.select().from(clubCharge).where(and(eq(clubCharge.partnerId, company.partnerId), eq(clubCharge.kind, 'renewal'))),
    ).toEqual([]);
  });
});
