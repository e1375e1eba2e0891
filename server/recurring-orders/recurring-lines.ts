/**
 * A recurring order's lines against today's catalogue: the saved ones checked when it is saved, and a
 * date's order priced when it is built, changed and placed. A line that cannot be served that day is
 * left out with its reason, never the whole order.
 */
import type { OccurrenceLine, RecurringLineInput } from '../../contract/recurring-orders';
import { chargedUnitPrice, lineNet } from '../../machines/rules/totals';
import type { Db } from '../db/client';
import { productQuantityError, type FieldErrors } from '../domain/order-lines';
import { ApiError } from '../http/errors';
import { loadOrderProducts } from '../orders/place-order';

type RecurringProduct = NonNullable<ReturnType<Awaited<ReturnType<typeof loadOrderProducts>>['get']>>;

export interface LeftOutLine {
  product_id: number;
  name: string;
  reason: string;
}

/** Refuses lines that name a product twice, one not for sale, or a quantity its rule does not allow. */
export async function checkedLines(db: Db, lines: readonly RecurringLineInput[]): Promise<void> {
  const products = await loadOrderProducts(db, lines.map((line) => line.product_id));
  const seen = new Set<number>();
  const invalid: FieldErrors = {};
  const unavailable: FieldErrors = {};
  lines.forEach((line, index) => {
    const product = products.get(line.product_id);
    if (seen.has(line.product_id)) invalid[`lines.${index}.product_id`] = ['Este producto ya está en otra línea.'];
    seen.add(line.product_id);
    if (!product?.active) {
      unavailable[`lines.${index}.product_id`] = ['Este producto ya no está disponible.'];
      return;
    }
    const problem = productQuantityError(product, line.quantity);
    if (problem) invalid[`lines.${index}.quantity`] = [problem];
  });
  if (Object.keys(invalid).length > 0) throw new ApiError(400, 'invalid_request', 'Revisa los datos enviados.', invalid);
  if (Object.keys(unavailable).length > 0) {
    throw new ApiError(422, 'product_unavailable', 'Algunos productos ya no están disponibles. Quítalos del pedido.', unavailable);
  }
}

/** Why a saved line cannot be served today, or null when it can. */
function leftOutReason(product: RecurringProduct | undefined, quantity: number): string | null {
  if (!product?.active) return 'Ya no está a la venta.';
  if (product.stockState === 'out') return 'Sin stock para esta fecha.';
  return productQuantityError(product, quantity);
}

export interface PricedDate {
  lines: OccurrenceLine[];
  leftOut: LeftOutLine[];
  /** The priced lines as an order sends them: today's list and club prices. */
  orderLines: { product_id: number; product_uom_qty: number; price_unit: number; cxti_price: number }[];
}

/** A date's order at today's prices and stock: what can be served, and what is left out and why. */
export async function priceDate(
  db: Db,
  lines: readonly { product_id: number; quantity: number; name?: string }[],
  isClubMember: boolean,
): Promise<PricedDate> {
  const products = await loadOrderProducts(db, lines.map((line) => line.product_id));
  const priced: PricedDate = { lines: [], leftOut: [], orderLines: [] };
  for (const line of lines) {
    const product = products.get(line.product_id);
    const reason = leftOutReason(product, line.quantity);
    if (reason || !product) {
      priced.leftOut.push({ product_id: line.product_id, name: product?.name ?? line.name ?? `#${line.product_id}`, reason: reason ?? '' });
      continue;
    }
    const unit = chargedUnitPrice({ quantity: line.quantity, list_price: product.listPrice, cxti_price: product.cxtiPrice }, isClubMember);
    priced.lines.push({
      product_id: product.id,
      name: product.name,
      uom: product.uom,
      quantity: line.quantity,
      price_unit: unit,
      subtotal: lineNet(line.quantity, unit),
    });
    priced.orderLines.push({ product_id: product.id, product_uom_qty: line.quantity, price_unit: product.listPrice, cxti_price: product.cxtiPrice });
  }
  return priced;
}
