import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';
import type { CardSetupResponse, SavedCard } from '../contract/cards';
import { failedLoad } from './failed-load';
import { failureOf, type Failure } from './failure';
import { notProvided } from './not-provided';

export interface CardsInput {
  /** The card-setup id the provider's page sent the buyer back with (`?tarjeta=`), if any. */
  returningSetup: string | null;
}

export interface CardsContext {
  returningSetup: string | null;
  cards: readonly SavedCard[];
  /** Why the list could not be read; set only while `failed` holds. */
  failure: Failure | null;
  /** The card the buyer asked to delete, while the confirmation or the deletion runs. */
  pending: SavedCard | null;
  /** Why the gateway refused a change; set only while `ready.refused` holds. */
  refusal: Failure | null;
  /** The card the buyer just saved on the provider's page, announced until dismissed. */
  added: SavedCard | null;
  /** Why coming back from the provider's page saved no card, announced until dismissed. */
  notAdded: Failure | null;
}

export type CardsEvent =
  | { type: 'cards.retry' }
  | { type: 'cards.add' }
  | { type: 'cards.delete'; id: number }
  | { type: 'cards.confirmDelete' }
  | { type: 'cards.cancelDelete' }
  | { type: 'cards.makePrimary'; id: number }
  /** The name dialog saved a card's new name: the list is read again. */
  | { type: 'cards.renamed'; card: SavedCard }
  | { type: 'cards.dismiss' }
  | { type: 'cards.dismissNotice' };

const findCard = (context: CardsContext, id: number) => context.cards.find((card) => card.id === id) ?? null;

/** What the buyer may ask of the list once shown, whether or not a refusal is on screen. */
const listActions = {
  'cards.add': '#cards.ready.startingSetup',
  'cards.delete': { guard: 'isListed', target: '#cards.ready.confirming', actions: 'rememberPending' },
  'cards.makePrimary': { guard: 'canBePrimary', target: '#cards.ready.settingPrimary' },
  'cards.renamed': { guard: 'isRenamedListed', target: '#cards.loading' },
} as const;

export const cardsMachine = setup({
  types: {
    context: {} as CardsContext,
    events: {} as CardsEvent,
    input: {} as CardsInput,
  },
  actors: {
    fetchCards: notProvided.actor<readonly SavedCard[], void>('cards', 'fetchCards'),
    completeSetup: notProvided.actor<SavedCard, { setupId: string }>('cards', 'completeSetup'),
    startSetup: notProvided.actor<CardSetupResponse, void>('cards', 'startSetup'),
    deleteCard: notProvided.actor<void, { id: number }>('cards', 'deleteCard'),
    makePrimary: notProvided.actor<SavedCard, { id: number }>('cards', 'makePrimary'),
  },
  actions: {
    clearNotices: assign({ added: null, notAdded: null }),
    redirectToProvider: (_, _params: { url: string }) => notProvided.action('cards', 'redirectToProvider'),
    rememberPending: assign({
      pending: ({ context, event }) => {
        assertEvent(event, 'cards.delete');
        return findCard(context, event.id);
      },
    }),
  },
  guards: {
    isReturning: ({ context }) => context.returningSetup !== null,
    isListed: ({ context, event }) => 'id' in event && findCard(context, event.id) !== null,
    isRenamedListed: ({ context, event }) => 'card' in event && findCard(context, event.card.id) !== null,
    // An expired card cannot become the primary one; the primary one already is.
    canBePrimary: ({ context, event }) => {
      const card = 'id' in event ? findCard(context, event.id) : null;
      return card !== null && !card.is_primary && card.state !== 'expired';
    },
  },
}).createMachine({
  id: 'cards',
  description:
    "The company's cards saved with the payment provider: read; added on the provider's own page and saved on the way back; made primary, renamed, or deleted after a confirmation; read again after every change.",
  context: ({ input }) => ({
    returningSetup: input.returningSetup,
    cards: [],
    failure: null,
    pending: null,
    refusal: null,
    added: null,
    notAdded: null,
  }),
  initial: 'entering',
  states: {
    entering: {
      description: 'Opened by the provider sending the buyer back, or by the buyer.',
      always: [{ guard: 'isReturning', target: 'completing' }, { target: 'loading' }],
    },
    completing: {
      description: 'Back from the provider: the gateway reads from the provider whether a card was saved, and keeps it once.',
      tags: ['busy'],
      invoke: {
        id: 'completeSetup',
        src: 'completeSetup',
        input: ({ context }) => ({ setupId: context.returningSetup as string }),
        onDone: { target: 'loading', actions: assign({ added: ({ event }) => event.output, returningSetup: null }) },
        onError: { target: 'loading', actions: assign({ notAdded: ({ event }) => failureOf(event.error), returningSetup: null }) },
      },
    },
    loading: {
      description: 'Reading the cards; a list shown before stays until the answer comes.',
      tags: ['busy'],
      invoke: {
        id: 'fetchCards',
        src: 'fetchCards',
        onDone: { target: 'ready', actions: assign({ cards: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    failed: failedLoad<CardsContext, CardsEvent>('cards.retry', 'The list could not be read: the message and a retry are shown.'),
    ready: {
      description: 'The list, the primary card first, each with its expiry state.',
      initial: 'idle',
      on: { 'cards.dismissNotice': { actions: 'clearNotices' } },
      states: {
        idle: {
          on: listActions,
        },
        confirming: {
          description: 'A dialog asks whether to delete the card.',
          on: {
            'cards.confirmDelete': 'deleting',
            'cards.cancelDelete': { target: 'idle', actions: assign({ pending: null }) },
          },
        },
        deleting: {
          tags: ['busy'],
          invoke: {
            id: 'deleteCard',
            src: 'deleteCard',
            input: ({ context }) => ({ id: (context.pending as SavedCard).id }),
            onDone: { target: '#cards.loading', actions: assign({ pending: null }) },
            onError: { target: 'refused', actions: assign({ pending: null, refusal: ({ event }) => failureOf(event.error) }) },
          },
        },
        settingPrimary: {
          tags: ['busy'],
          invoke: {
            id: 'makePrimary',
            src: 'makePrimary',
            input: ({ event }) => {
              assertEvent(event, 'cards.makePrimary');
              return { id: event.id };
            },
            onDone: '#cards.loading',
            onError: { target: 'refused', actions: assign({ refusal: ({ event }) => failureOf(event.error) }) },
          },
        },
        startingSetup: {
          description: "Asking the gateway for the provider's card page.",
          tags: ['busy'],
          entry: 'clearNotices',
          invoke: {
            id: 'startSetup',
            src: 'startSetup',
            onDone: {
              target: '#cards.redirecting',
              actions: { type: 'redirectToProvider', params: ({ event }) => ({ url: event.output.redirect_url }) },
            },
            onError: { target: 'refused', actions: assign({ refusal: ({ event }) => failureOf(event.error) }) },
          },
        },
        refused: {
          description: 'The gateway refused the change: its Spanish message is shown above the list, which stays as it was.',
          tags: ['error'],
          exit: assign({ refusal: null }),
          on: { ...listActions, 'cards.dismiss': 'idle' },
        },
      },
    },
    redirecting: {
      description: "The browser is on its way to the provider's card page; the number is typed there, never here.",
      tags: ['busy'],
      type: 'final',
    },
  },
});

export type CardsSnapshot = SnapshotFrom<typeof cardsMachine>;
