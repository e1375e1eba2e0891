import { foldQuery, foldForSearch } from '../../../machines/rules/search';
import { can, type Action } from '../../../contract/permissions';
import { paths } from '../../kernel/paths';
import { isExternalPath } from '../common/useAppLink';

/** Which glyph an item shows; the views map these names to Fluent icons, so this file stays free of React. */
export type NavIconName =
  | 'catalogue'
  | 'orderGuide'
  | 'quickOrder'
  | 'recurringOrders'
  | 'subscription'
  | 'orders'
  | 'orderApprovals'
  | 'analytics'
  | 'company'
  | 'invoices'
  | 'accountStatement'
  | 'addresses'
  | 'cards'
  | 'teamPurchase';

export interface NavItem {
  /** Stable key for React and for the search results' ids. */
  id: string;
  /** i18n key of the label. */
  title: string;
  /** An app path, or an absolute http(s) address that opens in a new tab. */
  path: string;
  icon: NavIconName;
  children?: readonly NavItem[];
  /** i18n key of a one-line description shown under the label or in the tooltip. */
  caption?: string;
  /** A counter (shown capped at 99+) or an i18n key of a short tag. */
  info?: number | string;
  /** i18n key (plural, with `{{count}}`) that names a counter `info` for assistive technology. */
  infoLabel?: string;
  disabled?: boolean;
  /** What the page lets its user do (contract/permissions.ts): only roles that may see the item. */
  action?: Action;
}

export interface NavGroup {
  id: string;
  /** i18n key of the group's label. */
  subheader: string;
  items: readonly NavItem[];
}

/** The side navigation of spec section 2, with the invoices entry of decisions.md. */
export const navigation: readonly NavGroup[] = [
  {
    id: 'ecommerce',
    subheader: 'nav.groups.ecommerce',
    items: [
      { id: 'ecommerce', title: 'nav.items.ecommerce', path: paths.catalogue, icon: 'catalogue', action: 'purchase.place' },
      { id: 'orderGuide', title: 'nav.items.orderGuide', path: paths.orderGuide, icon: 'orderGuide', action: 'orderGuide.read' },
      { id: 'quickOrder', title: 'nav.items.quickOrder', path: paths.quickOrder, icon: 'quickOrder', action: 'quickOrder.use' },
      { id: 'recurringOrders', title: 'nav.items.recurringOrders', path: paths.recurringOrders, icon: 'recurringOrders', action: 'recurringOrders.manage' },
      { id: 'subscription', title: 'nav.items.subscription', path: paths.subscription, icon: 'subscription', action: 'club.manage' },
      { id: 'orders', title: 'nav.items.orders', path: paths.orders, icon: 'orders', action: 'orders.read' },
      {
        id: 'orderApprovals',
        title: 'nav.items.orderApprovals',
        path: paths.orderApprovals,
        icon: 'orderApprovals',
        action: 'purchase.place',
        infoLabel: 'nav.approvalsBadge',
      },
      {
        id: 'analytics',
        title: 'nav.items.analytics',
        path: paths.analytics,
        icon: 'analytics',
        caption: 'nav.captions.analytics',
        action: 'analytics.read',
      },
    ],
  },
  {
    id: 'myData',
    subheader: 'nav.groups.myData',
    items: [
      { id: 'company', title: 'nav.items.company', path: paths.company, icon: 'company', action: 'company.read' },
      { id: 'addresses', title: 'nav.items.addresses', path: paths.addresses, icon: 'addresses', action: 'addresses.read' },
      { id: 'cards', title: 'nav.items.cards', path: paths.cards, icon: 'cards', action: 'cards.manage' },
      { id: 'invoices', title: 'nav.items.invoices', path: paths.invoices, icon: 'invoices', action: 'invoices.read' },
      { id: 'accountStatement', title: 'nav.items.accountStatement', path: paths.accountStatement, icon: 'accountStatement', action: 'accountStatement.read' },
    ],
  },
  {
    id: 'beta',
    subheader: 'nav.groups.beta',
    items: [
      {
        id: 'teamPurchase',
        title: 'nav.items.teamPurchase',
        path: paths.teamPurchase,
        icon: 'teamPurchase',
        caption: 'nav.captions.teamPurchase',
        action: 'orders.read',
      },
    ],
  },
];

/** Club members see their membership instead of the offer (spec section 6). */
const premiumTitles: Readonly<Record<string, string>> = { subscription: 'nav.items.clubMember' };

export interface Viewer {
  role: string;
  isPremium: boolean;
}

function isVisibleTo(item: Pick<NavItem, 'action'>, role: string): boolean {
  return item.action === undefined || can(role, item.action);
}

function itemFor(item: NavItem, viewer: Viewer): NavItem | null {
  if (!isVisibleTo(item, viewer.role)) return null;
  const title = viewer.isPremium ? (premiumTitles[item.id] ?? item.title) : item.title;
  if (item.children === undefined) return { ...item, title };
  const children = item.children.map((child) => itemFor(child, viewer)).filter((child) => child !== null);
  return { ...item, title, children };
}

/** The navigation a viewer sees: items outside their role gone, groups left empty gone, labels for club members. */
export function navigationFor(viewer: Viewer, groups: readonly NavGroup[] = navigation): NavGroup[] {
  return groups
    .map((group) => ({ ...group, items: group.items.map((item) => itemFor(item, viewer)).filter((item) => item !== null) }))
    .filter((group) => group.items.length > 0);
}

/**
 * The navigation with each count of `counts` (by item id) as its item's `info`; a count of zero draws no
 * badge. The counts are read after the layout's first paint, so they join the items it already drew.
 */
export function withCounts(groups: readonly NavGroup[], counts: Readonly<Record<string, number>>): NavGroup[] {
  const counted = (item: NavItem): NavItem => {
    const count = counts[item.id];
    return count === undefined || count <= 0 ? item : { ...item, info: count };
  };
  return groups.map((group) => ({ ...group, items: group.items.map(counted) }));
}

/** The catalogue answers at both /dashboard and /dashboard/two. */
const pathAliases: Readonly<Record<string, string>> = { [paths.dashboard]: paths.catalogue };

function flatten(items: readonly NavItem[]): NavItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}

/** The id of the item the page belongs to: the one whose path is the longest whole-segment prefix of it. */
export function activeItemId(groups: readonly NavGroup[], pathname: string): string | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const current = pathAliases[trimmed] ?? trimmed;
  let best: NavItem | null = null;
  for (const item of groups.flatMap((group) => flatten(group.items))) {
    if (isExternalPath(item.path)) continue;
    const owns = current === item.path || current.startsWith(`${item.path}/`);
    if (owns && (best === null || item.path.length > best.path.length)) best = item;
  }
  return best?.id ?? null;
}

export interface SearchGroup {
  group: NavGroup;
  items: NavItem[];
}

/**
 * The pages the palette offers: every enabled item (children included) whose translated title or caption,
 * or whose path, contains the query, ignoring case and accents, in navigation order and grouped as the
 * navigation is. An empty query finds nothing: the palette asks for keywords instead.
 */
export function searchNavigation(
  groups: readonly NavGroup[],
  query: string,
  textsOf: (item: NavItem) => readonly string[],
): SearchGroup[] {
  const folded = foldQuery(query);
  if (folded === '') return [];
  const matches = (item: NavItem) => [...textsOf(item), item.path].some((text) => foldForSearch(text).includes(folded));
  return groups
    .map((group) => ({ group, items: flatten(group.items).filter((item) => !item.disabled && matches(item)) }))
    .filter((result) => result.items.length > 0);
}
