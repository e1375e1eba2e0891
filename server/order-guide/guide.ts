import { and, eq, inArray, sql } from 'drizzle-orm';
import { ORDER_GUIDE_DAYS, type OrderGuide, type OrderGuideLine } from '../../contract/order-guide';
import { santiagoDate } from '../../machines/rules/calendar';
import { fitQuantity } from '../../machines/rules/quantity';
import { selectProducts, toProduct } from '../catalogue/products';
import type { Db } from '../db/client';
import { productProduct } from '../db/schema';

/** Orders that count as bought: confirmed or delivered, not drafts waiting for a payment nor cancelled ones. */
const boughtStates = sql`('sale', 'done')`;

interface HistoryRow {
  product_id: number;
  usual: number | string | null;
  orders: number | null;
  last_at: Date | string | null;
  last_price: number | null;
  choice: string | null;
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The company's products of the window with their usual quantity, and its choices. The orders are read
 * through sale_order_partner_date_idx (the company's, newest ORDER_GUIDE_DAYS days) and their lines
 * through sale_order_line_order_idx: never a scan of every company's orders. A product ordered twice in
 * one order counts once, with the two quantities added.
 */
export const historyAndChoicesQuery = (companyId: number, from: Date) => sql`
    with per_order as (
      select l.product_id, o.id as order_id, o.date_order, sum(l.product_uom_qty) as qty, max(l.price_unit) as price
      from sale_order o
      -- Each order's own lines through sale_order_line_order_idx. OFFSET 0 keeps the planner from turning
      -- this into a hash join over the whole lines table, which it prefers while that table is small.
      cross join lateral (
        select product_id, product_uom_qty, price_unit from sale_order_line where order_id = o.id offset 0
      ) l
      where o.partner_id = ${companyId} and o.date_order >= ${from.toISOString()}::timestamptz and o.state in ${boughtStates}
      group by l.product_id, o.id, o.date_order
    ),
    history as (
      select product_id,
        percentile_cont(0.5) within group (order by qty) as usual,
        count(*)::int as orders,
        max(date_order) as last_at,
        (array_agg(price order by date_order desc, order_id desc))[1] as last_price
      from per_order
      group by product_id
    ),
    choices as (
      select product_id, choice from order_guide_choice where partner_id = ${companyId}
    )
    select coalesce(h.product_id, c.product_id) as product_id, h.usual, h.orders, h.last_at, h.last_price, c.choice
    from history h
    full join choices c on c.product_id = h.product_id`;

async function historyAndChoices(db: Db, companyId: number, from: Date): Promise<HistoryRow[]> {
  // Both drivers (PGlite, node-postgres) answer a raw statement with its `rows`.
  const result = (await db.execute(historyAndChoicesQuery(companyId, from))) as unknown as { rows: HistoryRow[] };
  return result.rows;
}

const byUse = (a: OrderGuideLine, b: OrderGuideLine) => b.orders - a.orders || a.product.name.localeCompare(b.product.name, 'es') || a.product.id - b.product.id;

/** Mis habituales for one company at `now`: what it bought in the window and what it pinned, but what it hid. */
export async function readOrderGuide(db: Db, companyId: number, now: Date): Promise<OrderGuide> {
  const from = new Date(now.getTime() - ORDER_GUIDE_DAYS * dayMs);
  const rows = (await historyAndChoices(db, companyId, from)).filter((row) => row.choice === 'pinned' || (row.orders !== null && row.choice !== 'hidden'));
  const products = rows.length === 0 ? [] : await selectProducts(db).where(and(inArray(productProduct.id, rows.map((row) => Number(row.product_id))), eq(productProduct.active, true)));
  const byId = new Map(products.map((row) => [row.id, toProduct(row)]));
  const lines = rows.flatMap((row): OrderGuideLine[] => {
    const product = byId.get(Number(row.product_id));
    if (!product) return [];
    const rule = product.quantity_rule;
    const usual = row.usual === null ? 0 : fitQuantity(Number(row.usual), rule).quantity;
    return [
      {
        product,
        usual_quantity: usual > 0 ? usual : rule.min,
        orders: row.orders ?? 0,
        last_ordered_on: row.last_at === null ? null : santiagoDate(new Date(row.last_at)),
        last_price: row.last_price === null ? null : Number(row.last_price),
        pinned: row.choice === 'pinned',
      },
    ];
  });
  return { lines: lines.sort(byUse), since: santiagoDate(from) };
}
