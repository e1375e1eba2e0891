import { and, eq } from 'drizzle-orm';
import { approvalWaitDays, type ApprovalLine, type ApprovalSent } from '../../contract/order-approvals';
import type { CreateSalesOrderRequest } from '../../contract/orders';
import type { AppDeps, AuthUser } from '../context';
import type { Db } from '../db/client';
import { orderApproval, resUsers } from '../db/schema';
import { ApiError } from '../http/errors';
import type { KeyedRecords } from '../http/idempotency';
import { approvalRequestedMail, approvalUrl } from '../mail/approval-mails';
import { sendInBackground } from '../mail/mailer';
import { companyAdmins } from '../mail/recipients';
import { priceOrderRequest } from '../orders/place-order';
import { approvalNeeded, describeReason } from '../spending-limits/approval-needed';
import type { ApprovalRow } from './read';

const dayMs = 86_400_000;

const sentOf = (row: ApprovalRow): ApprovalSent => ({
  approval_id: row.id,
  reason: row.reason as ApprovalSent['reason'],
  expires_at: row.expiresAt.toISOString(),
});

/** A company's requests by Idempotency-Key: a repeated key answers the request it saved. */
export function approvalsByKey(db: Db, companyId: number, key: string): KeyedRecords<ApprovalRow, ApprovalSent> {
  return {
    find: async () =>
      (await db.select().from(orderApproval).where(and(eq(orderApproval.partnerId, companyId), eq(orderApproval.idempotencyKey, key))).limit(1))[0],
    answerOf: sentOf,
    uniqueIndex: 'order_approval_idempotency_idx',
  };
}

export async function userName(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ name: resUsers.name }).from(resUsers).where(eq(resUsers.id, userId)).limit(1);
  return row?.name ?? '';
}

/**
 * Saves a buyer's order that breaks the spending rules as it was asked, checked and priced as placing it
 * would be (the same refusals), for an admin to decide within `approvalWaitDays`; the company's admins
 * are e-mailed a link to it. An order that needs no approval is refused: it is placed, not sent.
 */
export async function sendForApproval(
  deps: AppDeps,
  user: AuthUser,
  key: { key: string; hash: string },
  request: CreateSalesOrderRequest,
): Promise<ApprovalSent> {
  const { db, config } = deps;
  const { today, now, products, lines, totals } = await priceOrderRequest(deps, user.partnerId, request);
  const pricedLines: ApprovalLine[] = lines.map((line) => {
    const product = products.get(line.productId)!;
    return {
      product_id: line.productId,
      name: line.name,
      default_code: product.defaultCode,
      uom: product.uom,
      quantity: line.quantity,
      price_unit: line.priceUnit,
      cxti_price: line.cxtiPrice,
      subtotal: line.subtotal,
    };
  });

  const saved = await db.transaction(async (tx) => {
    const reason = await approvalNeeded(tx, user, totals.total, today);
    if (!reason) {
      throw new ApiError(422, 'approval_not_needed', 'Este pedido no necesita aprobación: puedes hacerlo directamente.');
    }
    const [row] = await tx
      .insert(orderApproval)
      .values({
        partnerId: user.partnerId,
        userId: user.id,
        request,
        lines: pricedLines,
        reason,
        amountUntaxed: totals.subTotal,
        amountShipping: totals.shipping,
        amountTax: totals.tax,
        amountTotal: totals.total,
        createdAt: now,
        expiresAt: new Date(now.getTime() + approvalWaitDays * dayMs),
        idempotencyKey: key.key,
        requestHash: key.hash,
      })
      .returning();
    return row!;
  });

  const buyer = await userName(db, user.id);
  for (const admin of await companyAdmins(db, user.partnerId)) {
    sendInBackground(
      deps.mailer,
      approvalRequestedMail({
        to: admin,
        buyer,
        total: saved.amountTotal,
        url: approvalUrl(config.publicUrl, saved.id),
        reason: describeReason(saved.reason as ApprovalSent['reason'], saved.amountTotal),
        lineCount: pricedLines.length,
        expiresAt: saved.expiresAt.toISOString(),
      }),
    );
  }
  return sentOf(saved);
}
