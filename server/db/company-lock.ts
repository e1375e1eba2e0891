import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** A transaction on the gateway's database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Serialises the changes to one company's records (its cards, its users, its data, its membership):
 * the company's row is locked until the transaction ends, so two requests cannot interleave.
 */
export async function lockCompany(tx: Tx, companyId: number): Promise<void> {
  await tx.execute(sql`select id from res_partner where id = ${companyId} for update`);
}
