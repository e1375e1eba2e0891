import { TAX_PERCENT } from '../../machines/rules/totals';

/** One row's money in the accountant's CSV: net + tax = total, always. */
export interface RowAmounts {
  net: number;
  tax: number;
  total: number;
}

/** What an order was charged, as its row stores it (whole CLP). */
export interface OrderAmounts {
  /** The lines' net. */
  untaxed: number;
  shipping: number;
  /** Taken off after IVA, so it carries none. */
  discount: number;
  total: number;
}

const withTotal = (net: number, tax: number): RowAmounts => ({ net, tax, total: net + tax });

/**
 * An order's rows for the CSV: each line with its IVA rounded as an invoice line is, and one row for what
 * the order cost beyond its lines (delivery with its IVA, less a discount), when there is such a cost.
 * The order's IVA is computed once on its whole net, so the rows' rounded IVA can differ from it by a
 * few pesos; that difference is folded into the IVA of the row with the largest net, never shown as a
 * row of its own (a "0 / -1 / -1" row reads as a refund). So every row keeps net + IVA = total, and the
 * rows add up to the order's net, IVA and total exactly, as its invoice says.
 */
export function orderCsvAmounts(lines: readonly { net: number; total: number }[], order: OrderAmounts): { lines: RowAmounts[]; beyond: RowAmounts | null } {
  const rows = lines.map((line) => withTotal(line.net, line.total - line.net));
  const linesNet = rows.reduce((sum, row) => sum + row.net, 0);
  // Delivery, and any net of the order its lines no longer show, carry IVA; the discount does not.
  const taxedBeyond = order.untaxed - linesNet + order.shipping;
  const beyondNet = taxedBeyond - order.discount;
  const beyondTax = Math.round((taxedBeyond * TAX_PERCENT) / 100);
  const all = beyondNet !== 0 || beyondTax !== 0 ? [...rows, withTotal(beyondNet, beyondTax)] : rows;
  const orderTax = order.total - (order.untaxed + order.shipping - order.discount);
  const rounding = orderTax - all.reduce((sum, row) => sum + row.tax, 0);
  // An order with no net at all has only its rounding to show, if any.
  if (all.length === 0) return { lines: [], beyond: rounding === 0 ? null : withTotal(0, rounding) };
  const largest = all.reduce((best, row, index) => (row.net > all[best]!.net ? index : best), 0);
  const folded = all.map((row, index) => (index === largest ? withTotal(row.net, row.tax + rounding) : row));
  return { lines: folded.slice(0, rows.length), beyond: folded.length > rows.length ? folded[rows.length]! : null };
}
