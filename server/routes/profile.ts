import { eq } from 'drizzle-orm';
import { sessionEndpoints, type UserProfile } from '../../contract/session';
import type { AppDeps } from '../context';
import { resPartner, resUsers } from '../db/schema';
import { santiagoDate } from '../../machines/rules/calendar';
import { endpointRouter } from '../http/endpoint';

export function profileRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  return endpointRouter(deps).on(sessionEndpoints.profile, async (_c, { user }) => {
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
      .where(eq(resUsers.id, user.id))
      .limit(1);
    if (!row) throw new Error(`authenticated user ${user.id} has no row`);
    const profile: UserProfile = {
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role as UserProfile['role'],
      partner_id: row.partnerId,
      is_premium: row.clubMemberUntil !== null && row.clubMemberUntil >= santiagoDate(clock.now()),
    };
    return profile;
  }).app;
}
