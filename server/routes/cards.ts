import { cardEndpoints } from '../../contract/cards';
import { listCards, removeCard, savedCardOfSetup, updateCard } from '../cards/saved-cards';
import type { AppDeps } from '../context';
import { endpointRouter } from '../http/endpoint';
import { startCardSetup } from '../payments/card-setup';

/** Mis Tarjetas: the company's saved cards, and adding one through the provider's card page. */
export function cardRoutes(deps: AppDeps) {
  return endpointRouter(deps)
    .on(cardEndpoints.list, (_c, { user }) => listCards(deps, user.partnerId))
    .on(cardEndpoints.update, (_c, { user, params: { id }, body }) => updateCard(deps, user.partnerId, id, body))
    .on(cardEndpoints.setup, (_c, { user }) => startCardSetup(deps, user))
    .on(cardEndpoints.completeSetup, (_c, { user, params: { id } }) => savedCardOfSetup(deps, user, id))
    .on(cardEndpoints.remove, (_c, { user, params: { id } }) => removeCard(deps, user.partnerId, id)).app;
}
