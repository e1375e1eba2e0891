import { and, eq } from 'drizzle-orm';
import { clubEndpoints, type JoinClubResponse } from '../../contract/club';
import { chargeStatusOf, joinsByKey, refreshClubCharge, startJoin } from '../club/club-charges';
import { cancelMembership, changeMembership, resumeMembership } from '../club/club-membership';
import { clubOverview } from '../club/club-overview';
import type { AppDeps } from '../context';
import { clubCharge } from '../db/schema';
import { endpointRouter } from '../http/endpoint';
import { ApiError } from '../http/errors';
import { oncePerKey } from '../http/idempotency';
import { singleFlight } from '../http/single-flight';

/** Club CXTI: the plans and the membership, joining through the provider, and a member's changes. */
export function clubRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const overview = (partnerId: number) => clubOverview(db, partnerId, clock.now());
  // A company's joins sent together to this instance are one join (the database decides between instances).
  const joining = singleFlight<JoinClubResponse>();
  return endpointRouter(deps)
    .on(clubEndpoints.overview, (_c, { user }) => overview(user.partnerId))
    .on(clubEndpoints.join, (c, { user, idempotencyKey: key, body }) =>
      oncePerKey(c, body, joinsByKey(db, user.partnerId, key), (hash) => joining(String(user.partnerId), () => startJoin(deps, user, { key, hash }, body))),
    )
    .on(clubEndpoints.charge, async (_c, { user, params: { id } }) => {
      const [charge] = await db
        .select()
        .from(clubCharge)
        .where(and(eq(clubCharge.id, id), eq(clubCharge.partnerId, user.partnerId)))
        .limit(1);
      if (!charge) throw new ApiError(404, 'not_found', 'El cobro no existe.');
      return chargeStatusOf(await refreshClubCharge(deps, charge));
    })
    .on(clubEndpoints.change, async (_c, { user, body }) => {
      await changeMembership(deps, user.partnerId, body);
      return overview(user.partnerId);
    })
    .on(clubEndpoints.cancel, async (_c, { user }) => {
      await cancelMembership(deps, user.partnerId);
      return overview(user.partnerId);
    })
    .on(clubEndpoints.resume, async (_c, { user }) => {
      await resumeMembership(deps, user.partnerId);
      return overview(user.partnerId);
    }).app;
}
