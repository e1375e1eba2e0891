import { fromPromise } from 'xstate';
import { searchEndpoints, type SearchResults } from '../../contract/search';
import type { paletteMachine } from '../../machines/palette.machine';
import type { ApiClient } from '../api/client';
import { failing } from './failure';
import type { MachineEffects } from './machine-effects';

/** The palette's real effects: one GET /api/search per pause in the typing. */
export function paletteEffects(client: ApiClient): MachineEffects<typeof paletteMachine> {
  const api = failing(client);
  return {
    actors: {
      search: fromPromise<SearchResults, string>(({ input }) => api.request(searchEndpoints.search, { query: { q: input } })),
    },
    actions: {
      logError: (_, { message, error }) => console.error(message, error),
    },
  };
}
