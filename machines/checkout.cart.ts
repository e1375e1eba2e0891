import { paymentMethodCodes, unitsOfMeasure, type PaymentMethodCode, type UnitOfMeasure } from '../contract/vocabulary';
import type { Address } from '../contract/addresses';
import type { CurrentPrice } from '../contract/orders';
import { addressLine } from './rules/address';
import { fallbackRuleOf, fitQuantity, isQuantityRule, stepDown, stepUp, type FittedQuantity, type QuantityRule } from './rules/quantity';

/** A cart line (spec section 3). Prices are net CLP; `cxti_price` is 0 when the product is not in the club. */
export interface CartItem {
  id: number;
  product_name: string;
  quantity: number;
  list_price: number;
  cxti_price: number;
  /** The price before any club price; the catalogue sends `list_price` when it has nothing else. */
  original_price: number;
  unit?: UnitOfMeasure;
  /** How the product is sold (absent from carts stored before rules: `fallbackRuleOf` its unit). */
  quantity_rule?: QuantityRule;
  /** Its pack as the catalogue names it: `Caja 10 kg`. */
  pack_size?: string;
}

/** What the catalogue sends with `cart.add`: a product, without a quantity. */
export interface CartProduct {
  id: number;
  product_name: string;
  list_price: number;
  cxti_price?: number;
  original_price?: number;
  unit?: UnitOfMeasure;
  quantity_rule?: QuantityRule;
  pack_size?: string;
}

export interface CartAddition {
  product: CartProduct;
  /** Defaults to the product's minimum; made one the product is sold in (`fitQuantity`). */
  quantity?: number;
}

/** The rule a line or product is sold by. */
export const ruleOf = (line: Pick<CartItem, 'quantity_rule' | 'unit'>): QuantityRule => line.quantity_rule ?? fallbackRuleOf(line.unit);

/** Billing partner chosen in Direcciones (spec section 3: "a partner with an id"). */
export interface BillingPartner {
  id: number;
  name: string;
}

/** Direcciones: a delivery address of the company, or store pickup (`retiro_en_tienda`, no shipping). */
export type Delivery = { type: 'address'; addressId: number; label: string } | { type: 'pickup' };

/** The delivery as Direcciones keeps it: the address's id and how it reads on the order. */
export const deliveryTo = (address: Address): Delivery => ({
  type: 'address',
  addressId: address.id,
  label: `${address.name} · ${addressLine(address)}`,
});

/** Whole pesos: CLP has no cents, so a fraction can only come from a corrupted cart or a broken answer. */
const isPrice = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

function isValidProduct(product: CartProduct | undefined): boolean {
  return (
    !!product &&
    isId(product.id) &&
    typeof product.product_name === 'string' &&
    product.product_name.trim().length > 0 &&
    isPrice(product.list_price) &&
    (product.cxti_price === undefined || isPrice(product.cxti_price)) &&
    (product.original_price === undefined || isPrice(product.original_price)) &&
    (product.unit === undefined || unitsOfMeasure.includes(product.unit)) &&
    (product.quantity_rule === undefined || isQuantityRule(product.quantity_rule)) &&
    (product.pack_size === undefined || typeof product.pack_size === 'string')
  );
}

/** The quantity an addition really adds: the product's minimum by default, else what was asked made one it is sold in. */
function additionQuantity(addition: CartAddition): number {
  const rule = ruleOf(addition.product);
  return addition.quantity === undefined ? rule.min : fitQuantity(addition.quantity, rule).quantity;
}

export function isValidAddition(addition: CartAddition): boolean {
  return isValidProduct(addition.product) && additionQuantity(addition) > 0;
}

function lineFrom(product: CartProduct, quantity: number): CartItem {
  const line: CartItem = {
    id: product.id,
    product_name: product.product_name,
    quantity,
    list_price: product.list_price,
    cxti_price: product.cxti_price ?? 0,
    original_price: product.original_price ?? product.list_price,
  };
  if (product.unit) line.unit = product.unit;
  if (product.quantity_rule) line.quantity_rule = product.quantity_rule;
  if (product.pack_size) line.pack_size = product.pack_size;
  return line;
}

/**
 * Adds products; one already in the cart keeps its place and gets the added quantity, and takes the
 * name and prices the catalogue sent now. Invalid additions are skipped.
 */
