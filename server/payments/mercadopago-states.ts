/**
 * What MercadoPago's payment statuses mean to the gateway, and why, in Spanish, a payer's card was
 * declined or is still being looked at (its status_detail).
 */
import type { MercadoPagoPayment } from './mercadopago-api';
import type { ProviderPaymentState } from './provider';

const reasons: Readonly<Record<string, string>> = {
  cc_rejected_insufficient_amount: 'La tarjeta no tiene saldo o cupo suficiente.',
  cc_rejected_bad_filled_security_code: 'El código de seguridad de la tarjeta no es correcto.',
  cc_rejected_bad_filled_date: 'La fecha de vencimiento de la tarjeta no es correcta.',
  cc_rejected_bad_filled_other: 'Algún dato de la tarjeta no es correcto.',
  cc_rejected_call_for_authorize: 'El banco pide que autorices este pago: llámalo y vuelve a intentarlo.',
  cc_rejected_card_disabled: 'La tarjeta no está activa: comunícate con tu banco.',
  cc_rejected_max_attempts: 'Llegaste al límite de intentos con esta tarjeta: usa otra.',
  cc_rejected_high_risk: 'MercadoPago rechazó el pago por seguridad: usa otra tarjeta u otro medio de pago.',
  pending_contingency: 'El banco está revisando el pago; te avisaremos cuando se confirme.',
  pending_review_manual: 'MercadoPago está revisando el pago; te avisaremos cuando se confirme.',
  expired: 'La autorización de la tarjeta venció antes del cobro.',
};

const genericRejection = 'El medio de pago rechazó el pago.';
const genericReview = 'El pago está en revisión; te avisaremos cuando se confirme.';

const given = new Set(['refunded', 'charged_back']);
const refused = new Set(['rejected', 'cancelled']);

export const rejectionOf = (payment: Pick<MercadoPagoPayment, 'statusDetail'>): string => reasons[payment.statusDetail ?? ''] ?? genericRejection;

/**
 * How our payment stands given every MercadoPago payment made for it (a payer may be declined, then pay
 * with another card): approved if any was, refunded if one was given back, pending while one is still
 * undecided or none exists yet, rejected once all were declined or cancelled (the newest says why).
 */
export function stateOf(payments: readonly MercadoPagoPayment[]): { state: ProviderPaymentState; message?: string } {
  if (payments.some((payment) => payment.status === 'approved')) return { state: 'approved' };
  if (payments.some((payment) => given.has(payment.status))) return { state: 'refunded' };
  const undecided = payments.find((payment) => !refused.has(payment.status));
  // in_process is the bank or MercadoPago looking at a card payment: the payer hears why it waits.
  if (undecided?.status === 'in_process') return { state: 'pending', message: reasons[undecided.statusDetail ?? ''] ?? genericReview };
  if (undecided) return { state: 'pending' };
  const [newest] = payments;
  return newest ? { state: 'rejected', message: rejectionOf(newest) } : { state: 'pending' };
}
