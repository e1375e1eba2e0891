import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';
import type { Address } from '../contract/addresses';
import { failureOf, type Failure } from './failure';
import { notProvided } from './not-provided';

/**
 * What the form sends, already checked against the contract: `vat` only on an invoice address the
 * buyer gave a RUT for, `is_default` only when asked for (a PUT with `false` would be refused).
 */
export type AddressDraft = Omit<Address, 'id' | 'vat' | 'is_default'> & { vat?: string; is_default?: boolean };

/** A new address when `id` is null; otherwise the changes to that one. */
export interface SaveAddressInput {
  id: number | null;
  draft: AddressDraft;
}

export interface AddressFormInput {
  /** The address being edited; null for a new one. */
  address: Address | null;
}

export interface AddressFormContext {
  addressId: number | null;
  failure: Failure | null;
  saved: Address | null;
}

export type AddressFormEvent =
  | { type: 'form.submit'; draft: AddressDraft }
  /** The buyer changed a field: the gateway's message beside it no longer applies. */
  | { type: 'form.change'; field: string };

export const addressFormMachine = setup({
  types: {
    context: {} as AddressFormContext,
    events: {} as AddressFormEvent,
    input: {} as AddressFormInput,
  },
  actors: {
    saveAddress: notProvided.actor<Address, SaveAddressInput>('address-form', 'saveAddress'),
  },
}).createMachine({
  id: 'addressForm',
  description:
    'One address added or edited in a dialog: sent to the gateway, refusals kept beside their fields with nothing typed lost, and the saved address handed back.',
  context: ({ input }) => ({ addressId: input.address?.id ?? null, failure: null, saved: null }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The buyer fills the form; the form checks it against the contract before sending.',
      on: { 'form.submit': 'saving' },
    },
    saving: {
      description: 'POST for a new address, PUT for an edited one; the submit button is disabled.',
      tags: ['busy'],
      invoke: {
        id: 'saveAddress',
        src: 'saveAddress',
        input: ({ context, event }) => {
          assertEvent(event, 'form.submit');
          return { id: context.addressId, draft: event.draft };
        },
        onDone: { target: 'done', actions: assign({ saved: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    failed: {
      description: "Refused: the gateway's messages sit beside their fields and above the form; the form keeps what was typed.",
      tags: ['error'],
      exit: assign({ failure: null }),
      on: {
        'form.submit': 'saving',
        'form.change': {
          actions: assign({
            failure: ({ context, event }) => {
              const { [event.field]: _fixed, ...fields } = context.failure?.fields ?? {};
              return context.failure && { ...context.failure, fields };
            },
          }),
        },
      },
    },
    done: {
      description: 'Saved: the dialog hands the answer to its opener and closes.',
      type: 'final',
    },
  },
});

export type AddressFormSnapshot = SnapshotFrom<typeof addressFormMachine>;
