import { foldForSearch } from '../../../machines/rules/search';
import { packRuleOf } from './quantity-rules';
import type { Db } from '../client';
import { productCategory, productProduct } from '../schema';
import { catalogue, type Uom } from './catalogue-data';
import { productSvg } from './images';
import type { Random } from './random';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Separates name and SKU in `search_text`, so a search never matches across the two. */
const searchFieldSeparator = '\u001f';

/** `search_text` of a product: its name and SKU folded with the shared search folding. */
export function productSearchText(name: string, defaultCode: string): string {
  return [name, defaultCode].map(foldForSearch).join(searchFieldSeparator);
}

export interface SeededProduct {
  id: number;
  defaultCode: string;
  name: string;
  uom: Uom;
  listPrice: number;
  cxtiPrice: number;
  stockState: 'in_stock' | 'low' | 'out';
}

/** Club price: 5-12 % below the list price, in whole tens of pesos. */
function clubPrice(listPrice: number, random: Random): number {
  const percentOff = random.int(5, 12);
  const price = Math.round((listPrice * (100 - percentOff)) / 1000) * 10;
  return Math.min(price, listPrice - 10);
}

function stockState(random: Random): SeededProduct['stockState'] {
  const roll = random.next();
  return roll < 0.8 ? 'in_stock' : roll < 0.93 ? 'low' : 'out';
}

/** Categories and products in two statements; answers the products in catalogue order. */
export async function seedCatalogue(tx: Tx, random: Random): Promise<SeededProduct[]> {
  const categories = await tx
    .insert(productCategory)
    .values(catalogue.map((c, index) => ({ name: c.name, slug: c.slug, sequence: (index + 1) * 10 })))
    .returning({ id: productCategory.id, slug: productCategory.slug });
  const categoryId = new Map(categories.map((c) => [c.slug, c.id]));

  const rows = catalogue.flatMap((category) =>
    category.products.map(([name, uom, packSize, listPrice, description], index) => {
      const defaultCode = `${category.prefix}-${String(index + 1).padStart(3, '0')}`;
      // About two thirds of the catalogue is in the club.
      const cxtiPrice = random.chance(2 / 3) ? clubPrice(listPrice, random) : 0;
      const rule = packRuleOf(uom, packSize);
      return {
        defaultCode,
        name,
        searchText: productSearchText(name, defaultCode),
        categId: categoryId.get(category.slug)!,
        uom,
        packSize,
        qtyStep: rule.step,
        qtyMin: rule.min,
        listPrice,
        cxtiPrice,
        stockState: stockState(random),
        description: `${description} Formato: ${packSize}.`,
        imageSvg: productSvg(name, category.colour, category.pictogram),
      };
    }),
  );
  const inserted = await tx
    .insert(productProduct)
    .values(rows)
    .returning({ id: productProduct.id, defaultCode: productProduct.defaultCode });
  const idByCode = new Map(inserted.map((p) => [p.defaultCode, p.id]));
  return rows.map((row) => ({
    id: idByCode.get(row.defaultCode)!,
    defaultCode: row.defaultCode,
    name: row.name,
    uom: row.uom,
    listPrice: row.listPrice,
    cxtiPrice: row.cxtiPrice,
    stockState: row.stockState,
  }));
}
