import { eq } from 'drizzle-orm';
import type { UserProfile } from '../../contract/session';
import { santiagoDate } from '../../machines/rules/calendar';
import type { AppDeps } from '../context';
import { resPartner, resUsers } from '../db/schema';

/** The signed-in user as the SPA shows them: who they are, their company and role, and whether it is a Club CXTI member today. */
export async function readUserProfile({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, userId: number): Promise<UserProfile> {
  const [row] = await db
    .select({
      id: resUsers.id,
      name: resUsers.name,
      email: resUsers.login,
      role: resUsers.role,
      partnerId: resUsers.partnerId,
      clubMemberUntil: resPartner.clubMemberUntil,
    })
    .from(resUsers)
    .innerJoin(resPartner, eq(resPartner.id, resUsers.partnerId))
    .where(eq(resUsers.id, userId))
    .limit(1);
  if (!row) throw new Error(`authenticated user ${userId} has no row`);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as UserProfile['role'],
    partner_id: row.partnerId,
    is_premium: row.clubMemberUntil !== null && row.clubMemberUntil >= santiagoDate(clock.now()),
  };
}
