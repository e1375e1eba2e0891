/**
 * Chilean pesos (decisions.md): CLP has no decimals and is written the es-CL way, `$50.000`.
 * Pure functions; `Intl` is part of the language, not of the browser.
 */

const clp = new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP', maximumFractionDigits: 0 });

/**
 * Rounds an amount to whole pesos, half away from zero, after removing binary noise: `13860 * 1.19`
 * is 16493.399999999998 in floating point, and amounts like 22431.5 must become 22432, not 22431.
 * Exact for every amount below 10^12 pesos with at most three decimals.
 */
export function roundClp(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  const clean = Number(Math.abs(amount).toPrecision(15));
  const rounded = Math.sign(amount) * Math.round(clean);
  return rounded === 0 ? 0 : rounded;
}

/** `$50.000`, `$4.990`, `$0`; a negative amount is written `-$1.000`. */
export function formatClp(amount: number): string {
  const rounded = roundClp(amount);
  const text = clp.format(Math.abs(rounded));
  return rounded < 0 ? `-${text}` : text;
}
