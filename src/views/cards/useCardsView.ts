import { shallowEqual, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { SavedCard } from '../../../contract/cards';
import type { cardsMachine, CardsSnapshot } from '../../../machines/cards.machine';

export type CardsActor = ActorRefFrom<typeof cardsMachine>;

const selectStatus = (s: CardsSnapshot) => ({
  loading: s.matches('loading') || s.matches('completing'),
  busy: s.hasTag('busy'),
  deleting: s.matches({ ready: 'deleting' }),
  leaving: s.matches({ ready: 'startingSetup' }) || s.matches('redirecting'),
  failure: s.context.failure,
  refusal: s.context.refusal,
  pending: s.context.pending,
  added: s.context.added,
  notAdded: s.context.notAdded,
});
const selectCards = (s: CardsSnapshot) => s.context.cards;

/** Mis Tarjetas' state: the machine's, plus which card the name dialog is open for. */
export function useCardsView(actor: CardsActor) {
  const status = useSelector(actor, selectStatus, shallowEqual);
  const cards = useSelector(actor, selectCards);
  const [naming, setNaming] = useState<SavedCard | null>(null);

  return {
    ...status,
    cards,
    /** Nothing to show yet: the first read (or the return from the provider) is under way. */
    firstLoad: status.loading && cards.length === 0,
    empty: !status.loading && !status.failure && cards.length === 0,
    naming,
    openNaming: (card: SavedCard) => setNaming(card),
    closeNaming: () => setNaming(null),
    add: () => actor.send({ type: 'cards.add' }),
    retry: () => actor.send({ type: 'cards.retry' }),
    renamed: (card: SavedCard) => actor.send({ type: 'cards.renamed', card }),
    askDelete: (id: number) => actor.send({ type: 'cards.delete', id }),
    confirmDelete: () => actor.send({ type: 'cards.confirmDelete' }),
    cancelDelete: () => actor.send({ type: 'cards.cancelDelete' }),
    makePrimary: (id: number) => actor.send({ type: 'cards.makePrimary', id }),
    dismiss: () => actor.send({ type: 'cards.dismiss' }),
    dismissNotice: () => actor.send({ type: 'cards.dismissNotice' }),
  };
}
