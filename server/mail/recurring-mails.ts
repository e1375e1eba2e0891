import type { OccurrenceLine } from '../../contract/recurring-orders';
import { formatDay } from '../../machines/rules/calendar';
import { formatClp } from '../../machines/rules/money';
import { CUTOFF_LABEL } from '../domain/delivery';
import type { OutgoingMail } from './mailer';
import { quantityWithUnit } from './quantities';
import { paragraphsMail } from './templates';

/** Where a recurring order's e-mails lead: its page in the portal. */
export const recurringOrdersUrl = (publicUrl: string) => `${publicUrl.replace(/\/+$/, '')}/dashboard/pedidos-recurrentes`;

export interface PreparedMail {
  to: string;
  name: string;
  deliveryDate: string;
  /** The day before the delivery, when it closes at CUTOFF_LABEL. */
  cutoffDate: string;
  lines: readonly OccurrenceLine[];
  leftOut: readonly { name: string; reason: string }[];
  net: number;
  url: string;
}

/** The order built for a date: what it holds, what was left out, and until when it can be changed or skipped. */
export function recurringPreparedMail(mail: PreparedMail): OutgoingMail {
  return paragraphsMail(mail.to, `Tu pedido recurrente «${mail.name}» para el ${formatDay(mail.deliveryDate)}`, [
    `Preparamos tu pedido recurrente «${mail.name}» para entregar el ${formatDay(mail.deliveryDate)}, a los precios de hoy.`,
    { list: mail.lines.map((line) => `${quantityWithUnit(line.quantity, line.uom)} × ${line.name}: ${formatClp(line.subtotal)} neto`) },
    ...(mail.leftOut.length > 0 ? ['Estos productos quedan fuera de esta entrega:', { list: mail.leftOut.map((line) => `${line.name}: ${line.reason}`) }] : []),
    `Neto ${formatClp(mail.net)}, sin despacho ni IVA.`,
    `Puedes cambiarlo u omitirlo hasta el ${formatDay(mail.cutoffDate)} a las ${CUTOFF_LABEL}; a esa hora lo hacemos.`,
    { url: mail.url, label: 'Revisar el pedido' },
  ]);
}

/** The date's order could not be placed (payment declined, credit short, nothing to serve), or its time passed. */
export function recurringNotPlacedMail(mail: { to: string; name: string; deliveryDate: string; reason: string; url: string }): OutgoingMail {
  return paragraphsMail(mail.to, `No pudimos hacer tu pedido recurrente «${mail.name}»`, [
    `Tu pedido recurrente «${mail.name}» para el ${formatDay(mail.deliveryDate)} no se hizo: ${mail.reason}`,
    'No se cobró nada. El pedido recurrente sigue activo para las próximas fechas.',
    { url: mail.url, label: 'Ver mis pedidos recurrentes' },
  ]);
}
