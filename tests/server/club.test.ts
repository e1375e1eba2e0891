import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubEndpoints, type ClubOverview } from '../../contract/club';
import { createCompany, createProducts, insertOrder, type Company, type Product } from './invoices.fixtures';
import { settleMemberships } from './orders.fixtures';
import { createTestApp } from './support/test-app';
import { eq } from 'drizzle-orm';
import { clubMembership, clubPlan, resPartner } from '../../server/db/schema';
import ar from '../../src/i18n/ar.json';
import cn from '../../src/i18n/cn.json';
import en from '../../src/i18n/en.json';
import esAreas from '../../src/i18n/es.areas.json';
import fr from '../../src/i18n/fr.json';
import vi from '../../src/i18n/vi.json';

// The suite's clock stands on 2 March 2026, noon in Santiago: the last 90 days run from 3 December 2025.
let t: Awaited<ReturnType<typeof createTestApp>>;
let products: Product[];
let fresh: Company, rival: Company;
beforeAll(async () => {
  t = await createTestApp({ payments: 'none' });
  await settleMemberships(t.db);
  products = await createProducts(t.db);
  fresh = await createCompany(t.db, { name: 'Picada Don Lucho SpA', vat: '77.111.222-3' });
  rival = await createCompany(t.db, { name: 'Fuente de Soda Sur Ltda.', vat: '78.333.444-5' });
});
afterAll(() => t.close());

const answerSchema = clubEndpoints.overview.answer as z.ZodMiniType<ClubOverview>;

async function overview(login: string): Promise<ClubOverview> {
  const { auth } = await t.login(login);
  const res = await t.send('GET', '/api/club', auth);
  expect(res.status, await res.clone().text()).toBe(200);
  return z.parse(answerSchema, await res.json());
}

const product = (name: string) => products.find((p) => p.name.startsWith(name))!;

describe('GET /api/club', () => {
  it('lists the plans, shortest first, with what the longer one saves against paying month by month', async () => {
    const { plans } = await overview('demo@despensa.cl');
    expect(plans.map(({ code, name, months, price, saving }) => ({ code, name, months, price, saving }))).toEqual([
      { code: 'monthly', name: 'Club CXTI Mensual', months: 1, price: 11_990, saving: null },
      { code: 'annual', name: 'Club CXTI Anual', months: 12, price: 119_990, saving: 11_990 * 12 - 119_990 },
    ]);
    expect(plans[1]!.benefits).toContainEqual({ code: 'two_months_free', text: 'Dos meses de regalo frente al plan mensual' });
  });

  it('names each plan and benefit by a code the portal words in every language, the Spanish beside it', async () => {
    const { plans } = await overview('demo@despensa.cl');
    for (const locale of [esAreas, en, fr, vi, cn, ar]) {
      for (const plan of plans) {
        expect(locale.club.plans.names).toHaveProperty(plan.code);
        for (const benefit of plan.benefits) expect(locale.club.benefits).toHaveProperty(benefit.code);
      }
    }
    expect(esAreas.club.plans.names).toEqual(Object.fromEntries(plans.map((plan) => [plan.code, plan.name])));
    for (const { code, text } of plans.flatMap((plan) => plan.benefits)) expect(esAreas.club.benefits[code as keyof typeof esAreas.club.benefits]).toBe(text);
  });

  it('says whether the company is a member today', async () => {
    expect((await overview('demo@despensa.cl')).membership.active).toBe(false);
    const member = await overview('club@despensa.cl');
    expect(member.membership.active).toBe(true);
    expect(member.membership.member_until! >= '2026-03-02').toBe(true);
  });

  it('sums what club prices save on the company’s confirmed orders of the last 90 days, with IVA', async () => {
    const aceite = product('Aceite'), palta = product('Palta'), arroz = product('Arroz');
    // In the window: 3 lt of oil (3,500 off each) and 2.5 kg of avocados (400 off), charged at list.
    await insertOrder(t.db, { company: fresh, dateOrder: '2025-12-03T03:00:00Z', lines: [{ product: aceite, quantity: 3 }, { product: arroz, quantity: 1 }] });
    await insertOrder(t.db, { company: fresh, dateOrder: '2026-03-02T10:00:00Z', lines: [{ product: palta, quantity: 2.5 }] });
    // Outside it, or not confirmed, or another company's: none of these count.
    await insertOrder(t.db, { company: fresh, dateOrder: '2025-12-03T02:59:59Z', lines: [{ product: aceite, quantity: 10 }] });
    await insertOrder(t.db, { company: fresh, dateOrder: '2026-02-01T12:00:00Z', state: 'cancel', lines: [{ product: aceite, quantity: 10 }] });
    await insertOrder(t.db, { company: fresh, dateOrder: '2026-02-01T12:00:00Z', state: 'draft', lines: [{ product: aceite, quantity: 10 }] });
    await insertOrder(t.db, { company: rival, dateOrder: '2026-02-01T12:00:00Z', lines: [{ product: aceite, quantity: 10 }] });

    const { savings } = await overview(fresh.email);
    expect(savings).toEqual({ from: '2025-12-03', to: '2026-03-02', amount: Math.round(3 * 3_500 * 1.19) + Math.round(2.5 * 400 * 1.19) });
  });

  it('counts a member’s orders at the club price the same way: what the club saved them', async () => {
    const salmon = product('Filete de salmón');
    const member = await createCompany(t.db, { name: 'Cocinería La Vega SpA', vat: '76.555.666-7' });
    await insertOrder(t.db, { company: member, dateOrder: '2026-01-15T12:00:00Z', lines: [{ product: salmon, quantity: 4.5, club: true }] });
    expect((await overview(member.email)).savings.amount).toBe(Math.round(4.5 * 1_000 * 1.19));
  });

  it('counts what a member saved since joining at the prices its orders were charged: nothing for the day’s orders at list before it joined', async () => {
    const salmon = product('Filete de salmón');
    const joiner = await createCompany(t.db, { name: 'Cocinería El Puerto SpA', vat: '76.888.999-2' });
    // Before joining, earlier the same day: charged at list, so the club saved nothing on it.
    await insertOrder(t.db, { company: joiner, dateOrder: '2026-03-02T11:00:00Z', lines: [{ product: salmon, quantity: 20 }] });
    const [plan] = await t.db.select({ id: clubPlan.id }).from(clubPlan).limit(1);
    await t.db.insert(clubMembership).values({ partnerId: joiner.partnerId, planId: plan!.id, state: 'active', startedOn: '2026-03-02', periodEnd: '2026-04-01', updatedAt: new Date() });
    await t.db.update(resPartner).set({ clubMemberUntil: '2026-04-01' }).where(eq(resPartner.id, joiner.partnerId));
    expect((await overview(joiner.email)).membership.details?.saved_since_joining).toBe(0);
    // After joining, at the club price: what it saved.
    await insertOrder(t.db, { company: joiner, dateOrder: '2026-03-02T14:00:00Z', lines: [{ product: salmon, quantity: 2, club: true }] });
    expect((await overview(joiner.email)).membership.details?.saved_since_joining).toBe(Math.round(2 * 1_000 * 1.19));
  });

  it('is the admin’s: finanzas and comprador are refused at the gateway', async () => {
    for (const login of ['finanzas@despensa.cl', 'comprador@despensa.cl']) {
      const { auth } = await t.login(login);
      const res = await t.send('GET', '/api/club', auth);
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Solo la persona administradora de la empresa gestiona el Club CXTI.');
    }
    expect((await t.app.request('/api/club')).status).toBe(401);
  });
});
