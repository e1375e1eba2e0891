/** A company's recurring orders as the page reads them: each with its lines, next date and prepared order. */
import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Occurrence, OccurrenceLine, RecurringOrder } from '../../contract/recurring-orders';
import { santiagoDate } from '../../machines/rules/calendar';
import type { AppDeps } from '../context';
import type { Db } from '../db/client';
import { productProduct, recurringOccurrence, recurringOrder, recurringOrderLine, resPartner, saleOrder } from '../db/schema';
import { listPaymentMethods } from '../domain/payment-methods';
import { nextDeliveryOf } from '../domain/recurring-schedule';
import { ApiError } from '../http/errors';
import { shippingPartnerId } from '../orders/place-order';
import { loadCompany, loadPaymentFacts } from '../payments/company-methods';
import type { LeftOutLine } from './recurring-lines';

type OrderRow = typeof recurringOrder.$inferSelect;
type OccurrenceRow = typeof recurringOccurrence.$inferSelect;

export const recurringNotFound = () => new ApiError(404, 'not_found', 'El pedido recurrente no existe.');

const settled: readonly OccurrenceRow['state'][] = ['placed', 'skipped', 'failed', 'missed'];

/** The company's recurring order, or 404 when it is not the company's. */
export async function companyRecurringOrder(db: Db, companyId: number, id: number): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(recurringOrder)
    .where(and(eq(recurringOrder.id, id), eq(recurringOrder.partnerId, companyId)))
    .limit(1);
  if (!row) throw recurringNotFound();
  return row;
}

function occurrenceOf(row: OccurrenceRow, orderName: string | null): Occurrence {
  const lines = row.lines as OccurrenceLine[];
  return {
    id: row.id,
    delivery_date: row.deliveryDate,
    cutoff_at: row.cutoffAt.toISOString(),
    state: row.state as Occurrence['state'],
    lines,
    left_out: row.leftOut as LeftOutLine[],
    net: lines.reduce((sum, line) => sum + line.subtotal, 0),
    order_id: row.orderId,
    order_name: orderName,
    message: row.message,
  };
}

export async function readRecurringOrders(deps: Pick<AppDeps, 'db' | 'clock'>, companyId: number, onlyId?: number): Promise<RecurringOrder[]> {
  const { db, clock } = deps;
  const now = clock.now();
  const orders = await db
    .select()
    .from(recurringOrder)
    .where(and(eq(recurringOrder.partnerId, companyId), onlyId === undefined ? undefined : eq(recurringOrder.id, onlyId)))
    .orderBy(asc(recurringOrder.name), asc(recurringOrder.id));
  if (orders.length === 0) return [];
  const ids = orders.map((order) => order.id);
  const [lines, occurrences, addresses, facts, defaultShipping] = await Promise.all([
    db
      .select({
        recurringOrderId: recurringOrderLine.recurringOrderId,
        product_id: productProduct.id,
        name: productProduct.name,
        default_code: productProduct.defaultCode,
        uom: productProduct.uom,
        quantity: recurringOrderLine.quantity,
      })
      .from(recurringOrderLine)
      .innerJoin(productProduct, eq(productProduct.id, recurringOrderLine.productId))
      .where(inArray(recurringOrderLine.recurringOrderId, ids))
      .orderBy(asc(recurringOrderLine.position)),
    db
      .select({ occurrence: recurringOccurrence, orderName: saleOrder.name })
      .from(recurringOccurrence)
      .leftJoin(saleOrder, eq(saleOrder.id, recurringOccurrence.orderId))
      .where(inArray(recurringOccurrence.recurringOrderId, ids))
      .orderBy(desc(recurringOccurrence.deliveryDate)),
    db
      .select({ id: resPartner.id, street: resPartner.street, comuna: resPartner.comuna })
      .from(resPartner)
      // The company's own address is one it may deliver to, as at the checkout.
      .where(or(eq(resPartner.parentId, companyId), eq(resPartner.id, companyId))),
    loadCompany(db, companyId).then((company) => loadPaymentFacts(db, company, santiagoDate(now))),
    // Without an address of its own, an order goes where the checkout would send it today.
    shippingPartnerId(db, companyId, undefined),
  ]);
  const methods = listPaymentMethods(facts);
  const addressOf = (order: OrderRow) => {
    if (order.pickup) return 'Retiro en bodega';
    const address = addresses.find((row) => row.id === (order.partnerShippingId ?? defaultShipping));
    return address ? [address.street, address.comuna].filter(Boolean).join(', ') : 'Dirección por defecto de la empresa';
  };
  return orders.map((order) => {
    const own = occurrences.filter((row) => row.occurrence.recurringOrderId === order.id);
    const upcoming = own.find((row) => row.occurrence.state === 'scheduled' || row.occurrence.state === 'paying');
    const last = own.find((row) => settled.includes(row.occurrence.state) && row !== upcoming);
    const skipped = new Set(own.filter((row) => row.occurrence.state === 'skipped').map((row) => row.occurrence.deliveryDate));
    return {
      id: order.id,
      name: order.name,
      state: order.state as RecurringOrder['state'],
      weekdays: order.weekdays,
      frequency: order.frequency as RecurringOrder['frequency'],
      retiro_en_tienda: order.pickup,
      partner_shipping_id: order.partnerShippingId,
      address: addressOf(order),
      payment_method_id: order.paymentMethodId,
      payment_method: methods.find((method) => method.id === order.paymentMethodId)?.name ?? 'Medio de pago ya no disponible',
      lines: lines.filter((line) => line.recurringOrderId === order.id).map(({ recurringOrderId: _order, ...line }) => line),
      next_date: order.state === 'active' ? nextDeliveryOf(order, now, skipped) : null,
      upcoming: upcoming ? occurrenceOf(upcoming.occurrence, upcoming.orderName) : null,
      last: last ? occurrenceOf(last.occurrence, last.orderName) : null,
    };
  });
}

/** One of the company's recurring orders as the page reads it. */
export async function readRecurringOrder(deps: Pick<AppDeps, 'db' | 'clock'>, companyId: number, id: number): Promise<RecurringOrder> {
  const [order] = await readRecurringOrders(deps, companyId, id);
  if (!order) throw recurringNotFound();
  return order;
}
