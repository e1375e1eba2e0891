import { teamPurchaseEndpoints } from '../../contract/team-purchase';
import type { AppDeps } from '../context';
import { endpointRouter } from '../http/endpoint';
import { ApiError } from '../http/errors';
import { isSandboxProvider } from '../payments/sandbox';
import { listCampaigns } from '../team-purchase/campaigns';
import { runTeamPurchaseClosings } from '../team-purchase/closing';
import { commit, companyCommitments, withdraw } from '../team-purchase/commitments';

/** Team Purchase: the campaigns everyone sees, and a company's commitments to their batches. */
export function teamPurchaseRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  return endpointRouter(deps)
    .on(teamPurchaseEndpoints.list, async () => ({ campaigns: await listCampaigns(db, clock.now()) }))
    .on(teamPurchaseEndpoints.mine, async (_c, { user }) => ({ commitments: await companyCommitments(db, user.partnerId) }))
    .on(teamPurchaseEndpoints.commit, (_c, { user, params: { id }, body }) => commit(deps, user, id, body))
    .on(teamPurchaseEndpoints.withdraw, (_c, { user, params: { id } }) => withdraw(deps, user, id))
    .on(teamPurchaseEndpoints.sandboxClose, async (_c, { body }) => {
      if (!isSandboxProvider(deps.payments) || !deps.config.sandboxTestClock) {
        throw new ApiError(404, 'not_found', 'El recurso solicitado no existe.');
      }
      // Closes as of that instant; the gateway's own clock does not move.
      const at = new Date(body.at);
      return runTeamPurchaseClosings({ ...deps, clock: { now: () => at } });
    }).app;
}
