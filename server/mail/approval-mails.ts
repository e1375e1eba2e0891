import { approvalParam, approvalsPagePath } from '../../contract/order-approvals';
import { formatSantiagoDay } from '../../machines/rules/calendar';
import { formatClp } from '../../machines/rules/money';
import type { OutgoingMail } from './mailer';
import { paragraphsMail } from './templates';

/** One request's page in the portal, where an admin decides and the buyer follows it. */
export const approvalUrl = (publicUrl: string, approvalId: number) =>
  `${publicUrl.replace(/\/+$/, '')}${approvalsPagePath}?${approvalParam}=${approvalId}`;

interface ApprovalMail {
  to: string;
  buyer: string;
  total: number;
  url: string;
}

/** To each admin: a buyer's order waits for them, why, until when, and the link that opens it. */
export function approvalRequestedMail(mail: ApprovalMail & { reason: string; lineCount: number; expiresAt: string }): OutgoingMail {
  return paragraphsMail(mail.to, `${mail.buyer} envió un pedido para tu aprobación`, [
    `${mail.buyer} armó un pedido de ${mail.lineCount} ${mail.lineCount === 1 ? 'producto' : 'productos'} por ${formatClp(mail.total)} con IVA. ${mail.reason}`,
    `Apruébalo o recházalo antes del ${formatSantiagoDay(mail.expiresAt)}; después vence y no se hace.`,
    { url: mail.url, label: 'Revisar el pedido' },
  ]);
}

/** To the buyer: an admin rejected it, and why; the cart can be rebuilt from it. */
export function approvalRejectedMail(mail: ApprovalMail & { decidedBy: string; reason: string }): OutgoingMail {
  return paragraphsMail(mail.to, 'Tu pedido no fue aprobado', [
    `${mail.decidedBy} rechazó tu pedido por ${formatClp(mail.total)} con IVA: «${mail.reason}».`,
    'No se hizo el pedido ni se cobró nada. Desde la solicitud puedes volver a armar el carrito con sus productos.',
    { url: mail.url, label: 'Ver la solicitud' },
  ]);
}

/** To the buyer and the admins: nobody decided in time, so it was not placed. */
export function approvalExpiredMail(mail: ApprovalMail & { days: number }): OutgoingMail {
  return paragraphsMail(mail.to, `Venció un pedido que esperaba aprobación`, [
    `El pedido de ${mail.buyer} por ${formatClp(mail.total)} con IVA esperó ${mail.days} días sin aprobarse y venció.`,
    'No se hizo el pedido ni se cobró nada. Puede volver a armarse desde la solicitud.',
    { url: mail.url, label: 'Ver la solicitud' },
  ]);
}
