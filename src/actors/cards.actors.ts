import { fromPromise } from 'xstate';
import { cardEndpoints, type CardSetupResponse, type SavedCard } from '../../contract/cards';
import type { cardNameFormMachine, SaveCardNameInput } from '../../machines/card-name-form.machine';
import type { cardsMachine } from '../../machines/cards.machine';
import type { ApiClient } from '../api/client';
import { failing } from './failure';
import type { MachineEffects } from './machine-effects';

/** Mis Tarjetas' calls, and the one step out of the SPA: the browser goes to the provider's card page. */
export function cardsEffects(client: ApiClient): MachineEffects<typeof cardsMachine> {
  const api = failing(client);
  return {
    actors: {
      fetchCards: fromPromise<readonly SavedCard[], void>(() => api.request(cardEndpoints.list)),
      completeSetup: fromPromise<SavedCard, { setupId: string }>(({ input }) =>
        api.request(cardEndpoints.completeSetup, { params: { id: input.setupId } }),
      ),
      startSetup: fromPromise<CardSetupResponse, void>(() => api.request(cardEndpoints.setup)),
      deleteCard: fromPromise<void, { id: number }>(({ input }) => api.request(cardEndpoints.remove, { params: { id: input.id } })),
      makePrimary: fromPromise<SavedCard, { id: number }>(({ input }) =>
        api.request(cardEndpoints.update, { params: { id: input.id }, body: { is_primary: true } }),
      ),
    },
    actions: {
      redirectToProvider: (_, { url }) => {
        location.href = url;
      },
    },
  };
}

/** The card name dialog's save: a PUT of the name alone. */
export function cardNameFormEffects(client: ApiClient): MachineEffects<typeof cardNameFormMachine> {
  const api = failing(client);
  return {
    actors: {
      save: fromPromise<SavedCard, SaveCardNameInput>(({ input: { id, draft } }) =>
        api.request(cardEndpoints.update, { params: { id: id as number }, body: { nickname: draft.nickname } }),
      ),
    },
  };
}
