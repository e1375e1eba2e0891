import type { Address } from '../../contract/addresses';
import { fromPromise } from 'xstate';
import type { addressFormMachine, SaveAddressInput } from '../../machines/address-form.machine';
import type { addressesMachine } from '../../machines/addresses.machine';
import type { ApiClient } from '../api/client';
import { failing } from './failure';
import type { MachineEffects } from './machine-effects';
import { addressEndpoints } from '../../contract/addresses';

/** The address dialog's save: POST for a new address, PUT (without the type, which never changes) for an edit. */
export function addressFormEffects(client: ApiClient): MachineEffects<typeof addressFormMachine> {
  const api = failing(client);
  return {
    actors: {
      save: fromPromise<Address, SaveAddressInput>(({ input: { id, draft } }) => {
        if (id === null) return api.request(addressEndpoints.create, { body: draft });
        const { type: _fixed, ...changes } = draft;
        return api.request(addressEndpoints.update, { params: { id }, body: changes });
      }),
    },
  };
}

/** The addresses page's calls; refusals arrive as ApiRequestError with the gateway's Spanish message. */
export function addressesEffects(client: ApiClient): MachineEffects<typeof addressesMachine> {
  const api = failing(client);
  return {
    actors: {
      fetchAddresses: fromPromise<readonly Address[], void>(() => api.request(addressEndpoints.list)),
      deleteAddress: fromPromise<void, { id: number }>(({ input }) => api.request(addressEndpoints.remove, { params: { id: input.id } })),
      setDefaultAddress: fromPromise<Address, { id: number }>(({ input }) =>
        api.request(addressEndpoints.update, { params: { id: input.id }, body: { is_default: true } }),
      ),
    },
  };
}
