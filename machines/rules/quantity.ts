/**
 * Cart quantities (spec sections 5 and 9): they change by 1 per step, keep one decimal (kilos may be
 * 2,5), never go below 0 nor above the most one order line may ask for. The same rules serve the
 * machine, the views and the gateway.
 */
import { MAX_LINE_QUANTITY } from '../../contract/vocabulary';

/** How much one press of + or − changes a quantity. */
const QUANTITY_STEP = 1;

/** Quantities keep one decimal. */
const QUANTITY_DECIMALS = 1;

const factor = 10 ** QUANTITY_DECIMALS;

/**
 * Rounds to one decimal, half away from zero, after removing binary noise (`1.45 * 10` is
 * 14.499999999999998 in floating point, yet 1,45 must round to 1,5). Not-a-number becomes 0, and so
 * does −0.
 */
export function roundQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 0;
  const scaled = Number((Math.abs(quantity) * factor).toPrecision(15));
  const rounded = (Math.sign(quantity) * Math.round(scaled)) / factor;
  return rounded === 0 ? 0 : rounded;
}

/** A quantity as the cart keeps it: one decimal, between 0 and the gateway's line maximum. */
export function normalizeQuantity(quantity: number): number {
  const rounded = roundQuantity(quantity);
  return rounded > 0 ? Math.min(rounded, MAX_LINE_QUANTITY) : 0;
}

export function increaseQuantity(quantity: number): number {
  return normalizeQuantity(normalizeQuantity(quantity) + QUANTITY_STEP);
}

/** 0,4 kg minus one step is 0, not −0,6. */
export function decreaseQuantity(quantity: number): number {
  return normalizeQuantity(normalizeQuantity(quantity) - QUANTITY_STEP);
}

/** Adding a product that is already in the cart adds to the quantity it had. */
export function addQuantities(current: number, added: number): number {
  return normalizeQuantity(normalizeQuantity(current) + normalizeQuantity(added));
}

/** True for what `normalizeQuantity` could have produced: finite, 0 to the line maximum, at most one decimal. */
export function isNormalizedQuantity(quantity: number): boolean {
  return Number.isFinite(quantity) && quantity >= 0 && normalizeQuantity(quantity) === quantity;
}

/** Sum of quantities, kept at one decimal (2 cajas + 1,5 kg = 3,5). */
export function sumQuantities(quantities: readonly number[]): number {
  return roundQuantity(quantities.reduce((sum, quantity) => sum + quantity, 0));
}

const quantityFormat = new Intl.NumberFormat('es-CL', { maximumFractionDigits: QUANTITY_DECIMALS });

/** Quantities the es-CL way: `2,5`. */
export function formatQuantity(quantity: number): string {
  return quantityFormat.format(quantity);
}

/** What a buyer typed in a quantity box (`2,5` or `2.5`), to one decimal; null when it is not a quantity. */
export function parseQuantity(text: string): number | null {
  const normalized = text.trim().replace(',', '.');
  if (!/^\d+(\.\d*)?$/.test(normalized)) return null;
  return roundQuantity(Number(normalized));
}
