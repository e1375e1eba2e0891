import { and, eq, lte } from 'drizzle-orm';
import { approvalWaitDays } from '../../contract/order-approvals';
import type { AppDeps } from '../context';
import { orderApproval, resUsers } from '../db/schema';
import { approvalExpiredMail, approvalUrl } from '../mail/approval-mails';
import { sendInBackground } from '../mail/mailer';
import { companyAdmins } from '../mail/recipients';

/**
 * Marks the requests nobody decided in time as expired, each in the one statement that claims it (an
 * approval that took its lock first wins), and tells the buyer and the company's admins.
 */
export async function expireApprovals(deps: Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config'>): Promise<{ expired: number }> {
  const { db, clock, config } = deps;
  const now = clock.now();
  const expired = await db
    .update(orderApproval)
    .set({ state: 'expired', decidedAt: now })
    .where(and(eq(orderApproval.state, 'waiting'), lte(orderApproval.expiresAt, now)))
    .returning();
  for (const row of expired) {
    const [buyer] = await db.select({ login: resUsers.login, name: resUsers.name }).from(resUsers).where(eq(resUsers.id, row.userId)).limit(1);
    const recipients = new Set([...(buyer ? [buyer.login] : []), ...(await companyAdmins(db, row.partnerId))]);
    for (const to of recipients) {
      sendInBackground(
        deps.mailer,
        approvalExpiredMail({ to, buyer: buyer?.name ?? '', total: row.amountTotal, url: approvalUrl(config.publicUrl, row.id), days: approvalWaitDays }),
      );
    }
  }
  return { expired: expired.length };
}
