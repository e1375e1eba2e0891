/**
 * An order's lines checked and priced against the current catalogue (decisions.md, "Catalogue and
 * prices"): the gateway is the authority on prices, so what the cart sent is only compared, never used.
 */
import { formatQuantity, isNormalizedQuantity, maximumOf, quantityProblem, type QuantityRule } from '../../machines/rules/quantity';
import { chargedUnitPrice, computeTotals, lineNet, type CartTotals } from '../../machines/rules/totals';
import type { CurrentPrice, OrderLine } from '../../contract/orders';

export interface CatalogueProduct {
  id: number;
  name: string;
  uom: string;
  packSize: string;
  qtyStep: number;
  qtyMin: number;
  listPrice: number;
  cxtiPrice: number;
  active: boolean;
}

export interface PricedLine {
  productId: number;
  name: string;
  quantity: number;
  /** The net list price, as the order payload names `price_unit`. */
  priceUnit: number;
  cxtiPrice: number;
  /** Net, at the price this customer pays: the club price for members on club products. */
  subtotal: number;
}

export type FieldErrors = Record<string, string[]>;

/** The largest amount a PostgreSQL integer column holds. */
const maxAmount = 2_147_483_647;

const wholeQuantityMessages: Readonly<Record<string, string>> = {
  un: 'Este producto se pide en unidades enteras.',
  caja: 'Este producto se pide en cajas enteras.',
  lt: 'Este producto se pide en litros enteros.',
};

/** Kilos take one decimal (spec: quantities keep one decimal); every other unit is counted whole. */
export function quantityError(uom: string, quantity: number): string | null {
  if (uom === 'kg') return isNormalizedQuantity(quantity) ? null : 'Los kilos se piden con un decimal como máximo.';
  return Number.isInteger(quantity) ? null : (wholeQuantityMessages[uom] ?? 'Este producto se pide en cantidades enteras.');
}

/** What a line's quantity breaks of its product's rule, in the words the cart uses beside its stepper. */
export function productQuantityError(product: Pick<CatalogueProduct, 'uom' | 'packSize' | 'qtyStep' | 'qtyMin'>, quantity: number): string | null {
  const rule: QuantityRule = { step: product.qtyStep, min: product.qtyMin };
  const amount = (value: number) => `${formatQuantity(value)} ${product.uom}`;
  switch (quantityProblem(quantity, rule)) {
    case null:
      return null;
    case 'notMultiple':
      return rule.step === 1
        ? (wholeQuantityMessages[product.uom] ?? 'Este producto se pide en cantidades enteras.')
        : `Este producto se vende en múltiplos de ${amount(rule.step)} (${product.packSize}).`;
    case 'belowMinimum':
      return `Este producto se vende desde ${amount(rule.min)}.`;
    case 'aboveMaximum':
      return `El máximo por línea de este producto es ${amount(maximumOf(rule))}.`;
  }
}

const field = (index: number, name: keyof OrderLine) => `order_line.${index}.${name}`;

/** A product named on two lines: the cart keeps one line per product. */
export function duplicateLineErrors(lines: readonly OrderLine[]): FieldErrors {
  const seen = new Set<number>();
  const errors: FieldErrors = {};
  lines.forEach((line, index) => {
    if (seen.has(line.product_id)) errors[field(index, 'product_id')] = ['Este producto ya está en otra línea del pedido.'];
    seen.add(line.product_id);
  });
  return errors;
}

/** Lines naming a product that does not exist or is no longer sold. */
export function unavailableLineErrors(lines: readonly OrderLine[], products: ReadonlyMap<number, CatalogueProduct>): FieldErrors {
  const errors: FieldErrors = {};
  lines.forEach((line, index) => {
    if (!products.get(line.product_id)?.active) errors[field(index, 'product_id')] = ['Este producto ya no está disponible.'];
  });
  return errors;
}

export function quantityLineErrors(lines: readonly OrderLine[], products: ReadonlyMap<number, CatalogueProduct>): FieldErrors {
  const errors: FieldErrors = {};
  lines.forEach((line, index) => {
    const product = products.get(line.product_id);
    const message = product ? productQuantityError(product, line.product_uom_qty) : null;
    if (message) errors[field(index, 'product_uom_qty')] = [message];
  });
  return errors;
}

/** The catalogue's prices of the order's products, in the order's order, as a 409 lists them. */
export function currentPrices(lines: readonly OrderLine[], products: ReadonlyMap<number, CatalogueProduct>): CurrentPrice[] {
  return lines.flatMap((line) => {
    const product = products.get(line.product_id);
    return product ? [{ product_id: product.id, price_unit: product.listPrice, cxti_price: product.cxtiPrice }] : [];
  });
}

export function hasStalePrices(lines: readonly OrderLine[], products: ReadonlyMap<number, CatalogueProduct>): boolean {
  return lines.some((line) => {
    const product = products.get(line.product_id);
    return !product || product.listPrice !== line.price_unit || product.cxtiPrice !== line.cxti_price;
  });
}

/**
 * The order's lines and totals at the catalogue's prices (spec section 9 through the shared totals):
 * members pay `cxti_price` where it is not 0; shipping follows delivery or store pickup. Every product
 * must be in `products`.
 */
export function priceOrder(
  lines: readonly OrderLine[],
  products: ReadonlyMap<number, CatalogueProduct>,
  options: { isClubMember: boolean; pickup: boolean },
): { lines: PricedLine[]; totals: CartTotals } {
  const priced = lines.map((line) => {
    const product = products.get(line.product_id);
    if (!product) throw new Error(`product ${line.product_id} was not loaded`);
    return { line, product, rule: { quantity: line.product_uom_qty, list_price: product.listPrice, cxti_price: product.cxtiPrice } };
  });
  const totals = computeTotals(
    priced.map(({ rule }) => rule),
    { isClubMember: options.isClubMember, delivery: options.pickup ? 'pickup' : 'delivery' },
  );
  return {
    totals,
    lines: priced.map(({ line, product, rule }) => ({
      productId: product.id,
      name: product.name,
      quantity: line.product_uom_qty,
      priceUnit: product.listPrice,
      cxtiPrice: product.cxtiPrice,
      subtotal: lineNet(line.product_uom_qty, chargedUnitPrice(rule, options.isClubMember)),
    })),
  };
}

/** True when some amount would not fit the database's integer columns. */
export function exceedsAmountLimit(totals: CartTotals): boolean {
  return Math.max(totals.total, totals.originalTotal, totals.cxtiTotal, totals.subTotal + totals.shipping) > maxAmount;
}
