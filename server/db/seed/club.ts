import { addDays, santiagoDate } from '../../../machines/rules/calendar';
import { eq } from 'drizzle-orm';
import { periodEndOf } from '../../domain/club-periods';
import { clubMembership, clubPlan, paymentToken, resPartner, sandboxCard } from '../schema';
import type { SeededCompany, Tx } from './companies';

const benefits = {
  club_price: 'Precio Club CXTI en dos tercios del catálogo, entre 5 % y 12 % bajo el precio de lista',
  free_delivery: 'Despacho gratis desde $150.000 neto, como siempre, y prioridad en la ruta de la mañana',
  early_team_purchase: 'Acceso anticipado a las compras en equipo (Team Purchase)',
  account_manager: 'Ejecutivo comercial dedicado y reporte mensual de ahorro',
  two_months_free: 'Dos meses de regalo frente al plan mensual',
  no_commitment: 'Sin permanencia: cancela cuando quieras',
};
type BenefitCode = keyof typeof benefits;
const benefitsOf = (codes: BenefitCode[]) => codes.map((code) => ({ code, text: benefits[code] }));

const clubPlans = [
  {
    code: 'annual',
    name: 'Club CXTI Anual',
    months: 12,
    price: 119_990,
    benefits: benefitsOf(['club_price', 'free_delivery', 'early_team_purchase', 'account_manager', 'two_months_free']),
  },
  {
    code: 'monthly',
    name: 'Club CXTI Mensual',
    months: 1,
    price: 11_990,
    benefits: benefitsOf(['club_price', 'early_team_purchase', 'no_commitment']),
  },
];

/** The club hotel's card, kept by the sandbox like the demo's: it pays the membership's renewals. */
export const clubCardToken = 'sandbox_tok_club_visa_4242';

export async function seedClub(
  tx: Tx,
  now: Date,
  companies: Record<SeededCompany['key'], SeededCompany>,
): Promise<void> {
  const plans = await tx.insert(clubPlan).values(clubPlans).returning({ id: clubPlan.id, months: clubPlan.months });
  const today = santiagoDate(now);
  // The club's member joined the annual plan seven months ago; its renewal comes in five.
  const annual = plans.find((plan) => plan.months === 12)!;
  const startedOn = addDays(today, -7 * 30);
  const periodEnd = periodEndOf(startedOn, annual.months);
  const year = now.getUTCFullYear();
  const card = { brand: 'visa', last4: '4242', expMonth: 10, expYear: year + 3, holderName: 'ROBERTO SALINAS' } as const;
  await tx.insert(sandboxCard).values({ token: clubCardToken, ...card, behaviour: 'approve', createdAt: now });
  const [token] = await tx
    .insert(paymentToken)
    .values({ partnerId: companies.club.partnerId, providerRef: clubCardToken, ...card, nickname: 'Tarjeta del hotel', isPrimary: true })
    .returning({ id: paymentToken.id });
  await tx.insert(clubMembership).values({
    partnerId: companies.club.partnerId,
    planId: annual.id,
    state: 'active',
    startedOn,
    periodEnd,
    paymentTokenId: token!.id,
    updatedAt: now,
  });
  await tx.update(resPartner).set({ clubMemberUntil: periodEnd }).where(eq(resPartner.id, companies.club.partnerId));
}
