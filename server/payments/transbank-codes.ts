/**
 * What the Transbank adapter sends Transbank to name an attempt, and how it words Transbank's codes for
 * the payer.
 */
import { createHash, randomBytes } from 'node:crypto';

/**
 * The buy orders Transbank asks for (at most 26 characters, unique per commerce code), from our transaction
 * id alone: two letters saying what the order is for (WP a Webpay Plus checkout; OP/OC a Oneclick charge,
 * the mall's order and its store's; HP/HC a Oneclick hold, likewise), then the first 24 hex digits (96 bits)
 * of the id's SHA-256. The same attempt always names the same order, so Transbank, which refuses an order it
 * already has, never charges one attempt twice; different attempts collide with odds of 2^-96.
 */
export type BuyOrderKind = 'WP' | 'OP' | 'OC' | 'HP' | 'HC';

export function buyOrderOf(kind: BuyOrderKind, transactionId: string): string {
  return `${kind}${createHash('sha256').update(transactionId).digest('hex').slice(0, 24)}`;
}

/** Webpay's session id (at most 61 characters), echoed back on a timed-out return: our id when it fits. */
export function sessionIdOf(transactionId: string, buyOrder: string): string {
  return transactionId.length <= 61 ? transactionId : buyOrder;
}

/** An opaque reference of ours (`prefix_` and 32 hex digits): what the gateway keeps instead of Transbank's ids. */
export const referenceOf = (prefix: string): string => `${prefix}_${randomBytes(16).toString('hex')}`;

export const referencePattern = (prefix: string): RegExp => new RegExp(`^${prefix}_[0-9a-f]{32}$`);

/**
 * Transbank's authorisation codes (transbankdevelopers.cl/producto/webpay, "Códigos de respuesta de
 * autorización"): level 1, every commerce's default, words -1 to -5; level 2, on request, adds -6 to -11;
 * Oneclick adds its limits (-96 to -99).
 */
const rejections: Readonly<Record<number, string>> = {
  [-1]: 'El banco rechazó el pago: revisa los datos de la tarjeta.',
  [-2]: 'El banco rechazó el pago por la tarjeta o su cuenta.',
  [-3]: 'Hubo un error al procesar el pago.',
  [-4]: 'El banco emisor rechazó el pago.',
  [-5]: 'El pago fue rechazado por riesgo de fraude.',
  [-6]: 'El banco rechazó el pago.',
  [-7]: 'La tarjeta está bloqueada.',
  [-8]: 'La tarjeta está vencida.',
  [-9]: 'La tarjeta no admite este tipo de pago.',
  [-10]: 'Hubo un problema con el pago.',
  [-11]: 'La tarjeta superó los reintentos permitidos tras un rechazo.',
  [-96]: 'La tarjeta ya no está inscrita en Oneclick: agrégala de nuevo.',
  [-97]: 'La tarjeta superó el monto diario de Oneclick.',
  [-98]: 'El pago supera el monto máximo de Oneclick.',
  [-99]: 'La tarjeta superó la cantidad de pagos diarios de Oneclick.',
};

export function rejectionMessage(responseCode: number | null | undefined): string {
  return (responseCode != null ? rejections[responseCode] : undefined) ?? 'El banco rechazó el pago.';
}

export const payerMessages = {
  aborted: 'Anulaste el pago en Webpay.',
  notEnrolled: 'Esta tarjeta no está inscrita en Webpay Oneclick: agrégala de nuevo en Mis Tarjetas.',
  timedOut: 'El tiempo para pagar en Webpay se agotó.',
  formError: 'Webpay no pudo completar el pago.',
  reversed: 'Transbank reversó el pago: no se cobró.',
  neverArrived: 'El cobro no llegó a Transbank: no se cobró.',
  holdGone: 'La autorización ya no está vigente.',
} as const;

/** Oneclick's card types (referencia/oneclick, "card_type") as the portal names brands (contract/cards.ts). */
const brands: Readonly<Record<string, string>> = {
  Visa: 'visa',
  MasterCard: 'mastercard',
  AmericanExpress: 'amex',
  Diners: 'diners',
  Magna: 'magna',
  Redcompra: 'redcompra',
  Prepago: 'prepago',
};

export const brandOf = (cardType: string): string => brands[cardType] ?? cardType.toLowerCase();
