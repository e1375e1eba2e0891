/**
 * Each invoice the gateway issues is e-mailed to the company once, by this job and not by the five
 * places that issue invoices inside their own transactions: an invoice is news once it is committed.
 * Each is claimed before it is sent (`mailed_at`), so instances running the job at once never send one
 * twice; a send that fails gives the claim back and the next run tries again.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { formatDay } from '../../machines/rules/calendar';
import { formatClp } from '../../machines/rules/money';
import { portalUrl, type AppDeps } from '../context';
import { accountMove, resPartner, saleOrder } from '../db/schema';
import { companyAdmins } from '../mail/recipients';
import type { OutgoingMail } from '../mail/mailer';
import { paragraphsMail } from '../mail/templates';

type MailDeps = Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config' | 'logger'>;

/** Invoices e-mailed per run: a backlog goes out over a few minutes rather than in one burst. */
const batchSize = 50;

export interface IssuedInvoiceMail {
  to: string;
  invoiceName: string;
  invoiceDate: string;
  dueDate: string;
  total: number;
  paid: boolean;
  /** The order invoiced (S00346), or what the invoice is for when it has none (a Club CXTI fee). */
  about: string;
  invoicesUrl: string;
}

export function invoiceIssuedMail(invoice: IssuedInvoiceMail): OutgoingMail {
  const settled = invoice.paid
    ? 'Ya está pagada: la cobramos con tu tarjeta.'
    : `Vence el ${formatDay(invoice.dueDate)}: págala antes para mantener disponible tu línea de crédito.`;
  return paragraphsMail(invoice.to, `Factura ${invoice.invoiceName} emitida por ${formatClp(invoice.total)}`, [
    `Emitimos la factura ${invoice.invoiceName} del ${formatDay(invoice.invoiceDate)} por ${formatClp(invoice.total)} con IVA, de ${invoice.about}.`,
    settled,
    'En Facturas puedes verla y descargarla en PDF.',
    { url: invoice.invoicesUrl, label: 'Ver mis facturas' },
  ]);
}

export async function mailIssuedInvoices(deps: MailDeps): Promise<{ mailed: number }> {
  const { db, clock } = deps;
  const pending = await db
    .select({
      invoice: accountMove,
      companyEmail: resPartner.email,
      orderName: saleOrder.name,
    })
    .from(accountMove)
    .innerJoin(resPartner, eq(resPartner.id, accountMove.partnerId))
    .leftJoin(saleOrder, eq(saleOrder.id, accountMove.orderId))
    .where(isNull(accountMove.mailedAt))
    .orderBy(asc(accountMove.id))
    .limit(batchSize);
  let mailed = 0;
  for (const { invoice, companyEmail, orderName } of pending) {
    const [claimed] = await db
      .update(accountMove)
      .set({ mailedAt: clock.now() })
      .where(and(eq(accountMove.id, invoice.id), isNull(accountMove.mailedAt)))
      .returning({ id: accountMove.id });
    if (!claimed) continue;
    // A company without its own e-mail hears through its first active administrator.
    const to = companyEmail ?? (await companyAdmins(db, invoice.partnerId))[0];
    if (!to) continue;
    try {
      await deps.mailer.send(
        invoiceIssuedMail({
          to,
          invoiceName: invoice.name,
          invoiceDate: invoice.invoiceDate,
          dueDate: invoice.invoiceDateDue,
          total: invoice.amountTotal,
          paid: invoice.amountResidual === 0,
          about: orderName ? `tu pedido ${orderName}` : (invoice.lineDescription ?? 'tu compra'),
          invoicesUrl: portalUrl(deps.config, '/dashboard/group/five'),
        }),
      );
      mailed += 1;
    } catch (error) {
      deps.logger.warn({ event: 'mail.invoiceFailed', invoiceId: invoice.id, err: error });
      await db.update(accountMove).set({ mailedAt: null }).where(eq(accountMove.id, invoice.id));
    }
  }
  return { mailed };
}
