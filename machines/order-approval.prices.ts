import type { ApprovalDetail, ApprovalLine } from '../contract/order-approvals';
import type { CurrentPrice } from '../contract/orders';
import { chargedUnitPrice, computeTotals, hasClubPrice, lineNet, type PricedLine } from './rules/totals';

/** One line whose net unit price moved since the buyer sent the request. */
export interface RepricedLine {
  line: ApprovalLine;
  before: number;
  after: number;
}

/** What approving at today's prices changes: the lines whose price moved, and the total with IVA it comes to. */
export interface Repricing {
  lines: readonly RepricedLine[];
  total: number;
}

const pricedLine = (line: ApprovalLine, price: Pick<CurrentPrice, 'price_unit' | 'cxti_price'>): PricedLine => ({
  quantity: line.quantity,
  list_price: price.price_unit,
  cxti_price: price.cxti_price,
});

/**
 * Whether the request was priced at club prices: the detail carries both prices of each line and the
 * subtotal it was charged, which only a member's club price explains on a line where the two differ.
 */
function pricedForMember(lines: readonly ApprovalLine[]): boolean {
  return lines.some((line) => hasClubPrice(line) && line.cxti_price !== line.price_unit && line.subtotal === lineNet(line.quantity, line.cxti_price));
}

/**
 * The request at `prices` (a 409 `price_changed`'s current prices, product by product), by the checkout's
 * own rules (rules/totals.ts): the shipping it was charged stands, free shipping from the usual amount.
 */
export function repricedApproval(detail: ApprovalDetail, prices: readonly CurrentPrice[]): Repricing {
  const member = pricedForMember(detail.lines);
  const current = new Map(prices.map((price) => [price.product_id, price]));
  const now = detail.lines.map((line) => ({ line, priced: pricedLine(line, current.get(line.product_id) ?? line) }));
  const lines = now
    .map(({ line, priced }) => ({ line, before: chargedUnitPrice(pricedLine(line, line), member), after: chargedUnitPrice(priced, member) }))
    .filter((line) => line.before !== line.after);
  const totals = computeTotals(
    now.map(({ priced }) => priced),
    { isClubMember: member, delivery: detail.pickup ? 'pickup' : 'delivery', ...(detail.amount_shipping > 0 ? { shippingNet: detail.amount_shipping } : {}) },
  );
  return { lines, total: totals.total };
}
