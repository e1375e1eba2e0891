import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';

export const orderCount = 10_000;
export const linesPerOrder = 6;

/**
 * The benches' big customer: `orderCount` orders of the company over three years (one every ~2.6 hours,
 * every 17th cancelled), `linesPerOrder` lines each over the whole catalogue, with their totals as the
 * gateway computes them (lines, 4.990 of delivery, 19 % IVA). Their names start with 'A'.
 */
export async function seedTenThousandOrders(db: Db, partnerId: number) {
  await db.execute(sql`
    insert into sale_order (name, partner_id, partner_invoice_id, user_id, date_order, state, payment_method_code,
      scheduled_date, retiro_en_tienda, amount_untaxed, amount_shipping, amount_tax, amount_total, amount_original)
    select 'A' || lpad(g::text, 6, '0'), ${partnerId}, ${partnerId}, null,
      now() - (g * interval '1 hour' * ${(3 * 365 * 24) / orderCount}), case when g % 17 = 0 then 'cancel' else 'done' end,
      'credit', current_date, false, 0, 4990, 0, 0, 0
    from generate_series(1, ${orderCount}::int) g`);
  await db.execute(sql`
    with products as (select id, list_price, cxti_price, name, row_number() over (order by id) - 1 as n, count(*) over () as total from product_product)
    insert into sale_order_line (order_id, product_id, name, product_uom_qty, price_unit, cxti_price, price_subtotal)
    select o.id, p.id, p.name, (o.id % 9) + 1, p.list_price, p.cxti_price, p.list_price * ((o.id % 9) + 1)
    from sale_order o cross join generate_series(0, ${linesPerOrder - 1}::int) k
    join products p on p.n = (o.id * 7 + k * 13) % p.total
    where o.name like 'A%'`);
  await db.execute(sql`
    update sale_order o set amount_untaxed = l.net, amount_tax = round((l.net + 4990) * 0.19),
      amount_total = l.net + 4990 + round((l.net + 4990) * 0.19), amount_original = l.net + 4990 + round((l.net + 4990) * 0.19)
    from (select order_id, sum(price_subtotal) as net from sale_order_line group by order_id) l
    where l.order_id = o.id and o.name like 'A%'`);
}
