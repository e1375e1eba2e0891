/**
 * Paying chosen invoices in one card payment (Facturas, "Pagar"). The payment and its lines are reserved
 * in one transaction under the invoices' row locks before the provider is asked; the partial unique
 * index on open lines lets an invoice be in one pending or approved payment only, so two tabs, two
 * instances or a retried request never pay an invoice twice.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { invoicePaymentPagePath, invoicePaymentReturnParam, type InvoicePaymentRequest, type InvoicePaymentStarted } from '../../contract/invoice-payment';
import { santiagoDate } from '../../machines/rules/calendar';
import { portalUrl, type AppDeps, type AuthUser } from '../context';
import type { Db } from '../db/client';
import { accountMove, invoicePayment, invoicePaymentLine, resUsers } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { ApiError } from '../http/errors';
import type { KeyedRecords } from '../http/idempotency';
import { awaitCheckoutPage, cardMethodOf, openReservedCheckout, providerOf } from '../payments/card-checkout';
import { loadCompany } from '../payments/company-methods';
import { savedCardName } from '../../contract/cards';
import { refreshInvoicePayment, type InvoicePaymentRow } from './settle-invoice-payment';

type Key = { key: string; hash: string };

const answerOf = (payment: InvoicePaymentRow): InvoicePaymentStarted | null =>
  payment.redirectUrl ? { payment_id: payment.id, redirect_url: payment.redirectUrl } : null;

/** A company's invoice payments by Idempotency-Key: a repeated key answers the checkout it opened. */
export function invoicePaymentsByKey(db: Db, companyId: number, key: string): KeyedRecords<InvoicePaymentRow, InvoicePaymentStarted> {
  const find = async () => {
    const [row] = await db
      .select()
      .from(invoicePayment)
      .where(and(eq(invoicePayment.partnerId, companyId), eq(invoicePayment.idempotencyKey, key)))
      .limit(1);
    return row;
  };
  return { find: () => awaitCheckoutPage(find), answerOf, uniqueIndex: 'invoice_payment_idempotency_idx' };
}

export function invoicePaymentReturnUrl(deps: Pick<AppDeps, 'config'>, paymentId: string): string {
  return portalUrl(deps.config, `${invoicePaymentPagePath}?${invoicePaymentReturnParam}=${paymentId}`);
}

const notTheCompanys = () => {
  const message = 'Una o más de las facturas elegidas no existen. No se pagó ninguna.';
  return new ApiError(404, 'not_found', message, { invoice_ids: [message] });
};

const alreadyPaid = (names: readonly string[]) => {
  const message = `${names.length === 1 ? 'La factura' : 'Las facturas'} ${names.join(', ')} ya ${names.length === 1 ? 'está pagada' : 'están pagadas'}. Quítalas de la selección y vuelve a intentarlo.`;
  return new ApiError(409, 'invoice_paid', message, { invoice_ids: [message] });
};

const inAnotherPayment = (names: readonly string[]) => {
  // Only the index knows which invoice a payment of another instance took first: then none is named.
  const which =
    names.length === 0 ? 'Alguna de las facturas elegidas ya está' : names.length === 1 ? `La factura ${names[0]} ya está` : `Las facturas ${names.join(', ')} ya están`;
  const message = `${which} en un pago en curso. Espera a que termine o revisa ese pago.`;
  return new ApiError(409, 'invoice_payment_in_progress', message, { invoice_ids: [message] });
};

type Reservation = { reserved: true } | { reserved: false; busy: { paymentId: string; names: string[] }[] };

/**
 * Reserves the payment under the invoices' row locks (taken in id order, so two overlapping payments
 * queue instead of deadlocking): every invoice the company's and still owed, none in another open
 * payment. The unique index on open lines is the constraint behind this check.
 */
async function reserve(db: Db, values: typeof invoicePayment.$inferInsert, invoiceIds: readonly number[]): Promise<Reservation> {
  return db.transaction(async (tx) => {
    const invoices = await tx
      .select({ id: accountMove.id, name: accountMove.name, residual: accountMove.amountResidual })
      .from(accountMove)
      .where(and(inArray(accountMove.id, [...invoiceIds]), eq(accountMove.partnerId, values.partnerId)))
      .orderBy(asc(accountMove.id))
      .for('update');
    if (invoices.length !== invoiceIds.length) throw notTheCompanys();
    const paid = invoices.filter((invoice) => invoice.residual <= 0);
    if (paid.length > 0) throw alreadyPaid(paid.map((invoice) => invoice.name));

    const open = await tx
      .select({ paymentId: invoicePaymentLine.paymentId, invoiceId: invoicePaymentLine.invoiceId })
      .from(invoicePaymentLine)
      .where(and(inArray(invoicePaymentLine.invoiceId, [...invoiceIds]), eq(invoicePaymentLine.open, true)));
    if (open.length > 0) {
      const names = new Map(invoices.map((invoice) => [invoice.id, invoice.name]));
      const busy = new Map<string, string[]>();
      for (const line of open) busy.set(line.paymentId, [...(busy.get(line.paymentId) ?? []), names.get(line.invoiceId) ?? String(line.invoiceId)]);
      return { reserved: false, busy: [...busy].map(([paymentId, held]) => ({ paymentId, names: held })) };
    }

    const amount = invoices.reduce((sum, invoice) => sum + invoice.residual, 0);
    await tx.insert(invoicePayment).values({ ...values, amount });
    await tx.insert(invoicePaymentLine).values(invoices.map((invoice) => ({ paymentId: values.id, invoiceId: invoice.id, amount: invoice.residual })));
    return { reserved: true };
  });
}

