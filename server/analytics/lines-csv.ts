import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { PeriodQuery } from '../../contract/analytics';
import { formatDay, santiagoDate } from '../../machines/rules/calendar';
import type { Db } from '../db/client';
import { productCategory, productProduct, saleOrder, saleOrderLine } from '../db/schema';
import { orderCsvAmounts } from './csv-amounts';
import { instantsOf, lineGross, purchasedStates } from './report';

const header = ['Fecha', 'Pedido', 'Código', 'Producto', 'Categoría', 'Cantidad', 'Unidad', 'Neto', 'IVA', 'Total'];

/**
 * A field as Excel in Spanish reads it: `;` between fields (`,` is the decimal mark), quotes around
 * what holds `;`, quotes or line breaks, and a leading apostrophe on text that a spreadsheet would run
 * as a formula (CSV injection).
 */
function field(value: string | number): string {
  if (typeof value === 'number') return String(value).replace('.', ',');
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
/** One line of a CSV for Excel in Spanish; the account statement's CSV writes its rows with it too. */
export const csvRow = (values: readonly (string | number)[]) => values.map(field).join(';');

/** The lines as a file Excel opens as UTF-8: the byte order mark tells it so "Ñuñoa" is not "Ã‘uÃ±oa". */
export const csvFile = (lines: readonly string[]) => `\uFEFF${lines.join('\r\n')}\r\n`;

/**
 * The period's order lines for an accountant: each product line with its net, IVA and total, and per
 * order one "Despacho y ajustes" line with what the order cost beyond its lines (delivery and its IVA,
 * less a discount), so that the totals add up to what the orders cost, as the report and the invoices
 * say. The rounding of the order's IVA goes into a row's IVA (`orderCsvAmounts`), never a row of its own.
 */
export async function analyticsLinesCsv(db: Db, partnerId: number, period: PeriodQuery): Promise<string> {
  const { start, end } = instantsOf(period);
  const where = and(
    eq(saleOrder.partnerId, partnerId),
    inArray(saleOrder.state, [...purchasedStates]),
    gte(saleOrder.dateOrder, start),
    lt(saleOrder.dateOrder, end),
  );
  const orders = await db
    .select({
      id: saleOrder.id,
      name: saleOrder.name,
      dateOrder: saleOrder.dateOrder,
      amountUntaxed: saleOrder.amountUntaxed,
      amountShipping: saleOrder.amountShipping,
      amountDiscount: saleOrder.amountDiscount,
      amountTotal: saleOrder.amountTotal,
    })
    .from(saleOrder)
    .where(where)
    .orderBy(asc(saleOrder.dateOrder), asc(saleOrder.id));
  const lines = await db
    .select({
      orderId: saleOrderLine.orderId,
      code: productProduct.defaultCode,
      name: saleOrderLine.name,
      category: productCategory.name,
      quantity: saleOrderLine.productUomQty,
      uom: productProduct.uom,
      net: saleOrderLine.priceSubtotal,
      total: lineGross.mapWith(Number),
    })
    .from(saleOrder)
    .innerJoin(saleOrderLine, eq(saleOrderLine.orderId, saleOrder.id))
    .innerJoin(productProduct, eq(productProduct.id, saleOrderLine.productId))
    .innerJoin(productCategory, eq(productCategory.id, productProduct.categId))
    .where(where)
    .orderBy(asc(saleOrderLine.orderId), asc(saleOrderLine.id));

  const linesOf = new Map<number, typeof lines>();
  for (const line of lines) {
    const list = linesOf.get(line.orderId) ?? [];
    list.push(line);
    linesOf.set(line.orderId, list);
  }
  const out = [csvRow(header)];
  for (const order of orders) {
    const day = formatDay(santiagoDate(order.dateOrder));
    const orderLines = linesOf.get(order.id) ?? [];
    const amounts = orderCsvAmounts(orderLines, {
      untaxed: order.amountUntaxed,
      shipping: order.amountShipping,
      discount: order.amountDiscount,
      total: order.amountTotal,
    });
    orderLines.forEach((line, index) => {
      const { net, tax, total } = amounts.lines[index]!;
      out.push(csvRow([day, order.name, line.code, line.name, line.category, line.quantity, line.uom, net, tax, total]));
    });
    if (amounts.beyond) {
      const { net, tax, total } = amounts.beyond;
      out.push(csvRow([day, order.name, '', 'Despacho y ajustes', 'Despacho y ajustes', 1, '', net, tax, total]));
    }
  }
  return csvFile(out);
}
