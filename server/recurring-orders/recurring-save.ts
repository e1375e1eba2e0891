/** Saving a company's recurring order, and pausing, resuming and deleting it. */
import { and, eq, gt } from 'drizzle-orm';
import type { RecurringOrder, RecurringOrderRequest } from '../../contract/recurring-orders';
import type { BodyOf } from '../../contract/endpoint';
import type { recurringOrdersEndpoints } from '../../contract/recurring-orders';
import { santiagoDate } from '../../machines/rules/calendar';
import { formatClp } from '../../machines/rules/money';
import { missingForMinimum } from '../../machines/rules/totals';
import type { AppDeps, AuthUser } from '../context';
import type { Db } from '../db/client';
import { recurringOccurrence, recurringOrder, recurringOrderLine } from '../db/schema';
import { resolvePaymentMethod } from '../domain/payment-methods';
import { mondayOf, nextDeliveryOf } from '../domain/recurring-schedule';
import { ApiError } from '../http/errors';
import { shippingPartnerId } from '../orders/place-order';
import { loadCompany, loadPaymentFacts } from '../payments/company-methods';
import { checkedLines, priceDate } from './recurring-lines';
import { companyRecurringOrder, readRecurringOrder } from './recurring-read';

type SaveRequest = BodyOf<typeof recurringOrdersEndpoints.create> & RecurringOrderRequest;

const notTheCompanys = (field: string, message: string) => new ApiError(404, 'not_found', message, { [field]: [message] });

/** The request's address and method, refused when not the company's or not one nobody has to be present for. */
async function checkedChoices(deps: AppDeps, companyId: number, request: SaveRequest) {
  const { db, clock } = deps;
  if (request.retiro_en_tienda && request.partner_shipping_id !== undefined) {
    const message = 'Con retiro en tienda no se indica una dirección de despacho.';
    throw new ApiError(400, 'invalid_request', 'Revisa los datos enviados.', { partner_shipping_id: [message] });
  }
  if (new Set(request.weekdays).size !== request.weekdays.length) {
    throw new ApiError(400, 'invalid_request', 'Revisa los datos enviados.', { weekdays: ['Cada día se elige una vez.'] });
  }
  const shipping = request.retiro_en_tienda ? null : await shippingPartnerId(db, companyId, request.partner_shipping_id);
  if (!request.retiro_en_tienda && (shipping === null || (request.partner_shipping_id !== undefined && shipping !== request.partner_shipping_id))) {
    throw notTheCompanys('partner_shipping_id', 'La dirección de despacho no existe o no es de tu empresa.');
  }
  const company = await loadCompany(db, companyId);
  const method = resolvePaymentMethod(request.payment_method_id, await loadPaymentFacts(db, company, santiagoDate(clock.now())));
  if (!method) throw notTheCompanys('payment_method_id', 'Este medio de pago no está disponible para tu empresa.');
  if (method.code === 'card') {
    const message = 'Elige el crédito de la empresa o una tarjeta guardada: el pedido se hace sin que estés en la página del medio de pago.';
    throw new ApiError(422, 'payment_method_unattended', message, { payment_method_id: [message] });
  }
  await checkedLines(db, request.lines);
  // Below the minimum at today's prices, every date would fail at its cutoff: said now, beside the lines.
  const today = santiagoDate(clock.now());
  const priced = await priceDate(db, request.lines, company.clubMemberUntil !== null && company.clubMemberUntil >= today);
  const missing = missingForMinimum(
    priced.lines.reduce((sum, line) => sum + line.subtotal, 0),
    deps.config.minOrderNet,
  );
  if (missing > 0) {
    const message = `El pedido mínimo es de ${formatClp(deps.config.minOrderNet)} neto. A los precios de hoy le faltan ${formatClp(missing)}.`;
    throw new ApiError(422, 'below_minimum', message, { lines: [message] });
  }
  // A fortnightly order delivers first in the week of its first date, and every other week from there.
  const first = nextDeliveryOf({ weekdays: request.weekdays, frequency: 'weekly', anchorDate: '2000-01-03' }, clock.now());
  return {
    name: request.name,
    weekdays: [...request.weekdays].sort(),
    frequency: request.frequency,
    anchorDate: mondayOf(first ?? santiagoDate(clock.now())),
    pickup: request.retiro_en_tienda,
    partnerShippingId: request.retiro_en_tienda ? null : request.partner_shipping_id ?? null,
    paymentMethodId: request.payment_method_id,
  };
}

