import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';
import type { Address } from '../contract/addresses';
import { failedLoad } from './failed-load';
import { failureOf, type Failure } from './failure';
import { notProvided } from './not-provided';

export interface AddressesContext {
  addresses: readonly Address[];
  /** Why the list could not be read; set only while `failed` holds. */
  failure: Failure | null;
  /** The address the buyer asked to delete, while the confirmation or the deletion runs. */
  pending: Address | null;
  /** Why the gateway refused a deletion or a new default; set only while `ready.refused` holds. */
  refusal: Failure | null;
}

export type AddressesEvent =
  | { type: 'addresses.retry' }
  | { type: 'addresses.delete'; id: number }
  | { type: 'addresses.confirmDelete' }
  | { type: 'addresses.cancelDelete' }
  | { type: 'addresses.setDefault'; id: number }
  /** The address dialog saved one: the list is read again, since a new default changes another row. */
  | { type: 'addresses.saved'; address: Address }
  | { type: 'addresses.dismiss' };

const findAddress = (context: AddressesContext, id: number) => context.addresses.find((a) => a.id === id) ?? null;

/** What the buyer may ask of the list once shown, whether or not a refusal is on screen. */
const listActions = {
  'addresses.delete': {
    guard: 'isListed',
    target: '#addresses.ready.confirming',
    actions: 'rememberPending',
  },
  'addresses.setDefault': { guard: 'isListedNotDefault', target: '#addresses.ready.settingDefault' },
  'addresses.saved': '#addresses.loading',
} as const;

export const addressesMachine = setup({
  types: {
    context: {} as AddressesContext,
    events: {} as AddressesEvent,
  },
  actors: {
    fetchAddresses: notProvided.actor<readonly Address[], void>('addresses', 'fetchAddresses'),
    deleteAddress: notProvided.actor<void, { id: number }>('addresses', 'deleteAddress'),
    setDefaultAddress: notProvided.actor<Address, { id: number }>('addresses', 'setDefaultAddress'),
  },
  actions: {
    rememberPending: assign({
      pending: ({ context, event }) => {
        assertEvent(event, 'addresses.delete');
        return findAddress(context, event.id);
      },
    }),
  },
  guards: {
    isListed: ({ context, event }) => 'id' in event && findAddress(context, event.id) !== null,
    isListedNotDefault: ({ context, event }) => 'id' in event && findAddress(context, event.id)?.is_default === false,
  },
}).createMachine({
  id: 'addresses',
  description:
    "The company's billing and delivery addresses: read, deleted after a confirmation, made the default of their type, and read again after every change.",
  context: { addresses: [], failure: null, pending: null, refusal: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the addresses; a list shown before stays until the answer comes.',
      tags: ['busy'],
      invoke: {
        id: 'fetchAddresses',
        src: 'fetchAddresses',
        onDone: { target: 'ready', actions: assign({ addresses: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    failed: failedLoad<AddressesContext, AddressesEvent>('addresses.retry', 'The list could not be read: the message and a retry are shown.'),
    ready: {
      description: 'The list, grouped into billing and delivery addresses.',
      initial: 'idle',
      states: {
        idle: {
          on: listActions,
        },
        confirming: {
          description: 'A dialog asks whether to delete the address.',
          on: {
            'addresses.confirmDelete': 'deleting',
            'addresses.cancelDelete': { target: 'idle', actions: assign({ pending: null }) },
          },
        },
        deleting: {
          tags: ['busy'],
          invoke: {
            id: 'deleteAddress',
            src: 'deleteAddress',
            input: ({ context }) => ({ id: (context.pending as Address).id }),
            onDone: { target: '#addresses.loading', actions: assign({ pending: null }) },
            onError: {
              target: 'refused',
              actions: assign({ pending: null, refusal: ({ event }) => failureOf(event.error) }),
            },
          },
        },
        settingDefault: {
          tags: ['busy'],
          invoke: {
            id: 'setDefaultAddress',
            src: 'setDefaultAddress',
            input: ({ event }) => {
              assertEvent(event, 'addresses.setDefault');
              return { id: event.id };
            },
            onDone: '#addresses.loading',
            onError: { target: 'refused', actions: assign({ refusal: ({ event }) => failureOf(event.error) }) },
          },
        },
        refused: {
          description: "The gateway refused the change: its Spanish message is shown above the list, which stays as it was.",
          tags: ['error'],
          exit: assign({ refusal: null }),
          on: { ...listActions, 'addresses.dismiss': 'idle' },
        },
      },
    },
  },
});

export type AddressesSnapshot = SnapshotFrom<typeof addressesMachine>;
