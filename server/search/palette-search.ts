import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import { foldQuery } from '../../machines/rules/search';
import { can } from '../../contract/permissions';
import { searchGroupLimit, type SearchResults } from '../../contract/search';
import { selectProducts, toProduct } from '../catalogue/products';
import type { AppDeps, AuthUser } from '../context';
import { containsPattern } from '../db/contains-pattern';
import { accountMove, productProduct, saleOrder } from '../db/schema';
import { selectInvoices, toInvoiceRow } from '../invoices/invoice-list';
import { selectOrders, toOrderRow } from '../orders/order-list';

/** `ilike` on a pattern whose `%`, `_` and `\` the caller typed are taken literally. */
const containing = (column: Parameters<typeof sql>[1], text: string) => sql`${column} ilike ${containsPattern(text)} escape '\\'`;

/**
 * The palette's search. Products match the catalogue's folded name and SKU; orders their number or
 * the buyer's own purchase order number; invoices their folio. Every document query is scoped to the
 * caller's company, and a group the role may not read is not searched at all.
 */
export async function paletteSearch({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, user: AuthUser, typed: string): Promise<SearchResults> {
  const folded = foldQuery(typed);

  const products = selectProducts(db)
    .where(and(eq(productProduct.active, true), sql`${productProduct.searchText} like ${containsPattern(folded)} escape '\\'`))
    .orderBy(asc(productProduct.searchText), asc(productProduct.id))
    .limit(searchGroupLimit);

  const orders = can(user.role, 'orders.read')
    ? selectOrders(db)
        .where(
          and(
            eq(saleOrder.partnerId, user.partnerId),
            or(containing(saleOrder.name, typed), containing(saleOrder.customerOrderNumber, typed)),
          ),
        )
        .orderBy(desc(saleOrder.dateOrder), desc(saleOrder.id))
        .limit(searchGroupLimit)
    : Promise.resolve([]);

  const invoices = can(user.role, 'invoices.read')
    ? selectInvoices(db)
        .where(and(eq(accountMove.partnerId, user.partnerId), containing(accountMove.name, typed)))
        .orderBy(desc(accountMove.invoiceDate), desc(accountMove.id))
        .limit(searchGroupLimit)
    : Promise.resolve([]);

  const [productRows, orderRows, invoiceRows] = await Promise.all([products, orders, invoices]);
  const now = clock.now();
  return {
    products: productRows.map(toProduct),
    orders: orderRows.map(toOrderRow),
    invoices: invoiceRows.map((row) => toInvoiceRow(row, now)),
  };
}