async function writeLines(db: Db, id: number, lines: SaveRequest['lines']) {
  await db.delete(recurringOrderLine).where(eq(recurringOrderLine.recurringOrderId, id));
  await db.insert(recurringOrderLine).values(lines.map((line, position) => ({ recurringOrderId: id, productId: line.product_id, quantity: line.quantity, position })));
}

export async function createRecurringOrder(deps: AppDeps, user: AuthUser, request: SaveRequest): Promise<RecurringOrder> {
  const choices = await checkedChoices(deps, user.partnerId, request);
  const now = deps.clock.now();
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(recurringOrder)
      .values({ ...choices, partnerId: user.partnerId, userId: user.id, createdAt: now, updatedAt: now })
      .returning({ id: recurringOrder.id });
    await writeLines(tx, row!.id, request.lines);
    return row!.id;
  });
  return readRecurringOrder(deps, user.partnerId, id);
}

/** A change counts from the next date not yet prepared: a prepared one keeps its lines, changed on its own. */
export async function updateRecurringOrder(deps: AppDeps, user: AuthUser, id: number, request: SaveRequest): Promise<RecurringOrder> {
  const current = await companyRecurringOrder(deps.db, user.partnerId, id);
  const choices = await checkedChoices(deps, user.partnerId, request);
  // A fortnightly order keeps its weeks: counted again from the next date, renaming it could move its
  // deliveries a week.
  const anchorDate = current.frequency === 'biweekly' && choices.frequency === 'biweekly' ? current.anchorDate : choices.anchorDate;
  await deps.db.transaction(async (tx) => {
    await tx.update(recurringOrder).set({ ...choices, anchorDate, updatedAt: deps.clock.now() }).where(eq(recurringOrder.id, id));
    await writeLines(tx, id, request.lines);
  });
  return readRecurringOrder(deps, user.partnerId, id);
}

export const skippedByPause = 'Omitido al pausar el pedido recurrente.';

/** Paused, nothing is prepared or placed; the date already prepared is skipped. */
export async function pauseRecurringOrder(deps: AppDeps, user: AuthUser, id: number): Promise<RecurringOrder> {
  await companyRecurringOrder(deps.db, user.partnerId, id);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx.update(recurringOrder).set({ state: 'paused', updatedAt: now }).where(eq(recurringOrder.id, id));
    await tx
      .update(recurringOccurrence)
      .set({ state: 'skipped', message: skippedByPause, updatedAt: now })
      .where(and(eq(recurringOccurrence.recurringOrderId, id), eq(recurringOccurrence.state, 'scheduled')));
  });
  return readRecurringOrder(deps, user.partnerId, id);
}

/** Resumed, a date skipped by the pause whose cutoff is still ahead is prepared again. */
export async function resumeRecurringOrder(deps: AppDeps, user: AuthUser, id: number): Promise<RecurringOrder> {
  await companyRecurringOrder(deps.db, user.partnerId, id);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx.update(recurringOrder).set({ state: 'active', updatedAt: now }).where(eq(recurringOrder.id, id));
    await tx
      .delete(recurringOccurrence)
      .where(and(eq(recurringOccurrence.recurringOrderId, id), eq(recurringOccurrence.message, skippedByPause), gt(recurringOccurrence.cutoffAt, now)));
  });
  return readRecurringOrder(deps, user.partnerId, id);
}

/** Deleted with its dates; the orders it placed stay in Pedidos. Refused while a date's card payment is under way. */
export async function deleteRecurringOrder(deps: AppDeps, user: AuthUser, id: number): Promise<void> {
  await companyRecurringOrder(deps.db, user.partnerId, id);
  await deps.db.transaction(async (tx) => {
    const paying = await tx
      .select({ id: recurringOccurrence.id })
      .from(recurringOccurrence)
      .where(and(eq(recurringOccurrence.recurringOrderId, id), eq(recurringOccurrence.state, 'paying')))
      .for('update');
    if (paying.length > 0) {
      throw new ApiError(409, 'recurring_paying', 'Hay un pago de este pedido recurrente en curso. Espera a que termine para eliminarlo.');
    }
    await tx.delete(recurringOrder).where(eq(recurringOrder.id, id));
  });
}
