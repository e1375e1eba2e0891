import { createContext, useContext } from 'react';
import { addressesActors, addressFormActors, type AddressesActors, type AddressFormActors } from '../../actors/addresses.actors';
import { api } from '../../app/api';

/** Replaces the gateway calls of the addresses page and dialog: the app leaves it empty, view tests pass fakes. */
export const AddressesGateway = createContext<{ form?: AddressFormActors; list?: AddressesActors } | null>(null);

export function useAddressFormActors(): AddressFormActors {
  return useContext(AddressesGateway)?.form ?? addressFormActors(api);
}

export function useAddressesActors(): AddressesActors {
  return useContext(AddressesGateway)?.list ?? addressesActors(api);
}
