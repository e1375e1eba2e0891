import type { Address } from '../../contract/addresses';
import { fromPromise } from 'xstate';
import type { addressFormMachine, SaveAddressInput } from '../../machines/address-form.machine';
import type { addressesMachine } from '../../machines/addresses.machine';
import type { ApiClient } from '../api/client';
import { address, addressList } from '../../contract/addresses';

export type AddressFormActors = NonNullable<Parameters<typeof addressFormMachine.provide>[0]['actors']>;
export type AddressesActors = NonNullable<Parameters<typeof addressesMachine.provide>[0]['actors']>;

/** The address dialog's save: POST for a new address, PUT (without the type, which never changes) for an edit. */
export function addressFormActors(api: ApiClient): AddressFormActors {
  return {
    saveAddress: fromPromise<Address, SaveAddressInput>(({ input: { id, draft } }) => {
      if (id === null) return api.post('/addresses', draft, address);
      const { type: _fixed, ...changes } = draft;
      return api.put(`/addresses/${id}`, changes, address);
    }),
  };
}

/** The addresses page's calls; refusals arrive as ApiRequestError with the gateway's Spanish message. */
export function addressesActors(api: ApiClient): AddressesActors {
  return {
    fetchAddresses: fromPromise<readonly Address[], void>(() => api.get('/addresses', addressList)),
    deleteAddress: fromPromise<void, { id: number }>(({ input }) => api.delete(`/addresses/${input.id}`)),
    setDefaultAddress: fromPromise<Address, { id: number }>(({ input }) =>
      api.put(`/addresses/${input.id}`, { is_default: true }, address),
    ),
  };
}
