import { and, eq, isNull } from 'drizzle-orm';
import type { EmailProof } from '../../contract/auth';
import type { AppDeps } from '../context';
import { resUsers } from '../db/schema';
import { isCommonPassword } from '../domain/common-passwords';
import { hashPassword } from '../domain/password';
import { revokeUserSessions } from '../http/session';
import { sendInBackground } from '../mail/mailer';
import { resetMail } from '../mail/templates';
import { resetLink } from './email-links';
import { burnEmailTokens, issueEmailToken, redeemEmailToken } from './email-tokens';
import { commonPassword, invalidCode } from './errors';
import { clearAccountAttempts, reserveAttempt, resetMailRule } from './throttle';

async function mailReset({ db, jwtSecret, mailer, config }: Pick<AppDeps, 'db' | 'jwtSecret' | 'mailer' | 'config'>, email: string, now: Date) {
  const [user] = await db
    .select({ id: resUsers.id, name: resUsers.name, active: resUsers.active })
    .from(resUsers)
    .where(eq(resUsers.login, email))
    .limit(1);
  if (!user?.active) return;
  const { code, token } = await issueEmailToken(db, jwtSecret, user.id, 'reset', now);
  sendInBackground(mailer, resetMail({ to: email, name: user.name, code, link: resetLink(config.publicUrl, token) }));
}

/** A reset code and link for the e-mail's active account, if it has one; the caller's answer is the same either way. */
export async function requestPasswordReset(deps: Pick<AppDeps, 'db' | 'clock' | 'jwtSecret' | 'mailer' | 'config' | 'logger'>, email: string) {
  const { db, clock } = deps;
  // At most one message a minute per address: no mailbox flooding, and five code guesses a minute at most.
  const reservation = await reserveAttempt(db, [resetMailRule(email)], clock);
  if (reservation.retryAfter === 0) {
    await reservation.keep();
    // Looked up, and mailed, after the answer: its time must not tell whether the e-mail has an account.
    setImmediate(() => void mailReset(deps, email, clock.now()).catch((error: unknown) => deps.logger.error({ event: 'reset.failed', err: error })));
  }
}

/**
 * The account's new password, through an e-mailed code or link: every sign-in of it ends, its failed
 * sign-ins are forgotten, and its e-mail counts as confirmed.
 */
export async function resetPassword(
  { db, clock, jwtSecret, cache }: Pick<AppDeps, 'db' | 'clock' | 'jwtSecret' | 'cache'>,
  password: string,
  proof: EmailProof,
): Promise<void> {
  // Refused before the code is spent, so the buyer can try another password with the same e-mail.
  if (isCommonPassword(password)) throw commonPassword();
  const passwordHash = await hashPassword(password);
  const now = clock.now();
  const login = await db.transaction(async (tx) => {
    const userId = await redeemEmailToken(tx, jwtSecret, 'reset', proof, now);
    if (!userId) return null;
    const [user] = await tx
      .update(resUsers)
      .set({ passwordHash })
      .where(eq(resUsers.id, userId))
      .returning({ login: resUsers.login });
    // Changing the password through an e-mailed code also proves the address.
    await tx
      .update(resUsers)
      .set({ emailVerifiedAt: now })
      .where(and(eq(resUsers.id, userId), isNull(resUsers.emailVerifiedAt)));
    await revokeUserSessions(tx, userId, now);
    await burnEmailTokens(tx, userId, 'reset', now);
    return user?.login ?? null;
  });
  if (!login) throw invalidCode(proof.kind);
  await cache?.forgetSessions();
  await clearAccountAttempts(db, login);
}
