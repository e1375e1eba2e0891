/**
 * Cart quantities (spec sections 5 and 9, issue 32): each product is sold by its own rule, a step (whole
 * units, a box's 10 kg, a weighed piece's 0,5 kg) and a minimum; quantities keep one decimal, never go
 * below 0 nor above the most one order line may ask for. The same rules serve the machine, the views
 * and the gateway.
 */
import { MAX_LINE_QUANTITY, type UnitOfMeasure } from '../../contract/vocabulary';

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

/** Quantities the es-CL way: `2,5`, `1.000`. */
export function formatQuantity(quantity: number): string {
  return quantityFormat.format(quantity);
}

/**
 * What a buyer typed in a quantity box, read as Chileans write numbers: `2,5` is two and a half and
 * `1.000` a thousand (a dot before groups of three digits separates thousands); `2.5`, which no
 * thousands could be, is two and a half too. To one decimal; null when it is not a quantity.
 */
export function parseQuantity(text: string): number | null {
  const typed = text.trim().replace(/\s/g, '');
  const thousands = /^\d{1,3}(\.\d{3})+(,\d*)?$/.test(typed);
  const normalized = thousands ? typed.replace(/\./g, '').replace(',', '.') : typed.replace(',', '.');
  if (!/^\d+(\.\d*)?$/.test(normalized)) return null;
  return roundQuantity(Number(normalized));
}

/**
 * How a product is sold: in multiples of `step` (1 for whole units, 10 for a 10 kg box sold by the
 * kilo, 0,5 for a weighed piece) and never less than `min`, itself a multiple of the step.
 */
export interface QuantityRule {
  step: number;
  min: number;
}

/** The rule of a line that came without one (a cart stored before rules): kilos by the half, the rest whole. */
export const fallbackRuleOf = (unit: UnitOfMeasure | undefined): QuantityRule => (unit === 'kg' ? { step: 0.5, min: 0.5 } : { step: 1, min: 1 });

const isTenths = (value: number) => Number.isFinite(value) && roundQuantity(value) === value;

/** A rule the gateway may send and a cart may keep: positive tenths, the minimum a multiple of the step. */
export function isQuantityRule(rule: QuantityRule): boolean {
  return isTenths(rule.step) && rule.step > 0 && rule.step <= MAX_LINE_QUANTITY && isTenths(rule.min) && rule.min >= rule.step && rule.min <= MAX_LINE_QUANTITY && isMultiple(rule.min, rule.step);
}

/** Counted in tenths, where one-decimal quantities are whole numbers and the check is exact. */
const tenths = (value: number) => Math.round(value * factor);

function isMultiple(quantity: number, step: number): boolean {
  return tenths(quantity) % tenths(step) === 0;
}

/** The most one line may ask for under `rule`: the line maximum, down to a multiple of the step. */
export function maximumOf(rule: QuantityRule): number {
  return (Math.floor(tenths(MAX_LINE_QUANTITY) / tenths(rule.step)) * tenths(rule.step)) / factor;
}

/** Why a quantity does not follow its product's rule; null when it does. */
export type QuantityProblem = 'notMultiple' | 'belowMinimum' | 'aboveMaximum';

export function quantityProblem(quantity: number, rule: QuantityRule): QuantityProblem | null {
  if (!isTenths(quantity) || !isMultiple(quantity, rule.step)) return 'notMultiple';
  if (quantity < rule.min) return 'belowMinimum';
  if (quantity > maximumOf(rule)) return 'aboveMaximum';
  return null;
}

/** What a typed quantity becomes under a rule, and what was changed to get there (null: nothing). */
export interface FittedQuantity {
  quantity: number;
  change: QuantityProblem | null;
}

/**
 * A typed quantity made one the product is sold in: 0 stays 0 (the line goes), anything else goes to
 * the nearest multiple of the step (halves up), then up to the minimum or down to the maximum.
 */
export function fitQuantity(typed: number, rule: QuantityRule): FittedQuantity {
  const quantity = Number.isFinite(typed) ? typed : 0;
  if (roundQuantity(quantity) <= 0) return { quantity: 0, change: null };
  const nearest = (Math.round(Number((quantity / rule.step).toPrecision(15))) * tenths(rule.step)) / factor;
  if (nearest < rule.min) return { quantity: rule.min, change: 'belowMinimum' };
  if (nearest > maximumOf(rule)) return { quantity: maximumOf(rule), change: 'aboveMaximum' };
  return { quantity: nearest, change: nearest === quantity ? null : 'notMultiple' };
}

/** One press of +: the next multiple, the minimum from nothing, never past the maximum. */
export function stepUp(quantity: number, rule: QuantityRule): number {
  const current = fitQuantity(quantity, rule).quantity;
  return Math.min(Math.max(roundQuantity(current + rule.step), rule.min), maximumOf(rule));
}

/** One press of −: the previous multiple; below the minimum the line is 0. */
export function stepDown(quantity: number, rule: QuantityRule): number {
  const next = roundQuantity(fitQuantity(quantity, rule).quantity - rule.step);
  return next < rule.min ? 0 : next;
}
