import { teamPurchaseEndpoints } from '../../contract/team-purchase';
import type { AppDeps } from '../context';
import { endpointRouter } from '../http/endpoint';
import { ApiError } from '../http/errors';
import { isSandboxProvider } from '../payments/sandbox';
import { campaignListCache } from '../team-purchase/campaign-list-cache';
import { listCampaigns } from '../team-purchase/campaigns';
import { runTeamPurchaseClosings } from '../team-purchase/closing';
import { commit, companyCommitments, withdraw } from '../team-purchase/commitments';

/** Team Purchase: the campaigns everyone sees, and a company's commitments to their batches. */
export function teamPurchaseRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const read = () => listCampaigns(db, clock.now());
  // With the gateway's cache on (npm start) the list is kept a second; without it, read every time.
  const campaigns = deps.cache ? campaignListCache(read) : { list: read, forget: () => undefined };
  const changed = <T>(answer: T) => (campaigns.forget(), answer);
  return endpointRouter(deps)
    .on(teamPurchaseEndpoints.list, async () => ({ campaigns: await campaigns.list() }))
    .on(teamPurchaseEndpoints.mine, async (_c, { user }) => ({ commitments: await companyCommitments(db, user.partnerId) }))
    .on(teamPurchaseEndpoints.commit, async (_c, { user, params: { id }, body }) => changed(await commit(deps, user, id, body)))
    .on(teamPurchaseEndpoints.withdraw, async (_c, { user, params: { id } }) => changed(await withdraw(deps, user, id)))
    .on(teamPurchaseEndpoints.sandboxClose, async (_c, { body }) => {
      if (!isSandboxProvider(deps.payments) || !deps.config.sandboxTestClock) {
        throw new ApiError(404, 'not_found', 'El recurso solicitado no existe.');
      }
      // Closes as of that instant; the gateway's own clock does not move.
      const at = new Date(body.at);
      return changed(await runTeamPurchaseClosings({ ...deps, clock: { now: () => at } }));
    }).app;
}
