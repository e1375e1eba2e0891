import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { accountMove, clubCharge, productProduct, resPartner, saleOrder, saleOrderLine } from '../db/schema';
import { addressLine } from '../../machines/rules/address';
import { roundClp } from '../../machines/rules/money';
import type { InvoiceDocument, InvoiceLine } from './invoice-pdf';

const shippingPartner = alias(resPartner, 'shipping_partner');
const invoicePartner = alias(resPartner, 'invoice_partner');

interface OrderLineRow {
  orderId: number;
  code: string;
  name: string;
  uom: string;
  quantity: number;
  priceUnit: number;
  cxtiPrice: number;
  subtotal: number;
}

/** The unit price the line was charged at: the club price when the subtotal shows it, else the list price. */
function chargedUnitPrice(line: OrderLineRow): number {
  if (line.cxtiPrice > 0 && roundClp(line.quantity * line.cxtiPrice) === line.subtotal) return line.cxtiPrice;
  return line.priceUnit;
}

/**
 * The company's invoices as printable documents, in the order asked for; null when any id is not one of
 * the company's invoices, so a mixed request yields nothing at all. Four indexed reads, whatever the count.
 */
export async function loadInvoiceDocuments(db: Db, partnerId: number, ids: readonly number[]): Promise<InvoiceDocument[] | null> {
  const found = await db
    .select({ move: accountMove, feeMethod: clubCharge.paymentMethodCode })
    .from(accountMove)
    // An invoice without an order is a Club CXTI fee: its charge says how it was paid.
    .leftJoin(clubCharge, eq(clubCharge.invoiceId, accountMove.id))
    .where(and(inArray(accountMove.id, [...ids]), eq(accountMove.partnerId, partnerId)));
  if (found.length !== ids.length) return null;
  const moves = found.map(({ move }) => move);
  const feeMethods = new Map(found.map(({ move, feeMethod }) => [move.id, feeMethod]));

  const [company] = await db.select().from(resPartner).where(eq(resPartner.id, partnerId)).limit(1);
  if (!company) return null;

  const orderIds = [...new Set(moves.flatMap((move) => (move.orderId === null ? [] : [move.orderId])))];
  const orders = orderIds.length
    ? await db
        .select({ order: saleOrder, invoicePartner, shippingPartner })
        .from(saleOrder)
        .innerJoin(invoicePartner, eq(invoicePartner.id, saleOrder.partnerInvoiceId))
        .leftJoin(shippingPartner, eq(shippingPartner.id, saleOrder.partnerShippingId))
        .where(and(inArray(saleOrder.id, orderIds), eq(saleOrder.partnerId, partnerId)))
    : [];
  const lines: OrderLineRow[] = orderIds.length
    ? await db
        .select({
          orderId: saleOrderLine.orderId,
          code: productProduct.defaultCode,
          name: productProduct.name,
          uom: productProduct.uom,
          quantity: saleOrderLine.productUomQty,
          priceUnit: saleOrderLine.priceUnit,
          cxtiPrice: saleOrderLine.cxtiPrice,
          subtotal: saleOrderLine.priceSubtotal,
        })
        .from(saleOrderLine)
        .innerJoin(productProduct, eq(productProduct.id, saleOrderLine.productId))
        .where(inArray(saleOrderLine.orderId, orderIds))
        .orderBy(asc(saleOrderLine.orderId), asc(saleOrderLine.id))
    : [];

  const ordersById = new Map(orders.map((row) => [row.order.id, row]));
  const linesByOrder = new Map<number, InvoiceLine[]>();
  for (const line of lines) {
    const list = linesByOrder.get(line.orderId) ?? [];
    list.push({
      code: line.code,
      description: line.name,
      quantity: line.quantity,
      uom: line.uom,
      unitPrice: chargedUnitPrice(line),
      total: line.subtotal,
    });
    linesByOrder.set(line.orderId, list);
  }
  const movesById = new Map(moves.map((move) => [move.id, move]));

  return ids.map((id): InvoiceDocument => {
    const move = movesById.get(id);
    if (!move) throw new Error(`invoice ${id} vanished between two reads`);
    const found = move.orderId === null ? undefined : ordersById.get(move.orderId);
    const billing = found?.invoicePartner;
    const orderLines = found ? (linesByOrder.get(found.order.id) ?? []) : [];
    const shipping = found && found.order.amountShipping > 0
      ? [{ code: 'DESPACHO', description: 'Despacho a domicilio', quantity: 1, uom: 'un', unitPrice: found.order.amountShipping, total: found.order.amountShipping }]
      : [];
    const delivery = !found
      ? null
      : found.order.pickup
        ? 'Retiro en tienda'
        : found.shippingPartner
          ? addressLine(found.shippingPartner)
          : null;
    return {
      folio: move.folio,
      invoiceDate: move.invoiceDate,
      dueDate: move.invoiceDateDue,
      customer: {
        name: company.name,
        vat: company.vat,
        activity: company.businessActivity,
        // The billing address chosen at checkout, when it has one; the company's own otherwise.
        street: billing?.street ? billing.street : company.street,
        comuna: billing?.street ? billing.comuna : company.comuna,
        region: billing?.street ? billing.region : company.region,
      },
      delivery: delivery || null,
      orderName: found?.order.name ?? null,
      customerOrderNumber: found?.order.customerOrderNumber ?? null,
      paymentMethod: found?.order.paymentMethodCode ?? feeMethods.get(move.id) ?? null,
      lines: found
        ? [...orderLines, ...shipping]
        : [{ code: 'CLUB', description: move.lineDescription ?? 'Servicio', quantity: 1, uom: 'un', unitPrice: move.amountUntaxed, total: move.amountUntaxed }],
      amountUntaxed: move.amountUntaxed,
      amountDiscount: found?.order.amountDiscount ?? 0,
      amountTax: move.amountTax,
      amountTotal: move.amountTotal,
      amountResidual: move.amountResidual,
      paidOn: move.paidOn,
    };
  });
}
