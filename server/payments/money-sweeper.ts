/**
 * The backstop of "money moves once": whatever the database decided must go back to the payer but the
 * provider did not confirm yet (a refund it did not answer, a hold whose request ended before letting
 * it go, a hold no commitment ever used) is sent to the provider again. Every step is idempotent at the
 * provider, so a run cut short or run twice gives nothing back twice.
 */
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../context';
import { clubCharge, invoicePayment, paymentTransaction } from '../db/schema';
import { refundInvoicePayment } from '../invoice-payment/settle-invoice-payment';
import { refundClubCharge } from '../club/club-charges';
import { releaseUnusedHolds } from '../team-purchase/card-holds';
import { refundTransaction } from './settle';

type SweepDeps = Pick<AppDeps, 'db' | 'clock' | 'payments' | 'cache' | 'mailer' | 'config' | 'logger'>;

export async function sweepMoney(deps: SweepDeps): Promise<{ refunded: number; released: number }> {
  let refunded = 0;
  for (const transaction of await deps.db.select().from(paymentTransaction).where(eq(paymentTransaction.state, 'refunding'))) {
    if (await refundTransaction(deps, transaction)) refunded += 1;
  }
  for (const charge of await deps.db.select().from(clubCharge).where(eq(clubCharge.state, 'refunding'))) {
    if (await refundClubCharge(deps, charge)) refunded += 1;
  }
  for (const payment of await deps.db.select().from(invoicePayment).where(eq(invoicePayment.state, 'refunding'))) {
    if (await refundInvoicePayment(deps, payment)) refunded += 1;
  }
  return { refunded, released: await releaseUnusedHolds(deps) };
}
