import { and, eq } from 'drizzle-orm';
import type { Product } from '../../contract/catalogue';
import type { Db } from '../db/client';
import { productCategory, productProduct } from '../db/schema';
import { ApiError } from '../http/errors';

const productNotFound = () => new ApiError(404, 'not_found', 'El producto no existe o ya no está disponible.');

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
  qtyStep: productProduct.qtyStep,
  qtyMin: productProduct.qtyMin,
  listPrice: productProduct.listPrice,
  cxtiPrice: productProduct.cxtiPrice,
  stockState: productProduct.stockState,
  description: productProduct.description,
  imageSvg: productProduct.imageSvg,
};

/** A product as the catalogue shows it: its page, the palette's search and Team Purchase read the same row. */
export const selectProducts = (db: Db) =>
  db.select(productColumns).from(productProduct).innerJoin(productCategory, eq(productCategory.id, productProduct.categId));

type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];

/**
 * The drawn picture as a data: URL, so a card shows it with the product and not one round trip later (it
 * was the catalogue's LCP). An <img> never runs what an SVG holds.
 */
const pictureUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    default_code: row.defaultCode,
    name: row.name,
    category: { id: row.categoryId, name: row.categoryName, slug: row.categorySlug },
    uom: row.uom as Product['uom'],
    pack_size: row.packSize,
    quantity_rule: { step: row.qtyStep, min: row.qtyMin },
    list_price: row.listPrice,
    cxti_price: row.cxtiPrice,
    stock_state: row.stockState as Product['stock_state'],
    description: row.description,
    image_url: pictureUrl(row.imageSvg),
  };
}

export async function readProduct(db: Db, id: number): Promise<Product> {
  const [row] = await selectProducts(db)
    .where(and(eq(productProduct.id, id), eq(productProduct.active, true)))
    .limit(1);
  if (!row) throw productNotFound();
  return toProduct(row);
}
