/**
 * The sandbox's documented test numbers, like a real provider's test mode: a saved card keeps the
 * behaviour of the number it was saved with (never the number), and every charge of it answers that.
 * Any other number that passes the page's checks is approved.
 */
import type { ProviderPaymentState } from './provider';

export const cardBehaviours = ['approve', 'decline', 'insufficient_funds', 'pending', 'capture_decline'] as const;
export type CardBehaviour = (typeof cardBehaviours)[number];

interface TestCard {
  number: string;
  brand: string;
  behaviour: CardBehaviour;
  /** What the page lists beside the number. */
  outcome: string;
}

export const sandboxTestCards: readonly TestCard[] = [
  { number: '4242 4242 4242 4242', brand: 'Visa', behaviour: 'approve', outcome: 'Aprobada' },
  { number: '5555 5555 5555 4444', brand: 'Mastercard', behaviour: 'approve', outcome: 'Aprobada' },
  { number: '3782 822463 10005', brand: 'American Express', behaviour: 'approve', outcome: 'Aprobada' },
  { number: '4000 0000 0000 0002', brand: 'Visa', behaviour: 'decline', outcome: 'Rechazada por el banco' },
  { number: '4000 0000 0000 9995', brand: 'Visa', behaviour: 'insufficient_funds', outcome: 'Fondos insuficientes' },
  { number: '4000 0000 0000 3220', brand: 'Visa', behaviour: 'pending', outcome: 'Queda pendiente de revisión' },
  { number: '4000 0000 0000 0341', brand: 'Visa', behaviour: 'capture_decline', outcome: 'Autoriza, pero rechaza el cobro al capturar' },
];

export function behaviourOf(digits: string): CardBehaviour {
  return sandboxTestCards.find((card) => card.number.replace(/\s/g, '') === digits)?.behaviour ?? 'approve';
}

/** What charging a card with this behaviour answers; the message is the provider's, for the buyer. */
export const chargeOutcomes: Record<CardBehaviour, { state: Exclude<ProviderPaymentState, 'refunded'>; message: string | null }> = {
  approve: { state: 'approved', message: null },
  decline: { state: 'rejected', message: 'Tarjeta rechazada por el banco emisor.' },
  insufficient_funds: { state: 'rejected', message: 'Fondos insuficientes.' },
  pending: { state: 'pending', message: null },
  capture_decline: { state: 'rejected', message: 'Tarjeta rechazada por el banco emisor.' },
};

/**
 * What holding an amount on a card with this behaviour answers (a pending card authorises: only its
 * charges wait for review), and what capturing the hold answers later.
 */
export const authorizationOutcomes: Record<CardBehaviour, { authorized: boolean; captured: boolean; message: string | null }> = {
  approve: { authorized: true, captured: true, message: null },
  decline: { authorized: false, captured: false, message: chargeOutcomes.decline.message },
  insufficient_funds: { authorized: false, captured: false, message: chargeOutcomes.insufficient_funds.message },
  pending: { authorized: true, captured: true, message: null },
  capture_decline: { authorized: true, captured: false, message: 'El banco emisor rechazó el cobro de la tarjeta.' },
};

export const unknownCardMessage = 'El proveedor no reconoce esta tarjeta guardada: agrégala de nuevo.';
