/**
 * Cart and order totals: spec section 9 and decisions.md, once, for the checkout machine and the
 * gateway alike. Everything is net CLP (sin IVA) until `tax` is added.
 *
 *   total = round(subtotal*1.19 + shipping + shipping*0.19 - discount)
 *
 * Rounding, since CLP has no decimals:
 * - each line is rounded to whole pesos (half up) before it is summed, as an invoice line is; with
 *   integer prices only decimal quantities (kilos) ever round;
 * - the formula is evaluated exactly, in integer arithmetic, and rounded half up. Evaluated in floating
 *   point it misrounds: 13.860 + 4.990 of shipping gives 22431.499999999996 -> 22.431 instead of 22.432.
 *   `tax` is the IVA of the net amount, so total = subTotal + shipping + tax - discount;
 * - a discount never makes a total negative: totals are at least 0.
 *
 * Club prices (spec section 9, decisions.md):
 * - cxtiTotal counts every line with a non-zero `cxti_price` at that price, originalTotal counts it at
 *   `original_price`; a line with `cxti_price` 0 is not in the club and counts at `list_price` in both.
 *   Both use the same shipping and discount as `total`, so originalTotal - cxtiTotal is what the club
 *   saves on this cart.
 * - members are charged the club price, so for them subTotal is the cxti subtotal and total equals
 *   cxtiTotal; everybody else is charged `list_price`.
 *
 * Shipping: 4.990 net, free from 150.000 net of (charged) subtotal, 0 with store pickup and 0 while no
 * delivery has been chosen yet (Carrito).
 */
import { roundClp } from './money';
import { sumQuantities } from './quantity';

/** IVA, 19 %. */
export const TAX_PERCENT = 19;
export const SHIPPING_NET = 4_990;
export const FREE_SHIPPING_FROM_NET = 150_000;
/** Default minimum net amount of an order (decisions.md); the checkout takes it as input. */
export const MINIMUM_ORDER_NET = 50_000;

/** `pending`: no delivery chosen yet (no shipping). `pickup` is `retiro_en_tienda`. */
export type DeliveryMode = 'pending' | 'delivery' | 'pickup';

/** The part of a cart line (or an order line) that totals need. */
export interface PricedLine {
  quantity: number;
  list_price: number;
  /** 0 or absent: not in the club. */
  cxti_price?: number;
  /** Absent: the list price. */
  original_price?: number;
}

export interface TotalsOptions {
  isClubMember: boolean;
  delivery: DeliveryMode;
  /** Whole pesos, taken off the total after tax; default 0. */
  discount?: number;
  shippingNet?: number;
  freeShippingFromNet?: number;
}

export interface CartTotals {
  /** Net amount of the lines at the prices charged to this customer. */
  subTotal: number;
  /** Net shipping. */
  shipping: number;
  discount: number;
  /** IVA of subTotal + shipping. */
  tax: number;
  total: number;
  /** Total with club prices. */
  cxtiTotal: number;
  /** Total with the prices before the club. */
  originalTotal: number;
  /** Sum of quantities, one decimal. */
  totalItems: number;
}

/** Whether a product or line has a club price: the one test of club membership of a product. */
export const hasClubPrice = (line: Pick<PricedLine, 'cxti_price'>) => (line.cxti_price ?? 0) !== 0;

/** What the club price saves per unit against the list price, with IVA as every saving is shown; 0 without a club price. */
export function clubSavingPerUnit(line: Pick<PricedLine, 'list_price' | 'cxti_price'>): number {
  const net = hasClubPrice(line) ? Math.max(0, line.list_price - (line.cxti_price ?? 0)) : 0;
  return net + taxOf(net);
}

/**
 * What the club saves on these lines: the one rule every screen shows (a card per unit, the cart, each
 * checkout step). The net difference between the lines at their original and at their club prices, with
 * IVA, rounded once. Shipping is not in it, so it does not move by a peso between Carrito and Pago.
 */
export function clubSavingOf(lines: readonly PricedLine[]): number {
  const net = Math.max(0, netSubtotal(lines, originalUnitPrice) - netSubtotal(lines, cxtiUnitPrice));
  return net + taxOf(net);
}

/** The unit price charged: the club price for members on club products, otherwise the list price. */
export function chargedUnitPrice(line: PricedLine, isClubMember: boolean): number {
  return isClubMember && hasClubPrice(line) ? (line.cxti_price ?? 0) : line.list_price;
}

function cxtiUnitPrice(line: PricedLine): number {
  return hasClubPrice(line) ? (line.cxti_price ?? 0) : line.list_price;
}

function originalUnitPrice(line: PricedLine): number {
  return hasClubPrice(line) ? (line.original_price ?? line.list_price) : line.list_price;
}

/** One line's net amount in whole pesos. */
export function lineNet(quantity: number, unitPrice: number): number {
  return roundClp(quantity * unitPrice);
}

function netSubtotal(lines: readonly PricedLine[], unitPrice: (line: PricedLine) => number): number {
  return lines.reduce((sum, line) => sum + lineNet(line.quantity, unitPrice(line)), 0);
}

export function shippingFor(
  subTotalNet: number,
  delivery: DeliveryMode,
  options: Pick<TotalsOptions, 'shippingNet' | 'freeShippingFromNet'> = {},
): number {
  if (delivery !== 'delivery' || subTotalNet <= 0) return 0;
  return subTotalNet >= (options.freeShippingFromNet ?? FREE_SHIPPING_FROM_NET) ? 0 : roundClp(options.shippingNet ?? SHIPPING_NET);
}

/** IVA of a net amount in whole pesos, half up, computed exactly. */
function taxOf(net: number): number {
  const scaled = net * TAX_PERCENT;
  return Math.sign(scaled) * Math.floor((Math.abs(scaled) + 50) / 100);
}

/** round(net*1.19 + shipping + shipping*0.19 - discount), exactly, and never below 0. */
export function grossTotal(subTotal: number, shipping: number, discount: number): number {
  const net = roundClp(subTotal) + roundClp(shipping);
  return Math.max(0, net + taxOf(net) - roundClp(discount));
}

export function computeTotals(lines: readonly PricedLine[], options: TotalsOptions): CartTotals {
  const subTotal = netSubtotal(lines, (line) => chargedUnitPrice(line, options.isClubMember));
  const shipping = shippingFor(subTotal, options.delivery, options);
  const discount = Math.max(0, roundClp(options.discount ?? 0));
  return {
    subTotal,
    shipping,
    discount,
    tax: taxOf(subTotal + shipping),
    total: grossTotal(subTotal, shipping, discount),
    cxtiTotal: grossTotal(netSubtotal(lines, cxtiUnitPrice), shipping, discount),
    originalTotal: grossTotal(netSubtotal(lines, originalUnitPrice), shipping, discount),
    totalItems: sumQuantities(lines.map((line) => line.quantity)),
  };
}

/** What one company's quantity of a Team Purchase batch costs at the group price, with IVA: the batch is delivered free. */
export function batchTotals(quantity: number, groupPrice: number): CartTotals {
  return computeTotals([{ quantity, list_price: groupPrice, cxti_price: 0 }], { isClubMember: false, delivery: 'pickup' });
}

/** Net pesos still missing to reach the minimum order; 0 once it is reached. */
export function missingForMinimum(subTotalNet: number, minimumOrderNet: number = MINIMUM_ORDER_NET): number {
  return Math.max(0, roundClp(minimumOrderNet) - subTotalNet);
}
