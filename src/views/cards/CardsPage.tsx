import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { cardSetupReturnParam } from '../../../contract/cards';
import { cardsMachine } from '../../../machines/cards.machine';
import { useEffects } from '../../kernel/effects';
import { CardsView } from './CardsView';
import { useRetryOnReconnect } from '../common/useRetryOnReconnect';

/**
 * /dashboard/group/card (Mis Tarjetas): the cards machine with the app's effects. The provider's page
 * sends the buyer back here with `?tarjeta=<setup id>`; it is read once and taken out of the address,
 * so a reload or a bookmark does not announce the same card again.
 */
export function CardsPage() {
  const effects = useEffects().cards;
  const [params, setParams] = useSearchParams();
  const [returningSetup] = useState(() => params.get(cardSetupReturnParam));
  const actor = useActorRef(useMemo(() => cardsMachine.provide(effects), [effects]), { input: { returningSetup } });
  useRetryOnReconnect(actor, { type: 'cards.retry' });
  useEffect(() => {
    if (returningSetup !== null) setParams({}, { replace: true });
  }, [returningSetup, setParams]);
  return <CardsView actor={actor} />;
}
