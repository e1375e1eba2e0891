/**
 * Pedido rápido's reading of a line (issue 34): how a pasted line splits into a product, a quantity and a
 * unit, and what a line becomes once its product is known. The page splits, the gateway resolves and
 * settles, and the page settles again when the buyer chooses among the products a name matched: the
 * same rules in all three places.
 */
import type { QuickOrderChange, QuickOrderRefusal } from '../../contract/quick-order';
import type { QuantityRule } from './quantity';
import { fitQuantity, parseQuantity } from './quantity';
import { foldForSearch } from './search';
import type { StockState, UnitOfMeasure } from '../../contract/vocabulary';

/** The words a Chilean kitchen writes for each unit the catalogue sells by. */
const unitWords: Readonly<Record<UnitOfMeasure, readonly string[]>> = {
  kg: ['kg', 'kgs', 'kilo', 'kilos', 'k'],
  un: ['un', 'u', 'ud', 'uds', 'und', 'unid', 'unidad', 'unidades'],
  caja: ['caja', 'cajas', 'cj', 'cja'],
  lt: ['l', 'lt', 'lts', 'litro', 'litros'],
};

/** The unit a written word means, or null when it means none the catalogue knows. */
export function unitOf(text: string): UnitOfMeasure | null {
  const word = foldForSearch(text.trim()).replace(/\.$/, '');
  const found = Object.entries(unitWords).find(([, words]) => words.includes(word));
  return found ? (found[0] as UnitOfMeasure) : null;
}

/** One line split into what it names, as written: null where it says nothing. */
export interface LineParts {
  query: string;
  quantity: string | null;
  unit: string | null;
}

const number = String.raw`\d+(?:[.,]\d+)*`;
const word = String.raw`[\p{L}]+\.?`;
/** `3 x aceite de oliva`, `2 kg x palta`, `3x aceite`. */
const leading = new RegExp(String.raw`^(${number})\s*(${word})?\s*[x×*]\s*(.+)$`, 'iu');
/** `AC-002 3`, `palta hass 2,5 kg`, `palta hass 2,5kg`. */
const trailing = new RegExp(String.raw`^(.+?)\s+(${number})\s*(${word})?$`, 'u');

const orNull = (text: string | undefined) => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * A pasted line's parts, or null for a line with nothing to order (blank). Cells pasted from a
 * spreadsheet arrive tab- or semicolon-separated and are read in the template's order: product,
 * quantity, unit. A written line takes its quantity before an `x` or after the name.
 */
export function splitLine(text: string): LineParts | null {
  const line = text.trim();
  if (line === '') return null;
  if (/[\t;]/.test(line)) {
    const [query, quantity, unit] = line.split(/[\t;]/).map((cell) => cell.trim());
    return query ? { query, quantity: orNull(quantity), unit: orNull(unit) } : null;
  }
  const before = leading.exec(line);
  if (before) return { query: before[3]!.trim(), quantity: before[1]!, unit: orNull(before[2]) };
  const after = trailing.exec(line);
  if (after) return { query: after[1]!.trim(), quantity: after[2]!, unit: orNull(after[3]) };
  return { query: line, quantity: null, unit: null };
}

/** A spreadsheet's formula, or text a spreadsheet would take for one (`=`, `+` or `@` first): never evaluated. */
export function isFormula(text: string | null): boolean {
  return text !== null && /^[=+@]/.test(text.trim());
}

/** What the settling of a line needs of its product. */
export interface SettledProduct {
  uom: UnitOfMeasure;
  quantity_rule: QuantityRule;
  stock_state: StockState;
}

export type LineSettlement =
  | { status: 'ready'; quantity: number; change: QuickOrderChange | null }
  | { status: 'refused'; reason: QuickOrderRefusal };

/**
 * A line once its product is known: refused for a formula, a unit the product is not sold by, a
 * quantity that is not a positive number, or no stock; otherwise ready with its quantity fitted to the
 * product's rule (the minimum when none was written), saying what was changed.
 */
export function settleLine(product: SettledProduct, quantity: string | null, unit: string | null): LineSettlement {
  if (isFormula(quantity) || isFormula(unit)) return { status: 'refused', reason: 'formula' };
  if (unit !== null && unit.trim() !== '' && unitOf(unit) !== product.uom) return { status: 'refused', reason: 'wrongUnit' };
  const written = quantity === null || quantity.trim() === '' ? null : parseQuantity(quantity);
  if (quantity !== null && quantity.trim() !== '' && (written === null || written <= 0)) return { status: 'refused', reason: 'notANumber' };
  if (product.stock_state === 'out') return { status: 'refused', reason: 'outOfStock' };
  if (written === null) return { status: 'ready', quantity: product.quantity_rule.min, change: 'noQuantity' };
  const fitted = fitQuantity(written, product.quantity_rule);
  return { status: 'ready', quantity: fitted.quantity, change: fitted.change };
}
