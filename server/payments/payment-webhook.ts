import { eq } from 'drizzle-orm';
import { refreshClubCharge } from '../club/club-charges';
import type { AppDeps } from '../context';
import { clubCharge, invoicePayment, paymentTransaction, paymentWebhookEvent } from '../db/schema';
import { refreshInvoicePayment } from '../invoice-payment/settle-invoice-payment';
import { ApiError } from '../http/errors';
import { refreshTransaction } from './settle';

/** A provider's signed notice about a payment or a Club CXTI charge, applied once however often it is delivered. */
export async function receiveNotice(
  deps: AppDeps,
  providerName: string,
  headers: Headers,
  body: string,
  requestUrl: string,
): Promise<{ received: true; duplicate: boolean }> {
  const { db } = deps;
  const provider = deps.payments;
  if (!provider || provider.name !== providerName) {
    throw new ApiError(404, 'not_found', 'El recurso solicitado no existe.');
  }
  const notice = await provider.verifyWebhook(headers, body, requestUrl);
  if (!notice) {
    deps.logger.warn({ event: 'webhook.refused', provider: provider.name, reason: 'invalid_signature' });
    throw new ApiError(401, 'invalid_signature', 'La firma del aviso de pago no es válida.');
  }

  const eventId = `${provider.name}:${notice.eventId}`;
  const [seen] = await db
    .select({ id: paymentWebhookEvent.id })
    .from(paymentWebhookEvent)
    .where(eq(paymentWebhookEvent.id, eventId))
    .limit(1);
  deps.logger.info({ event: 'webhook.received', provider: provider.name, eventId: notice.eventId, transaction: notice.transactionId, duplicate: Boolean(seen) });
  if (seen) return { received: true, duplicate: true };

  // The notice only says which payment to look at; its state is read again from the provider.
  await readAgain(deps, provider.name, notice.transactionId, notice.providerReference);
  // Recorded after applying, so a delivery that failed halfway is processed again on its retry.
  await db.insert(paymentWebhookEvent).values({ id: eventId, transactionId: notice.transactionId }).onConflictDoNothing();
  return { received: true, duplicate: false };
}

/**
 * The payment, the Club CXTI fee or the invoice payment (each through the same provider under its own id), that
 * the provider knows as `providerReference`, read again from the provider and applied: after its notice,
 * or after the payer's return from a provider that sends none (Transbank). Nothing when `id` names none.
 */
export async function readAgain(deps: AppDeps, providerName: string, id: string, providerReference: string): Promise<void> {
  const { db } = deps;
  const [transaction] = await db.select().from(paymentTransaction).where(eq(paymentTransaction.id, id)).limit(1);
  if (transaction) {
    if (transaction.provider === providerName && transaction.providerReference === providerReference) await refreshTransaction(deps, transaction, { evenIfFinal: true });
    return;
  }
  const [charge] = await db.select().from(clubCharge).where(eq(clubCharge.id, id)).limit(1);
  if (charge) {
    if (charge.provider === providerName && charge.providerReference === providerReference) await refreshClubCharge(deps, charge, { evenIfFinal: true });
    return;
  }
  const [payment] = await db.select().from(invoicePayment).where(eq(invoicePayment.id, id)).limit(1);
  if (payment?.provider === providerName && payment.providerReference === providerReference) await refreshInvoicePayment(deps, payment, { evenIfFinal: true });
}
