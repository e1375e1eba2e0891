import { assign, setup, type SnapshotFrom } from 'xstate';
import { searchQueryMin, type SearchResults } from '../contract/search';
import { refusalOr, type Failure } from './failure';
import { loadFailureLogText } from './loaded-list';
import { notProvided } from './not-provided';

/**
 * The buyer's palette (Ctrl+K): the pages of the navigation match at once, in the view; this machine
 * asks the gateway, after a pause in the typing, for the products, orders and invoices that match.
 * What the last answer showed stays on screen while the next one is on its way.
 */
export interface PaletteContext {
  /** What the buyer typed, trimmed. */
  query: string;
  /** The gateway's answer to `answered`; null before the first one and once the query is too short. */
  results: SearchResults | null;
  /** The query `results` answer. */
  answered: string;
  failure: Failure | null;
}

export type PaletteEvent = { type: 'palette.type'; text: string } | { type: 'palette.retry' };

export const searchUnavailable: Failure = { code: 'search_unavailable' };

const queryOf = (text: string) => text.trim();
const isSearchable = (query: string) => query.length >= searchQueryMin;

export const paletteMachine = setup({
  types: {
    context: {} as PaletteContext,
    events: {} as PaletteEvent,
  },
  actors: {
    search: notProvided.actor<SearchResults, string>('palette', 'search'),
  },
  actions: {
    logError: (_, _params: { message: string; error: unknown }) => notProvided.action('palette', 'logError'),
  },
  delays: {
    typingPause: 200,
  },
  guards: {
    /** A change of query long enough to ask the gateway about. */
    isNewSearch: ({ context }, { text }: { text: string }) => queryOf(text) !== context.query && isSearchable(queryOf(text)),
    /** A change of query too short to ask about (cleared, or one letter). */
    isNewShortQuery: ({ context }, { text }: { text: string }) => queryOf(text) !== context.query && !isSearchable(queryOf(text)),
  },
}).createMachine({
  id: 'palette',
  description:
    'The Ctrl+K palette: the navigation matches at once; products, orders and invoices come from the gateway ' +
    'after a pause in the typing, the last answer shown until the next arrives.',
  context: { query: '', results: null, answered: '', failure: null },
  initial: 'idle',
  on: {
    'palette.type': [
      {
        guard: { type: 'isNewSearch', params: ({ event }) => ({ text: event.text }) },
        target: '.typing',
        reenter: true,
        actions: assign({ query: ({ event }) => queryOf(event.text) }),
      },
      {
        guard: { type: 'isNewShortQuery', params: ({ event }) => ({ text: event.text }) },
        target: '.idle',
        actions: assign({ query: ({ event }) => queryOf(event.text), results: null, answered: '' }),
      },
    ],
  },
  states: {
    idle: {
      description: 'Nothing typed, or too little to ask the gateway: only the pages of the navigation match.',
    },
    typing: {
      description: 'The buyer is typing: the gateway is asked after a pause; the last answer stays meanwhile.',
      tags: ['busy'],
      after: { typingPause: 'searching' },
    },
    searching: {
      description: 'Asking the gateway for the products, orders and invoices that match.',
      tags: ['busy'],
      invoke: {
        id: 'search',
        src: 'search',
        input: ({ context }) => context.query,
        onDone: { target: 'answered', actions: assign({ results: ({ event }) => event.output, answered: ({ context }) => context.query }) },
        onError: {
          target: 'failed',
          actions: [
            assign({ failure: ({ event }) => refusalOr(event.error, searchUnavailable) }),
            {
              type: 'logError',
              params: ({ event }) => ({ message: loadFailureLogText(event.error, 'Error searching'), error: event.error }),
            },
          ],
        },
      },
    },
    answered: {
      description: 'The matches are shown, grouped: products (added to the cart from here), orders and invoices.',
    },
    failed: {
      description: 'The gateway could not answer: the pages of the navigation still match, a retry is offered.',
      tags: ['error'],
      exit: assign({ failure: null }),
      on: { 'palette.retry': 'searching' },
    },
  },
});

export type PaletteSnapshot = SnapshotFrom<typeof paletteMachine>;
