import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { addressesMachine } from '../../../machines/addresses.machine';
import { useEffects } from '../../kernel/effects';
import { AddressesView } from './AddressesView';
import { useRetryOnReconnect } from '../common/useRetryOnReconnect';

/** /dashboard/group/six: the addresses machine with the app's effects. */
export function AddressesPage() {
  const effects = useEffects().addresses;
  const actor = useActorRef(useMemo(() => addressesMachine.provide(effects), [effects]));
  useRetryOnReconnect(actor, { type: 'addresses.retry' });
  return <AddressesView actor={actor} />;
}
