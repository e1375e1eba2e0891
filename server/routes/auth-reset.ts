import { and, eq, isNull } from 'drizzle-orm';
import { accountEndpoints, type PasswordChangedResponse, type ResetSentResponse } from '../../contract/auth';
import type { AppDeps } from '../context';
import { resUsers } from '../db/schema';
import { isCommonPassword } from '../domain/common-passwords';
import { burnEmailTokens, issueEmailToken, redeemEmailToken } from '../auth/email-tokens';
import { hashPassword } from '../domain/password';
import { clearAccountAttempts, reserveAttempt, resetMailRule } from '../auth/throttle';
import { endpointRouter } from '../http/endpoint';
import { revokeUserSessions } from '../http/session';
import { sendInBackground } from '../mail/mailer';
import { resetMail } from '../mail/templates';
import { commonPassword, invalidCode } from '../auth/errors';

export function resetRoutes(deps: AppDeps) {
  const { db, clock, jwtSecret, mailer, config } = deps;
  const sent: ResetSentResponse = { status: 'reset_sent' };
  const changed: PasswordChangedResponse = { status: 'password_changed' };

  async function mailReset(email: string, now: Date): Promise<void> {
    const [user] = await db
      .select({ id: resUsers.id, name: resUsers.name, active: resUsers.active })
      .from(resUsers)
      .where(eq(resUsers.login, email))
      .limit(1);
    if (!user?.active) return;
    const { code, token } = await issueEmailToken(db, jwtSecret, user.id, 'reset', now);
    const link = `${config.publicUrl}/auth/jwt/resetValidacion/${encodeURIComponent(token)}`;
    sendInBackground(mailer, resetMail({ to: email, name: user.name, code, link }));
  }

  return endpointRouter(deps)
    .on(accountEndpoints.resetRequest, async (_c, { body: { email } }) => {
      // At most one message a minute per address: no mailbox flooding, and five code guesses a minute at most.
      const reservation = await reserveAttempt(db, [resetMailRule(email)], clock);
      if (reservation.retryAfter === 0) {
        await reservation.keep();
        // Looked up, and mailed, after the answer: its time must not tell whether the e-mail has an account.
        setImmediate(() => void mailReset(email, clock.now()).catch((error: unknown) => deps.logger.error({ event: 'reset.failed', err: error })));
      }
      return sent;
    })
    .on(accountEndpoints.resetConfirm, async (_c, { body: { password, proof } }) => {
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
      await deps.cache?.forgetSessions();
      await clearAccountAttempts(db, login);
      return changed;
    }).app;
}
