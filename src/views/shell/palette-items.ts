import type { Product } from '../../../contract/catalogue';
import type { InvoiceListRow, SalesOrderRow } from '../../../contract/lists';
import type { SearchResults } from '../../../contract/search';
import type { NavItem, SearchGroup } from './navigation';

/** The palette's one-line description of a page of the navigation (`search.captions.<id>`), never its path. */
export const captionKeyOf = (item: Pick<NavItem, 'id'>) => `search.captions.${item.id}`;

/** One row of the palette: a page of the navigation, or a product, order or invoice the gateway found. */
export type PaletteItem =
  | { kind: 'page'; id: string; page: NavItem }
  | { kind: 'product'; id: string; product: Product }
  | { kind: 'order'; id: string; order: SalesOrderRow }
  | { kind: 'invoice'; id: string; invoice: InvoiceListRow };

export interface PaletteGroup {
  id: string;
  /** i18n key of the group's label. */
  label: string;
  items: PaletteItem[];
}

/**
 * The palette's groups in the order the arrow keys walk them: the pages first (they match at once, so the
 * first result does not move when the gateway answers), then products, orders and invoices.
 */
export function paletteGroups(pages: readonly SearchGroup[], found: SearchResults | null): PaletteGroup[] {
  const groups: PaletteGroup[] = pages.map(({ group, items }) => ({
    id: `pages-${group.id}`,
    label: group.subheader,
    items: items.map((page) => ({ kind: 'page', id: `page-${page.id}`, page })),
  }));
  if (found) {
    groups.push(
      { id: 'products', label: 'search.groups.products', items: found.products.map((product) => ({ kind: 'product', id: `product-${product.id}`, product })) },
      { id: 'orders', label: 'search.groups.orders', items: found.orders.map((order) => ({ kind: 'order', id: `order-${order.id}`, order })) },
      { id: 'invoices', label: 'search.groups.invoices', items: found.invoices.map((invoice) => ({ kind: 'invoice', id: `invoice-${invoice.id}`, invoice })) },
    );
  }
  return groups.filter((group) => group.items.length > 0);
}
