import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { MembershipChange } from '../../../contract/club';
import type { subscriptionMachine, SubscriptionSnapshot } from '../../../machines/subscription.machine';

export type SubscriptionActor = ActorRefFrom<typeof subscriptionMachine>;

const pageOf = (s: SubscriptionSnapshot) => {
  if (s.matches('verifying') || s.matches('loading')) return 'loading' as const;
  if (s.matches('failed') || s.matches('verifyFailed')) return 'failed' as const;
  if (s.matches('redirecting') || s.matches({ ready: 'paying' }) || s.matches({ ready: 'choosing' })) return 'joining' as const;
  if (s.matches({ ready: 'notMember' }) || s.matches({ ready: 'lapsed' })) return 'plans' as const;
  return 'member' as const;
};

const selectView = (s: SubscriptionSnapshot) => ({
  page: pageOf(s),
  busy: s.hasTag('busy'),
  verifying: s.matches('verifying') || s.matches('verifyFailed'),
  paying: s.matches({ ready: 'paying' }) || s.matches('redirecting'),
  confirmingCancel: s.matches({ ready: 'confirmingCancel' }) || s.matches({ ready: 'cancelling' }),
  cancelling: s.matches({ ready: 'cancelling' }),
  overview: s.context.overview,
  failure: s.context.failure,
  refusal: s.context.refusal,
  planId: s.context.planId,
  outcome: s.context.outcome,
});

/** The Club CXTI page's state, as the view draws it, and what the buyer can ask of it. */
export function useClubView(actor: SubscriptionActor) {
  const view = useSelector(actor, selectView, shallowEqual);
  return {
    ...view,
    retry: () => actor.send({ type: 'club.retry' }),
    skipCheck: () => actor.send({ type: 'club.dismiss' }),
    choose: (planId: number) => actor.send({ type: 'club.choose', planId }),
    back: () => actor.send({ type: 'club.back' }),
    pay: (paymentMethodId: number) => actor.send({ type: 'club.pay', paymentMethodId }),
    cancel: () => actor.send({ type: 'club.cancel' }),
    confirmCancel: () => actor.send({ type: 'club.confirmCancel' }),
    keep: () => actor.send({ type: 'club.keep' }),
    resume: () => actor.send({ type: 'club.resume' }),
    change: (change: MembershipChange) => actor.send({ type: 'club.change', change }),
    dismiss: () => actor.send({ type: 'club.dismiss' }),
    dismissOutcome: () => actor.send({ type: 'club.dismissOutcome' }),
  };
}

export type ClubViewModel = ReturnType<typeof useClubView>;
