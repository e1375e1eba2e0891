import type { Role } from './vocabulary';

/**
 * What each role of a company may do (decisions.md, "Accounts, roles, session"): admin everything;
 * comprador buys (catalogue, cart, checkout, paying its orders) and keeps the addresses; finanzas reads
 * and pays invoices, keeps the cards and sees the company's data (an accountant needs its RUT, razón
 * social and invoice e-mail). Each bearer endpoint row and each guarded page names the one
 * action it needs; the gateway's guard, the SPA's navigation and pages, and docs/roles.md read this
 * table and no other copy. Plain constants: it sits on the login path, so the actions' descriptions
 * for docs/roles.md live apart (permission-labels.ts).
 */
export const permissions = {
  'profile.read': { roles: ['admin', 'comprador', 'finanzas'] },
  'purchase.place': { roles: ['admin', 'comprador'] },
  'orders.read': { roles: ['admin', 'comprador', 'finanzas'] },
  'invoices.read': { roles: ['admin', 'finanzas'] },
  'addresses.read': { roles: ['admin', 'comprador'] },
  'addresses.edit': { roles: ['admin', 'comprador'] },
  'cards.manage': { roles: ['admin', 'finanzas'] },
  'company.read': { roles: ['admin', 'finanzas'] },
  'company.edit': { roles: ['admin'] },
  'users.manage': { roles: ['admin'] },
  'club.manage': { roles: ['admin'] },
  'analytics.read': { roles: ['admin', 'comprador', 'finanzas'] },
  'teamPurchase.join': { roles: ['admin', 'comprador'] },
  'orderGuide.read': { roles: ['admin', 'comprador'] },
  'orderGuide.edit': { roles: ['admin', 'comprador'] },
  'quickOrder.use': { roles: ['admin', 'comprador'] },
  'recurringOrders.manage': { roles: ['admin', 'comprador'] },
  'accountStatement.read': { roles: ['admin', 'finanzas'] },
  'invoices.pay': { roles: ['admin', 'finanzas'] },
  'purchase.requestApproval': { roles: ['comprador'] },
  'purchase.approve': { roles: ['admin'] },
  'limits.manage': { roles: ['admin'] },
} as const satisfies Record<string, { roles: readonly Role[] }>;

export type Action = keyof typeof permissions;

/** Whether a user with `role` may do `action`; an unknown role may do nothing. */
export function can(role: string, action: Action): boolean {
  return (permissions[action].roles as readonly string[]).includes(role);
}
