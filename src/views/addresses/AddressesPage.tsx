import { addressesMachine } from '../../../machines/addresses.machine';
import { useEffects } from '../../kernel/effects';
import { AddressesView } from './AddressesView';
import { usePageMachine } from '../common/usePageMachine';

/** /dashboard/group/six: the addresses machine with the app's effects. */
export function AddressesPage() {
  const actor = usePageMachine(addressesMachine, useEffects().addresses, { retryOn: { type: 'addresses.retry' } });
  return <AddressesView actor={actor} />;
}
