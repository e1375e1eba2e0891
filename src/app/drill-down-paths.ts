import type { DebtBucket } from '../../contract/analytics';
import { paths } from './paths';

/*
 * The analytics page's drill-down into the orders and invoices lists, which read these queries at start.
 * Apart from paths.ts, which the entry carries: only the pages that use them load them.
 */

/** The query of the orders page that shows one Santiago month's orders alone (`?mes=2026-10`). */
export const monthQuery = 'mes';

/** The orders placed in one month, as the analytics page's month bars open them. */
export const ordersOfMonthPath = (month: string) => `${paths.orders}?${monthQuery}=${month}`;

/** The query of the invoices page that shows one ageing bucket of the debt alone (`?deuda=31-60`). */
export const debtQuery = 'deuda';

/** The unpaid invoices of one ageing bucket, as the analytics page's debt bars open them. */
export const invoicesOfBucketPath = (bucket: DebtBucket) => `${paths.invoices}?${debtQuery}=${bucket}`;
