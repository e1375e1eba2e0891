/**
 * What an order's payment and a Club CXTI fee share on their way to the provider: the method the
 * company pays with, the provider itself, opening the checkout, and reading back what became of it.
 */
import { resolvePaymentMethod, type ResolvedPaymentMethod } from '../domain/payment-methods';
import type { AppDeps } from '../context';
import type { Db } from '../db/client';
import { ApiError } from '../http/errors';
import { loadPaymentFacts, type PayingCompany } from './company-methods';
import type { PaymentProvider, ProviderPaymentState } from './provider';

type CardMethod = Exclude<ResolvedPaymentMethod, { code: 'credit' }>;

/** The company's method behind an id (404 when it is not one of the company's, or cannot pay now). */
export async function payingMethodOf(db: Db, company: PayingCompany, paymentMethodId: number, today: string): Promise<ResolvedPaymentMethod> {
  const method = resolvePaymentMethod(paymentMethodId, await loadPaymentFacts(db, company, today));
  if (!method) {
    const message = 'Este medio de pago no está disponible para tu empresa.';
    throw new ApiError(404, 'not_found', message, { payment_method_id: [message] });
  }
  return method;
}

/** The card or saved card `paymentMethodId` names for the company; credit is refused with `creditRefusal`. */
export async function cardMethodOf(db: Db, company: PayingCompany, paymentMethodId: number, today: string, creditRefusal: string): Promise<CardMethod> {
  const method = await payingMethodOf(db, company, paymentMethodId, today);
  if (method.code === 'credit') throw new ApiError(422, 'method_not_allowed', creditRefusal, { payment_method_id: [creditRefusal] });
  return method;
}

export function providerOf(deps: Pick<AppDeps, 'payments'>, unavailable = 'El pago con tarjeta no está disponible en este momento. Intenta de nuevo más tarde.'): PaymentProvider {
  if (!deps.payments) throw new ApiError(503, 'payments_unavailable', unavailable);
  return deps.payments;
}

export const providerUnreachable = () =>
  new ApiError(502, 'provider_unavailable', 'No pudimos comunicarnos con el medio de pago. Intenta de nuevo en unos minutos.');

/** Opens a checkout at the provider; a provider that does not answer is a 502 the buyer can retry. */
export async function openCheckout(
  { logger }: Pick<AppDeps, 'logger'>,
  provider: PaymentProvider,
  request: Parameters<PaymentProvider['createCheckout']>[0],
  what: string,
) {
  try {
    return await provider.createCheckout(request);
  } catch (error) {
    logger.warn({ event: 'payments.checkoutRefused', provider: provider.name, what, err: error });
    throw providerUnreachable();
  }
}

/** How long a second attempt waits for the first, still talking to its provider, to have a page to answer. */
const openRecordWaitMs = 10_000;

/**
 * The record as it is once its provider answered: one reserved by a request still talking to the
 * provider has no page yet, so it is read again until it has one or closed without one.
 */
export async function awaitCheckoutPage<Row extends { redirectUrl: string | null; state: string }>(find: () => Promise<Row | undefined>): Promise<Row | undefined> {
  const deadline = Date.now() + openRecordWaitMs;
  // Backing off, so waiting requests do not crowd out the one they wait for on the connection pool.
  for (let pause = 25; ; pause = Math.min(pause * 2, 400)) {
    const record = await find();
    if (!record || record.redirectUrl || record.state !== 'pending' || Date.now() > deadline) return record;
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

/** A payment record already reserved in the database, to be told what became of its checkout. */
interface ReservedRecord<Row> {
  /** Nothing was opened at the provider: the reservation closes (rejected) so the payer can try again. */
  close(message: string): Promise<void>;
  /** Keeps where the provider's checkout is, and answers the record as it now is. */
  opened(checkout: { providerReference: string; redirectUrl: string }): Promise<Row | undefined>;
}

/** Opens the checkout of a record reserved in the database, and records either its page or its failure. */
export async function openReservedCheckout<Row>(
  deps: Pick<AppDeps, 'logger'>,
  provider: PaymentProvider,
  request: Parameters<PaymentProvider['createCheckout']>[0],
  what: string,
  record: ReservedRecord<Row>,
) {
  let checkout;
  try {
    checkout = await openCheckout(deps, provider, request, what);
  } catch (error) {
    await record.close('No pudimos comunicarnos con el medio de pago.');
    throw error;
  }
  return { redirectUrl: checkout.redirectUrl, row: await record.opened(checkout) };
}

interface ChargeRecord {
  id: string;
  state: string;
  provider: string;
  providerReference: string | null;
}

/**
 * What the provider now says of a payment record; null when there is nothing to ask (a final record,
 * unless `evenIfFinal`: a webhook may bring a late approval of an attempt already closed here; another
 * provider) or the provider did not answer, so the record simply stays as it is.
 */
export async function providerOutcome(
  deps: Pick<AppDeps, 'payments' | 'logger'>,
  record: ChargeRecord,
  { evenIfFinal = false } = {},
): Promise<{ state: ProviderPaymentState; message?: string } | null> {
  const provider = deps.payments;
  const asked = record.state === 'pending' || (evenIfFinal && record.state === 'rejected');
  if (!asked || !record.providerReference || provider?.name !== record.provider) return null;
  try {
    return await provider.getPayment(record.providerReference);
  } catch (error) {
    deps.logger.warn({ event: 'payments.noAnswer', provider: provider.name, record: record.id, err: error });
    return null;
  }
}

/**
 * Gives back a charge the database already marked `refunding` and records that it went back; a
 * provider that does not answer leaves it `refunding` for the money sweeper to try again.
 */
export async function refundCharge(
  deps: Pick<AppDeps, 'payments' | 'logger'>,
  record: ChargeRecord,
  markRefunded: () => Promise<void>,
): Promise<boolean> {
  const provider = deps.payments;
  if (record.state !== 'refunding' || !record.providerReference || provider?.name !== record.provider) return false;
  try {
    await provider.refund(record.providerReference);
  } catch (error) {
    deps.logger.warn({ event: 'payments.refundFailed', provider: provider.name, record: record.id, err: error });
    return false;
  }
  await markRefunded();
  deps.logger.info({ event: 'payments.refunded', provider: provider.name, record: record.id });
  return true;
}
