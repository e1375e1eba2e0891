import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { addressesMachine } from '../../../machines/addresses.machine';
import { useAddressesActors } from './address-gateway';
import { AddressesView } from './AddressesView';

/** /dashboard/group/six: the addresses machine with the gateway's calls (or a test's, through AddressesGateway). */
export function AddressesPage() {
  const actors = useAddressesActors();
  const [logic] = useState(() => addressesMachine.provide({ actors }));
  const actor = useActorRef(logic);
  return <AddressesView actor={actor} />;
}
