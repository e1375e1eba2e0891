import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SalesOrderRow } from '../../contract/lists';
import { foldQuery } from '../../machines/rules/search';
import type { Db } from '../db/client';
import { containsPattern } from '../db/contains-pattern';
import { productProduct, resPartner, saleOrder, saleOrderLine } from '../db/schema';
import { splitPage, type PageRequest } from '../http/list-page';

const invoicePartner = alias(resPartner, 'invoice_partner');
const shippingPartner = alias(resPartner, 'shipping_partner');

/** The instant with all six digits PostgreSQL keeps, so a cursor never falls between two orders. */
const dateOrderKey = sql<string>`to_char(${saleOrder.dateOrder} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** An order as the lists show it: the orders endpoint and the palette's search answer the same row. */
export const selectOrders = (db: Db) =>
  db
    .select({
      id: saleOrder.id,
      name: saleOrder.name,
      partnerName: invoicePartner.name,
      dateOrder: saleOrder.dateOrder,
      dateOrderKey,
      amountTotal: saleOrder.amountTotal,
      state: saleOrder.state,
      customerOrderNumber: saleOrder.customerOrderNumber,
      pickup: saleOrder.pickup,
      shippingName: shippingPartner.name,
    })
    .from(saleOrder)
    .innerJoin(invoicePartner, eq(invoicePartner.id, saleOrder.partnerInvoiceId))
    .leftJoin(shippingPartner, eq(shippingPartner.id, saleOrder.partnerShippingId));

type OrderFields = Awaited<ReturnType<typeof selectOrders>>[number];

export function toOrderRow(row: OrderFields): SalesOrderRow {
  return {
    id: row.id,
    name: row.name,
    partner_name: row.partnerName,
    date_order: row.dateOrder.toISOString(),
    amount_total: row.amountTotal,
    state: row.state,
    despensa_customer_sale_order_number: row.customerOrderNumber,
    retiro_en_tienda: row.pickup,
    shipping_name: row.pickup ? null : row.shippingName,
  };
}

/**
 * Whether one of the order's lines is of a product whose folded name or code contains `typed`: the
 * catalogue's `search_text`, folded as the lists fold, so "aceite" finds "Aceite de oliva" and "ace-00"
 * its code.
 */
const hasProductLike = (typed: string) => sql`exists (
  select 1 from ${saleOrderLine} join ${productProduct} on ${productProduct.id} = ${saleOrderLine.productId}
  where ${saleOrderLine.orderId} = ${saleOrder.id} and ${productProduct.searchText} like ${containsPattern(foldQuery(typed))} escape '\\'
)`;


/**
 * One company's orders, newest first, read through sale_order(partner_id, date_order, id): the
 * keyset condition and the order match the index, so a page costs the same at any depth.
 */
export function ordersPageQuery(db: Db, partnerId: number, page: PageRequest | null, product?: string) {
  const after = page?.after;
  const query = selectOrders(db)
    .where(
      and(
        eq(saleOrder.partnerId, partnerId),
        after ? sql`(${saleOrder.dateOrder}, ${saleOrder.id}) < (${after.key}::timestamptz, ${after.id})` : undefined,
        product === undefined ? undefined : hasProductLike(product),
      ),
    )
    .orderBy(desc(saleOrder.dateOrder), desc(saleOrder.id))
    .$dynamic();
  return page ? query.limit(page.limit + 1) : query;
}

/**
 * A page of the company's orders (all of them without a page), and the cursor of the next one if any;
 * with `product`, only the orders that have a line of it.
 */
export async function ordersPage(db: Db, partnerId: number, page: PageRequest | null, product?: string) {
  const found = await ordersPageQuery(db, partnerId, page, product);
  const { rows, next } = splitPage(found, page, (row) => ({ key: row.dateOrderKey, id: row.id }));
  return { rows: rows.map(toOrderRow), next };
}
