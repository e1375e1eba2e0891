import type { Category, ProductPage } from '../../contract/catalogue';
import { fromPromise } from 'xstate';
import type { catalogueMachine, ProductsRequest } from '../../machines/catalogue.machine';
import type { ApiClient } from '../api/client';
import { categoryList, productPage, PRODUCTS_PAGE_DEFAULT } from '../../contract/catalogue';

/** GET /api/products's query string: empty parts left out, since the gateway refuses unknown or empty values. */
export function productsPath({ q, category, sort, cursor }: ProductsRequest): string {
  const query = new URLSearchParams({ sort, limit: String(PRODUCTS_PAGE_DEFAULT) });
  if (q !== '') query.set('q', q);
  if (category !== null) query.set('category', category);
  if (cursor !== null) query.set('cursor', cursor);
  return `/products?${query.toString()}`;
}

/** The catalogue's real effects: the public product and category lists of the gateway. */
export function catalogueImplementations(api: ApiClient): Parameters<typeof catalogueMachine.provide>[0] {
  return {
    actors: {
      fetchProducts: fromPromise<ProductPage, ProductsRequest>(({ input }) => api.get(productsPath(input), productPage)),
      fetchCategories: fromPromise<readonly Category[], void>(() => api.get('/categories', categoryList)),
    },
    actions: {
      logError: (_, { message, error }) => console.error(message, error),
    },
  };
}
