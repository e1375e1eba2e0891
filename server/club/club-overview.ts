/**
 * What the Club CXTI page shows a company: the plans, its membership today, and the figure that sells
 * the club, computed in SQL from its own confirmed orders of the last 90 days: on each line with a club
 * price, (list - club) × quantity with IVA, rounded per line as the monthly report does. A member's
 * lines were charged at the club price, a non-member's at list: the same sum says "ahorraste" to one and
 * "habrías ahorrado" to the other.
 */
import { and, asc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import { clubSavingsDays, type ClubOverview } from '../../contract/club';
import { addDays, santiagoDate, santiagoInstant } from '../../machines/rules/calendar';
import type { Db } from '../db/client';
import { clubPlan, resPartner, saleOrder, saleOrderLine } from '../db/schema';

const ivaRate = 1.19;

export async function clubOverview(db: Db, partnerId: number, now: Date): Promise<ClubOverview> {
  const today = santiagoDate(now);
  const from = addDays(today, -(clubSavingsDays - 1));
  const [plans, [partner], [savings]] = await Promise.all([
    db.select().from(clubPlan).orderBy(asc(clubPlan.months), asc(clubPlan.id)),
    db.select({ memberUntil: resPartner.clubMemberUntil }).from(resPartner).where(eq(resPartner.id, partnerId)),
    db
      .select({
        amount: sql<number>`coalesce(sum(round(greatest(${saleOrderLine.priceUnit} - ${saleOrderLine.cxtiPrice}, 0) * ${saleOrderLine.productUomQty} * ${ivaRate})), 0)::bigint`.mapWith(Number),
      })
      .from(saleOrderLine)
      .innerJoin(saleOrder, eq(saleOrder.id, saleOrderLine.orderId))
      .where(
        and(
          eq(saleOrder.partnerId, partnerId),
          inArray(saleOrder.state, ['sale', 'done']),
          gte(saleOrder.dateOrder, santiagoInstant(from, 0)),
          gt(saleOrderLine.cxtiPrice, 0),
        ),
      ),
  ]);
  const shortest = plans[0];
  const memberUntil = partner?.memberUntil ?? null;
  return {
    plans: plans.map((plan) => ({
      id: plan.id,
      name: plan.name,
      months: plan.months,
      price: plan.price,
      benefits: plan.benefits,
      saving: shortest && plan.months > shortest.months ? Math.round((shortest.price * plan.months) / shortest.months) - plan.price : null,
    })),
    membership: { active: memberUntil !== null && memberUntil >= today, member_until: memberUntil },
    savings: { from, to: today, amount: savings?.amount ?? 0 },
  };
}
