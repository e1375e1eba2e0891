import * as z from 'zod/mini';
import { product } from './catalogue';
import { endpoint } from './endpoint';
import { invoiceRow, salesOrderRow } from './lists';

/**
 * GET /api/search: the buyer's palette (Ctrl+K). One query finds the company's products by name or
 * SKU, its orders by number (or the buyer's purchase order number) and its invoices by folio, a few of
 * each, newest first. Each group answers only for a role that may read it (orders.read,
 * invoices.read); for any other the group is empty, so a comprador never learns a folio.
 */

/** Each group is a glance, not a list: the pages search further. */
export const searchGroupLimit = 5;
export const searchQueryMin = 2;
const searchQueryMax = 100;

const searchQuery = z.strictObject({
  q: z.string({ error: 'Escribe qué buscar.' }).check(
    z.trim(),
    z.minLength(searchQueryMin, { error: `Escribe al menos ${searchQueryMin} caracteres.` }),
    z.maxLength(searchQueryMax, { error: `La búsqueda admite hasta ${searchQueryMax} caracteres.` }),
    // Control characters never come from a keyboard.
    z.regex(/^[^\p{Cc}]*$/u, { error: 'La búsqueda contiene caracteres no válidos.' }),
  ),
});
export type SearchQuery = z.input<typeof searchQuery>;

export const searchResults = z.object({
  products: z.array(product),
  orders: z.array(salesOrderRow),
  invoices: z.array(invoiceRow),
});
export type SearchResults = z.infer<typeof searchResults>;

export const searchEndpoints = {
  search: endpoint({
    method: 'get',
    path: '/search',
    tag: 'Búsqueda',
    summary: 'Productos por nombre o SKU, pedidos por número y facturas por folio, los que el rol puede ver',
    access: 'bearer',
    action: 'profile.read',
    query: searchQuery,
    status: 200,
    answer: searchResults,
  }),
};
