import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  createPaymentRequest,
  type CreatePaymentResponse,
  type PaymentMethodCode,
  type PaymentStatusResponse,
} from '../../contract/payments';
import type { AppDeps, AppEnv } from '../context';
import type { Db } from '../db/client';
import { paymentTransaction, paymentWebhookEvent, resUsers, saleOrder } from '../db/schema';
import { isUniqueViolation, requestHash } from '../domain/idempotency';
import { paymentMethodIdOf, resolvePaymentMethod } from '../domain/payment-methods';
import { santiagoDate } from '../../machines/rules/calendar';
import { ApiError } from '../http/errors';
import { idempotencyKeyReused, requireIdempotencyKey } from '../http/idempotency';
import { requireUser } from '../http/require-user';
import { jsonBody } from '../http/validate';
import { loadCompany, loadPaymentFacts } from '../payments/company-methods';
import { refreshTransaction, type TransactionRow } from '../payments/settle';

const idempotencyIndex = 'payment_transaction_idempotency_idx';
/** Attempts of one order read again from the provider before a new one starts; more are never open. */
const maxOpenAttempts = 20;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const paymentNotFound = () => new ApiError(404, 'not_found', 'El pago no existe.');
const orderNotFound = () => new ApiError(404, 'not_found', 'El pedido no existe.', { order_id: ['El pedido no existe.'] });

function statusOf(transaction: TransactionRow): PaymentStatusResponse {
  const status: PaymentStatusResponse = {
    payment_id: transaction.id,
    order_id: transaction.orderId,
    payment_method_id: paymentMethodIdOf(transaction.paymentMethodCode as PaymentMethodCode, transaction.paymentTokenId),
    status: transaction.state as PaymentStatusResponse['status'],
  };
  if (transaction.stateMessage) status.reason = transaction.stateMessage;
  return status;
}

function orderIdOf(raw: string): number {
  // A malformed id names no order either; answering 404 keeps every miss alike.
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > 2_147_483_647) throw orderNotFound();
  return id;
}

async function transactionByKey(db: Db, companyId: number, key: string) {
  const [row] = await db
    .select({ id: paymentTransaction.id, redirectUrl: paymentTransaction.redirectUrl, requestHash: paymentTransaction.requestHash })
    .from(paymentTransaction)
    .where(and(eq(paymentTransaction.partnerId, companyId), eq(paymentTransaction.idempotencyKey, key)))
    .limit(1);
  return row;
}

function replay(c: Context, earlier: NonNullable<Awaited<ReturnType<typeof transactionByKey>>>, hash: string) {
  if (earlier.requestHash !== hash || !earlier.redirectUrl) throw idempotencyKeyReused();
  c.header('Idempotent-Replayed', 'true');
  const body: CreatePaymentResponse = { payment_id: earlier.id, redirect_url: earlier.redirectUrl };
  return c.json(body, 201);
}

