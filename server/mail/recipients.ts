import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { resUsers } from '../db/schema';

/**
 * Who hears what a company's account says (an invoice, a reminder): its active administrators, first
 * signed up first; only those who want reminders when `reminders` is asked for.
 */
export async function companyAdmins(db: Db, partnerId: number, { reminders = false } = {}): Promise<string[]> {
  const rows = await db
    .select({ email: resUsers.login })
    .from(resUsers)
    .where(and(eq(resUsers.partnerId, partnerId), eq(resUsers.role, 'admin'), eq(resUsers.active, true), ...(reminders ? [eq(resUsers.mailReminders, true)] : [])))
    .orderBy(asc(resUsers.id));
  return rows.map((row) => row.email);
}
