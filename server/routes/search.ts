import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { foldQuery } from '../../machines/rules/search';
import { invoiceState } from '../../machines/rules/invoice-state';
import { can } from '../../contract/permissions';
import { searchEndpoints, searchGroupLimit, type SearchResults } from '../../contract/search';
import type { AppDeps } from '../context';
import { accountMove, productProduct, resPartner, saleOrder } from '../db/schema';
import { endpointRouter } from '../http/endpoint';
import { containsPattern, selectProducts, toProduct } from './catalogue';

const invoicePartner = alias(resPartner, 'invoice_partner');

/** `ilike` on a pattern whose `%`, `_` and `\` the caller typed are taken literally. */
const containing = (column: Parameters<typeof sql>[1], text: string) => sql`${column} ilike ${containsPattern(text)} escape '\\'`;

/**
 * The palette's search. Products match the catalogue's folded name and SKU; orders their number or
 * the buyer's own purchase order number; invoices their folio. Every document query is scoped to the
 * caller's company, and a group the role may not read is not searched at all.
 */
export function searchRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  return endpointRouter(deps).on(searchEndpoints.search, async (_c, { user, query }) => {
    const typed = query.q;
    const folded = foldQuery(typed);

    const products = selectProducts(db)
      .where(and(eq(productProduct.active, true), sql`${productProduct.searchText} like ${containsPattern(folded)} escape '\\'`))
      .orderBy(asc(productProduct.searchText), asc(productProduct.id))
      .limit(searchGroupLimit);

    const orders = can(user.role, 'orders.read')
      ? db
          .select({
            id: saleOrder.id,
            name: saleOrder.name,
            partnerName: invoicePartner.name,
            dateOrder: saleOrder.dateOrder,
            amountTotal: saleOrder.amountTotal,
            state: saleOrder.state,
          })
          .from(saleOrder)
          .innerJoin(invoicePartner, eq(invoicePartner.id, saleOrder.partnerInvoiceId))
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
      ? db
          .select({
            id: accountMove.id,
            name: accountMove.name,
            invoiceDate: accountMove.invoiceDate,
            invoiceDateDue: accountMove.invoiceDateDue,
            amountTotal: accountMove.amountTotal,
            amountResidual: accountMove.amountResidual,
          })
          .from(accountMove)
          .where(and(eq(accountMove.partnerId, user.partnerId), containing(accountMove.name, typed)))
          .orderBy(desc(accountMove.invoiceDate), desc(accountMove.id))
          .limit(searchGroupLimit)
      : Promise.resolve([]);

    const [productRows, orderRows, invoiceRows] = await Promise.all([products, orders, invoices]);
    const now = clock.now();
    const answer: SearchResults = {
      products: productRows.map(toProduct),
      orders: orderRows.map((row) => ({
        id: row.id,
        name: row.name,
        partner_name: row.partnerName,
        date_order: row.dateOrder.toISOString(),
        amount_total: row.amountTotal,
        state: row.state,
      })),
      invoices: invoiceRows.map((row) => ({
        id: row.id,
        name: row.name,
        invoice_date: row.invoiceDate,
        invoice_date_due: row.invoiceDateDue,
        total_due: row.amountResidual,
        amount_total: row.amountTotal,
        despensa_custom_state: invoiceState({ dueDate: row.invoiceDateDue, residual: row.amountResidual, now }),
      })),
    };
    return answer;
  }).app;
}
