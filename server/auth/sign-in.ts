import { eq } from 'drizzle-orm';
import { authErrorCodes } from '../../contract/session';
import type { AppDeps } from '../context';
import { resUsers } from '../db/schema';
import { unknownAccountHash, verifyPassword } from '../domain/password';
import { ApiError } from '../http/errors';
import { tooManyAttempts } from './errors';
import { clearAttempts, loginAccountRule, loginAddressRule, loginPairRule, reserveAttempt, type ThrottleRule } from './throttle';

const badCredentials = () => new ApiError(401, authErrorCodes.invalidCredentials, 'Correo o contraseña incorrectos.');
const unverified = () =>
  new ApiError(
    403,
    authErrorCodes.emailUnverified,
    'Aún no confirmas tu correo. Ingresa el código que te enviamos al registrarte o pide uno nuevo.',
  );

/**
 * The id of the account the e-mail and password open, its sign-in recorded; refused when they do not
 * match an active account, when its e-mail is unconfirmed, or when too many attempts failed from
 * `address` (the client's, when known) or against the account.
 */
export async function checkSignIn(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  email: string,
  password: string,
  address: string | undefined,
): Promise<number> {
  const pairRule = loginPairRule(email, address);
  const rules: ThrottleRule[] = [pairRule, loginAccountRule(email), ...(address ? [loginAddressRule(address)] : [])];
  const attempt = await reserveAttempt(db, rules, clock);
  if (attempt.retryAfter > 0) throw tooManyAttempts(attempt.retryAfter);

  const [user] = await db
    .select({ id: resUsers.id, passwordHash: resUsers.passwordHash, active: resUsers.active, verifiedAt: resUsers.emailVerifiedAt })
    .from(resUsers)
    .where(eq(resUsers.login, email))
    .limit(1);
  const matches = await verifyPassword(password, user?.passwordHash ?? (await unknownAccountHash()));
  if (!user || !matches || !user.active) {
    // Counted against the account at this address, the account, and the address.
    await attempt.keep();
    throw badCredentials();
  }

  await attempt.release();
  await clearAttempts(db, pairRule.key);
  if (!user.verifiedAt) throw unverified();
  await db.update(resUsers).set({ lastLoginAt: clock.now() }).where(eq(resUsers.id, user.id));
  return user.id;
}