export function addToCart(items: readonly CartItem[], additions: readonly CartAddition[]): CartItem[] {
  let next = [...items];
  for (const addition of additions) {
    if (!isValidAddition(addition)) continue;
    const quantity = additionQuantity(addition);
    const existing = next.find((line) => line.id === addition.product.id);
    next = existing
      ? next.map((line) => (line === existing ? lineFrom(addition.product, fitQuantity(existing.quantity + quantity, ruleOf(addition.product)).quantity) : line))
      : [...next, lineFrom(addition.product, quantity)];
  }
  return next;
}


/** A change the buyer makes to one line of the cart. */
export type LineChange =
  | { type: 'cart.increase'; id: number }
  | { type: 'cart.decrease'; id: number }
  | { type: 'cart.setQuantity'; id: number; quantity: number }
  | { type: 'cart.remove'; id: number };

/** The change applies to a line of the cart (and a typed quantity is a number, 0 or more). */
export function isValidLineChange(items: readonly CartItem[], change: LineChange): boolean {
  if (!items.some((line) => line.id === change.id)) return false;
  return change.type !== 'cart.setQuantity' || (Number.isFinite(change.quantity) && change.quantity >= 0);
}

/** A line that left the cart, where it stood, so "Deshacer" puts it back as it was. */
export interface RemovedLine {
  line: CartItem;
  index: number;
}

/** A line's change: the cart after it, what a typed quantity became when it was not one the product is sold in, and the line that left. */
export interface ChangedCart {
  items: CartItem[];
  adjusted: { line: CartItem; typed: number; fitted: FittedQuantity } | null;
  removed: RemovedLine | null;
}

/** What the change asks the line's quantity to be, under its product's rule; 0 takes the line out. */
function requested(line: CartItem, change: LineChange): { typed: number; fitted: FittedQuantity } {
  const rule = ruleOf(line);
  switch (change.type) {
    case 'cart.increase':
      return { typed: line.quantity, fitted: { quantity: stepUp(line.quantity, rule), change: null } };
    case 'cart.decrease':
      return { typed: line.quantity, fitted: { quantity: stepDown(line.quantity, rule), change: null } };
    case 'cart.setQuantity':
      return { typed: change.quantity, fitted: fitQuantity(change.quantity, rule) };
    case 'cart.remove':
      return { typed: 0, fitted: { quantity: 0, change: null } };
  }
}

export function changeLine(items: readonly CartItem[], change: LineChange): ChangedCart {
  const index = items.findIndex((line) => line.id === change.id);
  const line = items[index];
  if (!line) return { items: [...items], adjusted: null, removed: null };
  const { typed, fitted } = requested(line, change);
  if (fitted.quantity === 0) return { items: items.filter((other) => other !== line), adjusted: null, removed: { line, index } };
  const changed = { ...line, quantity: fitted.quantity };
  return {
    items: items.map((other) => (other === line ? changed : other)),
    adjusted: fitted.change ? { line: changed, typed, fitted } : null,
    removed: null,
  };
}

/** The cart with a removed line back where it stood; unchanged when the product is in the cart again. */
export function restoreLine(items: readonly CartItem[], removed: RemovedLine): CartItem[] {
  if (items.some((line) => line.id === removed.line.id)) return [...items];
  const next = [...items];
  next.splice(Math.min(removed.index, next.length), 0, removed.line);
  return next;
}

export function isValidPrice(price: CurrentPrice): boolean {
  return !!price && isId(price.product_id) && isPrice(price.price_unit) && isPrice(price.cxti_price);
}

/** The cart with the gateway's current prices; lines the answer does not mention keep theirs. */
export function applyPrices(items: readonly CartItem[], prices: readonly CurrentPrice[]): CartItem[] {
  const byId = new Map(prices.filter(isValidPrice).map((price) => [price.product_id, price]));
  return items.map((line) => {
    const price = byId.get(line.id);
    if (!price) return line;
    return { ...line, list_price: price.price_unit, cxti_price: price.cxti_price, original_price: price.price_unit };
  });
}

export function isValidPaymentChoice(paymentMethodId: number, method: PaymentMethodCode): boolean {
  return isId(paymentMethodId) && paymentMethodCodes.includes(method);
}

export function isValidDelivery(delivery: Delivery | undefined): boolean {
  if (!delivery) return false;
  if (delivery.type === 'pickup') return true;
  return delivery.type === 'address' && isId(delivery.addressId) && typeof delivery.label === 'string';
}

export function isValidBilling(billing: BillingPartner | undefined): boolean {
  return !!billing && isId(billing.id) && typeof billing.name === 'string';
}

/** `scheduled_date` as `YYYY-MM-DD`, a real calendar day. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The purchase-order number (`despensa_customer_sale_order_number`) is free text, at most this long. */
export const PURCHASE_ORDER_MAX_LENGTH = 40;
