/**
 * What a member changes on the Club CXTI page: cancel (club prices stay until the end of the period
 * paid, nothing is charged again), resume before that end, the plan of the next period, and the card
 * renewals are charged to. Each refusal says what would make the change possible.
 */
import { and, eq } from 'drizzle-orm';
import type { MembershipChange } from '../../contract/club';
import { cardExpiry } from '../../machines/rules/card-expiry';
import { santiagoDate } from '../../machines/rules/calendar';
import type { AppDeps } from '../context';
import { clubMembership, paymentToken } from '../db/schema';
import { ApiError } from '../http/errors';
import { findPlan } from './club-charges';

async function membershipOf(deps: Pick<AppDeps, 'db'>, partnerId: number) {
  const [row] = await deps.db.select().from(clubMembership).where(eq(clubMembership.partnerId, partnerId)).limit(1);
  return row ?? null;
}

const notMember = () => new ApiError(409, 'not_member', 'Tu empresa no tiene una membresía vigente del Club CXTI.');

export async function cancelMembership(deps: AppDeps, partnerId: number): Promise<void> {
  const membership = await membershipOf(deps, partnerId);
  if (!membership || membership.state === 'lapsed') throw notMember();
  if (membership.state === 'cancelling') return;
  if (membership.state === 'grace') {
    throw new ApiError(409, 'membership_in_grace', 'La renovación está pendiente de pago: actualiza la tarjeta, o deja que termine al final del período de gracia.');
  }
  await deps.db
    .update(clubMembership)
    // A plan change scheduled for the next period stays: resuming brings it back with the membership.
    .set({ state: 'cancelling', updatedAt: deps.clock.now() })
    .where(and(eq(clubMembership.id, membership.id), eq(clubMembership.state, 'active')));
}

export async function resumeMembership(deps: AppDeps, partnerId: number): Promise<void> {
  const membership = await membershipOf(deps, partnerId);
  const today = santiagoDate(deps.clock.now());
  if (!membership || membership.state !== 'cancelling' || membership.periodEnd < today) {
    throw new ApiError(409, 'not_cancelling', 'Solo se puede reanudar una membresía cancelada cuyo período pagado no ha terminado: si ya terminó, vuelve a unirte.');
  }
  await deps.db
    .update(clubMembership)
    .set({ state: 'active', updatedAt: deps.clock.now() })
    .where(and(eq(clubMembership.id, membership.id), eq(clubMembership.state, 'cancelling')));
}

export async function changeMembership(deps: AppDeps, partnerId: number, change: MembershipChange): Promise<void> {
  const membership = await membershipOf(deps, partnerId);
  if (!membership || membership.state === 'lapsed' || membership.state === 'cancelling') {
    throw new ApiError(409, 'not_member', 'Tu empresa no tiene una membresía que se renueve: reanúdala o únete de nuevo.');
  }
  const values: Partial<typeof clubMembership.$inferInsert> = { updatedAt: deps.clock.now() };
  if (change.next_plan_id !== undefined) {
    if (!(await findPlan(deps.db, change.next_plan_id))) {
      throw new ApiError(404, 'not_found', 'El plan no existe.', { next_plan_id: ['El plan no existe.'] });
    }
    values.nextPlanId = change.next_plan_id === membership.planId ? null : change.next_plan_id;
  }
  if (change.card_id !== undefined) {
    const [card] = await deps.db
      .select()
      .from(paymentToken)
      .where(and(eq(paymentToken.id, change.card_id), eq(paymentToken.partnerId, partnerId), eq(paymentToken.active, true)))
      .limit(1);
    if (!card) throw new ApiError(404, 'not_found', 'La tarjeta no existe.', { card_id: ['La tarjeta no existe.'] });
    if (cardExpiry(card, santiagoDate(deps.clock.now())) === 'expired') {
      throw new ApiError(409, 'card_expired', 'Esa tarjeta está vencida: elige una vigente para las renovaciones.', { card_id: ['La tarjeta está vencida.'] });
    }
    values.paymentTokenId = card.id;
  }
  await deps.db.update(clubMembership).set(values).where(eq(clubMembership.id, membership.id));
}
