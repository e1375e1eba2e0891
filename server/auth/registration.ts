import { and, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { authErrorCodes, type RegisterRequest } from '../../contract/auth';
import type { AppDeps } from '../context';
import { resPartner, resUsers } from '../db/schema';
import { isCommonPassword } from '../domain/common-passwords';
import { hashPassword } from '../domain/password';
import { ApiError } from '../http/errors';
import { sendInBackground } from '../mail/mailer';
import { alreadyRegisteredMail, verificationMail } from '../mail/templates';
import { verificationLink } from './email-links';
import { issueEmailToken } from './email-tokens';
import { commonPassword, tooManyAttempts } from './errors';
import { recordAttempt, registrationAddressRule, reserveAttempt, verificationMailRule } from './throttle';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jwtSecret' | 'mailer' | 'config'>;

const rutMessage =
  'Ya existe una cuenta para una empresa con ese RUT. Pide a la persona administradora de tu empresa que te dé acceso, o escríbenos.';
const rutTaken = () => new ApiError(409, authErrorCodes.rutTaken, rutMessage, { rut: [rutMessage] });

/**
 * A new company with its first admin, unverified, and the e-mail with the code that confirms it; for
 * an e-mail that already has an account, a message saying so instead, with the same answer, so the
 * answer tells nothing about the account. Refused for a common password, and for a RUT that has an
 * account (at most a few times per `address`, the client's when known).
 */
export async function registerCompany(deps: Deps, body: RegisterRequest, address: string | undefined): Promise<void> {
  const { db, clock, jwtSecret, mailer, config } = deps;
  if (isCommonPassword(body.password)) throw commonPassword();
  // Hashed before anything is looked up, so an e-mail that has an account answers as slowly as a new one.
  const passwordHash = await hashPassword(body.password);
  const now = clock.now();

  // The RUT is checked first: refusing it must not depend on whether the e-mail has an account. A
  // refusal says a company is a customer, so an address gets only a few of them, as it does failed sign-ins.
  const probe = address ? await reserveAttempt(db, [registrationAddressRule(address)], clock) : null;
  if (probe && probe.retryAfter > 0) throw tooManyAttempts(probe.retryAfter);
  const [company] = await db
    .select({ id: resPartner.id })
    .from(resPartner)
    .where(and(eq(resPartner.vat, body.rut), sql`${resPartner.isCompany}`))
    .limit(1);
  if (company) {
    await probe?.keep();
    throw rutTaken();
  }
  await probe?.release();

  const [existing] = await db.select({ name: resUsers.name }).from(resUsers).where(eq(resUsers.login, body.email)).limit(1);
  const created = existing ? 'email_taken' : await createAccount(deps, body, passwordHash, now);
  if (created === 'rut_taken') throw rutTaken();

  await recordAttempt(db, verificationMailRule(body.email).key, now);
  if (created === 'email_taken') {
    sendInBackground(
      mailer,
      alreadyRegisteredMail({
        to: body.email,
        name: existing?.name ?? body.contact_name,
        loginUrl: `${config.publicUrl}/auth/jwt/login`,
        resetUrl: `${config.publicUrl}/auth/jwt/reset/`,
      }),
    );
  } else {
    const { code, token } = await issueEmailToken(db, jwtSecret, created.userId, 'verify', now);
    sendInBackground(
      mailer,
      verificationMail({ to: body.email, name: body.contact_name, code, link: verificationLink(config.publicUrl, token) }),
    );
  }
}

/** The company, its billing partner and its first admin, unverified; the unique indexes settle a race with another registration. */
async function createAccount(
  { db }: Deps,
  body: RegisterRequest,
  passwordHash: string,
  now: Date,
): Promise<{ userId: number } | 'rut_taken' | 'email_taken'> {
  try {
    return await db.transaction(async (tx) => {
      const [partner] = await tx
        .insert(resPartner)
        .values({
          name: body.razon_social,
          isCompany: true,
          vat: body.rut,
          businessActivity: body.giro,
          email: body.email,
          phone: body.phone,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: resPartner.id });
      if (!partner) return 'rut_taken';
      // The company's billing partner, so its first order can be invoiced: razón social and RUT are
      // what an invoice needs; the street is added later (Direcciones offers it on the checkout).
      await tx.insert(resPartner).values({
        parentId: partner.id,
        type: 'invoice',
        name: body.razon_social,
        vat: body.rut,
        email: body.email,
        phone: body.phone,
        isDefault: true,
        createdAt: now,
      });
      const [user] = await tx
        .insert(resUsers)
        .values({ login: body.email, name: body.contact_name, passwordHash, partnerId: partner.id, role: 'admin', createdAt: now })
        .onConflictDoNothing()
        .returning({ id: resUsers.id });
      // The e-mail was registered meanwhile: the company must not stay behind without its user.
      if (!user) return tx.rollback();
      return { userId: user.id };
    });
  } catch (error) {
    if (error instanceof TransactionRollbackError) return 'email_taken';
    throw error;
  }
}
