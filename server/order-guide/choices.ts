import { and, eq, sql } from 'drizzle-orm';
import type { OrderGuideChoice } from '../../contract/order-guide';
import type { Db } from '../db/client';
import { orderGuideChoice, productProduct } from '../db/schema';
import { ApiError } from '../http/errors';

/**
 * One buyer's choice for a product of the company's guide, for every buyer of it: a row for `pinned` and
 * `hidden`, none for `auto`. One statement each, so two buyers choosing at once leave the last one's.
 */
export async function chooseForGuide(db: Db, who: { companyId: number; userId: number }, productId: number, choice: OrderGuideChoice, now: Date) {
  const [product] = await db
    .select({ id: productProduct.id })
    .from(productProduct)
    .where(and(eq(productProduct.id, productId), eq(productProduct.active, true)))
    .limit(1);
  if (!product) throw new ApiError(404, 'not_found', 'El producto no existe o ya no está disponible.');
  if (choice === 'auto') {
    await db.delete(orderGuideChoice).where(and(eq(orderGuideChoice.partnerId, who.companyId), eq(orderGuideChoice.productId, productId)));
    return;
  }
  await db
    .insert(orderGuideChoice)
    .values({ partnerId: who.companyId, productId, choice, userId: who.userId, updatedAt: now })
    .onConflictDoUpdate({
      target: [orderGuideChoice.partnerId, orderGuideChoice.productId],
      set: { choice, userId: who.userId, updatedAt: sql`excluded.updated_at` },
    });
}
