import { addDays, santiagoDate, santiagoInstant } from '../../../machines/rules/calendar';
import { eq } from 'drizzle-orm';
import { periodEndOf } from '../../domain/club-periods';
import { clubMembership, clubPlan, resPartner, teamPurchaseCampaign, teamPurchaseCommitment } from '../schema';
import type { SeededProduct } from './catalogue';
import type { SeededCompany, Tx } from './companies';

const clubPlans = [
  {
    name: 'Club CXTI Anual',
    months: 12,
    price: 119_990,
    benefits: [
      'Precio Club CXTI en dos tercios del catálogo, entre 5 % y 12 % bajo el precio de lista',
      'Despacho gratis desde $150.000 neto, como siempre, y prioridad en la ruta de la mañana',
      'Acceso anticipado a las compras en equipo (Team Purchase)',
      'Ejecutivo comercial dedicado y reporte mensual de ahorro',
      'Dos meses de regalo frente al plan mensual',
    ],
  },
  {
    name: 'Club CXTI Mensual',
    months: 1,
    price: 11_990,
    benefits: [
      'Precio Club CXTI en dos tercios del catálogo, entre 5 % y 12 % bajo el precio de lista',
      'Acceso anticipado a las compras en equipo (Team Purchase)',
      'Sin permanencia: cancela cuando quieras',
    ],
  },
];

/** The team purchase open today: the product, its group price and deadline, and who is in so far. */
const teamPurchase = {
  productCode: 'AC-001',
  title: 'Lote de aceite maravilla: 120 bidones de 5 L',
  targetQty: 120,
  /** Days from today to the deadline (at 20:00 in Santiago). */
  daysOpen: 10,
  percentOff: 15,
} as const;

export async function seedClub(
  tx: Tx,
  now: Date,
  products: readonly SeededProduct[],
  companies: Record<SeededCompany['key'], SeededCompany>,
): Promise<void> {
  const plans = await tx.insert(clubPlan).values(clubPlans).returning({ id: clubPlan.id, months: clubPlan.months });
  const today = santiagoDate(now);
  // The club's member joined the annual plan seven months ago; its renewal comes in five.
  const annual = plans.find((plan) => plan.months === 12)!;
  const startedOn = addDays(today, -7 * 30);
  const periodEnd = periodEndOf(startedOn, annual.months);
  await tx.insert(clubMembership).values({
    partnerId: companies.club.partnerId,
    planId: annual.id,
    state: 'active',
    startedOn,
    periodEnd,
    updatedAt: now,
  });
  await tx.update(resPartner).set({ clubMemberUntil: periodEnd }).where(eq(resPartner.id, companies.club.partnerId));

  const product = products.find((p) => p.defaultCode === teamPurchase.productCode);
  if (!product) throw new Error(`team purchase product ${teamPurchase.productCode} is not in the catalogue`);
  const [campaign] = await tx
    .insert(teamPurchaseCampaign)
    .values({
      productId: product.id,
      title: teamPurchase.title,
      groupPrice: Math.round((product.listPrice * (100 - teamPurchase.percentOff)) / 1000) * 10,
      targetQty: teamPurchase.targetQty,
      deadline: santiagoInstant(addDays(today, teamPurchase.daysOpen), 20, 0),
      state: 'open',
    })
    .returning({ id: teamPurchaseCampaign.id });
  await tx.insert(teamPurchaseCommitment).values([
    { campaignId: campaign!.id, partnerId: companies.club.partnerId, quantity: 30, createdAt: santiagoInstant(addDays(today, -3), 11, 20) },
    { campaignId: campaign!.id, partnerId: companies.other.partnerId, quantity: 18, createdAt: santiagoInstant(addDays(today, -1), 16, 45) },
  ]);
}
