import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { foldQuery } from '../../machines/rules/search';
import { PRODUCTS_PAGE_DEFAULT, type catalogueEndpoints, type ProductPage, type ProductSort } from '../../contract/catalogue';
import type { QueryOf } from '../../contract/endpoint';
import { maxId } from '../../contract/params';
import type { Db } from '../db/client';
import { containsPattern } from '../db/contains-pattern';
import { productCategory, productProduct } from '../db/schema';
import { ApiError } from '../http/errors';
import { selectProducts, toProduct } from './products';

type ProductQuery = QueryOf<typeof catalogueEndpoints.products>;

const invalid = (field: string, message: string) =>
  new ApiError(400, 'invalid_request', 'Revisa los datos enviados.', { [field]: [message] });

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

/** One page of the active products: search, category filter, four sorts and keyset pagination. */
export async function listProducts(db: Db, query: ProductQuery): Promise<ProductPage> {
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
  const rows = await selectProducts(db)
    .where(and(...conditions))
    .orderBy(order(sort.column), order(productProduct.id))
    .limit(limit + 1);

  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map(toProduct),
    next_cursor:
      rows.length > limit && last
        ? encodeCursor({ sort: sortName, key: sort.keyType === 'string' ? last.searchText : last.listPrice, id: last.id })
        : null,
  };
}
