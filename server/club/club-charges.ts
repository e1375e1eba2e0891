/**
 * Charging the Club CXTI's fee through the payment provider, like an order's payment: the gateway
 * believes only what it reads back from the provider (on the return page's status check, on a webhook,
 * or at once for a saved card), never the return address. An approved charge is applied once: the
 * membership starts or moves on a period, res_partner.club_member_until follows it, and the fee gets its
 * invoice, born Pagado, listed in Facturas with its PDF.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { clubChargeReturnParam, type ClubChargeStatus, type JoinClubRequest, type JoinClubResponse } from '../../contract/club';
import { formatDay, santiagoDate } from '../../machines/rules/calendar';
import { portalUrl, type AppDeps, type AuthUser } from '../context';
import type { Db } from '../db/client';
import { lockCompany, type Tx } from '../db/company-lock';
import { accountMove, clubCharge, clubMembership, clubPlan, resPartner, resUsers } from '../db/schema';
import { graceUntilOf, lastAttempt, periodEndOf } from '../domain/club-periods';
import { ApiError } from '../http/errors';
import type { KeyedRecords } from '../http/idempotency';
import { sendInBackground } from '../mail/mailer';
import { renewalDeclinedMail } from '../mail/templates';
import { awaitCheckoutPage, cardMethodOf, openReservedCheckout, providerOf, providerOutcome, refundCharge } from '../payments/card-checkout';
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
  // A fee given back (a second join) bought nothing: its return page shows it as not paid, with why.
  const state = charge.state === 'refunding' || charge.state === 'refunded' ? 'rejected' : (charge.state as ClubChargeStatus['status']);
  const status: ClubChargeStatus = { charge_id: charge.id, plan_id: charge.planId, status: state };
  if (charge.stateMessage) status.reason = charge.stateMessage;
  return status;
}

export function clubReturnUrl(deps: Pick<AppDeps, 'config'>, chargeId: string): string {
  return portalUrl(deps.config, `/dashboard/suscripcion?${clubChargeReturnParam}=${chargeId}`);
}

const joinAnswerOf = (charge: ClubChargeRow): JoinClubResponse | null =>
  charge.redirectUrl ? { charge_id: charge.id, redirect_url: charge.redirectUrl } : null;

/** A company's join attempts by Idempotency-Key: a repeated key answers the checkout it opened. */
export function joinsByKey(db: Db, companyId: number, key: string): KeyedRecords<ClubChargeRow, JoinClubResponse> {
  const find = async () => {
    const [row] = await db.select().from(clubCharge).where(and(eq(clubCharge.partnerId, companyId), eq(clubCharge.idempotencyKey, key))).limit(1);
    return row;
  };
  return { find: () => awaitCheckoutPage(find), answerOf: joinAnswerOf, uniqueIndex: 'club_charge_idempotency_idx' };
}

/**
 * The company's join that is open (the open-join index allows one), read again from its provider; or,
 * for a request that lost the race to open one, the newest join, which may have been approved meanwhile.
 */
async function openJoin(deps: AppDeps, companyId: number, { orApproved = false } = {}): Promise<ClubChargeRow | undefined> {
  const charge = await awaitCheckoutPage(async () => {
    const [row] = await deps.db
      .select()
      .from(clubCharge)
      .where(and(eq(clubCharge.partnerId, companyId), eq(clubCharge.kind, 'join'), inArray(clubCharge.state, orApproved ? ['pending', 'approved'] : ['pending'])))
      .orderBy(desc(clubCharge.createdAt))
      .limit(1);
    return row;
  });
  return charge ? refreshClubCharge(deps, charge) : undefined;
}

const alreadyMember = () => new ApiError(409, 'already_member', 'Tu empresa ya es parte del Club CXTI.');

const joinInProgress = () =>
  new ApiError(409, 'payment_in_progress', 'Ya hay un pago del Club CXTI en curso. Espera un momento y revisa tu suscripción.');

