import type { DebtBucket } from '../../contract/analytics';
import { paths } from './paths';

/*
 * Links into a page with something chosen: a list with a filter, which the list reads at start (the
 * analytics page's drill-down, the palette's folio), and one record (an order's detail, a product, a
 * confirmed order). Apart from paths.ts, which the entry carries: only the pages that use them load them.
 */

/** The query of the orders page that shows one Santiago month's orders alone (`?mes=2026-10`). */
export const monthQuery = 'mes';

/** The orders placed in one month, as the analytics page's month bars open them. */
export const ordersOfMonthPath = (month: string) => `${paths.orders}?${monthQuery}=${month}`;

/** The query of the invoices page that shows one ageing bucket of the debt alone (`?deuda=31-60`). */
export const debtQuery = 'deuda';

/** The unpaid invoices of one ageing bucket, as the analytics page's debt bars open them. */
export const invoicesOfBucketPath = (bucket: DebtBucket) => `${paths.invoices}?${debtQuery}=${bucket}`;

/** The query of the invoices page that opens the list searched for one folio (`?folio=F-000123`). */
export const folioQuery = 'folio';

/** The invoices list searched for one folio, as the palette opens an invoice. */
export const invoiceOfFolioPath = (folio: string) => `${paths.invoices}?${folioQuery}=${encodeURIComponent(folio)}`;

/** The query of the orders page that names the order whose detail is open (`?pedido=<id>`). */
export const orderQuery = 'pedido';

/** The orders page with one order's detail open. */
export const orderPath = (orderId: number) => `${paths.orders}?${orderQuery}=${orderId}`;

/** A product's detail page. */
export const productPath = (id: number) => `${paths.productDetail}?id=${id}`;

/** Where a credit order placed at Pago is confirmed: the success page asks the gateway about the order. */
export const confirmedOrderPath = (orderId: number) => `${paths.paymentSuccess}?order_id=${encodeURIComponent(orderId)}`;
