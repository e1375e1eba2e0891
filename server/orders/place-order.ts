import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { BodyOf } from '../../contract/endpoint';
import type { CreateSalesOrderResponse, orderEndpoints, PriceChangedError } from '../../contract/orders';
import { addDays, isCalendarDay, santiagoDate } from '../../machines/rules/calendar';
import { formatClp } from '../../machines/rules/money';
import { missingForMinimum } from '../../machines/rules/totals';
import type { AppDeps, AuthUser } from '../context';
import type { Db } from '../db/client';
import { lockCompany, type Tx } from '../db/company-lock';
import { productProduct, resPartner, saleOrder, saleOrderLine } from '../db/schema';
import { isSchedulableDate } from '../domain/delivery';
import {
  currentPrices,
  duplicateLineErrors,
  exceedsAmountLimit,
  hasStalePrices,
  priceOrder,
  quantityLineErrors,
  unavailableLineErrors,
  type CatalogueProduct,
  type FieldErrors,
} from '../domain/order-lines';
import { resolvePaymentMethod } from '../domain/payment-methods';
import { ApiError } from '../http/errors';
import { sendInBackground } from '../mail/mailer';
import { orderLinks, orderReceivedMail } from '../mail/order-mails';
import type { KeyedRecords } from '../http/idempotency';
import { loadCompany, loadPaymentFacts } from '../payments/company-methods';
import { ensureCreditFor } from '../payments/credit-line';
import { issueInvoice } from '../payments/invoice';
import { approvalNeeded, approvalRequired } from '../spending-limits/approval-needed';

type OrderRequest = BodyOf<typeof orderEndpoints.create>;
type KeyedOrder = NonNullable<Awaited<ReturnType<typeof orderByKey>>>;

/** `S00421`, Odoo's sale order naming. */
export function orderName(id: number): string {
  return `S${String(id).padStart(5, '0')}`;
}

const invalid = (fields: FieldErrors) => new ApiError(400, 'invalid_request', 'Revisa los datos enviados.', fields);
const notTheCompanys = (field: string, message: string) =>
  new ApiError(404, 'not_found', message, { [field]: [message] });

