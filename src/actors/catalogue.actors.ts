import { fromPromise } from 'xstate';
import {
  catalogueEndpoints,
  PRODUCTS_PAGE_DEFAULT,
  type Category,
  type ProductListQuery,
  type ProductPage,
} from '../../contract/catalogue';
import type { catalogueMachine, ProductsRequest } from '../../machines/catalogue.machine';
import type { ApiClient } from '../api/client';
import { failing } from './failure';
import type { MachineEffects } from './machine-effects';

/** GET /api/products's query: empty parts left out, since the gateway refuses unknown or empty values. */
export function productsQuery({ q, category, sort, cursor }: ProductsRequest): ProductListQuery {
  return {
    sort,
    limit: String(PRODUCTS_PAGE_DEFAULT),
    ...(q !== '' ? { q } : {}),
    ...(category !== null ? { category } : {}),
    ...(cursor !== null ? { cursor } : {}),
  };
}

/** The catalogue's real effects: the public product and category lists of the gateway. */
export function catalogueEffects(client: ApiClient): MachineEffects<typeof catalogueMachine> {
  const api = failing(client);
  return {
    actors: {
      fetchProducts: fromPromise<ProductPage, ProductsRequest>(({ input }) => api.request(catalogueEndpoints.products, { query: productsQuery(input) })),
      fetchCategories: fromPromise<readonly Category[], void>(() => api.request(catalogueEndpoints.categories)),
    },
    actions: {
      logError: (_, { message, error }) => console.error(message, error),
    },
  };
}
