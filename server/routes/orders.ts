import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { formatClp } from '../../machines/rules/money';
import { missingForMinimum } from '../../machines/rules/totals';
import {
  createSalesOrderRequest,
  type CreateSalesOrderResponse,
  type PriceChangedError,
} from '../../contract/orders';
import type { AppDeps, AppEnv } from '../context';
import type { Db } from '../db/client';
import { productProduct, resPartner, saleOrder, saleOrderLine } from '../db/schema';
import { addDays, isCalendarDay, santiagoDate } from '../../machines/rules/calendar';
import { isSchedulableDate } from '../domain/delivery';
import { isUniqueViolation, requestHash } from '../domain/idempotency';
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
import { idempotencyKeyReused, requireIdempotencyKey } from '../http/idempotency';
import { requireUser } from '../http/require-user';
import { jsonBody } from '../http/validate';
import { loadCompany, loadPaymentFacts } from '../payments/company-methods';
import { issueInvoice } from '../payments/invoice';

const idempotencyIndex = 'sale_order_idempotency_idx';

/** `S00421`, Odoo's sale order naming. */
function orderName(id: number): string {
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
async function shippingPartnerId(db: Db, companyId: number, requested: number | undefined): Promise<number | null> {
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

async function loadProducts(db: Db, ids: number[]): Promise<Map<number, CatalogueProduct>> {
  const rows = await db
    .select({
      id: productProduct.id,
      name: productProduct.name,
      uom: productProduct.uom,
      listPrice: productProduct.listPrice,
      cxtiPrice: productProduct.cxtiPrice,
      active: productProduct.active,
    })
    .from(productProduct)
    .where(inArray(productProduct.id, ids));
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

/** The answer the key's first request got: the same status and body, whatever changed since. */
function replay(c: Context, order: NonNullable<Awaited<ReturnType<typeof orderByKey>>>, hash: string) {
  if (order.requestHash !== hash) throw idempotencyKeyReused();
  c.header('Idempotent-Replayed', 'true');
  const body: CreateSalesOrderResponse = { order_id: order.id, name: order.name, amount_total: order.amountTotal };
  return c.json(body, 201);
}

export function orderRoutes(deps: AppDeps) {
  const { db, clock, config } = deps;

  return new Hono<AppEnv>().post(
    '/create-sales-order',
    requireUser(deps),
    requireIdempotencyKey(),
    jsonBody(createSalesOrderRequest),
    async (c) => {
      const companyId = c.get('user').partnerId;
      const key = c.get('idempotencyKey');
      const request = c.req.valid('json');
      const hash = requestHash(request);

      const earlier = await orderByKey(db, companyId, key);
      if (earlier) return replay(c, earlier, hash);

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
      if (!isCalendarDay(request.scheduled_date) || !isSchedulableDate(now, request.scheduled_date)) {
        const message = 'Elige una de las fechas de entrega disponibles.';
        throw new ApiError(422, 'scheduled_date_unavailable', message, { scheduled_date: [message] });
      }

      const products = await loadProducts(db, request.order_line.map((line) => line.product_id));
      const unavailable = unavailableLineErrors(request.order_line, products);
      if (Object.keys(unavailable).length > 0) {
        throw new ApiError(422, 'product_unavailable', 'Algunos productos ya no están disponibles. Quítalos del carrito.', unavailable);
      }
      const quantities = quantityLineErrors(request.order_line, products);
      if (Object.keys(quantities).length > 0) throw invalid(quantities);
      if (hasStalePrices(request.order_line, products)) {
        const refusal: PriceChangedError = {
          error: {
            code: 'price_changed',
            message: 'Algunos precios cambiaron. Revisa tu carrito con los precios actuales antes de confirmar.',
            current_prices: currentPrices(request.order_line, products),
          },
        };
        return c.json(refusal, 409);
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

      const isCredit = method.code === 'credit';
      let created: CreateSalesOrderResponse;
      try {
        created = await db.transaction(async (tx) => {
          const [order] = await tx
            .insert(saleOrder)
            .values({
              // The name comes from the id, known only once inserted; this placeholder never commits.
              name: `pending-${randomUUID()}`,
              partnerId: companyId,
              partnerInvoiceId: request.partner_id,
              partnerShippingId: shippingId,
              userId: c.get('user').id,
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
              idempotencyKey: key,
              requestHash: hash,
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
          return { order_id: order.id, name, amount_total: order.amountTotal };
        });
      } catch (error) {
        // A concurrent request with the same key won the unique index: answer what it answered.
        if (!isUniqueViolation(error, idempotencyIndex)) throw error;
        const winner = await orderByKey(db, companyId, key);
        if (!winner) throw error;
        return replay(c, winner, hash);
      }
      deps.cache?.companyDocumentsChanged(companyId);
      return c.json(created, 201);
    },
  );
}
