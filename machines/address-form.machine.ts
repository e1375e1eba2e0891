import type { SnapshotFrom } from 'xstate';
import type { Address } from '../contract/addresses';
import { formMachine, type SaveInput } from './form';

/**
 * What the form sends, already checked against the contract: `vat` only on an invoice address the
 * buyer gave a RUT for, `is_default` only when asked for (a PUT with `false` would be refused).
 */
export type AddressDraft = Omit<Address, 'id' | 'vat' | 'is_default'> & { vat?: string; is_default?: boolean };

/** A new address when `id` is null; otherwise the changes to that one. */
export type SaveAddressInput = SaveInput<AddressDraft>;

export const addressFormMachine = formMachine<AddressDraft, Address>({
  id: 'addressForm',
  description:
    'One address added or edited in a dialog: sent to the gateway, refusals kept beside their fields with nothing typed lost, and the saved address handed back.',
  saving: 'POST for a new address, PUT for an edited one; the submit button is disabled.',
});

export type AddressFormSnapshot = SnapshotFrom<typeof addressFormMachine>;
