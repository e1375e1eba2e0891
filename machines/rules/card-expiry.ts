/**
 * Where a saved card stands on `today` (Santiago, `YYYY-MM-DD`): a card works until the last day of its
 * expiry month; it is "expiring" in that month and the one before, so the buyer replaces it in time.
 * A card whose provider keeps the expiry to itself (null) is taken as working: a charge it declines says so.
 */
export type CardExpiry = 'ok' | 'expiring' | 'expired';

export function cardExpiry({ expMonth, expYear }: { expMonth: number | null; expYear: number | null }, today: string): CardExpiry {
  if (expMonth === null || expYear === null) return 'ok';
  const [year, month] = today.split('-').map(Number) as [number, number];
  const monthsLeft = (expYear - year) * 12 + (expMonth - month);
  if (monthsLeft < 0) return 'expired';
  return monthsLeft <= 1 ? 'expiring' : 'ok';
}