export function paymentRoutes(deps: AppDeps) {
  const { db, clock, config } = deps;
  const publicUrl = config.publicUrl.replace(/\/+$/, '');

  return new Hono<AppEnv>()
    .post('/payments', requireUser(deps), requireIdempotencyKey(), jsonBody(createPaymentRequest), async (c) => {
      const user = c.get('user');
      const key = c.get('idempotencyKey');
      const request = c.req.valid('json');
      const hash = requestHash(request);

      const earlier = await transactionByKey(db, user.partnerId, key);
      if (earlier) return replay(c, earlier, hash);

      const [order] = await db
        .select({ id: saleOrder.id })
        .from(saleOrder)
        .where(and(eq(saleOrder.id, request.order_id), eq(saleOrder.partnerId, user.partnerId)))
        .limit(1);
      if (!order) throw orderNotFound();

      const company = await loadCompany(db, user.partnerId);
      const method = resolvePaymentMethod(request.payment_method_id, await loadPaymentFacts(db, company, santiagoDate(clock.now())));
      if (!method) {
        const message = 'Este medio de pago no está disponible para tu empresa.';
        throw new ApiError(404, 'not_found', message, { payment_method_id: [message] });
      }
      if (method.code === 'credit') {
        const message = 'El crédito se elige al crear el pedido; este pedido se paga con tarjeta.';
        throw new ApiError(422, 'method_not_allowed', message, { payment_method_id: [message] });
      }
      const provider = deps.payments;
      if (!provider) {
        throw new ApiError(
          503,
          'payments_unavailable',
          'El pago con tarjeta no está disponible en este momento. Intenta de nuevo más tarde.',
        );
      }

      // An attempt left open at the provider may have been approved meanwhile: never charge twice.
      const open = await db
        .select()
        .from(paymentTransaction)
        .where(and(eq(paymentTransaction.orderId, order.id), eq(paymentTransaction.state, 'pending')))
        .limit(maxOpenAttempts);
      for (const attempt of open) await refreshTransaction(deps, attempt);
      const [current] = await db
        .select({ name: saleOrder.name, state: saleOrder.state, amountTotal: saleOrder.amountTotal })
        .from(saleOrder)
        .where(eq(saleOrder.id, order.id))
        .limit(1);
      if (current?.state !== 'draft') {
        const message = current?.state === 'sale' ? 'Este pedido ya está confirmado y no admite otro pago.' : 'Este pedido ya no admite pagos.';
        throw new ApiError(409, 'order_not_payable', message);
      }

      const [buyer] = await db.select({ email: resUsers.login }).from(resUsers).where(eq(resUsers.id, user.id)).limit(1);
      const transactionId = randomUUID();
      const back = (page: string) => `${publicUrl}/product/${page}?payment_id=${transactionId}`;
      let checkout: Awaited<ReturnType<typeof provider.createCheckout>>;
      try {
        checkout = await provider.createCheckout({
          transactionId,
          amount: current.amountTotal,
          description: `Pedido ${current.name} de Despensa`,
          payerEmail: buyer?.email ?? company.email ?? '',
          returnUrls: { success: back('finalpago'), failure: back('errorpago'), pending: back('pendiente') },
          ...(method.code === 'saved_card' ? { savedCardRef: method.card.providerRef } : {}),
        });
      } catch (error) {
        console.warn(`Payment provider ${provider.name} refused a checkout for order ${order.id}`, error);
        throw new ApiError(502, 'provider_unavailable', 'No pudimos comunicarnos con el medio de pago. Intenta de nuevo en unos minutos.');
      }

      try {
        await db.insert(paymentTransaction).values({
          id: transactionId,
          orderId: order.id,
          partnerId: user.partnerId,
          provider: provider.name,
          providerReference: checkout.providerReference,
          redirectUrl: checkout.redirectUrl,
          paymentMethodCode: method.code,
          paymentTokenId: method.code === 'saved_card' ? method.card.id : null,
          amount: current.amountTotal,
          idempotencyKey: key,
          requestHash: hash,
          updatedAt: clock.now(),
        });
      } catch (error) {
        // A concurrent request with the same key stored its attempt first; its checkout is the one used.
        if (!isUniqueViolation(error, idempotencyIndex)) throw error;
        const winner = await transactionByKey(db, user.partnerId, key);
        if (!winner) throw error;
        return replay(c, winner, hash);
      }
      const created: CreatePaymentResponse = { payment_id: transactionId, redirect_url: checkout.redirectUrl };
      return c.json(created, 201);
    })
    .get('/payments/:id', requireUser(deps), async (c) => {
      const id = c.req.param('id');
      if (!uuid.test(id)) throw paymentNotFound();
      const [transaction] = await db
        .select()
        .from(paymentTransaction)
        .where(and(eq(paymentTransaction.id, id), eq(paymentTransaction.partnerId, c.get('user').partnerId)))
        .limit(1);
      if (!transaction) throw paymentNotFound();
      return c.json(statusOf(await refreshTransaction(deps, transaction)));
    })
    .get('/sales-orders/:id/payment', requireUser(deps), async (c) => {
      const orderId = orderIdOf(c.req.param('id'));
      const [order] = await db
        .select({ id: saleOrder.id })
        .from(saleOrder)
        .where(and(eq(saleOrder.id, orderId), eq(saleOrder.partnerId, c.get('user').partnerId)))
        .limit(1);
      if (!order) throw orderNotFound();
      const [latest] = await db
        .select()
        .from(paymentTransaction)
        .where(eq(paymentTransaction.orderId, order.id))
        .orderBy(desc(paymentTransaction.createdAt))
        .limit(1);
      if (!latest) throw new ApiError(404, 'not_found', 'Este pedido todavía no tiene pagos.');
      return c.json(statusOf(await refreshTransaction(deps, latest)));
    })
    .post(
      '/payments/webhook/:provider',
      bodyLimit({
        maxSize: 64 * 1024,
        onError: () => {
          throw new ApiError(413, 'payload_too_large', 'El aviso es demasiado grande.');
        },
      }),
      async (c) => {
        const provider = deps.payments;
        if (!provider || provider.name !== c.req.param('provider')) {
          throw new ApiError(404, 'not_found', 'El recurso solicitado no existe.');
        }
        const notice = await provider.verifyWebhook(c.req.raw.headers, await c.req.text());
        if (!notice) throw new ApiError(401, 'invalid_signature', 'La firma del aviso de pago no es válida.');

        const eventId = `${provider.name}:${notice.eventId}`;
        const [seen] = await db
          .select({ id: paymentWebhookEvent.id })
          .from(paymentWebhookEvent)
          .where(eq(paymentWebhookEvent.id, eventId))
          .limit(1);
        if (seen) return c.json({ received: true, duplicate: true });

        const [transaction] = await db
          .select()
          .from(paymentTransaction)
          .where(eq(paymentTransaction.id, notice.transactionId))
          .limit(1);
        // The notice only says which payment to look at; its state is read again from the provider.
        if (transaction?.provider === provider.name && transaction.providerReference === notice.providerReference) {
          await refreshTransaction(deps, transaction);
        }
        // Recorded after applying, so a delivery that failed halfway is processed again on its retry.
        await db.insert(paymentWebhookEvent).values({ id: eventId, transactionId: notice.transactionId }).onConflictDoNothing();
        return c.json({ received: true, duplicate: false });
      },
    );
}