async function isBillingPartner(db: Db, companyId: number, partnerId: number): Promise<boolean> {
  if (partnerId === companyId) return true;
  const [row] = await db
    .select({ id: resPartner.id })
    .from(resPartner)
    .where(
      and(
        eq(resPartner.id, partnerId),
        eq(resPartner.parentId, companyId),
        eq(resPartner.type, 'invoice'),
        eq(resPartner.active, true),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The delivery address asked for, when it is the company's own address or one of its delivery
 * addresses; without one, the company's default delivery address, else its own. Null when the asked
 * one is not the company's.
 */
export async function shippingPartnerId(db: Db, companyId: number, requested: number | undefined): Promise<number | null> {
  if (requested === companyId) return companyId;
  const [row] = await db
    .select({ id: resPartner.id })
    .from(resPartner)
    .where(
      and(
        eq(resPartner.parentId, companyId),
        eq(resPartner.type, 'delivery'),
        eq(resPartner.active, true),
        requested === undefined ? undefined : eq(resPartner.id, requested),
      ),
    )
    .orderBy(desc(resPartner.isDefault), asc(resPartner.id))
    .limit(1);
  if (requested === undefined) return row?.id ?? companyId;
  return row?.id ?? null;
}

/** The products an order's lines name, with what pricing them and checking them against today's catalogue needs. */
export async function loadOrderProducts(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, CatalogueProduct & { defaultCode: string; stockState: string }>();
  const rows = await db
    .select({
      id: productProduct.id,
      name: productProduct.name,
      defaultCode: productProduct.defaultCode,
      stockState: productProduct.stockState,
      uom: productProduct.uom,
      packSize: productProduct.packSize,
      qtyStep: productProduct.qtyStep,
      qtyMin: productProduct.qtyMin,
      listPrice: productProduct.listPrice,
      cxtiPrice: productProduct.cxtiPrice,
      active: productProduct.active,
    })
    .from(productProduct)
    .where(inArray(productProduct.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

async function orderByKey(db: Db, companyId: number, key: string) {
  const [row] = await db
    .select({ id: saleOrder.id, name: saleOrder.name, amountTotal: saleOrder.amountTotal, requestHash: saleOrder.requestHash })
    .from(saleOrder)
    .where(and(eq(saleOrder.partnerId, companyId), eq(saleOrder.idempotencyKey, key)))
    .limit(1);
  return row;
}

/** A company's orders by Idempotency-Key: a repeated key answers the order it created. */
export function ordersByKey(db: Db, companyId: number, key: string): KeyedRecords<KeyedOrder, CreateSalesOrderResponse> {
  return {
    find: () => orderByKey(db, companyId, key),
    answerOf: (order) => ({ order_id: order.id, name: order.name, amount_total: order.amountTotal }),
    uniqueIndex: 'sale_order_idempotency_idx',
  };
}

/**
 * An order's request checked and priced against today's catalogue, as placing it or sending it for
 * approval needs: every id must be the company's, every line available at the prices the buyer saw (else
 * 409 with the current prices), the date one Direcciones offers, the net total at least the minimum.
 */
export async function priceOrderRequest(deps: AppDeps, companyId: number, request: OrderRequest, orderedAt?: Date) {
  const { db, clock, config } = deps;

  if (request.retiro_en_tienda && request.partner_shipping_id !== undefined) {
    throw invalid({ partner_shipping_id: ['Con retiro en tienda no se indica una dirección de despacho.'] });
  }
  const duplicates = duplicateLineErrors(request.order_line);
  if (Object.keys(duplicates).length > 0) throw invalid(duplicates);

  const now = clock.now();
  const today = santiagoDate(now);
  const company = await loadCompany(db, companyId);

  if (!(await isBillingPartner(db, companyId, request.partner_id))) {
    throw notTheCompanys('partner_id', 'La dirección de facturación no existe o no es de tu empresa.');
  }
  const shippingId = request.retiro_en_tienda ? null : await shippingPartnerId(db, companyId, request.partner_shipping_id);
  if (shippingId === null && !request.retiro_en_tienda) {
    throw notTheCompanys('partner_shipping_id', 'La dirección de despacho no existe o no es de tu empresa.');
  }
  const method = resolvePaymentMethod(request.payment_method_id, await loadPaymentFacts(db, company, today));
  if (!method) {
    throw notTheCompanys('payment_method_id', 'Este medio de pago no está disponible para tu empresa.');
  }
  if (method.code !== 'credit' && !deps.payments) {
    throw new ApiError(
      503,
      'payments_unavailable',
      'El pago con tarjeta no está disponible en este momento. Intenta más tarde o elige otro medio de pago.',
    );
  }
  if (!isCalendarDay(request.scheduled_date) || !isSchedulableDate(orderedAt ?? now, request.scheduled_date)) {
    const message = 'Elige una de las fechas de entrega disponibles.';
    throw new ApiError(422, 'scheduled_date_unavailable', message, { scheduled_date: [message] });
  }

  const products = await loadOrderProducts(db, request.order_line.map((line) => line.product_id));
  const unavailable = unavailableLineErrors(request.order_line, products);
  if (Object.keys(unavailable).length > 0) {
    throw new ApiError(422, 'product_unavailable', 'Algunos productos ya no están disponibles. Quítalos del carrito.', unavailable);
  }
  const quantities = quantityLineErrors(request.order_line, products);
  if (Object.keys(quantities).length > 0) throw invalid(quantities);
  if (hasStalePrices(request.order_line, products)) {
    const details: Pick<PriceChangedError['error'], 'current_prices'> = {
      current_prices: currentPrices(request.order_line, products),
    };
    throw new ApiError(
      409,
      'price_changed',
      'Algunos precios cambiaron. Revisa tu carrito con los precios actuales antes de confirmar.',
      undefined,
      undefined,
      details,
    );
  }

  const isClubMember = company.clubMemberUntil !== null && company.clubMemberUntil >= today;
  const { lines, totals } = priceOrder(request.order_line, products, { isClubMember, pickup: request.retiro_en_tienda });
  const missing = missingForMinimum(totals.subTotal, config.minOrderNet);
  if (missing > 0) {
    throw new ApiError(
      422,
      'below_minimum',
      `El pedido mínimo es de ${formatClp(config.minOrderNet)} neto. Te faltan ${formatClp(missing)} para completarlo.`,
    );
  }
  if (exceedsAmountLimit(totals)) {
    throw new ApiError(422, 'order_too_large', 'El pedido es demasiado grande. Divídelo en pedidos más pequeños.');
  }
  return { today, now, company, products, lines, totals, method, shippingId };
}

/** What placing an approved request adds: its row's lock first, then its link to the order it made. */
export interface ApprovalHooks {
  claim: (tx: Tx) => Promise<void>;
  placed: (tx: Tx, orderId: number) => Promise<void>;
}

/**
 * Places the company's order from the buyer's request, priced and totalled here from the current
 * catalogue (priceOrderRequest). A buyer under spending rules is refused what needs approval, unless
 * `approval` places an approved request. On credit the order must fit in what the company's line has
 * left, and is confirmed and invoiced at once; otherwise it waits in draft for its payment. The buyer is
 * e-mailed the order, its lines and totals. `orderedAt` is the moment its date is judged by: a recurring
 * order's cutoff, when placed at it.
 */
export async function placeOrder(
  deps: AppDeps,
  user: AuthUser,
  key: { key: string; hash: string },
  request: OrderRequest,
  orderedAt?: Date,
  approval?: ApprovalHooks,
): Promise<CreateSalesOrderResponse> {
  const { db, config } = deps;
  const companyId = user.partnerId;
  const { today, now, products, lines, totals, method, shippingId } = await priceOrderRequest(deps, companyId, request, orderedAt);

  const isCredit = method.code === 'credit';
  const created: CreateSalesOrderResponse = await db.transaction(async (tx) => {
    if (approval) {
      await approval.claim(tx);
    } else {
      // A buyer under the company's spending rules may not place here what needs an admin's approval;
      // the company's lock makes the period's sum and this order one decision.
      const reason = await approvalNeeded(tx, user, totals.total, today);
      if (reason) throw approvalRequired(reason, totals.total);
    }
    if (isCredit) {
      await lockCompany(tx, companyId);
      await ensureCreditFor(tx, companyId, totals.total);
    }

    const [order] = await tx
      .insert(saleOrder)
      .values({
        // The name comes from the id, known only once inserted; this placeholder never commits.
        name: `pending-${randomUUID()}`,
        partnerId: companyId,
        partnerInvoiceId: request.partner_id,
        partnerShippingId: shippingId,
        userId: user.id,
        dateOrder: now,
        // On credit the company's line pays: the order is confirmed at once.
        state: isCredit ? 'sale' : 'draft',
        paymentMethodCode: method.code,
        customerOrderNumber: request.despensa_customer_sale_order_number || null,
        scheduledDate: request.scheduled_date,
        pickup: request.retiro_en_tienda,
        amountUntaxed: totals.subTotal,
        amountShipping: totals.shipping,
        amountDiscount: totals.discount,
        amountTax: totals.tax,
        amountTotal: totals.total,
        amountOriginal: totals.originalTotal,
        idempotencyKey: key.key,
        requestHash: key.hash,
      })
      .returning();
    if (!order) throw new Error('sale_order insert returned nothing');
    const name = orderName(order.id);
    await tx.update(saleOrder).set({ name }).where(eq(saleOrder.id, order.id));
    await tx.insert(saleOrderLine).values(
      lines.map((line) => ({
        orderId: order.id,
        productId: line.productId,
        name: line.name,
        productUomQty: line.quantity,
        priceUnit: line.priceUnit,
        cxtiPrice: line.cxtiPrice,
        priceSubtotal: line.subtotal,
      })),
    );
    if (method.code === 'credit') {
      await issueInvoice(tx, order, { invoiceDate: today, dueDate: addDays(today, method.creditDays), paid: false });
    }
    await approval?.placed(tx, order.id);
    return { order_id: order.id, name, amount_total: order.amountTotal };
  });
  await deps.cache?.companyDocumentsChanged(companyId);
  sendInBackground(
    deps.mailer,
    orderReceivedMail({
      to: user.email,
      orderName: created.name ?? orderName(created.order_id),
      orderUrl: orderLinks(config.publicUrl, created.order_id).order,
      lines: lines.map((line) => ({ name: line.name, quantity: line.quantity, uom: products.get(line.productId)?.uom ?? '', subtotal: line.subtotal })),
      net: totals.subTotal,
      shipping: totals.shipping,
      tax: totals.tax,
      total: totals.total,
      scheduledDate: request.scheduled_date,
      pickup: request.retiro_en_tienda,
      onCredit: isCredit,
    }),
  );
  return created;
}
