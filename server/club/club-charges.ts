/**
 * Charging the Club CXTI's fee through the payment provider, like an order's payment: the gateway
 * believes only what it reads back from the provider (on the return page's status check, on a webhook,
 * or at once for a saved card), never the return address. An approved charge is applied once: the
 * membership starts or moves on a period, res_partner.club_member_until follows it, and the fee gets its
 * invoice, born Pagado, listed in Facturas with its PDF.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { clubChargeReturnParam, type ClubChargeStatus, type JoinClubRequest, type JoinClubResponse } from '../../contract/club';
import { formatDay, santiagoDate } from '../../machines/rules/calendar';
import type { AppDeps, AuthUser } from '../context';
import type { Db } from '../db/client';
import { lockCompany, type Tx } from '../db/company-lock';
import { accountMove, clubCharge, clubMembership, clubPlan, resPartner, resUsers } from '../db/schema';
import { graceUntilOf, lastAttempt, periodEndOf, renewalDateOf } from '../domain/club-periods';
import { ApiError } from '../http/errors';
import type { KeyedRecords } from '../http/idempotency';
import { sendInBackground } from '../mail/mailer';
import { renewalDeclinedMail } from '../mail/templates';
import { cardMethodOf, openCheckout, providerOf, providerOutcome } from '../payments/card-checkout';
import { loadCompany } from '../payments/company-methods';
import { issueInvoice } from '../payments/invoice';
import type { ProviderPaymentState } from '../payments/provider';

export type ClubChargeRow = typeof clubCharge.$inferSelect;
type ChargeDeps = Pick<AppDeps, 'db' | 'clock' | 'payments' | 'cache' | 'mailer' | 'config' | 'logger'>;

const vatRate = 0.19;

export async function findPlan(db: Db | Tx, planId: number) {
  const [plan] = await db.select().from(clubPlan).where(eq(clubPlan.id, planId)).limit(1);
  return plan ?? null;
}

/** The answer a company's charge gives its return page. */
export function chargeStatusOf(charge: ClubChargeRow): ClubChargeStatus {
  const status: ClubChargeStatus = { charge_id: charge.id, plan_id: charge.planId, status: charge.state as ClubChargeStatus['status'] };
  if (charge.stateMessage) status.reason = charge.stateMessage;
  return status;
}

export function clubReturnUrl(deps: Pick<AppDeps, 'config'>, chargeId: string): string {
  return `${deps.config.publicUrl.replace(/\/+$/, '')}/dashboard/suscripcion?${clubChargeReturnParam}=${chargeId}`;
}

/** A company's join attempts by Idempotency-Key: a repeated key answers the checkout it opened. */
export function joinsByKey(db: Db, companyId: number, key: string): KeyedRecords<ClubChargeRow, JoinClubResponse> {
  return {
    find: async () => {
      const [row] = await db.select().from(clubCharge).where(and(eq(clubCharge.partnerId, companyId), eq(clubCharge.idempotencyKey, key))).limit(1);
      return row;
    },
    answerOf: (charge) => (charge.redirectUrl ? { charge_id: charge.id, redirect_url: charge.redirectUrl } : null),
    uniqueIndex: 'club_charge_idempotency_idx',
  };
}