/** Opens the payment of a plan at the provider for a company that is not a member today. */
export async function startJoin(deps: AppDeps, user: AuthUser, key: { key: string; hash: string }, request: JoinClubRequest): Promise<JoinClubResponse> {
  const { db, clock } = deps;
  const today = santiagoDate(clock.now());
  const plan = await findPlan(db, request.plan_id);
  if (!plan) throw new ApiError(404, 'not_found', 'El plan no existe.', { plan_id: ['El plan no existe.'] });
  // A join already open is the answer to a second one (two tabs, two instances): one fee, one period.
  const open = await openJoin(deps, user.partnerId);
  if (open?.state === 'pending') {
    const answer = joinAnswerOf(open);
    if (answer) return answer;
    throw joinInProgress();
  }
  const company = await loadCompany(db, user.partnerId);
  if (company.clubMemberUntil !== null && company.clubMemberUntil >= today) throw alreadyMember();
  const method = await cardMethodOf(db, company, request.payment_method_id, today, 'El Club CXTI se paga con tarjeta.');
  const provider = providerOf(deps);

  const chargeId = randomUUID();
  const now = clock.now();
  // Decided under the company's lock, not on the first look: a join approved since then (a saved card
  // charges at once) has made the company a member, and a second join would take a second fee.
  const reserved = await db.transaction(async (tx) => {
    await lockCompany(tx, user.partnerId);
    const [earlier] = await tx
      .select({ state: clubCharge.state, periodEnd: clubCharge.periodEnd })
      .from(clubCharge)
      .where(and(eq(clubCharge.partnerId, user.partnerId), eq(clubCharge.kind, 'join'), inArray(clubCharge.state, ['pending', 'approved'])))
      .orderBy(desc(clubCharge.createdAt))
      .limit(1);
    if (earlier?.state === 'pending') return false;
    const [member] = await tx.select({ until: resPartner.clubMemberUntil }).from(resPartner).where(eq(resPartner.id, user.partnerId));
    if ((member?.until != null && member.until >= today) || (earlier?.state === 'approved' && earlier.periodEnd >= today)) throw alreadyMember();
    await tx.insert(clubCharge).values({
      id: chargeId,
      partnerId: user.partnerId,
      planId: plan.id,
      kind: 'join',
      periodStart: today,
      periodEnd: periodEndOf(today, plan.months),
      amount: plan.price,
      provider: provider.name,
      paymentMethodCode: method.code,
      paymentTokenId: method.code === 'saved_card' ? method.card.id : null,
      idempotencyKey: key.key,
      requestHash: key.hash,
      createdAt: now,
      updatedAt: now,
    });
    return true;
  });
  if (!reserved) {
    // Another request opened the join first (two tabs, two instances): its answer is this one's.
    const winner = await openJoin(deps, user.partnerId, { orApproved: true });
    const answer = winner ? joinAnswerOf(winner) : null;
    if (answer) return answer;
    throw joinInProgress();
  }

  const [payer] = await db.select({ email: resUsers.login }).from(resUsers).where(eq(resUsers.id, user.id)).limit(1);
  const back = clubReturnUrl(deps, chargeId);
  const { redirectUrl, row: charge } = await openReservedCheckout(
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
    {
      close: async (message) => {
        await db
          .update(clubCharge)
          .set({ state: 'rejected', stateMessage: message, updatedAt: clock.now() })
          .where(and(eq(clubCharge.id, chargeId), eq(clubCharge.state, 'pending')));
      },
      opened: async (checkout) => {
        const [row] = await db.update(clubCharge).set({ ...checkout, updatedAt: clock.now() }).where(eq(clubCharge.id, chargeId)).returning();
        return row;
      },
    },
  );
  // A saved card is charged at once: the membership starts now, not only when the page asks.
  if (method.code === 'saved_card' && charge) await refreshClubCharge(deps, charge);
  return { charge_id: chargeId, redirect_url: redirectUrl };
}

/**
 * A pending charge read again from its provider and applied; a final one as stored, unless a webhook
 * asks `evenIfFinal` (a late approval of a charge already rejected here is given back).
 */
