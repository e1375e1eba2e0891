import { clubEndpoints } from '../../contract/club';
import { clubOverview } from '../club/club-overview';
import type { AppDeps } from '../context';
import { endpointRouter } from '../http/endpoint';

/** Club CXTI: the plans, the company's membership and what the club would save it. */
export function clubRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  return endpointRouter(deps).on(clubEndpoints.overview, (_c, { user }) => clubOverview(db, user.partnerId, clock.now())).app;
}