/** Opens the payment of a plan at the provider for a company that is not a member today. */
export async function startJoin(deps: AppDeps, user: AuthUser, key: { key: string; hash: string }, request: JoinClubRequest): Promise<JoinClubResponse> {
  const { db, clock } = deps;
  const today = santiagoDate(clock.now());
  const plan = await findPlan(db, request.plan_id);
  if (!plan) throw new ApiError(404, 'not_found', 'El plan no existe.', { plan_id: ['El plan no existe.'] });
  const company = await loadCompany(db, user.partnerId);
  if (company.clubMemberUntil !== null && company.clubMemberUntil >= today) {
    throw new ApiError(409, 'already_member', 'Tu empresa ya es parte del Club CXTI.');
  }
  const method = await cardMethodOf(db, company, request.payment_method_id, today, 'El Club CXTI se paga con tarjeta.');
  const provider = providerOf(deps);

  const [payer] = await db.select({ email: resUsers.login }).from(resUsers).where(eq(resUsers.id, user.id)).limit(1);
  const chargeId = randomUUID();
  const back = clubReturnUrl(deps, chargeId);
  const checkout = await openCheckout(
    deps,
    provider,
    {
      transactionId: chargeId,
      amount: plan.price,
      description: `${plan.name} de Despensa`,
      payerEmail: payer?.email ?? company.email ?? '',
      returnUrls: { success: back, failure: back, pending: back },
      ...(method.code === 'saved_card' ? { savedCardRef: method.card.providerRef } : {}),
    },
    `club charge ${chargeId}`,
  );
  const now = clock.now();
  const [charge] = await db
    .insert(clubCharge)
    .values({
      id: chargeId,
      partnerId: user.partnerId,
      planId: plan.id,
      kind: 'join',
      periodStart: today,
      periodEnd: periodEndOf(today, plan.months),
      amount: plan.price,
      provider: provider.name,
      providerReference: checkout.providerReference,
      redirectUrl: checkout.redirectUrl,
      paymentMethodCode: method.code,
      paymentTokenId: method.code === 'saved_card' ? method.card.id : null,
      idempotencyKey: key.key,
      requestHash: key.hash,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  // A saved card is charged at once: the membership starts now, not only when the page asks.
  if (method.code === 'saved_card' && charge) await refreshClubCharge(deps, charge);
  return { charge_id: chargeId, redirect_url: checkout.redirectUrl };
}

/** A pending charge read again from its provider and applied; a final one as stored. */
export async function refreshClubCharge(deps: ChargeDeps, charge: ClubChargeRow): Promise<ClubChargeRow> {
  const outcome = await providerOutcome(deps, charge);
  return outcome ? applyChargeOutcome(deps, charge.id, outcome) : charge;
}

async function readCharge(db: Db, id: string): Promise<ClubChargeRow> {
  const [row] = await db.select().from(clubCharge).where(eq(clubCharge.id, id)).limit(1);
  if (!row) throw new Error(`club charge ${id} vanished`);
  return row;
}

/** The fee's invoice: one line, the plan and its period, paid. */
async function invoiceFee(tx: Tx, charge: ClubChargeRow, planName: string, today: string) {
  const untaxed = Math.round(charge.amount / (1 + vatRate));
  const invoice = await issueInvoice(
    tx,
    { id: null, partnerId: charge.partnerId, amountUntaxed: untaxed, amountShipping: 0, amountTax: charge.amount - untaxed, amountTotal: charge.amount },
    { invoiceDate: today, dueDate: today, paid: true },
  );
  const description = `${planName}, ${formatDay(charge.periodStart)} al ${formatDay(charge.periodEnd)}`;
  await tx.update(accountMove).set({ lineDescription: description }).where(eq(accountMove.id, invoice.id));
  await tx.update(clubCharge).set({ invoiceId: invoice.id }).where(eq(clubCharge.id, charge.id));
}

async function setMemberUntil(tx: Tx, partnerId: number, until: string) {
  await tx.update(resPartner).set({ clubMemberUntil: until }).where(eq(resPartner.id, partnerId));
}

/**
 * Applies what the provider says of a charge, once: only a pending charge moves, so a webhook retry
 * racing a status check changes nothing the second time.
 */
export async function applyChargeOutcome(
  deps: ChargeDeps,
  chargeId: string,
  outcome: { state: ProviderPaymentState; message?: string },
): Promise<ClubChargeRow> {
  if (outcome.state === 'pending') return readCharge(deps.db, chargeId);
  const now = deps.clock.now();
  const today = santiagoDate(now);
  const notice = await deps.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(clubCharge)
      .set({ state: outcome.state, stateMessage: outcome.message ?? null, updatedAt: now })
      .where(and(eq(clubCharge.id, chargeId), eq(clubCharge.state, 'pending')))
      .returning();
    if (!moved) return null;
    await lockCompany(tx, moved.partnerId);
    const [membership] = await tx.select().from(clubMembership).where(eq(clubMembership.partnerId, moved.partnerId)).limit(1);
    const plan = await findPlan(tx, moved.planId);
    if (!plan) throw new Error(`club plan ${moved.planId} vanished`);

    if (moved.state === 'approved') {
      await invoiceFee(tx, moved, plan.name, today);
      let periodEnd = moved.periodEnd;
      let startedOn = moved.periodStart;
      if (membership && membership.state !== 'lapsed') {
        // A renewal continues the membership; a join paid while a period still runs (a second join raced
        // the first) buys the period after it.
        if (moved.kind === 'renewal') startedOn = membership.startedOn;
        else if (membership.periodEnd >= moved.periodStart) {
          startedOn = membership.startedOn;
          periodEnd = periodEndOf(renewalDateOf(membership.periodEnd), plan.months);
        }
      }
      const values = {
        planId: plan.id,
        state: 'active',
        startedOn,
        periodEnd,
        paymentTokenId: moved.paymentTokenId ?? membership?.paymentTokenId ?? null,
        nextPlanId: null,
        updatedAt: now,
      };
      if (membership) await tx.update(clubMembership).set(values).where(eq(clubMembership.id, membership.id));
      else await tx.insert(clubMembership).values({ partnerId: moved.partnerId, ...values });
      await setMemberUntil(tx, moved.partnerId, periodEnd);
      return { partnerId: moved.partnerId, declined: null };
    }

    if (moved.kind !== 'renewal' || !membership) return { partnerId: moved.partnerId, declined: null };
    // A declined renewal: grace with retries, and the end after the last one.
    const lapses = moved.attempt >= lastAttempt;
    await tx
      .update(clubMembership)
      .set({ state: lapses ? 'lapsed' : 'grace', updatedAt: now })
      .where(eq(clubMembership.id, membership.id));
    await setMemberUntil(tx, moved.partnerId, lapses ? membership.periodEnd : graceUntilOf(membership.periodEnd));
    return { partnerId: moved.partnerId, declined: { lapses, reason: outcome.message ?? null, graceUntil: graceUntilOf(membership.periodEnd), planName: plan.name } };
  });
  if (notice) {
    await deps.cache?.companyDocumentsChanged(notice.partnerId);
    if (notice.declined) {
      const [admin] = await deps.db
        .select({ email: resUsers.login, name: resUsers.name })
        .from(resUsers)
        .where(and(eq(resUsers.partnerId, notice.partnerId), eq(resUsers.role, 'admin'), eq(resUsers.active, true)))
        .limit(1);
      if (admin) sendInBackground(deps.mailer, renewalDeclinedMail({ to: admin.email, name: admin.name, ...notice.declined, link: clubReturnUrl(deps, chargeId) }));
    }
  }
  return readCharge(deps.db, chargeId);
}
