import type { SavedCard } from '../../../contract/cards';

/** "12/29", the expiry as the card prints it. */
export function cardExpiryText(card: Pick<SavedCard, 'exp_month' | 'exp_year'>): string {
  return `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year % 100).padStart(2, '0')}`;
}
