import { and, asc, eq, sql } from 'drizzle-orm';
import type { Category } from '../../contract/catalogue';
import type { Db } from '../db/client';
import { productCategory, productProduct } from '../db/schema';

/** Every category in the catalogue's order, with how many active products it holds. */
export async function listCategories(db: Db): Promise<Category[]> {
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
}
