import { eq } from 'drizzle-orm';
import type { ApprovalPlaced, ApprovalSummary, ApproveRequest } from '../../contract/order-approvals';
import { paymentMethodIds } from '../../contract/payments';
import type { Role } from '../../contract/vocabulary';
import type { AppDeps, AuthUser } from '../context';
import type { Db } from '../db/client';
import type { Tx } from '../db/company-lock';
import { orderApproval, resUsers, saleOrder } from '../db/schema';
import { ApiError } from '../http/errors';
import type { KeyedRecords } from '../http/idempotency';
import { approvalRejectedMail, approvalUrl } from '../mail/approval-mails';
import { sendInBackground } from '../mail/mailer';
import { placeOrder } from '../orders/place-order';
import { approvalSummary, companyApproval, stateAt, storedRequest, type ApprovalRow } from './read';
import { userName } from './send';

const decided = () => new ApiError(409, 'approval_decided', 'Esta solicitud ya fue decidida o venció.');
const own = () => new ApiError(403, 'approval_own', 'No puedes aprobar ni rechazar tu propia solicitud.');

/** Claims a waiting request under its row's lock: whoever claims second finds it decided. */
async function claimWaiting(db: Db | Tx, companyId: number, id: number, decider: AuthUser, now: Date, lock = true): Promise<ApprovalRow> {
  const row = await companyApproval(db, companyId, id, lock);
  if (row.userId === decider.id) throw own();
  if (stateAt(row, now) !== 'waiting') throw decided();
  return row;
}

const placedOf = (orderId: number, name: string, amountTotal: number, row: ApprovalRow): ApprovalPlaced => {
  const methodId = storedRequest(row).payment_method_id;
  return { order_id: orderId, name, amount_total: amountTotal, payment_method_id: methodId, needs_payment: methodId !== paymentMethodIds.credit };
};

/** Approvals by the key of the approve request, stored on the order it placed: a repeated key answers that order. */
export function approvalsPlacedByKey(db: Db, companyId: number, id: number, key: string): KeyedRecords<{ requestHash: string | null; answer: ApprovalPlaced }, ApprovalPlaced> {
  return {
    find: async () => {
      const [row] = await db
        .select({ order: saleOrder, approval: orderApproval })
        .from(saleOrder)
        .innerJoin(orderApproval, eq(orderApproval.orderId, saleOrder.id))
        .where(eq(saleOrder.idempotencyKey, key))
        .limit(1);
      if (!row || row.order.partnerId !== companyId || row.approval.id !== id) return undefined;
      return { requestHash: row.order.requestHash, answer: placedOf(row.order.id, row.order.name, row.order.amountTotal, row.approval) };
    },
    answerOf: (row) => row.answer,
    uniqueIndex: 'sale_order_idempotency_idx',
  };
}

/**
 * Places a waiting request as the buyer's order, at this moment's prices and stock: prices changed since
 * it was sent are refused with 409 and the current ones, which the approver may accept (`prices`); a
 * delivery date that has passed is refused, and another may be given. The request's row is locked while
 * the order is made, so two admins approving at once place it once. On credit the order is confirmed;
 * by card it waits for the payment the approver makes next.
 */
export async function approveRequest(
  deps: AppDeps,
  approver: AuthUser,
  id: number,
  key: { key: string; hash: string },
  body: ApproveRequest,
): Promise<ApprovalPlaced> {
  const { db, clock } = deps;
  // Checked first without a lock, so a request already decided is refused before it is priced.
  const row = await claimWaiting(db, approver.partnerId, id, approver, clock.now(), false);
  const [buyer] = await db.select().from(resUsers).where(eq(resUsers.id, row.userId)).limit(1);
  if (!buyer) throw decided();
  const asked = storedRequest(row);
  const accepted = new Map((body.prices ?? []).map((price) => [price.product_id, price]));
  const request = {
    ...asked,
    scheduled_date: body.scheduled_date ?? asked.scheduled_date,
    order_line: asked.order_line.map((line) => {
      const price = accepted.get(line.product_id);
      return price ? { ...line, price_unit: price.price_unit, cxti_price: price.cxti_price } : line;
    }),
  };
  const buyerUser: AuthUser = { id: buyer.id, partnerId: row.partnerId, email: buyer.login, role: buyer.role as Role, sessionFamily: `approval-${id}` };
  const created = await placeOrder(deps, buyerUser, key, request, undefined, {
    claim: async (tx) => {
      await claimWaiting(tx, approver.partnerId, id, approver, clock.now());
    },
    placed: async (tx, orderId) => {
      await tx.update(orderApproval).set({ state: 'placed', orderId, decidedBy: approver.id, decidedAt: clock.now() }).where(eq(orderApproval.id, id));
    },
  });
  return placedOf(created.order_id, created.name ?? '', created.amount_total ?? 0, row);
}

/** Rejects a waiting request with the approver's reason, and tells the buyer by e-mail. */
export async function rejectRequest(deps: AppDeps, approver: AuthUser, id: number, reason: string): Promise<ApprovalSummary> {
  const { db, clock, config } = deps;
  const row = await db.transaction(async (tx) => {
    await claimWaiting(tx, approver.partnerId, id, approver, clock.now());
    const [updated] = await tx
      .update(orderApproval)
      .set({ state: 'rejected', decidedBy: approver.id, decidedAt: clock.now(), rejectionReason: reason })
      .where(eq(orderApproval.id, id))
      .returning();
    return updated!;
  });
  const [buyer] = await db.select({ login: resUsers.login, name: resUsers.name }).from(resUsers).where(eq(resUsers.id, row.userId)).limit(1);
  if (buyer) {
    sendInBackground(
      deps.mailer,
      approvalRejectedMail({
        to: buyer.login,
        buyer: buyer.name,
        total: row.amountTotal,
        url: approvalUrl(config.publicUrl, id),
        decidedBy: await userName(db, approver.id),
        reason,
      }),
    );
  }
  return approvalSummary(db, approver, id, clock.now());
}
