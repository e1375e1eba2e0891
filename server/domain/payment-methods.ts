/**
 * What a company may pay with (decisions.md, "Pago"): a card on the provider's page, each card it saved
 * with the provider, and its credit line when it has one. Ids follow the contract's stable scheme, so
 * listing and resolving are the same rule read both ways.
 */
import { savedCardName } from '../../contract/cards';
import { paymentMethodIds, savedCardIdBase, type PaymentMethod } from '../../contract/payments';
import { cardExpiry } from '../../machines/rules/card-expiry';
import type { CreditLine } from '../payments/credit-line';

export interface SavedCard {
  /** payment_token id. */
  id: number;
  providerRef: string;
  brand: string;
  last4: string;
  /** Null when the provider does not tell the expiry. */
  expMonth: number | null;
  expYear: number | null;
  isPrimary: boolean;
}

export interface CompanyPaymentFacts {
  /** res_partner.credit_days of the company; 0 means no credit line. */
  creditDays: number;
  /** Its credit line's limit and what is left of it (both 0 without a line). */
  credit: Pick<CreditLine, 'limit' | 'available'>;
  /** The company's active saved cards, in the order they are offered. */
  savedCards: readonly SavedCard[];
  /** Today in Santiago, `YYYY-MM-DD`: an expired card is listed, but cannot be chosen. */
  today: string;
}

export type ResolvedPaymentMethod =
  | { id: number; code: 'card' }
  | { id: number; code: 'credit'; creditDays: number }
  | { id: number; code: 'saved_card'; card: SavedCard };

export const cardMethodName = 'Tarjeta de crédito o débito';

function creditMethodName(creditDays: number): string {
  return `Crédito ${creditDays} días`;
}

function isCardCurrent(card: Pick<SavedCard, 'expMonth' | 'expYear'>, today: string): boolean {
  return cardExpiry(card, today) !== 'expired';
}

function savedCardMethodId(tokenId: number): number {
  return savedCardIdBase + tokenId;
}

/** The id a payment made with `code` (and, for a saved card, its token) is listed under. */
export function paymentMethodIdOf(code: PaymentMethod['code'], tokenId: number | null): number {
  if (code === 'saved_card' && tokenId !== null) return savedCardMethodId(tokenId);
  return code === 'credit' ? paymentMethodIds.credit : paymentMethodIds.card;
}

export function listPaymentMethods(facts: CompanyPaymentFacts): PaymentMethod[] {
  const methods: PaymentMethod[] = [{ id: paymentMethodIds.card, code: 'card', name: cardMethodName }];
  for (const card of facts.savedCards) {
    methods.push({
      id: savedCardMethodId(card.id),
      code: 'saved_card',
      name: savedCardName(card),
      card: { state: cardExpiry(card, facts.today), is_primary: card.isPrimary },
    });
  }
  if (facts.creditDays > 0) {
    const credit = { days: facts.creditDays, limit: facts.credit.limit, available: facts.credit.available };
    methods.push({ id: paymentMethodIds.credit, code: 'credit', name: creditMethodName(facts.creditDays), credit });
  }
  return methods;
}

/** The method behind an id, or null when this company may not use it (unknown, another's card, no credit line). */
export function resolvePaymentMethod(id: number, facts: CompanyPaymentFacts): ResolvedPaymentMethod | null {
  if (id === paymentMethodIds.card) return { id, code: 'card' };
  if (id === paymentMethodIds.credit) {
    return facts.creditDays > 0 ? { id, code: 'credit', creditDays: facts.creditDays } : null;
  }
  const card = facts.savedCards.find((saved) => savedCardMethodId(saved.id) === id);
  return card && isCardCurrent(card, facts.today) ? { id, code: 'saved_card', card } : null;
}
