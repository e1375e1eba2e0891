import type { Role } from './vocabulary';

/**
 * What each role of a company may do (decisions.md, "Accounts, roles, session"): admin everything;
 * comprador buys (catalogue, cart, checkout, paying its orders) and keeps the addresses; finanzas reads
 * and pays invoices, keeps the cards and sees the company's data (an accountant needs its RUT, razón
 * social and invoice e-mail). Each bearer endpoint row and each guarded page names the one
 * action it needs; the gateway's guard, the SPA's navigation and pages, and docs/roles.md read this
 * table and no other copy. Plain constants: it sits on the login path.
 */
export const permissions = {
  'profile.read': { roles: ['admin', 'comprador', 'finanzas'], label: 'Ver su perfil y su sesión' },
  'purchase.place': {
    roles: ['admin', 'comprador'],
    label: 'Comprar: carrito, checkout, fechas de entrega, medios de pago, crear y pagar pedidos',
  },
  'orders.read': { roles: ['admin', 'comprador', 'finanzas'], label: 'Ver los pedidos de la empresa y su detalle' },
  'invoices.read': { roles: ['admin', 'finanzas'], label: 'Ver y descargar las facturas' },
  'addresses.read': { roles: ['admin', 'comprador'], label: 'Ver las direcciones de facturación y despacho' },
  'addresses.edit': { roles: ['admin', 'comprador'], label: 'Agregar, modificar y eliminar direcciones' },
  'cards.manage': { roles: ['admin', 'finanzas'], label: 'Ver y administrar las tarjetas guardadas' },
  'company.read': { roles: ['admin', 'finanzas'], label: 'Ver los datos de la empresa' },
  'company.edit': { roles: ['admin'], label: 'Modificar los datos de la empresa' },
  'users.manage': { roles: ['admin'], label: 'Invitar usuarios, cambiar su rol, desactivarlos' },
  'club.manage': { roles: ['admin'], label: 'Suscribir la empresa al Club CXTI y administrar la suscripción' },
  'analytics.read': {
    roles: ['admin', 'comprador', 'finanzas'],
    label: 'Ver el análisis de compras (la deuda solo con invoices.read) y exportar sus líneas',
  },
  'teamPurchase.join': { roles: ['admin', 'comprador'], label: 'Participar en compras en grupo (Team Purchase)' },
} as const satisfies Record<string, { roles: readonly Role[]; label: string }>;

export type Action = keyof typeof permissions;

/** Whether a user with `role` may do `action`; an unknown role may do nothing. */
export function can(role: string, action: Action): boolean {
  return (permissions[action].roles as readonly string[]).includes(role);
}