/** The other payment's lines, when it holds exactly the invoices asked for: the same payment, asked twice. */
async function sameInvoices(db: Db, paymentId: string, invoiceIds: readonly number[]): Promise<boolean> {
  const lines = await db.select({ invoiceId: invoicePaymentLine.invoiceId }).from(invoicePaymentLine).where(eq(invoicePaymentLine.paymentId, paymentId));
  const asked = new Set(invoiceIds);
  return lines.length === asked.size && lines.every((line) => asked.has(line.invoiceId));
}

/**
 * Answers a request whose invoices are in a payment already open. The same invoices in a payment still
 * at the provider (a double click, a second tab, coming back after leaving its page) answer that
 * payment's page; anything else is refused, after the open payments were read again from the provider
 * (one may have just been declined, freeing its invoices for this one).
 */
async function answerBusy(deps: AppDeps, busy: { paymentId: string; names: string[] }[], invoiceIds: readonly number[]): Promise<InvoicePaymentStarted | 'retry'> {
  let freed = true;
  for (const { paymentId } of busy) {
    // A payment reserved by a request still talking to the provider has no page yet: wait for it.
    const row = await awaitCheckoutPage(async () => (await deps.db.select().from(invoicePayment).where(eq(invoicePayment.id, paymentId)).limit(1))[0]);
    const payment = row ? await refreshInvoicePayment(deps, row) : undefined;
    if (payment?.state === 'pending' || payment?.state === 'approved') freed = false;
    if (payment?.state === 'pending' && busy.length === 1 && (await sameInvoices(deps.db, paymentId, invoiceIds))) {
      const answer = answerOf(payment);
      if (answer) return answer;
    }
  }
  if (freed) return 'retry';
  throw inAnotherPayment(busy.flatMap((entry) => entry.names));
}

/**
 * Opens one card payment for the company's chosen invoices at the provider: a saved card is charged at
 * once, and its outcome applied before answering; a card typed on the provider's page is settled when
 * the payer comes back or the provider's notice arrives. Another company's invoice refuses the whole
 * payment (404) and a paid or already-paying one refuses it too (409): nothing is reserved then.
 */
export async function startInvoicePayment(deps: AppDeps, user: AuthUser, key: Key, request: InvoicePaymentRequest): Promise<InvoicePaymentStarted> {
  const { db, clock } = deps;
  const company = await loadCompany(db, user.partnerId);
  const method = await cardMethodOf(db, company, request.payment_method_id, santiagoDate(clock.now()), 'Las facturas se pagan con tarjeta.');
  const provider = providerOf(deps);

  const paymentId = randomUUID();
  const now = clock.now();
  const values = {
    id: paymentId,
    partnerId: user.partnerId,
    userId: user.id,
    provider: provider.name,
    paymentMethodCode: method.code,
    paymentTokenId: method.code === 'saved_card' ? method.card.id : null,
    cardLabel: method.code === 'saved_card' ? savedCardName(method.card) : null,
    amount: 0,
    idempotencyKey: key.key,
    requestHash: key.hash,
    createdAt: now,
    updatedAt: now,
  };
  // Twice at most: a payment found open may turn out declined once read again, and free its invoices.
  for (let attempt = 0; ; attempt += 1) {
    let reservation: Reservation;
    try {
      reservation = await reserve(db, values, request.invoice_ids);
    } catch (error) {
      // Between instances the row locks already queue the reservations; the index is the last word.
      if (!isUniqueViolation(error, 'invoice_payment_line_open_idx')) throw error;
      reservation = { reserved: false, busy: [] };
    }
    if (reservation.reserved) break;
    const answer = reservation.busy.length > 0 ? await answerBusy(deps, reservation.busy, request.invoice_ids) : 'retry';
    if (answer !== 'retry') return answer;
    if (attempt >= 1) throw inAnotherPayment([]);
  }

  const [reserved] = await db.select().from(invoicePayment).where(eq(invoicePayment.id, paymentId)).limit(1);
  if (!reserved) throw new Error(`invoice payment ${paymentId} vanished after its reservation`);
  const [payer] = await db.select({ email: resUsers.login }).from(resUsers).where(eq(resUsers.id, user.id)).limit(1);
  const back = invoicePaymentReturnUrl(deps, paymentId);
  const count = request.invoice_ids.length;
  const { redirectUrl, row } = await openReservedCheckout(
    deps,
    provider,
    {
      transactionId: paymentId,
      amount: reserved.amount,
      description: `Pago de ${count} ${count === 1 ? 'factura' : 'facturas'} de Despensa`,
      payerEmail: payer?.email ?? company.email ?? '',
      returnUrls: { success: back, failure: back, pending: back },
      ...(method.code === 'saved_card' ? { savedCardRef: method.card.providerRef } : {}),
    },
    `invoice payment ${paymentId}`,
    {
      close: async (message) => {
        await db.transaction(async (tx) => {
          const [closed] = await tx
            .update(invoicePayment)
            .set({ state: 'rejected', stateMessage: message, updatedAt: clock.now() })
            .where(and(eq(invoicePayment.id, paymentId), eq(invoicePayment.state, 'pending')))
            .returning({ id: invoicePayment.id });
          if (closed) await tx.update(invoicePaymentLine).set({ open: false }).where(eq(invoicePaymentLine.paymentId, paymentId));
        });
      },
      opened: async (checkout) => {
        const [opened] = await db.update(invoicePayment).set({ ...checkout, updatedAt: clock.now() }).where(eq(invoicePayment.id, paymentId)).returning();
        return opened;
      },
    },
  );
  // A saved card is charged at once: the invoices are Pagado now, not only when the page asks.
  if (method.code === 'saved_card' && row) await refreshInvoicePayment(deps, row);
  return { payment_id: paymentId, redirect_url: redirectUrl };
}
