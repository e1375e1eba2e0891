import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Campaign, CampaignOutcome } from '../../contract/team-purchase';
import { closedCampaignDays } from '../../contract/team-purchase';
import type { Db } from '../db/client';
import type { Tx } from '../db/company-lock';
import { productProduct, teamPurchaseCampaign, teamPurchaseCommitment } from '../db/schema';
import { ApiError } from '../http/errors';
import { selectProducts, toProduct } from '../catalogue/products';

export type CampaignRow = typeof teamPurchaseCampaign.$inferSelect;

/** The commitments that count towards the batch: what it holds while open, and what filled it. */
export const countingStates = ['active', 'captured', 'ordered'] as const;
/** What a campaign's progress shows: its batch, and once released, what had been committed to it. */
const shownStates = [...countingStates, 'released'] as const;

const dayMs = 86_400_000;

export const campaignNotFound = () => new ApiError(404, 'not_found', 'La compra en equipo no existe.');

async function tallies(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, { quantity: number; companies: number }>();
  const rows = await db
    .select({
      campaignId: teamPurchaseCommitment.campaignId,
      quantity: sql<string>`coalesce(sum(${teamPurchaseCommitment.quantity}), 0)`,
      companies: sql<number>`count(*)::int`,
    })
    .from(teamPurchaseCommitment)
    .where(and(inArray(teamPurchaseCommitment.campaignId, ids), inArray(teamPurchaseCommitment.state, [...shownStates])))
    .groupBy(teamPurchaseCommitment.campaignId);
  return new Map(rows.map((row) => [row.campaignId, { quantity: Number(row.quantity), companies: row.companies }]));
}

async function toCampaigns(db: Db, rows: CampaignRow[]): Promise<Campaign[]> {
  const productIds = [...new Set(rows.map((row) => row.productId))];
  const products = productIds.length === 0 ? [] : await selectProducts(db).where(inArray(productProduct.id, productIds));
  const byId = new Map(products.map((row) => [row.id, toProduct(row)]));
  const counted = await tallies(db, rows.map((row) => row.id));
  return rows.map((row) => {
    const product = byId.get(row.productId);
    if (!product) throw new Error(`campaign ${row.id} names product ${row.productId}, which has no row`);
    const tally = counted.get(row.id) ?? { quantity: 0, companies: 0 };
    return {
      id: row.id,
      title: row.title,
      product,
      group_price: row.groupPrice,
      saving_percent: Math.round(((product.list_price - row.groupPrice) / product.list_price) * 100),
      target_qty: row.targetQty,
      max_qty: row.maxQty,
      min_per_company: row.minPerCompany,
      max_per_company: row.maxPerCompany,
      committed_qty: tally.quantity,
      companies: tally.companies,
      deadline: row.deadline.toISOString(),
      delivery_date: row.deliveryDate,
      state: row.state as Campaign['state'],
      outcome: row.outcome as CampaignOutcome | null,
    };
  });
}

/** Open campaigns by deadline, then the ones whose deadline passed in the last `closedCampaignDays` days. */
export async function listCampaigns(db: Db, now: Date): Promise<Campaign[]> {
  const since = new Date(now.getTime() - closedCampaignDays * dayMs);
  const open = await db
    .select()
    .from(teamPurchaseCampaign)
    .where(eq(teamPurchaseCampaign.state, 'open'))
    .orderBy(asc(teamPurchaseCampaign.deadline), asc(teamPurchaseCampaign.id));
  const ended = await db
    .select()
    .from(teamPurchaseCampaign)
    .where(and(inArray(teamPurchaseCampaign.state, ['closing', 'closed']), gte(teamPurchaseCampaign.deadline, since)))
    .orderBy(desc(teamPurchaseCampaign.deadline), desc(teamPurchaseCampaign.id));
  return toCampaigns(db, [...open, ...ended]);
}

export async function campaignById(db: Db, id: number): Promise<Campaign> {
  const [row] = await db.select().from(teamPurchaseCampaign).where(eq(teamPurchaseCampaign.id, id)).limit(1);
  if (!row) throw campaignNotFound();
  const [campaign] = await toCampaigns(db, [row]);
  return campaign!;
}

/** The campaign's row locked until the transaction ends: commitments and the closing take turns on it. */
export async function lockCampaign(tx: Tx, id: number): Promise<CampaignRow | undefined> {
  const [row] = await tx.select().from(teamPurchaseCampaign).where(eq(teamPurchaseCampaign.id, id)).for('no key update');
  return row;
}

/** Whether buyers may still commit: open, and before its deadline by the gateway's clock. */
export const isOpenAt = (campaign: CampaignRow, now: Date) => campaign.state === 'open' && campaign.deadline.getTime() > now.getTime();
