import type { Action } from './permissions';

/** What each action of the permission table lets a role do, in the words docs/roles.md prints. */
export const permissionLabels: Readonly<Record<Action, string>> = {
  'profile.read': 'Ver su perfil y su sesión',
  'purchase.place': 'Comprar: carrito, checkout, fechas de entrega, medios de pago, crear y pagar pedidos',
  'orders.read': 'Ver los pedidos de la empresa y su detalle',
  'invoices.read': 'Ver y descargar las facturas',
  'addresses.read': 'Ver las direcciones de facturación y despacho',
  'addresses.edit': 'Agregar, modificar y eliminar direcciones',
  'cards.manage': 'Ver y administrar las tarjetas guardadas',
  'company.read': 'Ver los datos de la empresa',
  'company.edit': 'Modificar los datos de la empresa',
  'users.manage': 'Invitar usuarios, cambiar su rol, desactivarlos',
  'club.manage': 'Suscribir la empresa al Club CXTI y administrar la suscripción',
  'analytics.read': 'Ver el análisis de compras (la deuda solo con invoices.read) y exportar sus líneas',
  'teamPurchase.join': 'Comprometer, cambiar o retirar cantidades en compras en equipo (Team Purchase)',
  'orderGuide.read': 'Ver Mis habituales, la guía de pedido de la empresa',
  'orderGuide.edit': 'Fijar productos en Mis habituales y quitarlos de ella',
  'quickOrder.use': 'Armar un pedido desde líneas escritas o una planilla (Pedido rápido)',
  'recurringOrders.manage': 'Guardar pedidos recurrentes, y cambiar u omitir el pedido que preparan antes del cierre',
  'accountStatement.read': 'Ver el estado de cuenta de la empresa y descargarlo en PDF o CSV',
  'invoices.pay': 'Pagar facturas de la empresa con tarjeta (varias en un solo pago) y ver sus comprobantes',
  'purchase.requestApproval': 'Enviar para aprobación un pedido que supera sus límites de compra (los de quien aprueba nunca esperan)',
  'purchase.approve': 'Aprobar o rechazar los pedidos que superan los límites de compra',
  'limits.manage': 'Fijar los límites de compra de la empresa y de cada usuario',
};
