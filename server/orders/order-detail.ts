import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OrderAddress, SalesOrderDetail } from '../../contract/lists';
import type { StockState } from '../../contract/vocabulary';
import type { Db } from '../db/client';
import { paymentTransaction, productProduct, resPartner, saleOrder, saleOrderLine } from '../db/schema';
import { ApiError } from '../http/errors';

const orderNotFound = () => new ApiError(404, 'not_found', 'El pedido no existe.');

const invoicePartner = alias(resPartner, 'invoice_partner');
const shippingPartner = alias(resPartner, 'shipping_partner');

function addressOf(partner: typeof resPartner.$inferSelect): OrderAddress {
  return { id: partner.id, name: partner.name, street: partner.street, comuna: partner.comuna, region: partner.region };
}

/** One order of the company with its addresses, its lines beside today's product, and the card payments that touched it. */
export async function readOrderDetail(db: Db, partnerId: number, id: number): Promise<SalesOrderDetail> {
  const [order] = await db
    .select({ order: saleOrder, invoicePartner, shippingPartner })
    .from(saleOrder)
    .innerJoin(invoicePartner, eq(invoicePartner.id, saleOrder.partnerInvoiceId))
    .leftJoin(shippingPartner, eq(shippingPartner.id, saleOrder.partnerShippingId))
    .where(and(eq(saleOrder.id, id), eq(saleOrder.partnerId, partnerId)))
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
      qtyStep: productProduct.qtyStep,
      qtyMin: productProduct.qtyMin,
      packSize: productProduct.packSize,
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
  return {
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
        ? {
            list_price: line.listPrice,
            cxti_price: line.currentCxtiPrice,
            stock_state: line.stockState as StockState,
            pack_size: line.packSize,
            quantity_rule: { step: line.qtyStep, min: line.qtyMin },
          }
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
}
