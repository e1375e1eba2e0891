import { and, eq, inArray } from 'drizzle-orm';
import {
  QUICK_ORDER_CANDIDATES,
  type QuickOrderLineInput,
  type QuickOrderPreview,
  type QuickOrderPreviewLine,
} from '../../contract/quick-order';
import { isFormula, settleLine } from '../../machines/rules/quick-order';
import { foldQuery } from '../../machines/rules/search';
import { selectProducts, toProduct } from '../catalogue/products';
import type { Db } from '../db/client';
import { productProduct } from '../db/schema';

/** What matching needs of an active product: its SKU and its folded name. */
interface IndexedProduct {
  id: number;
  sku: string;
  name: string;
}

type Match = { kind: 'one'; id: number } | { kind: 'many'; ids: number[] } | { kind: 'none' };

const skuKey = (text: string) => text.replace(/\s+/g, '').toUpperCase();



/** A word of the query found in a name, a plural `s` or `es` forgiven (`paltas`, `limones`). */
const wordIn = (name: string, word: string) =>
  name.includes(word) || (word.length > 3 && word.endsWith('es') && name.includes(word.slice(0, -2))) || (word.length > 2 && word.endsWith('s') && name.includes(word.slice(0, -1)));

/**
 * The active catalogue, held for one request: a line matches its SKU exactly, then a name exactly
 * (accents and case aside), then the names holding every word it wrote: those that start with what was
 * written first, then the shortest (the nearest to it).
 */
function catalogueIndex(products: readonly IndexedProduct[]) {
  const bySku = new Map(products.map((product) => [skuKey(product.sku), product.id]));
  const byName = new Map(products.map((product) => [product.name, product.id]));
  const match = (query: string): Match => {
    const sku = bySku.get(skuKey(query));
    if (sku !== undefined) return { kind: 'one', id: sku };
    const folded = foldQuery(query);
    const named = byName.get(folded);
    if (named !== undefined) return { kind: 'one', id: named };
    const words = folded.split(/\s+/).filter((word) => word !== '');
    const found = products
      .filter((product) => words.every((word) => wordIn(product.name, word)))
      .sort((a, b) => Number(!a.name.startsWith(folded)) - Number(!b.name.startsWith(folded)) || a.name.length - b.name.length || a.name.localeCompare(b.name));
    if (found.length === 0) return { kind: 'none' };
    if (found.length === 1) return { kind: 'one', id: found[0]!.id };
    return { kind: 'many', ids: found.slice(0, QUICK_ORDER_CANDIDATES).map((product) => product.id) };
  };
  return { match, skuOf: (text: string) => bySku.get(skuKey(text)) };
}

type CatalogueIndex = ReturnType<typeof catalogueIndex>;

/**
 * A pasted `Aceite maravilla 5 L` reads as the product `Aceite maravilla` and 5 litres; the whole line
 * naming a product exactly wins over that reading.
 */
function matchLine({ match, skuOf }: CatalogueIndex, line: QuickOrderLineInput): { match: Match; line: QuickOrderLineInput } {
  if (line.quantity !== null) {
    const whole = match([line.query, line.quantity, line.unit ?? ''].join(' ').trim());
    if (whole.kind === 'one') return { match: whole, line: { ...line, quantity: null, unit: null } };
  }
  const found = match(line.query);
  // `AC-002 dos`: a SKU then what was meant for a quantity; its product is known, and the quantity is what is wrong.
  const [first, ...rest] = line.query.split(/\s+/);
  const sku = found.kind === 'none' && line.quantity === null && rest.length > 0 && first ? skuOf(first) : undefined;
  if (sku !== undefined) return { match: { kind: 'one', id: sku }, line: { ...line, query: first!, quantity: rest.join(' ') } };
  return { match: found, line };
}

const blank = (line: QuickOrderLineInput) => ({
  row: line.row,
  query: line.query,
  quantity_text: line.quantity,
  unit_text: line.unit,
  product_id: null,
  candidate_ids: [],
  quantity: 0,
  change: null,
  reason: null,
});

/**
 * The preview of a quick order: each line resolved against today's active catalogue and settled by
 * the product's unit, quantity rule and stock (machines/rules/quick-order.ts). Reads only: nothing is
 * kept, and the buyer's cart is filled by the page from the lines it chooses.
 */
export async function previewQuickOrder(db: Db, lines: readonly QuickOrderLineInput[]): Promise<QuickOrderPreview> {
  const active = await db
    .select({ id: productProduct.id, sku: productProduct.defaultCode, name: productProduct.name })
    .from(productProduct)
    .where(eq(productProduct.active, true));
  const index = catalogueIndex(active.map((product) => ({ ...product, name: foldQuery(product.name) })));

  const matched = lines.map((line) => (isFormula(line.query) ? { match: null, line } : matchLine(index, line)));
  const ids = [...new Set(matched.flatMap(({ match: found }) => (found?.kind === 'one' ? [found.id] : found?.kind === 'many' ? found.ids : [])))];
  const rows = ids.length === 0 ? [] : await selectProducts(db).where(and(eq(productProduct.active, true), inArray(productProduct.id, ids)));
  const products = rows.map((row) => {
    const { image_url: _picture, description: _description, ...shown } = toProduct(row);
    return shown;
  });
  const byId = new Map(products.map((product) => [product.id, product]));

  const previewLines = matched.map(({ match: found, line }): QuickOrderPreviewLine => {
    if (found === null) return { ...blank(line), status: 'refused', reason: 'formula' };
    if (found.kind === 'none') return { ...blank(line), status: 'refused', reason: 'unknownProduct' };
    if (found.kind === 'many') return { ...blank(line), status: 'ambiguous', candidate_ids: found.ids };
    const product = byId.get(found.id);
    if (!product) return { ...blank(line), status: 'refused', reason: 'unknownProduct' };
    const settled = settleLine(product, line.quantity, line.unit);
    return settled.status === 'ready'
      ? { ...blank(line), status: 'ready', product_id: product.id, quantity: settled.quantity, change: settled.change }
      : { ...blank(line), status: 'refused', product_id: product.id, reason: settled.reason };
  });
  return { lines: previewLines, products };
}
