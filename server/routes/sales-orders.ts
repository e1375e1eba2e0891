import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  documentEndpoints,
  nextCursorHeader,
  type OrderAddress,
  type SalesOrderDetail,
  type SalesOrderRow,
} from '../../contract/lists';
import type { StockState } from '../../contract/vocabulary';
import type { AppDeps } from '../context';
import type { Db } from '../db/client';
import { paymentTransaction, productProduct, resPartner, saleOrder, saleOrderLine } from '../db/schema';
import { ApiError } from '../http/errors';
import { isInstantKey, pageRequest, splitPage, type PageRequest } from '../http/list-page';
import { endpointRouter } from '../http/endpoint';
import { cachedAnswer } from '../http/gateway-cache';

const orderNotFound = () => new ApiError(404, 'not_found', 'El pedido no existe.');

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
    })
    .from(saleOrder)
    .innerJoin(invoicePartner, eq(invoicePartner.id, saleOrder.partnerInvoiceId));

type OrderFields = Awaited<ReturnType<typeof selectOrders>>[number];

export function toOrderRow(row: OrderFields): SalesOrderRow {
  return {
    id: row.id,
    name: row.name,
    partner_name: row.partnerName,
    date_order: row.dateOrder.toISOString(),
    amount_total: row.amountTotal,
    state: row.state,
  };
}

/**
 * One company's orders, newest first, read through sale_order(partner_id, date_order, id): the
 * keyset condition and the order match the index, so a page costs the same at any depth.
 */
export function ordersPageQuery(db: Db, partnerId: number, page: PageRequest | null) {
  const after = page?.after;
  const query = selectOrders(db)
    .where(
      and(
        eq(saleOrder.partnerId, partnerId),
        after ? sql`(${saleOrder.dateOrder}, ${saleOrder.id}) < (${after.key}::timestamptz, ${after.id})` : undefined,
      ),
    )
    .orderBy(desc(saleOrder.dateOrder), desc(saleOrder.id))
    .$dynamic();
  return page ? query.limit(page.limit + 1) : query;
}

function addressOf(partner: typeof resPartner.$inferSelect): OrderAddress {
  return { id: partner.id, name: partner.name, street: partner.street, comuna: partner.comuna, region: partner.region };
}

export function salesOrderRoutes(deps: AppDeps) {
  const { db } = deps;
  return endpointRouter(deps)
    .on(
      documentEndpoints.orders,
      async (c, { user, query }) => {
        const page = pageRequest(query, isInstantKey);
        const found = await ordersPageQuery(db, user.partnerId, page);
        const { rows, next } = splitPage(found, page, (row) => ({ key: row.dateOrderKey, id: row.id }));
        if (next) c.header(nextCursorHeader, next);
        return rows.map(toOrderRow);
      },
      { use: [cachedAnswer(deps, 'company')] },
    )
    .on(documentEndpoints.order, async (_c, { user, params: { id } }) => {
      const [order] = await db
        .select({ order: saleOrder, invoicePartner, shippingPartner })
        .from(saleOrder)
        .innerJoin(invoicePartner, eq(invoicePartner.id, saleOrder.partnerInvoiceId))
        .leftJoin(shippingPartner, eq(shippingPartner.id, saleOrder.partnerShippingId))
        .where(and(eq(saleOrder.id, id), eq(saleOrder.partnerId, user.partnerId)))
        .limit(1);
      if (!order) throw orderNotFound();
      const lines = await db
        .select({
          id: saleOrderLine.id,
          productId: saleOrderLine.productId,
          productName: productProduct.name,
          defaultCode: productProduct.defaultCode,
          uom: productProduct.uom,
          quantity: saleOrderLine.productUomQty,
          priceUnit: saleOrderLine.priceUnit,
          cxtiPrice: saleOrderLine.cxtiPrice,
          subtotal: saleOrderLine.priceSubtotal,
          listPrice: productProduct.listPrice,
          currentCxtiPrice: productProduct.cxtiPrice,
          stockState: productProduct.stockState,
          active: productProduct.active,
        })
        .from(saleOrderLine)
        .innerJoin(productProduct, eq(productProduct.id, saleOrderLine.productId))
        .where(eq(saleOrderLine.orderId, id))
        .orderBy(asc(saleOrderLine.id));
      const payments = await db
        .select({ state: paymentTransaction.state, amount: paymentTransaction.amount, updatedAt: paymentTransaction.updatedAt })
        .from(paymentTransaction)
        .where(and(eq(paymentTransaction.orderId, id), inArray(paymentTransaction.state, ['approved', 'refunding', 'refunded'])))
        .orderBy(asc(paymentTransaction.createdAt));
      const o = order.order;
      const detail: SalesOrderDetail = {
        id: o.id,
        name: o.name,
        partner_name: order.invoicePartner.name,
        date_order: o.dateOrder.toISOString(),
        state: o.state,
        payment_method_code: o.paymentMethodCode,
        despensa_customer_sale_order_number: o.customerOrderNumber,
        scheduled_date: o.scheduledDate,
        retiro_en_tienda: o.pickup,
        invoice_address: addressOf(order.invoicePartner),
        shipping_address: order.shippingPartner ? addressOf(order.shippingPartner) : null,
        order_line: lines.map((line) => ({
          id: line.id,
          product_id: line.productId,
          product_name: line.productName,
          default_code: line.defaultCode,
          product_uom: line.uom,
          product_uom_qty: line.quantity,
          price_unit: line.priceUnit,
          cxti_price: line.cxtiPrice,
          price_subtotal: line.subtotal,
          current_product: line.active
            ? { list_price: line.listPrice, cxti_price: line.currentCxtiPrice, stock_state: line.stockState as StockState }
            : null,
        })),
        amount_untaxed: o.amountUntaxed,
        amount_shipping: o.amountShipping,
        amount_discount: o.amountDiscount,
        amount_tax: o.amountTax,
        amount_total: o.amountTotal,
        amount_original: o.amountOriginal,
        card_payments: payments.map((payment) => ({
          status: payment.state as SalesOrderDetail['card_payments'][number]['status'],
          amount: payment.amount,
          updated_at: payment.updatedAt.toISOString(),
        })),
      };
      return detail;
    }).app;
}
