import { navigation } from '../../src/views/shell/navigation';

/**
 * The navigation items the spec names. A screen added since (`npm run new:screen`) joins the navigation where
 * its role allows: the navigation tests pin these items and their order, the route table's tests the new one.
 */
export const specItemIds: ReadonlySet<string> = new Set(['ecommerce', 'subscription', 'orders', 'analytics', 'company', 'addresses', 'cards', 'invoices', 'teamPurchase']);

/** Where the spec's items lead, as their links' href. */
export const specPaths: ReadonlySet<string> = new Set(
  navigation.flatMap((group) => group.items).filter((item) => specItemIds.has(item.id)).map((item) => item.path),
);
