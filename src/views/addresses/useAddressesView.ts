import { shallowEqual, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { addressesMachine, AddressesSnapshot } from '../../../machines/addresses.machine';
import type { Address, AddressType } from '../../../contract/addresses';

export type AddressesActor = ActorRefFrom<typeof addressesMachine>;

const selectStatus = (s: AddressesSnapshot) => ({
  loading: s.matches('loading'),
  busy: s.hasTag('busy'),
  deleting: s.matches({ ready: 'deleting' }),
  failure: s.context.failure,
  refusal: s.context.refusal,
  pending: s.context.pending,
});
const selectAddresses = (s: AddressesSnapshot) => s.context.addresses;

const groupOf = (addresses: readonly Address[], type: AddressType) => addresses.filter((a) => a.type === type);

/** The addresses page's state: the machine's, plus which address the add/edit dialog is open for. */
export function useAddressesView(actor: AddressesActor) {
  const status = useSelector(actor, selectStatus, shallowEqual);
  const addresses = useSelector(actor, selectAddresses);
  const [dialog, setDialog] = useState<{ open: boolean; address: Address | null }>({ open: false, address: null });

  return {
    ...status,
    /** Nothing to show yet: the first read is under way. */
    firstLoad: status.loading && addresses.length === 0,
    empty: !status.loading && !status.failure && addresses.length === 0,
    groups: [
      { type: 'invoice' as const, addresses: groupOf(addresses, 'invoice') },
      { type: 'delivery' as const, addresses: groupOf(addresses, 'delivery') },
    ],
    dialog,
    openDialog: (address: Address | null) => setDialog({ open: true, address }),
    setDialogOpen: (open: boolean) => setDialog((current) => ({ ...current, open })),
    retry: () => actor.send({ type: 'addresses.retry' }),
    saved: (address: Address) => actor.send({ type: 'addresses.saved', address }),
    askDelete: (id: number) => actor.send({ type: 'addresses.delete', id }),
    confirmDelete: () => actor.send({ type: 'addresses.confirmDelete' }),
    cancelDelete: () => actor.send({ type: 'addresses.cancelDelete' }),
    setDefault: (id: number) => actor.send({ type: 'addresses.setDefault', id }),
    dismiss: () => actor.send({ type: 'addresses.dismiss' }),
  };
}
