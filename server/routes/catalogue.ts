import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { foldQuery } from '../../machines/rules/search';
import {
  catalogueEndpoints,
  PRODUCTS_PAGE_DEFAULT,
  type Category,
  type Product,
  type ProductPage,
  type ProductSort,
} from '../../contract/catalogue';
import type { AppDeps } from '../context';
import type { Db } from '../db/client';
import { productCategory, productProduct } from '../db/schema';
import { maxId } from '../../contract/params';
import { ApiError } from '../http/errors';
import { endpointRouter } from '../http/endpoint';
import { cachedAnswer } from '../http/gateway-cache';

/**
 * The public catalogue (no session needed): products with search, category filter, four sorts and
 * keyset pagination; categories with their product counts; and each product's drawn picture.
 */

const productNotFound = () => new ApiError(404, 'not_found', 'El producto no existe o ya no está disponible.');

const invalid = (field: string, message: string) =>
  new ApiError(400, 'invalid_request', 'Revisa los datos enviados.', { [field]: [message] });

/** LIKE pattern for "contains `text`", with `\`, `%` and `_` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * Sorting. Names sort by `search_text` (the folded name, then the SKU), so accents and ñ do not push a
 * product to the end of the list whatever the database's collation; prices by the net list price.
 * The id breaks ties, so the order is total and the keyset cursor never skips or repeats a row.
 */
const sorts = {
  name_asc: { column: productProduct.searchText, direction: 'asc', keyType: 'string' },
  name_desc: { column: productProduct.searchText, direction: 'desc', keyType: 'string' },
  price_asc: { column: productProduct.listPrice, direction: 'asc', keyType: 'number' },
  price_desc: { column: productProduct.listPrice, direction: 'desc', keyType: 'number' },
} as const satisfies Record<ProductSort, { column: unknown; direction: 'asc' | 'desc'; keyType: 'string' | 'number' }>;

interface Cursor {
  sort: ProductSort;
  key: string | number;
  id: number;
}

/** Opaque to callers: base64url of `[sort, key, id]` of the last row of the page. */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.key, cursor.id]), 'utf8').toString('base64url');
}

function decodeCursor(raw: string, sort: ProductSort): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalid('cursor', 'El cursor no es válido.');
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalid('cursor', 'El cursor no es válido.');
  const [cursorSort, key, id] = parsed as unknown[];
  if (!(typeof cursorSort === 'string' && cursorSort in sorts)) throw invalid('cursor', 'El cursor no es válido.');
  if (cursorSort !== sort) {
    throw invalid('cursor', 'El cursor corresponde a otro orden: vuelve a la primera página.');
  }
  const keyOk =
    sorts[sort].keyType === 'string'
      ? typeof key === 'string' && key.length <= 300
      : typeof key === 'number' && Number.isSafeInteger(key) && key >= 0;
  if (!keyOk || typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || id > maxId) {
    throw invalid('cursor', 'El cursor no es válido.');
  }
  return { sort, key: key as string | number, id };
}

const productColumns = {
  id: productProduct.id,
  defaultCode: productProduct.defaultCode,
  name: productProduct.name,
  searchText: productProduct.searchText,
  categoryId: productCategory.id,
  categoryName: productCategory.name,
  categorySlug: productCategory.slug,
  uom: productProduct.uom,
  packSize: productProduct.packSize,
  listPrice: productProduct.listPrice,
  cxtiPrice: productProduct.cxtiPrice,
  stockState: productProduct.stockState,
  description: productProduct.description,
  imageHash: sql<string>`md5(${productProduct.imageSvg})`,
};

export const selectProducts = (db: Db) =>
  db.select(productColumns).from(productProduct).innerJoin(productCategory, eq(productCategory.id, productProduct.categId));

type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    default_code: row.defaultCode,
    name: row.name,
    category: { id: row.categoryId, name: row.categoryName, slug: row.categorySlug },
    uom: row.uom as Product['uom'],
    pack_size: row.packSize,
    list_price: row.listPrice,
    cxti_price: row.cxtiPrice,
    stock_state: row.stockState as Product['stock_state'],
    description: row.description,
    image_url: `/api/products/${row.id}/image?v=${row.imageHash.slice(0, 12)}`,
  };
}

