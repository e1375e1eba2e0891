/**
 * The Club CXTI renewal job, run by the gateway on a timer with its injected clock. On the renewal date
 * it charges the membership's card; a decline starts the grace with retries on days 1, 3 and 7. Each
 * attempt is one club_charge row, unique per membership, period and attempt number: when two gateways
 * run the job at the same moment on one PostgreSQL, only the one that inserts the row charges the card.
 * A cancelled membership simply ends once its paid period is over.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { cardExpiry } from '../../machines/rules/card-expiry';
import { santiagoDate } from '../../machines/rules/calendar';
import type { AppDeps } from '../context';
import { clubCharge, clubMembership, paymentToken, resUsers } from '../db/schema';
import { attemptDueOn, periodEndOf, renewalDateOf } from '../domain/club-periods';
import { applyChargeOutcome, clubReturnUrl, findPlan, refreshClubCharge } from './club-charges';

type JobDeps = Pick<AppDeps, 'db' | 'clock' | 'payments' | 'cache' | 'mailer' | 'config' | 'logger'>;

export interface RenewalRun {
  /** Charges this run made (approved, declined or left pending by the provider). */
  charged: number;
  /** Cancelled memberships that ended. */
  ended: number;
}

const noCard = 'No hay una tarjeta vigente para renovar la membresía.';
const providerDown = 'El proveedor de pagos no respondió.';

export async function runClubRenewals(deps: JobDeps): Promise<RenewalRun> {
  const { db, clock } = deps;
  const today = santiagoDate(clock.now());

  const ended = await db
    .update(clubMembership)
    .set({ state: 'lapsed', updatedAt: clock.now() })
    .where(and(eq(clubMembership.state, 'cancelling'), lt(clubMembership.periodEnd, today)))
    .returning({ partnerId: clubMembership.partnerId });

  const due = await db
    .select()
    .from(clubMembership)
    .where(and(inArray(clubMembership.state, ['active', 'grace']), lt(clubMembership.periodEnd, today)));
  let charged = 0;
  for (const membership of due) {
    if (await chargeRenewal(deps, membership, today)) charged += 1;
  }
  return { charged, ended: ended.length };
}

async function chargeRenewal(deps: JobDeps, membership: typeof clubMembership.$inferSelect, today: string): Promise<boolean> {
  const { db, clock } = deps;
  const renewal = renewalDateOf(membership.periodEnd);
  const attempt = attemptDueOn(renewal, today);
  if (attempt === null) return false;
  const tried = await db
    .select()
    .from(clubCharge)
    .where(and(eq(clubCharge.membershipId, membership.id), eq(clubCharge.periodStart, renewal), eq(clubCharge.kind, 'renewal')));
  // A charge the provider left pending is read again; the next attempt waits for its answer.
  for (const charge of tried.filter((c) => c.state === 'pending')) {
    if ((await refreshClubCharge(deps, charge)).state === 'pending') return false;
  }
  if (tried.some((charge) => charge.attempt >= attempt)) return false;

  const plan = await findPlan(db, membership.nextPlanId ?? membership.planId);
  if (!plan) throw new Error(`club plan of membership ${membership.id} vanished`);
  const [card] = membership.paymentTokenId
    ? await db
        .select()
        .from(paymentToken)
        .where(and(eq(paymentToken.id, membership.paymentTokenId), eq(paymentToken.active, true)))
    : [];
  const usable = card && cardExpiry(card, today) !== 'expired' ? card : null;
  const provider = deps.payments;
  const now = clock.now();
  const [charge] = await db
    .insert(clubCharge)
    .values({
      id: randomUUID(),
      partnerId: membership.partnerId,
      planId: plan.id,
      kind: 'renewal',
      membershipId: membership.id,
      periodStart: renewal,
      periodEnd: periodEndOf(renewal, plan.months),
      attempt,
      amount: plan.price,
      provider: provider?.name ?? 'none',
      paymentMethodCode: 'saved_card',
      paymentTokenId: usable?.id ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  // Another gateway inserted this attempt first: it charges, this one does not.
  if (!charge) return false;

  if (!usable || !provider) {
    await applyChargeOutcome(deps, charge.id, { state: 'rejected', message: usable ? providerDown : noCard });
    return true;
  }
  const [admin] = await db
    .select({ email: resUsers.login })
    .from(resUsers)
    .where(and(eq(resUsers.partnerId, membership.partnerId), eq(resUsers.role, 'admin')))
    .limit(1);
  const back = clubReturnUrl(deps, charge.id);
  try {
    const checkout = await provider.createCheckout({
      transactionId: charge.id,
      amount: plan.price,
      description: `Renovación ${plan.name} de Despensa`,
      payerEmail: admin?.email ?? '',
      returnUrls: { success: back, failure: back, pending: back },
      savedCardRef: usable.providerRef,
    });
    const [started] = await db
      .update(clubCharge)
      .set({ providerReference: checkout.providerReference, redirectUrl: checkout.redirectUrl, updatedAt: clock.now() })
      .where(eq(clubCharge.id, charge.id))
      .returning();
    await refreshClubCharge(deps, started ?? charge);
  } catch (error) {
    deps.logger.warn({ event: 'payments.renewalRefused', provider: provider.name, charge: charge.id, err: error });
    await applyChargeOutcome(deps, charge.id, { state: 'rejected', message: providerDown });
  }
  return true;
}
