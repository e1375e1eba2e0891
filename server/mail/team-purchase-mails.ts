import { formatDay } from '../../machines/rules/calendar';
import { formatClp } from '../../machines/rules/money';
import type { OutgoingMail } from './mailer';
import { quantityWithUnit } from './quantities';
import { paragraphsMail } from './templates';

/** What every team purchase e-mail names: the campaign and the company's part in it. */
export interface BatchMailFacts {
  to: string;
  title: string;
  quantity: number;
  uom: string;
  ordersUrl: string;
}

const part = ({ quantity, uom }: BatchMailFacts) => quantityWithUnit(quantity, uom);

/** Sent when a company commits to a batch or changes its commitment: what it holds, how it is secured, and until when it can change. */
export function commitmentConfirmedMail(facts: BatchMailFacts & { total: number; deadline: string; securedBy: 'credit' | 'card'; changed: boolean }): OutgoingMail {
  const secured =
    facts.securedBy === 'credit'
      ? 'Queda reservado en tu línea de crédito; no se carga nada hasta que el lote se complete.'
      : 'Autorizamos el monto en tu tarjeta, sin cobrarlo: solo se cobra si el lote se completa.';
  return paragraphsMail(facts.to, `${facts.changed ? 'Cambiaste' : 'Registramos'} tu compromiso: ${facts.title}`, [
    `Tu compromiso en "${facts.title}" es de ${part(facts)}, por ${formatClp(facts.total)} con IVA al precio grupal.`,
    `${secured} Puedes cambiarlo o retirarlo hasta el cierre, el ${facts.deadline} (hora de Santiago). Te escribiremos cuando el lote se complete o no.`,
    { url: facts.ordersUrl, label: 'Ver la compra en equipo' },
  ]);
}

export function batchFilledMail(facts: BatchMailFacts & { orderName: string; total: number; deliveryDate: string; paidByCard: boolean }): OutgoingMail {
  const payment = facts.paidByCard
    ? 'Cobramos el monto en la tarjeta con que aseguraste tu compromiso; la factura ya figura como pagada.'
    : 'Se carga a tu línea de crédito; la factura vence en el plazo de tu crédito.';
  return paragraphsMail(facts.to, `Se completó el lote: ${facts.title}`, [
    `El lote "${facts.title}" alcanzó su meta. Tu pedido ${facts.orderName} por ${part(facts)} quedó confirmado al precio grupal: ${formatClp(facts.total)} con IVA.`,
    `Lo entregamos el ${formatDay(facts.deliveryDate)}. ${payment}`,
    { url: facts.ordersUrl, label: 'Ver mis pedidos' },
  ]);
}

export function batchReleasedMail(facts: BatchMailFacts): OutgoingMail {
  return paragraphsMail(facts.to, `El lote no se completó: ${facts.title}`, [
    `El lote "${facts.title}" no alcanzó su meta antes del cierre, así que no se creó ningún pedido.`,
    `Liberamos tu compromiso de ${part(facts)}: no se cobró nada y, si lo aseguraste con tarjeta, la autorización quedó anulada.`,
    { url: facts.ordersUrl, label: 'Ver otras compras en equipo' },
  ]);
}

export function commitmentDroppedMail(facts: BatchMailFacts & { reason: string }): OutgoingMail {
  return paragraphsMail(facts.to, `No pudimos cobrar tu compromiso: ${facts.title}`, [
    `Al cerrar el lote "${facts.title}" el cobro de tu compromiso de ${part(facts)} fue rechazado: ${facts.reason}`,
    'Tu compromiso quedó fuera del lote y no se creó un pedido para tu empresa. Revisa tu tarjeta en Mis Tarjetas.',
    { url: facts.ordersUrl, label: 'Ver compras en equipo' },
  ]);
}
