import { eq } from 'drizzle-orm';
import { rutCheckDigit } from '../../../contract/rut';
import { addDays, santiagoDate, santiagoInstant } from '../../../machines/rules/calendar';
import { paymentToken, resPartner, sandboxAuthorization, teamPurchaseCampaign, teamPurchaseCommitment } from '../schema';
import { clubCardToken } from './club';
import { batchTotals } from '../../../machines/rules/totals';
import { offlineClosingDeps, runTeamPurchaseClosings } from '../../team-purchase/closing';
import type { Db } from '../client';
import type { SeededProduct } from './catalogue';
import type { SeededCompany, Tx } from './companies';

/**
 * Restaurants without a login that pool orders with the demo companies, each on a 30-day credit line:
 * the campaigns' companies and progress look like a real week's.
 */
const neighbours = [
  { name: 'Cocina Nómade SpA', body: '77123456', comuna: 'Ñuñoa', activity: 'Restaurantes' },
  { name: 'Pastelería Dulce Sur Ltda.', body: '76987654', comuna: 'La Reina', activity: 'Pastelerías' },
  { name: 'Sushi Pacífico SpA', body: '77345678', comuna: 'Las Condes', activity: 'Restaurantes' },
  { name: 'Hostal del Cerro EIRL', body: '76456789', comuna: 'Valparaíso', activity: 'Hoteles' },
] as const;

type Participant = 'club' | 'demo' | 0 | 1 | 2 | 3;

interface SeededCampaign {
  productName: string;
  title: string;
  percentOff: number;
  targetQty: number;
  maxQty: number;
  minPerCompany: number;
  maxPerCompany: number | null;
  /** Days from today to the deadline, at 20:00 in Santiago; negative for one already past. */
  deadlineInDays: number;
  commitments: readonly [Participant, number][];
}

/**
 * Two open campaigns (the palta one a few kilos short of its target) and two past ones, closed by the
 * closing job itself right after the seed (`closeSeededCampaigns`): the rice batch filled, so each of
 * its companies (the demo restaurant too) has its order and invoice; the flour batch did not.
 */
export const seededCampaigns: readonly SeededCampaign[] = [
  {
    productName: 'Palta Hass',
    title: 'Lote de palta Hass: 300 kg para la semana',
    percentOff: 18,
    targetQty: 300,
    maxQty: 360,
    minPerCompany: 5,
    maxPerCompany: 80,
    deadlineInDays: 3,
    commitments: [[0, 80], [1, 60], [2, 75], [3, 50.5]],
  },
  {
    productName: 'Aceite maravilla 5 L',
    title: 'Lote de aceite maravilla: 120 bidones de 5 L',
    percentOff: 15,
    targetQty: 120,
    maxQty: 150,
    minPerCompany: 2,
    maxPerCompany: 40,
    deadlineInDays: 10,
    commitments: [['club', 30], [0, 18], [3, 12]],
  },
  {
    productName: 'Arroz grado 1',
    title: 'Lote de arroz grado 1: 200 bolsas de 5 kg',
    percentOff: 14,
    targetQty: 200,
    maxQty: 240,
    minPerCompany: 5,
    maxPerCompany: 80,
    deadlineInDays: -2,
    commitments: [['demo', 40], [0, 60], [1, 35], [2, 70]],
  },
  {
    productName: 'Harina sin polvos de hornear',
    title: 'Lote de harina panadera: 100 sacos de 25 kg',
    percentOff: 12,
    targetQty: 100,
    maxQty: 120,
    minPerCompany: 2,
    maxPerCompany: 30,
    deadlineInDays: -20,
    commitments: [[1, 25], [3, 20]],
  },
];

export async function seedTeamPurchases(
  tx: Tx,
  now: Date,
  products: readonly SeededProduct[],
  companies: Record<SeededCompany['key'], SeededCompany>,
): Promise<void> {
  const today = santiagoDate(now);
  const since = santiagoInstant(addDays(today, -400), 10);
  const partners = await tx
    .insert(resPartner)
    .values(
      neighbours.map((n) => ({
        name: n.name,
        isCompany: true,
        vat: `${n.body.slice(0, 2)}.${n.body.slice(2, 5)}.${n.body.slice(5)}-${rutCheckDigit(n.body)}`,
        businessActivity: n.activity,
        email: `compras@${n.name.split(' ')[0]!.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}.cl`,
        comuna: n.comuna,
        region: 'Región Metropolitana de Santiago',
        creditDays: 30,
        creditLimit: 3_000_000,
        createdAt: since,
      })),
    )
    .returning({ id: resPartner.id });
  // The club hotel's card (server/db/seed/club.ts): its commitment holds an amount on it.
  const [card] = await tx.select({ id: paymentToken.id }).from(paymentToken).where(eq(paymentToken.providerRef, clubCardToken));
  const partnerOf = (who: Participant) => (typeof who === 'number' ? partners[who]!.id : companies[who].partnerId);

  for (const [index, seeded] of seededCampaigns.entries()) {
    const product = products.find((p) => p.name === seeded.productName);
    if (!product) throw new Error(`team purchase product ${seeded.productName} is not in the catalogue`);
    const deadlineDay = addDays(today, seeded.deadlineInDays);
    const groupPrice = Math.round((product.listPrice * (100 - seeded.percentOff)) / 1000) * 10;
    const [campaign] = await tx
      .insert(teamPurchaseCampaign)
      .values({
        productId: product.id,
        title: seeded.title,
        groupPrice,
        targetQty: seeded.targetQty,
        maxQty: seeded.maxQty,
        minPerCompany: seeded.minPerCompany,
        maxPerCompany: seeded.maxPerCompany,
        deadline: santiagoInstant(deadlineDay, 20),
        deliveryDate: addDays(deadlineDay, 4),
      })
      .returning({ id: teamPurchaseCampaign.id });
    for (const [order, [who, quantity]] of seeded.commitments.entries()) {
      const at = santiagoInstant(addDays(deadlineDay, -6 + order), 11 + order, 20);
      const amount = batchTotals(quantity, groupPrice).total;
      const onCard = who === 'club';
      const hold = onCard ? `sbxa_seed_${index}_${order}` : null;
      if (hold) {
        await tx
          .insert(sandboxAuthorization)
          .values({ reference: hold, transactionId: `tp-seed-${index}-${order}`, amount, cardRef: clubCardToken, state: 'authorized', createdAt: at, updatedAt: at });
      }
      await tx.insert(teamPurchaseCommitment).values({
        campaignId: campaign!.id,
        partnerId: partnerOf(who),
        userId: who === 'demo' || who === 'club' ? companies[who].userId : null,
        quantity,
        paymentMethodCode: onCard ? 'saved_card' : 'credit',
        paymentTokenId: onCard ? card!.id : null,
        authorizationReference: hold,
        amount,
        createdAt: at,
        updatedAt: at,
      });
    }
  }
}

/**
 * Closes the seeded campaigns whose deadline passed, each as of the morning after its deadline, through
 * the closing job itself: their orders, invoices and released commitments are what a real closing
 * leaves. Nobody is e-mailed about demo history.
 */
export async function closeSeededCampaigns(db: Db, now: Date): Promise<void> {
  const today = santiagoDate(now);
  const past = seededCampaigns.filter((c) => c.deadlineInDays < 0).sort((a, b) => a.deadlineInDays - b.deadlineInDays);
  for (const campaign of past) {
    const at = santiagoInstant(addDays(today, campaign.deadlineInDays + 1), 7);
    await runTeamPurchaseClosings(offlineClosingDeps(db, at));
  }
}
