import type { InvoicePaymentRow } from '../../contract/invoice-payment';
import type { Db } from '../db/client';

/** The company's invoice-payment rows, in the order the page lists them. */
export async function listInvoicePayment(_db: Db, _companyId: number): Promise<InvoicePaymentRow[]> {
  // new:screen: read the rows with Drizzle over server/db/schema.ts (a new table: npm run db:generate),
  // scoped to the company (rename the arguments without their underscore), e.g.
  // db.select({ id: t.id, name: t.name }).from(t).where(eq(t.companyId, companyId)).orderBy(t.name).
  return [];
}