export function catalogueRoutes(deps: AppDeps) {
  const { db } = deps;
  const productsWithCategory = () => selectProducts(db);

  const cachedPublic = { use: [cachedAnswer(deps, 'public')] };

  return endpointRouter(deps)
    .on(
      catalogueEndpoints.categories,
      async () => {
      const rows = await db
        .select({
          id: productCategory.id,
          name: productCategory.name,
          slug: productCategory.slug,
          productCount: sql<number>`count(${productProduct.id})::int`,
        })
        .from(productCategory)
        .leftJoin(productProduct, and(eq(productProduct.categId, productCategory.id), eq(productProduct.active, true)))
        .groupBy(productCategory.id)
        .orderBy(asc(productCategory.sequence), asc(productCategory.id));
      return rows.map((r): Category => ({ id: r.id, name: r.name, slug: r.slug, product_count: r.productCount }));
      },
      cachedPublic,
    )

    .on(
      catalogueEndpoints.products,
      async (_c, { query }) => {
      const sortName: ProductSort = query.sort ?? 'name_asc';
      const sort = sorts[sortName];
      const limit = query.limit ?? PRODUCTS_PAGE_DEFAULT;
      const conditions: SQL[] = [eq(productProduct.active, true)];

      const folded = foldQuery(query.q ?? '');
      if (folded !== '') conditions.push(sql`${productProduct.searchText} like ${containsPattern(folded)} escape '\\'`);

      if (query.category !== undefined) {
        const [category] = await db
          .select({ id: productCategory.id })
          .from(productCategory)
          .where(eq(productCategory.slug, query.category))
          .limit(1);
        if (!category) throw invalid('category', 'La categoría no existe.');
        conditions.push(eq(productProduct.categId, category.id));
      }

      if (query.cursor !== undefined) {
        const cursor = decodeCursor(query.cursor, sortName);
        conditions.push(
          sort.direction === 'asc'
            ? sql`(${sort.column}, ${productProduct.id}) > (${cursor.key}, ${cursor.id})`
            : sql`(${sort.column}, ${productProduct.id}) < (${cursor.key}, ${cursor.id})`,
        );
      }

      const order = sort.direction === 'asc' ? asc : desc;
      const rows = await productsWithCategory()
        .where(and(...conditions))
        .orderBy(order(sort.column), order(productProduct.id))
        .limit(limit + 1);

      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      const body: ProductPage = {
        items: page.map(toProduct),
        next_cursor:
          rows.length > limit && last
            ? encodeCursor({ sort: sortName, key: sort.keyType === 'string' ? last.searchText : last.listPrice, id: last.id })
            : null,
      };
      return body;
      },
      cachedPublic,
    )

    .on(catalogueEndpoints.product, async (_c, { params: { id } }) => {
      const [row] = await productsWithCategory()
        .where(and(eq(productProduct.id, id), eq(productProduct.active, true)))
        .limit(1);
      if (!row) throw productNotFound();
      return toProduct(row);
    })

    .on(catalogueEndpoints.productImage, async (c, { params: { id }, query }) => {
      const [row] = await db
        .select({ svg: productProduct.imageSvg, hash: sql<string>`md5(${productProduct.imageSvg})` })
        .from(productProduct)
        .where(and(eq(productProduct.id, id), eq(productProduct.active, true)))
        .limit(1);
      if (!row) throw productNotFound();
      const etag = `"${row.hash}"`;
      // The catalogue's image_url carries the picture's hash: that URL may be kept for good.
      const versioned = query.v === row.hash.slice(0, 12);
      c.header('ETag', etag);
      c.header('Cache-Control', versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
      const ifNoneMatch = c.req.header('If-None-Match') ?? '';
      if (ifNoneMatch === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        return c.body(null, 304);
      }
      c.header('Content-Type', 'image/svg+xml; charset=utf-8');
      return c.body(row.svg);
    }).app;
}
