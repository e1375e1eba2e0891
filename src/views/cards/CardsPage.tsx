import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { cardSetupReturnParam } from '../../../contract/cards';
import { cardsMachine } from '../../../machines/cards.machine';
import { useEffects } from '../../kernel/effects';
import { CardsView } from './CardsView';
import { usePageMachine } from '../common/usePageMachine';

/**
 * /dashboard/group/card (Mis Tarjetas): the cards machine with the app's effects. The provider's page
 * sends the buyer back here with `?tarjeta=<setup id>`; it is read once and taken out of the address,
 * so a reload or a bookmark does not announce the same card again.
 */
export function CardsPage() {
  const [params, setParams] = useSearchParams();
  const [returningSetup] = useState(() => params.get(cardSetupReturnParam));
  const actor = usePageMachine(cardsMachine, useEffects().cards, { input: { returningSetup }, retryOn: { type: 'cards.retry' } });
  useEffect(() => {
    if (returningSetup !== null) setParams({}, { replace: true });
  }, [returningSetup, setParams]);
  return <CardsView actor={actor} />;
}
