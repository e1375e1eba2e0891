import { catalogueEndpoints } from '../../contract/catalogue';
import { listCategories } from '../catalogue/categories';
import { listProducts } from '../catalogue/product-page';
import { readProduct } from '../catalogue/products';
import type { AppDeps } from '../context';
import { endpointRouter } from '../http/endpoint';
import { cachedAnswer } from '../http/gateway-cache';

/**
 * The public catalogue (no session needed): products with search, category filter, four sorts and
 * keyset pagination; and categories with their product counts. Each product carries its drawn picture.
 */
export function catalogueRoutes(deps: AppDeps) {
  const { db } = deps;
  const cachedPublic = { use: [cachedAnswer(deps, 'public')] };

  return endpointRouter(deps)
    .on(catalogueEndpoints.categories, () => listCategories(db), cachedPublic)
    .on(catalogueEndpoints.products, (_c, { query }) => listProducts(db, query), cachedPublic)
    .on(catalogueEndpoints.product, (_c, { params: { id } }) => readProduct(db, id)).app;
}
