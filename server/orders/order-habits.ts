import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { saleOrder } from '../db/schema';

/** How many of the company's latest confirmed orders make its usual size, and how few say nothing yet. */
const recentOrders = 20;
const fewestOrders = 3;

/** The median total (with IVA) of the company's latest confirmed orders; null while it has fewer than three. */
export async function usualOrderTotal(db: Db, companyId: number): Promise<number | null> {
  const rows = await db
    .select({ total: saleOrder.amountTotal })
    .from(saleOrder)
    .where(and(eq(saleOrder.partnerId, companyId), inArray(saleOrder.state, ['sale', 'done'])))
    .orderBy(desc(saleOrder.dateOrder))
    .limit(recentOrders);
  if (rows.length < fewestOrders) return null;
  const totals = rows.map((row) => row.total).sort((a, b) => a - b);
  const middle = Math.floor(totals.length / 2);
  return totals.length % 2 === 1 ? totals[middle]! : Math.round((totals[middle - 1]! + totals[middle]!) / 2);
}
