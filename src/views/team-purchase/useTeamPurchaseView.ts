import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { campaignOf, commitmentOf, securingMethods, type teamPurchaseMachine, type TeamPurchaseSnapshot } from '../../../machines/team-purchase.machine';

export type TeamPurchaseActor = ActorRefFrom<typeof teamPurchaseMachine>;

/** Which screen the snapshot is on, as the views draw it. */
export type TeamPurchaseScreen = 'loading' | 'failed' | 'missing' | 'browsing' | 'committing' | 'confirmed' | 'withdrawn' | 'closed';

const screenOf = (s: TeamPurchaseSnapshot): TeamPurchaseScreen => {
  const top = typeof s.value === 'string' ? s.value : Object.keys(s.value)[0]!;
  // Handing over, the page waits for the router to open the other one, as a page being read does.
  return top === 'routing' || top === 'handingOver' ? 'loading' : (top as TeamPurchaseScreen);
};

/** What the Team Purchase screens read from the machine, and the events they send. */
export function useTeamPurchaseView(actor: TeamPurchaseActor) {
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const send = actor.send;
  return {
    screen: screenOf(snapshot),
    context,
    campaign: campaignOf(context),
    commitment: commitmentOf(context, context.campaignId),
    methods: securingMethods(context.methods),
    busy: snapshot.hasTag('busy'),
    securing: snapshot.matches({ committing: 'securing' }),
    asking: (['asking', 'withdrawing', 'failedWithdrawal'] as const).some((state) => snapshot.matches({ confirmed: state })),
    withdrawing: snapshot.matches({ confirmed: 'withdrawing' }),
    refreshing: snapshot.matches({ browsing: 'refreshing' }),
    retry: () => send({ type: 'tp.retry' }),
    setQuantity: (quantity: number) => send({ type: 'tp.setQuantity', quantity }),
    setMethod: (paymentMethodId: number) => send({ type: 'tp.setMethod', paymentMethodId }),
    submit: () => send({ type: 'tp.submit' }),
    change: () => send({ type: 'tp.change' }),
    cancelChange: () => send({ type: 'tp.cancelChange' }),
    withdraw: () => send({ type: 'tp.withdraw' }),
    confirmWithdraw: () => send({ type: 'tp.confirmWithdraw' }),
    keep: () => send({ type: 'tp.keep' }),
    commitAgain: () => send({ type: 'tp.commitAgain' }),
  };
}

export type TeamPurchaseView = ReturnType<typeof useTeamPurchaseView>;
