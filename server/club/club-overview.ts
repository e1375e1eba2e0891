/**
 * What the Club CXTI page shows a company: the plans, its membership, and the figure that sells the club,
 * computed in SQL from its own confirmed orders: on each line with a club price, (list - club) × quantity
 * with IVA, rounded per line as the monthly report does. A member's lines were charged at the club price,
 * a non-member's at list: the same sum says "ahorraste" to one and "habrías ahorrado" to the other.
 */
import { and, asc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import { clubSavingsDays, type ClubOverview, type MembershipState } from '../../contract/club';
import { addDays, santiagoDate, santiagoInstant } from '../../machines/rules/calendar';
import type { Db } from '../db/client';
import { clubCharge, clubMembership, clubPlan, paymentToken, resPartner, saleOrder, saleOrderLine } from '../db/schema';
import { attemptDueOn, graceUntilOf, nextAttemptDate, renewalDateOf } from '../domain/club-periods';

const ivaRate = 1.19;

/** What club prices saved (or would have saved) a company's confirmed orders since `from` (Santiago day). */
async function clubSavings(db: Db, partnerId: number, from: string): Promise<number> {
  const [row] = await db
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
    );
  return row?.amount ?? 0;
}

/**
 * What the club saved a member since it joined, at the prices its orders were actually charged: each
 * line's list price times its quantity, less what the line cost (with IVA). A line charged at list (an
 * order of the joining day placed before joining, a product without a club price) saved nothing.
 */
async function savedSinceJoining(db: Db, partnerId: number, from: string): Promise<number> {
  const [row] = await db
    .select({
      amount: sql<number>`coalesce(sum(round(greatest(${saleOrderLine.priceUnit} * ${saleOrderLine.productUomQty} - ${saleOrderLine.priceSubtotal}, 0) * ${ivaRate})), 0)::bigint`.mapWith(Number),
    })
    .from(saleOrderLine)
    .innerJoin(saleOrder, eq(saleOrder.id, saleOrderLine.orderId))
    .where(and(eq(saleOrder.partnerId, partnerId), inArray(saleOrder.state, ['sale', 'done']), gte(saleOrder.dateOrder, santiagoInstant(from, 0))));
  return row?.amount ?? 0;
}

type MembershipRow = typeof clubMembership.$inferSelect;

/** When the next charge comes: the renewal date, or while in grace the next retry. */
async function nextChargeDate(db: Db, membership: MembershipRow, today: string): Promise<string | null> {
  const renewal = renewalDateOf(membership.periodEnd);
  if (membership.state === 'active') return renewal;
  if (membership.state !== 'grace') return null;
  const [tried] = await db
    .select({ last: sql<number | null>`max(${clubCharge.attempt})` })
    .from(clubCharge)
    .where(and(eq(clubCharge.membershipId, membership.id), eq(clubCharge.periodStart, renewal), eq(clubCharge.kind, 'renewal')));
  const after = tried?.last ?? attemptDueOn(renewal, today) ?? 0;
  return nextAttemptDate(renewal, after);
}

export async function clubOverview(db: Db, partnerId: number, now: Date): Promise<ClubOverview> {
  const today = santiagoDate(now);
  const from = addDays(today, -(clubSavingsDays - 1));
  const [plans, [partner], [membership], savings] = await Promise.all([
    db.select().from(clubPlan).orderBy(asc(clubPlan.months), asc(clubPlan.id)),
    db.select({ memberUntil: resPartner.clubMemberUntil }).from(resPartner).where(eq(resPartner.id, partnerId)),
    db.select().from(clubMembership).where(eq(clubMembership.partnerId, partnerId)).limit(1),
    clubSavings(db, partnerId, from),
  ]);
  const shortest = plans[0];
  const memberUntil = partner?.memberUntil ?? null;

  let details: ClubOverview['membership']['details'] = null;
  if (membership) {
    const nextPlan = plans.find((plan) => plan.id === (membership.nextPlanId ?? membership.planId));
    const chargeDate = await nextChargeDate(db, membership, today);
    const [card] = membership.paymentTokenId
      ? await db
          .select({ id: paymentToken.id })
          .from(paymentToken)
          .where(and(eq(paymentToken.id, membership.paymentTokenId), eq(paymentToken.active, true)))
      : [];
    details = {
      state: membership.state as MembershipState,
      plan_id: membership.planId,
      started_on: membership.startedOn,
      next_renewal: chargeDate && nextPlan ? { date: chargeDate, amount: nextPlan.price, plan_id: nextPlan.id } : null,
      card_id: card?.id ?? null,
      saved_since_joining: await savedSinceJoining(db, partnerId, membership.startedOn),
      grace_until: membership.state === 'grace' ? graceUntilOf(membership.periodEnd) : null,
    };
  }

  return {
    plans: plans.map((plan) => ({
      id: plan.id,
      code: plan.code,
      name: plan.name,
      months: plan.months,
      price: plan.price,
      benefits: plan.benefits,
      saving: shortest && plan.months > shortest.months ? Math.round((shortest.price * plan.months) / shortest.months) - plan.price : null,
    })),
    membership: { active: memberUntil !== null && memberUntil >= today, member_until: memberUntil, details },
    savings: { from, to: today, amount: savings },
  };
}
