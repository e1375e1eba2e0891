/** "12/29", the expiry as the card prints it. */
export function cardExpiryText(card: { exp_month: number; exp_year: number }): string {
  return `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year % 100).padStart(2, '0')}`;
}
