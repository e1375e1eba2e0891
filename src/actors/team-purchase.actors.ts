import { fromPromise } from 'xstate';
import type { CommitAnswer, Campaign } from '../../contract/team-purchase';
import { teamPurchaseEndpoints } from '../../contract/team-purchase';
import type { TeamPurchaseData, teamPurchaseMachine } from '../../machines/team-purchase.machine';
import type { ApiClient } from '../api/client';
import { failing } from './failure';
import type { MachineEffects } from './machine-effects';
import type { Reads } from './reads.actors';

/**
 * Team Purchase's calls: the campaigns (public), the company's commitments when signed in, and the
 * payment methods when the role commits; committing and withdrawing.
 */
export function teamPurchaseEffects(client: ApiClient, reads: Reads): MachineEffects<typeof teamPurchaseMachine> {
  const api = failing(client);
  return {
    actors: {
      load: fromPromise<TeamPurchaseData, { signedIn: boolean; canCommit: boolean }>(async ({ input }) => {
        const [list, mine, methods] = await Promise.all([
          api.request(teamPurchaseEndpoints.list),
          input.signedIn ? api.request(teamPurchaseEndpoints.mine) : { commitments: [] },
          input.canCommit ? reads.paymentMethods() : [],
        ]);
        return { campaigns: list.campaigns, commitments: mine.commitments, methods };
      }),
      commit: fromPromise<CommitAnswer, { campaignId: number; quantity: number; paymentMethodId: number }>(({ input }) =>
        api.request(teamPurchaseEndpoints.commit, {
          params: { id: input.campaignId },
          body: { quantity: input.quantity, payment_method_id: input.paymentMethodId },
        }),
      ),
      withdraw: fromPromise<Campaign, { campaignId: number }>(({ input }) =>
        api.request(teamPurchaseEndpoints.withdraw, { params: { id: input.campaignId } }),
      ),
    },
  };
}
