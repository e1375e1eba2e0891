import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** A transaction on the gateway's database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Serialises the changes to one company's records (its cards, its users, its data, its membership):
 * the company's row is locked until the transaction ends, so two requests cannot interleave.
 *
 * `no key update`, as every row lock of the gateway: it excludes the other lockers alike, yet lets a
 * row that references the company (a payment attempt, an order) be inserted meanwhile. `for update`
 * blocked such an insert's key-share lock, and an insert holding the order's while waiting for the
 * company's deadlocked against a transaction holding the company's while waiting for the order's.
 */
export async function lockCompany(tx: Tx, companyId: number): Promise<void> {
  await tx.execute(sql`select id from res_partner where id = ${companyId} for no key update`);
}
