import { searchEndpoints } from '../../contract/search';
import type { AppDeps } from '../context';
import { endpointRouter } from '../http/endpoint';
import { paletteSearch } from '../search/palette-search';

/** The palette's search: products, and the orders and invoices the caller's role may read. */
export function searchRoutes(deps: AppDeps) {
  return endpointRouter(deps).on(searchEndpoints.search, (_c, { user, query }) => paletteSearch(deps, user, query.q)).app;
}
