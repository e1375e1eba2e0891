import { and, eq, isNull } from 'drizzle-orm';
import { authErrorCodes, type EmailProof } from '../../contract/auth';
import type { AppDeps } from '../context';
import { resUsers } from '../db/schema';
import { ApiError } from '../http/errors';
import { sendInBackground } from '../mail/mailer';
import { verificationMail } from '../mail/templates';
import { verificationLink } from './email-links';
import { issueEmailToken, redeemEmailToken } from './email-tokens';
import { invalidCode } from './errors';
import { reserveAttempt, verificationMailRule } from './throttle';

const resendTooSoon = (retryAfter: number) =>
  new ApiError(
    429,
    authErrorCodes.resendTooSoon,
    `Ya te enviamos un código hace poco. Espera ${retryAfter} segundos antes de pedir otro.`,
    undefined,
    { 'Retry-After': String(retryAfter) },
  );

/** The id of the active account whose e-mail the code or link confirms, now confirmed. */
export async function confirmEmail({ db, clock, jwtSecret }: Pick<AppDeps, 'db' | 'clock' | 'jwtSecret'>, proof: EmailProof): Promise<number> {
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
  return user.id;
}

/** A new confirmation code and link for the e-mail's unconfirmed active account, if it has one; refused when one was sent too recently. */
export async function resendVerification(
  { db, clock, jwtSecret, mailer, config }: Pick<AppDeps, 'db' | 'clock' | 'jwtSecret' | 'mailer' | 'config'>,
  email: string,
): Promise<void> {
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
}
