import { and, eq, ne, sql } from 'drizzle-orm';
import { formatClp } from '../../machines/rules/money';
import type { Db } from '../db/client';
import type { Tx } from '../db/company-lock';
import { accountMove, resPartner, teamPurchaseCommitment } from '../db/schema';
import { ApiError } from '../http/errors';

/** A company's credit line as Pago, Facturas and the analytics page show it: CLP with IVA. */
export interface CreditLine {
  days: number;
  limit: number;
  /** Its unpaid invoices, and its batch commitments on credit that may still become orders. */
  used: number;
  /** Never below 0: a company above its limit (lowered after the fact) has nothing left. */
  available: number;
}

/**
 * The company's credit line now, or null when it does not buy on credit. `exceptCampaignId` leaves out
 * the company's commitment to that batch: the one a new commitment replaces.
 */
export async function creditLineOf(db: Db | Tx, companyId: number, exceptCampaignId?: number): Promise<CreditLine | null> {
  const [company] = await db
    .select({ days: resPartner.creditDays, limit: resPartner.creditLimit })
    .from(resPartner)
    .where(eq(resPartner.id, companyId))
    .limit(1);
  if (!company || company.days <= 0) return null;
  const [invoices] = await db
    .select({ owed: sql<number>`coalesce(sum(${accountMove.amountResidual}), 0)::bigint`.mapWith(Number) })
    .from(accountMove)
    .where(eq(accountMove.partnerId, companyId));
  const [commitments] = await db
    .select({ held: sql<number>`coalesce(sum(${teamPurchaseCommitment.amount}), 0)::bigint`.mapWith(Number) })
    .from(teamPurchaseCommitment)
    .where(
      and(
        eq(teamPurchaseCommitment.partnerId, companyId),
        eq(teamPurchaseCommitment.state, 'active'),
        eq(teamPurchaseCommitment.paymentMethodCode, 'credit'),
        exceptCampaignId === undefined ? undefined : ne(teamPurchaseCommitment.campaignId, exceptCampaignId),
      ),
    );
  const used = (invoices?.owed ?? 0) + (commitments?.held ?? 0);
  return { days: company.days, limit: company.limit, used, available: Math.max(0, company.limit - used) };
}

/**
 * Refuses `amount` on the company's credit when it is more than what is left. Call it inside the
 * transaction that then records the debt, after `lockCompany`: two orders at once are then counted one
 * after the other, and the second sees the first's invoice.
 */
export async function ensureCreditFor(tx: Tx, companyId: number, amount: number, exceptCampaignId?: number): Promise<void> {
  const line = await creditLineOf(tx, companyId, exceptCampaignId);
  if (line && amount <= line.available) return;
  const available = line?.available ?? 0;
  const message = `Tu crédito disponible es ${formatClp(available)} y esta compra suma ${formatClp(amount)}. Paga con tarjeta o reduce la compra.`;
  throw new ApiError(422, 'credit_limit_exceeded', message, { payment_method_id: [message] }, undefined, { available, amount });
}
