import { fromPromise } from 'xstate';
import { clubEndpoints, type ClubChargeStatus, type ClubOverview, type JoinClubResponse, type MembershipChange } from '../../contract/club';
import type { subscriptionMachine } from '../../machines/subscription.machine';
import type { ApiClient } from '../api/client';
import { failing } from './failure';
import type { MachineEffects } from './machine-effects';

/**
 * The Club CXTI page's calls, and its one step out of the SPA to the provider's payment page. Telling
 * the session that the membership started is the page's (it holds the session), not the gateway's.
 */
export function subscriptionEffects(client: ApiClient): MachineEffects<typeof subscriptionMachine> {
  const api = failing(client);
  const after = (row: typeof clubEndpoints.cancel | typeof clubEndpoints.resume) => fromPromise<ClubOverview, void>(() => api.request(row));
  return {
    actors: {
      fetchOverview: fromPromise<ClubOverview, void>(() => api.request(clubEndpoints.overview)),
      checkCharge: fromPromise<ClubChargeStatus, { chargeId: string }>(({ input }) => api.request(clubEndpoints.charge, { params: { id: input.chargeId } })),
      join: fromPromise<JoinClubResponse, { planId: number; paymentMethodId: number }>(({ input }) =>
        api.request(clubEndpoints.join, {
          body: { plan_id: input.planId, payment_method_id: input.paymentMethodId },
          // One key per press of "Pagar": the machine sends one request per press.
          idempotencyKey: crypto.randomUUID(),
        }),
      ),
      cancel: after(clubEndpoints.cancel),
      resume: after(clubEndpoints.resume),
      change: fromPromise<ClubOverview, MembershipChange>(({ input }) => api.request(clubEndpoints.change, { body: input })),
    },
    actions: {
      redirectToProvider: (_, { url }) => {
        location.href = url;
      },
    },
  };
}
