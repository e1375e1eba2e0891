import { catalogueEndpoints } from '../../contract/catalogue';
import { listCategories } from '../catalogue/categories';
import { listProducts } from '../catalogue/product-page';
import { readProduct, readProductImage } from '../catalogue/products';
import type { AppDeps } from '../context';
import { endpointRouter } from '../http/endpoint';
import { cachedAnswer } from '../http/gateway-cache';

/**
 * The public catalogue (no session needed): products with search, category filter, four sorts and
 * keyset pagination; categories with their product counts; and each product's drawn picture.
 */
export function catalogueRoutes(deps: AppDeps) {
  const { db } = deps;
  const cachedPublic = { use: [cachedAnswer(deps, 'public')] };

  return endpointRouter(deps)
    .on(catalogueEndpoints.categories, () => listCategories(db), cachedPublic)
    .on(catalogueEndpoints.products, (_c, { query }) => listProducts(db, query), cachedPublic)
    .on(catalogueEndpoints.product, (_c, { params: { id } }) => readProduct(db, id))
    .on(catalogueEndpoints.productImage, async (c, { params: { id }, query }) => {
      const image = await readProductImage(db, id);
      const etag = `"${image.hash}"`;
      // The catalogue's image_url carries the picture's hash: that URL may be kept for good.
      const versioned = query.v === image.hash.slice(0, 12);
      c.header('ETag', etag);
      c.header('Cache-Control', versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
      const ifNoneMatch = c.req.header('If-None-Match') ?? '';
      if (ifNoneMatch === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        return c.body(null, 304);
      }
      c.header('Content-Type', 'image/svg+xml; charset=utf-8');
      return c.body(image.svg);
    }).app;
}
