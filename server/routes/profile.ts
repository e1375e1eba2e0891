import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { UserProfile } from '../../contract/auth';
import type { AppDeps, AppEnv } from '../context';
import { resPartner, resUsers } from '../db/schema';
import { santiagoDate } from '../../machines/rules/calendar';
import { requireUser } from '../http/require-user';

export function profileRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  return new Hono<AppEnv>().get('/user-profile', requireUser(deps), async (c) => {
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
      .where(eq(resUsers.id, c.get('user').id))
      .limit(1);
    if (!row) throw new Error(`authenticated user ${c.get('user').id} has no row`);
    const profile: UserProfile = {
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role as UserProfile['role'],
      partner_id: row.partnerId,
      is_premium: row.clubMemberUntil !== null && row.clubMemberUntil >= santiagoDate(clock.now()),
    };
    return c.json(profile);
  });
}
