/**
 * An order far above what the company usually orders is confirmed by the buyer before it is paid: a
 * typo of a few zeros ("10000" for "10") should cost a second look, not a pallet of oil. Far above is
 * at least three times the usual total (the median of its latest orders) and $500.000 more than it.
 */
export const LARGE_ORDER_FACTOR = 3;
export const LARGE_ORDER_MARGIN = 500_000;

/** Whether `total` (CLP with IVA) asks for a confirmation against `usual`; never while the usual is unknown. */
export function isUnusuallyLarge(total: number, usual: number | null): boolean {
  return usual !== null && usual > 0 && total >= usual * LARGE_ORDER_FACTOR && total - usual >= LARGE_ORDER_MARGIN;
}