export async function refreshClubCharge(deps: ChargeDeps, charge: ClubChargeRow, options: { evenIfFinal?: boolean } = {}): Promise<ClubChargeRow> {
  const outcome = await providerOutcome(deps, charge, options);
  return outcome ? applyChargeOutcome(deps, charge.id, outcome) : charge;
}

/** A fee marked `refunding` given back through its provider. */
export function refundClubCharge(deps: ChargeDeps, charge: ClubChargeRow): Promise<boolean> {
  return refundCharge(deps, charge, async () => {
    await deps.db
      .update(clubCharge)
      .set({ state: 'refunded', updatedAt: deps.clock.now() })
      .where(and(eq(clubCharge.id, charge.id), eq(clubCharge.state, 'refunding')));
  });
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
  if (outcome.state !== 'approved' && outcome.state !== 'rejected') return readCharge(deps.db, chargeId);
  const now = deps.clock.now();
  const today = santiagoDate(now);
  const notice = await deps.db.transaction(async (tx) => {
    const [charge] = await tx.select().from(clubCharge).where(eq(clubCharge.id, chargeId)).for('no key update');
    const lateApproval = charge?.state === 'rejected' && outcome.state === 'approved';
    if (!charge || (charge.state !== 'pending' && !lateApproval)) return null;
    await lockCompany(tx, charge.partnerId);
    const [membership] = await tx.select().from(clubMembership).where(eq(clubMembership.partnerId, charge.partnerId)).limit(1);
    // A second join approved while a period runs (it raced the first) buys nothing: it is given back,
    // never turned into a second period; so is an approval of a charge already closed here.
    const secondJoin =
      outcome.state === 'approved' && charge.kind === 'join' && membership !== undefined && membership.state !== 'lapsed' && membership.periodEnd >= charge.periodStart;
    if (lateApproval || secondJoin) {
      const reason = lateApproval ? 'Este intento de pago ya estaba cerrado: el cobro se devuelve a tu tarjeta.' : 'Tu empresa ya es parte del Club CXTI: este cobro se devuelve a tu tarjeta.';
      await tx.update(clubCharge).set({ state: 'refunding', stateMessage: reason, updatedAt: now }).where(eq(clubCharge.id, charge.id));
      return { partnerId: charge.partnerId, declined: null, refund: true };
    }
    const [moved] = await tx
      .update(clubCharge)
      .set({ state: outcome.state, stateMessage: outcome.message ?? null, updatedAt: now })
      .where(eq(clubCharge.id, charge.id))
      .returning();
    if (!moved) return null;
    const plan = await findPlan(tx, moved.planId);
    if (!plan) throw new Error(`club plan ${moved.planId} vanished`);

    if (moved.state === 'approved') {
      await invoiceFee(tx, moved, plan.name, today);
      // A renewal continues the membership.
      const continues = moved.kind === 'renewal' && membership !== undefined && membership.state !== 'lapsed';
      const startedOn = continues ? membership.startedOn : moved.periodStart;
      const periodEnd = moved.periodEnd;
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
      return { partnerId: moved.partnerId, declined: null, refund: false };
    }

    if (moved.kind !== 'renewal' || !membership) return { partnerId: moved.partnerId, declined: null, refund: false };
    // A declined renewal: grace with retries, and the end after the last one.
    const lapses = moved.attempt >= lastAttempt;
    await tx
      .update(clubMembership)
      .set({ state: lapses ? 'lapsed' : 'grace', updatedAt: now })
      .where(eq(clubMembership.id, membership.id));
    await setMemberUntil(tx, moved.partnerId, lapses ? membership.periodEnd : graceUntilOf(membership.periodEnd));
    return { partnerId: moved.partnerId, refund: false, declined: { lapses, reason: outcome.message ?? null, graceUntil: graceUntilOf(membership.periodEnd), planName: plan.name } };
  });
  if (notice?.refund) {
    deps.logger.warn({ event: 'payments.duplicateApproval', clubCharge: chargeId });
    await refundClubCharge(deps, await readCharge(deps.db, chargeId));
  } else if (notice) {
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
