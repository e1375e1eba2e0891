import { formatDay } from '../../machines/rules/calendar';
import { formatClp } from '../../machines/rules/money';
import type { OutgoingMail } from './mailer';
import { quantityWithUnit } from './quantities';
import { paragraphsMail } from './templates';

/** Where an order's e-mails lead: its detail in Pedidos, and its payment page (pay again, change the method, cancel). */
export const orderLinks = (publicUrl: string, orderId: number) => {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    order: `${base}/dashboard/three?pedido=${orderId}`,
    payment: `${base}/product/errorpago?order_id=${orderId}`,
    pending: `${base}/product/pendiente?order_id=${orderId}`,
  };
};

export interface PlacedOrderMail {
  to: string;
  orderName: string;
  orderUrl: string;
  lines: readonly { name: string; quantity: number; uom: string; subtotal: number }[];
  net: number;
  shipping: number;
  tax: number;
  total: number;
  scheduledDate: string;
  pickup: boolean;
  onCredit: boolean;
}

/** Recibimos tu pedido: its lines and totals, when it comes, and whether it is confirmed or waits for its payment. */
export function orderReceivedMail(order: PlacedOrderMail): OutgoingMail {
  const state = order.onCredit
    ? `Tu pedido ${order.orderName} quedó confirmado y se carga a la línea de crédito de tu empresa; su factura ya está en Facturas.`
    : `Recibimos tu pedido ${order.orderName}. Queda a la espera de tu pago: lo confirmamos en cuanto el medio de pago lo apruebe.`;
  const when = order.pickup ? `Lo retiras en nuestra bodega desde el ${formatDay(order.scheduledDate)}.` : `Lo entregamos el ${formatDay(order.scheduledDate)}.`;
  return paragraphsMail(order.to, `Recibimos tu pedido ${order.orderName}`, [
    state,
    { list: order.lines.map((line) => `${quantityWithUnit(line.quantity, line.uom)} × ${line.name}: ${formatClp(line.subtotal)} neto`) },
    `Neto ${formatClp(order.net)} · despacho ${formatClp(order.shipping)} · IVA ${formatClp(order.tax)} · total ${formatClp(order.total)} con IVA.`,
    when,
    { url: order.orderUrl, label: 'Ver el pedido' },
  ]);
}

export interface PaymentMail {
  to: string;
  orderName: string;
  total: number;
  orderUrl: string;
  paymentUrl: string;
  pendingUrl: string;
}

export function paymentApprovedMail(payment: PaymentMail): OutgoingMail {
  return paragraphsMail(payment.to, `Pago aprobado: pedido ${payment.orderName}`, [
    `El medio de pago aprobó el pago de tu pedido ${payment.orderName} por ${formatClp(payment.total)} con IVA. El pedido está confirmado y su factura figura como pagada.`,
    { url: payment.orderUrl, label: 'Ver el pedido' },
  ]);
}

/** Pending at the bank: what the provider said, that the order waits, and where to follow it (or pay another way). */
export function paymentPendingMail(payment: PaymentMail & { reason: string | null }): OutgoingMail {
  const why = payment.reason ? ` El medio de pago respondió: ${payment.reason}` : '';
  return paragraphsMail(payment.to, `Tu pago del pedido ${payment.orderName} está pendiente`, [
    `El pago de tu pedido ${payment.orderName} por ${formatClp(payment.total)} con IVA quedó pendiente.${why}`,
    'Te escribiremos cuando el medio de pago lo apruebe o lo rechace. Mientras tanto el pedido queda guardado con sus productos; si prefieres, págalo de otra forma o cancélalo.',
    { url: payment.pendingUrl, label: 'Ver el estado del pago' },
  ]);
}

/** Declined: the provider's reason, and the order's page to pay it again, another way (credit too), or cancel it. */
export function paymentDeclinedMail(payment: PaymentMail & { reason: string | null }): OutgoingMail {
  const why = payment.reason ? ` El medio de pago respondió: ${payment.reason}` : '';
  return paragraphsMail(payment.to, `Tu pago del pedido ${payment.orderName} fue rechazado`, [
    `No se aprobó el pago de tu pedido ${payment.orderName} por ${formatClp(payment.total)} con IVA.${why}`,
    'El pedido sigue guardado con sus productos: págalo de nuevo, con otro medio o con tu crédito, o cancélalo y los productos vuelven a tu carrito.',
    { url: payment.paymentUrl, label: 'Pagar o cancelar el pedido' },
  ]);
}
