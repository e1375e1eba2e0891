import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ApprovalDetail, ApprovalLine, ApprovalReason, ApprovalState, ApprovalSummary } from '../../contract/order-approvals';
import type { CreateSalesOrderRequest } from '../../contract/orders';
import { can } from '../../contract/permissions';
import type { AuthUser } from '../context';
import type { Db } from '../db/client';
import type { Tx } from '../db/company-lock';
import { orderApproval, resPartner, resUsers, saleOrder } from '../db/schema';
import { ApiError } from '../http/errors';

const requester = alias(resUsers, 'requester');
const decider = alias(resUsers, 'decider');

export type ApprovalRow = typeof orderApproval.$inferSelect;
export const storedRequest = (row: ApprovalRow) => row.request as CreateSalesOrderRequest;

export const approvalNotFound = () => new ApiError(404, 'not_found', 'La solicitud de aprobación no existe.');

/** A request still waiting past its time is expired, whether or not the job has marked it yet. */
export const stateAt = (row: Pick<ApprovalRow, 'state' | 'expiresAt'>, now: Date): ApprovalState =>
  row.state === 'waiting' && row.expiresAt <= now ? 'expired' : (row.state as ApprovalState);

const summaryColumns = {
  approval: orderApproval,
  requesterName: requester.name,
  deciderName: decider.name,
  orderName: saleOrder.name,
};

function summaryQuery(db: Db) {
  return db
    .select(summaryColumns)
    .from(orderApproval)
    .innerJoin(requester, eq(requester.id, orderApproval.userId))
    .leftJoin(decider, eq(decider.id, orderApproval.decidedBy))
    .leftJoin(saleOrder, eq(saleOrder.id, orderApproval.orderId));
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

function summaryOf({ approval, requesterName, deciderName, orderName }: SummaryRow, now: Date): ApprovalSummary {
  return {
    id: approval.id,
    state: stateAt(approval, now),
    requested_by: { id: approval.userId, name: requesterName },
    created_at: approval.createdAt.toISOString(),
    expires_at: approval.expiresAt.toISOString(),
    amount_total: approval.amountTotal,
    line_count: (approval.lines as ApprovalLine[]).length,
    reason: approval.reason as ApprovalReason,
    decided_by: deciderName,
    decided_at: approval.decidedAt?.toISOString() ?? null,
    rejection_reason: approval.rejectionReason,
    order: approval.orderId !== null && orderName !== null ? { id: approval.orderId, name: orderName } : null,
  };
}

/** Who sees a request: those who approve see the company's, a buyer only their own. */
function visibleTo(user: AuthUser) {
  const company = eq(orderApproval.partnerId, user.partnerId);
  return can(user.role, 'purchase.approve') ? company : and(company, eq(orderApproval.userId, user.id));
}

/** The requests the caller sees: the waiting ones first, oldest first (the next to expire), then the decided, newest first. */
export async function listApprovals(db: Db, user: AuthUser, now: Date): Promise<ApprovalSummary[]> {
  const rows = await summaryQuery(db)
    .where(visibleTo(user))
    .orderBy(
      sql`case when ${orderApproval.state} = 'waiting' and ${orderApproval.expiresAt} > ${now} then 0 else 1 end`,
      sql`case when ${orderApproval.state} = 'waiting' and ${orderApproval.expiresAt} > ${now} then ${orderApproval.createdAt} end asc`,
      desc(orderApproval.createdAt),
      asc(orderApproval.id),
    )
    .limit(200);
  return rows.map((row) => summaryOf(row, now));
}

/** One request as the lists show it; a 404 when the caller does not see it. */
export async function approvalSummary(db: Db, user: AuthUser, id: number, now: Date): Promise<ApprovalSummary> {
  const [row] = await summaryQuery(db).where(and(eq(orderApproval.id, id), visibleTo(user))).limit(1);
  if (!row) throw approvalNotFound();
  return summaryOf(row, now);
}

/** How many of the company's requests wait for a decision now. */
export async function waitingCount(db: Db, companyId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ waiting: sql<string>`count(*)` })
    .from(orderApproval)
    .where(and(eq(orderApproval.partnerId, companyId), eq(orderApproval.state, 'waiting'), sql`${orderApproval.expiresAt} > ${now}`));
  return Number(row?.waiting ?? 0);
}

/** The company's request `id`, its row locked when `tx` is given; another company's is a 404. */
export async function companyApproval(db: Db | Tx, companyId: number, id: number, lock = false): Promise<ApprovalRow> {
  const query = db
    .select()
    .from(orderApproval)
    .where(and(eq(orderApproval.id, id), eq(orderApproval.partnerId, companyId)))
    .limit(1);
  const [row] = lock ? await query.for('no key update') : await query;
  if (!row) throw approvalNotFound();
  return row;
}

const shipping = alias(resPartner, 'shipping');

/** One request with its lines as priced when sent, its address, date and method; another buyer's is a 404 to a buyer. */
export async function approvalDetail(db: Db, user: AuthUser, id: number, now: Date, methodName: (id: number) => Promise<ApprovalDetail['payment_method']>): Promise<ApprovalDetail> {
  const [row] = await summaryQuery(db).where(and(eq(orderApproval.id, id), visibleTo(user))).limit(1);
  if (!row) throw approvalNotFound();
  const request = storedRequest(row.approval);
  const [address] =
    request.retiro_en_tienda || request.partner_shipping_id === undefined
      ? []
      : await db.select({ name: shipping.name, street: shipping.street, comuna: shipping.comuna }).from(shipping).where(eq(shipping.id, request.partner_shipping_id)).limit(1);
  const summary = summaryOf(row, now);
  return {
    ...summary,
    lines: row.approval.lines as ApprovalLine[],
    scheduled_date: request.scheduled_date,
    pickup: request.retiro_en_tienda,
    shipping_address: request.retiro_en_tienda ? null : address ? [address.name, address.street, address.comuna].filter(Boolean).join(', ') : 'Dirección de despacho principal',
    payment_method: await methodName(request.payment_method_id),
    customer_order_number: request.despensa_customer_sale_order_number || null,
    amount_untaxed: row.approval.amountUntaxed,
    amount_tax: row.approval.amountTax,
    amount_shipping: row.approval.amountShipping,
    can_decide: summary.state === 'waiting' && can(user.role, 'purchase.approve') && row.approval.userId !== user.id,
  };
}
