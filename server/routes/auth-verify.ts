import { and, eq, isNull } from 'drizzle-orm';
import { accountEndpoints, authErrorCodes, type VerificationSentResponse } from '../../contract/auth';
import type { AppDeps } from '../context';
import { resUsers } from '../db/schema';
import { issueEmailToken, redeemEmailToken } from '../auth/email-tokens';
import { reserveAttempt, verificationMailRule } from '../auth/throttle';
import { endpointRouter } from '../http/endpoint';
import { ApiError } from '../http/errors';
import { startSession } from '../http/session';
import { sendInBackground } from '../mail/mailer';
import { verificationMail } from '../mail/templates';
import { verificationLink } from './auth-register';
import { invalidCode } from '../auth/errors';

const resendTooSoon = (retryAfter: number) =>
  new ApiError(
    429,
    authErrorCodes.resendTooSoon,
    `Ya te enviamos un código hace poco. Espera ${retryAfter} segundos antes de pedir otro.`,
    undefined,
    { 'Retry-After': String(retryAfter) },
  );

export function verifyRoutes(deps: AppDeps) {
  const { db, clock, jwtSecret, mailer, config } = deps;
  const sent: VerificationSentResponse = { status: 'verification_sent' };

  return endpointRouter(deps)
    .on(accountEndpoints.verify, async (c, { body: proof }) => {
      const now = clock.now();
      const userId = await redeemEmailToken(db, jwtSecret, 'verify', proof, now);
      const [user] = userId
        ? await db
            .update(resUsers)
            .set({ emailVerifiedAt: now })
            .where(and(eq(resUsers.id, userId), eq(resUsers.active, true)))
            .returning({ id: resUsers.id })
        : [];
      if (!user) throw invalidCode(proof.kind);
      return startSession(c, deps, user.id);
    })
    .on(accountEndpoints.resend, async (_c, { body: { email } }) => {
      const now = clock.now();
      // Spaced per address typed, known or not, so the wait itself reveals no account.
      const reservation = await reserveAttempt(db, [verificationMailRule(email)], clock);
      if (reservation.retryAfter > 0) throw resendTooSoon(reservation.retryAfter);
      await reservation.keep();

      const [user] = await db
        .select({ id: resUsers.id, name: resUsers.name })
        .from(resUsers)
        .where(and(eq(resUsers.login, email), isNull(resUsers.emailVerifiedAt), eq(resUsers.active, true)))
        .limit(1);
      if (user) {
        const { code, token } = await issueEmailToken(db, jwtSecret, user.id, 'verify', now);
        sendInBackground(mailer, verificationMail({ to: email, name: user.name, code, link: verificationLink(config.publicUrl, token) }));
      }
      return sent;
    }).app;
}
