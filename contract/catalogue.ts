import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { idParams } from './params';
import { stockStates, unitsOfMeasure } from './vocabulary';

/**
 * The public catalogue: GET /api/products, /api/products/:id and
 * /api/categories. No session is needed; prices are net CLP (sin IVA), whole pesos.
 */

const productSorts = ['name_asc', 'name_desc', 'price_asc', 'price_desc'] as const;
export type ProductSort = (typeof productSorts)[number];
;

export const PRODUCTS_PAGE_DEFAULT = 24;
const PRODUCTS_PAGE_MAX = 60;
const PRODUCT_QUERY_MAX = 100;

/** A whole number written in a query string, within [min, max]. */
const queryInt = (min: number, max: number, message: string) =>
  z.pipe(
    z.string({ error: message }).check(z.regex(/^\d{1,6}$/, { error: message })),
    z.pipe(z.transform(Number), z.int().check(z.minimum(min, { error: message }), z.maximum(max, { error: message }))),
  );

/** GET /api/products query string. Unknown parameters are refused. */
const productListQuery = z.strictObject({
  /** Searched in name and SKU, ignoring case and accents, as typed (a substring). */
  q: z.optional(
    z.string().check(
      z.maxLength(PRODUCT_QUERY_MAX, { error: `La búsqueda admite hasta ${PRODUCT_QUERY_MAX} caracteres.` }),
      // Control characters never come from a keyboard.
      z.regex(/^[^\p{Cc}]*$/u, { error: 'La búsqueda contiene caracteres no válidos.' }),
    ),
  ),
  /** A category's slug, from GET /api/categories. */
  category: z.optional(z.string().check(z.regex(/^[a-z0-9-]{1,60}$/, { error: 'La categoría no existe.' }))),
  sort: z.optional(z.enum(productSorts, { error: 'Orden no válido: usa name_asc, name_desc, price_asc o price_desc.' })),
  limit: z.optional(queryInt(1, PRODUCTS_PAGE_MAX, `El tamaño de página debe ser un número entre 1 y ${PRODUCTS_PAGE_MAX}.`)),
  /** `next_cursor` of the previous page, as received. */
  cursor: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,400}$/, { error: 'El cursor no es válido.' }))),
});
export type ProductListQuery = z.input<typeof productListQuery>;

const categoryRef = z.object({ id: z.int(), name: z.string(), slug: z.string() });

/** How a product is sold, in its `uom`: multiples of `step`, at least `min` (machines/rules/quantity.ts). */
export const quantityRule = z.object({ step: z.number().check(z.positive()), min: z.number().check(z.positive()) });

export const product = z.object({
  id: z.int(),
  /** SKU, `FV-001`. */
  default_code: z.string(),
  name: z.string(),
  category: categoryRef,
  uom: z.enum(unitsOfMeasure),
  /** How it is sold: `Caja 10 kg`, `Bolsa 1 kg`, `Pack 12 un`. */
  pack_size: z.string(),
  quantity_rule: quantityRule,
  /** Net CLP. */
  list_price: z.int(),
  /** Net CLP for Club CXTI members; 0 when the product is not in the club. */
  cxti_price: z.int(),
  stock_state: z.enum(stockStates),
  description: z.string(),
  /** The product's drawn picture (SVG) as a `data:` URL, shown without a request of its own. */
  image_url: z.string(),
});
export type Product = z.infer<typeof product>;

export const productPage = z.object({
  items: z.array(product),
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: z.nullable(z.string()),
});
export type ProductPage = z.infer<typeof productPage>;

const category = z.object({
  id: z.int(),
  name: z.string(),
  slug: z.string(),
  /** Active products in the category. */
  product_count: z.int(),
});
export const categoryList = z.array(category);
export type Category = z.infer<typeof category>;

const productNotFound = 'El producto no existe o ya no está disponible.';

/** The public catalogue: no session needed. */
export const catalogueEndpoints = {
  categories: endpoint({
    method: 'get',
    path: '/categories',
    tag: 'Catálogo',
    summary: 'Categorías con su número de productos',
    access: 'none',
    status: 200,
    answer: categoryList,
  }),
  products: endpoint({
    method: 'get',
    path: '/products',
    tag: 'Catálogo',
    summary: 'Buscar productos (sin tildes ni mayúsculas), por categoría, ordenados, paginados por cursor',
    access: 'none',
    query: productListQuery,
    status: 200,
    answer: productPage,
  }),
  product: endpoint({
    method: 'get',
    path: '/products/:id',
    tag: 'Catálogo',
    summary: 'Un producto',
    access: 'none',
    params: idParams,
    notFound: productNotFound,
    status: 200,
    answer: product,
    errors: { 404: 'No existe' },
  }),
};
