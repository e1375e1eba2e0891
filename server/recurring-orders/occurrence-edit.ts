/** The buyer's changes to a date's prepared order: its lines, or skipping it, until its cutoff. */
import { and, eq } from 'drizzle-orm';
import type { BodyOf } from '../../contract/endpoint';
import type { RecurringOrder, recurringOrdersEndpoints } from '../../contract/recurring-orders';
import { santiagoDate } from '../../machines/rules/calendar';
import type { AppDeps, AuthUser } from '../context';
import type { Tx } from '../db/company-lock';
import { recurringOccurrence, recurringOrder } from '../db/schema';
import { ApiError } from '../http/errors';
import { loadCompany } from '../payments/company-methods';
import { checkedLines, priceDate } from './recurring-lines';
import { readRecurringOrder } from './recurring-read';

type LinesRequest = BodyOf<typeof recurringOrdersEndpoints.changeOccurrence>;

const occurrenceNotFound = () => new ApiError(404, 'not_found', 'El pedido preparado no existe.');

/** The company's prepared date, locked until the transaction ends, so the job's placing waits or sees the change. */
async function lockOpenOccurrence(tx: Tx, companyId: number, id: number, now: Date) {
  const [row] = await tx
    .select({ occurrence: recurringOccurrence })
    .from(recurringOccurrence)
    .innerJoin(recurringOrder, eq(recurringOrder.id, recurringOccurrence.recurringOrderId))
    .where(and(eq(recurringOccurrence.id, id), eq(recurringOrder.partnerId, companyId)))
    .for('update', { of: recurringOccurrence });
  if (!row) throw occurrenceNotFound();
  const { occurrence } = row;
  if (occurrence.state !== 'scheduled') {
    throw new ApiError(409, 'occurrence_closed', occurrence.state === 'skipped' ? 'Este pedido ya se omitió.' : 'Este pedido ya se procesó: no admite cambios.');
  }
  if (occurrence.cutoffAt.getTime() <= now.getTime()) {
    throw new ApiError(409, 'occurrence_closed', 'Ya pasó la hora de cierre de este pedido: no admite cambios.');
  }
  return occurrence;
}

export async function changeOccurrence(deps: AppDeps, user: AuthUser, id: number, request: LinesRequest): Promise<RecurringOrder> {
  const { db, clock } = deps;
  await checkedLines(db, request.lines);
  const company = await loadCompany(db, user.partnerId);
  const today = santiagoDate(clock.now());
  const isClubMember = company.clubMemberUntil !== null && company.clubMemberUntil >= today;
  const recurringId = await db.transaction(async (tx) => {
    const occurrence = await lockOpenOccurrence(tx, user.partnerId, id, clock.now());
    const priced = await priceDate(tx, request.lines, isClubMember);
    await tx
      .update(recurringOccurrence)
      .set({ lines: priced.lines, leftOut: priced.leftOut, updatedAt: clock.now() })
      .where(eq(recurringOccurrence.id, occurrence.id));
    return occurrence.recurringOrderId;
  });
  return readRecurringOrder(deps, user.partnerId, recurringId);
}

export async function skipOccurrence(deps: AppDeps, user: AuthUser, id: number): Promise<RecurringOrder> {
  const { db, clock } = deps;
  const recurringId = await db.transaction(async (tx) => {
    const occurrence = await lockOpenOccurrence(tx, user.partnerId, id, clock.now());
    await tx
      .update(recurringOccurrence)
      .set({ state: 'skipped', message: 'Omitido por quien compra.', updatedAt: clock.now() })
      .where(eq(recurringOccurrence.id, occurrence.id));
    return occurrence.recurringOrderId;
  });
  return readRecurringOrder(deps, user.partnerId, recurringId);
}
