import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql, TransactionRollbackError } from 'drizzle-orm';
import { invitationValidDays, type AcceptInvitationRequest, type CompanyMember, type InvitationStatus, type InviteRequest } from '../../contract/company';
import type { Role } from '../../contract/vocabulary';
import type { AppDeps, AuthUser } from '../context';
import { resPartner, resUsers, resUsersInvitation } from '../db/schema';
import { isCommonPassword } from '../domain/common-passwords';
import { hashPassword } from '../domain/password';
import { ApiError } from '../http/errors';
import { sendInBackground } from '../mail/mailer';
import { invitationMail } from '../mail/templates';
import { commonPassword } from '../auth/errors';
import { memberOfInvitation, pendingOf } from './members';

const dayMs = 24 * 60 * 60 * 1000;
const roleNames: Record<Role, string> = { admin: 'administrador', comprador: 'comprador', finanzas: 'finanzas' };

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
type InvitationRow = typeof resUsersInvitation.$inferSelect;

const invitationNotFound = () => new ApiError(404, 'not_found', 'La invitación no existe o ya no está pendiente.');
const invalidInvitation = () =>
  new ApiError(
    400,
    'invalid_invitation',
    'El enlace de invitación no es válido, ya se usó, se canceló o venció. Pide a tu empresa una invitación nueva.',
  );
const emailTaken = () => {
  const message = 'Ese correo ya tiene una cuenta en Despensa o una invitación pendiente de tu empresa.';
  return new ApiError(409, 'email_taken', message, { email: [message] });
};

/** A fresh single-use link: the token for the e-mail, its hash and end for the row. */
function newLink(now: Date) {
  const token = randomBytes(32).toString('base64url');
  return { token, row: { tokenHash: hashOf(token), expiresAt: new Date(now.getTime() + invitationValidDays * dayMs) } };
}

/** Mails the invitee their link, naming who invited them and to which company. */
async function mailLink({ db, mailer, config }: AppDeps, inviter: AuthUser, invitation: InvitationRow, token: string) {
  const [who] = await db
    .select({ inviterName: resUsers.name, companyName: resPartner.name })
    .from(resUsers)
    .innerJoin(resPartner, eq(resPartner.id, resUsers.partnerId))
    .where(eq(resUsers.id, inviter.id))
    .limit(1);
  sendInBackground(
    mailer,
    invitationMail({
      to: invitation.email,
      companyName: who?.companyName ?? 'tu empresa',
      inviterName: who?.inviterName ?? 'Tu empresa',
      roleName: roleNames[invitation.role as Role],
      link: `${config.publicUrl}/auth/jwt/invitacion?token=${encodeURIComponent(token)}`,
      validDays: invitationValidDays,
    }),
  );
  return memberOfInvitation(invitation);
}

/** Invites an e-mail with a role; an e-mail with an account, or already invited by this company, is refused. */
export async function invite(deps: AppDeps, inviter: AuthUser, request: InviteRequest): Promise<CompanyMember> {
  const { db, clock } = deps;
  const email = request.email;
  const [account] = await db.select({ id: resUsers.id }).from(resUsers).where(eq(resUsers.login, email)).limit(1);
  const [invited] = await db
    .select({ id: resUsersInvitation.id })
    .from(resUsersInvitation)
    .where(and(pendingOf(inviter.partnerId), eq(resUsersInvitation.email, email), gt(resUsersInvitation.expiresAt, clock.now())))
    .limit(1);
  if (account || invited) throw emailTaken();
  const link = newLink(clock.now());
  const [created] = await db
    .insert(resUsersInvitation)
    .values({ partnerId: inviter.partnerId, email, role: request.role, invitedBy: inviter.id, ...link.row })
    .returning();
  if (!created) throw new Error('invitation insert returned nothing');
  return mailLink(deps, inviter, created, link.token);
}

/** A pending invitation's new link, mailed again; the old link stops working. */
export async function resendInvitation(deps: AppDeps, inviter: AuthUser, invitationId: number): Promise<CompanyMember> {
  const link = newLink(deps.clock.now());
  const [invitation] = await deps.db
    .update(resUsersInvitation)
    .set(link.row)
    .where(and(eq(resUsersInvitation.id, invitationId), pendingOf(inviter.partnerId)))
    .returning();
  if (!invitation) throw invitationNotFound();
  return mailLink(deps, inviter, invitation, link.token);
}

export async function cancelInvitation({ db, clock }: AppDeps, companyId: number, invitationId: number): Promise<void> {
  const [cancelled] = await db
    .update(resUsersInvitation)
    .set({ cancelledAt: clock.now() })
    .where(and(eq(resUsersInvitation.id, invitationId), pendingOf(companyId)))
    .returning({ id: resUsersInvitation.id });
  if (!cancelled) throw invitationNotFound();
}

/**
 * What the invitation of a link is now: its company, role and e-mail while pending; else whether it was
 * used, expired or cancelled. The token is the proof, as when it is accepted; a token of no invitation
 * (mistyped, or replaced by a resend) is `unknown`.
 */
export async function invitationStatusOf({ db, clock }: AppDeps, token: string): Promise<InvitationStatus> {
  const [row] = await db
    .select({ invitation: resUsersInvitation, companyName: resPartner.name })
    .from(resUsersInvitation)
    .innerJoin(resPartner, eq(resPartner.id, resUsersInvitation.partnerId))
    .where(eq(resUsersInvitation.tokenHash, hashOf(token)))
    .limit(1);
  if (!row) return { state: 'unknown' };
  const { invitation } = row;
  if (invitation.acceptedAt) return { state: 'accepted' };
  if (invitation.cancelledAt) return { state: 'cancelled' };
  if (invitation.expiresAt <= clock.now()) return { state: 'expired' };
  return { state: 'pending', email: invitation.email, company_name: row.companyName, role: invitation.role as Role };
}

/**
 * Redeems an invitation once: creates the user with the invited role (the e-mail is proven by the link)
 * and answers their id. A used, cancelled or expired link, or an e-mail that got an account meanwhile,
 * is refused alike.
 */
export async function acceptInvitation({ db, clock }: AppDeps, request: AcceptInvitationRequest): Promise<number> {
  if (isCommonPassword(request.password)) throw commonPassword();
  const passwordHash = await hashPassword(request.password);
  const now = clock.now();
  const userId = await db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(resUsersInvitation)
      .set({ acceptedAt: now })
      .where(
        and(
          eq(resUsersInvitation.tokenHash, hashOf(request.token)),
          sql`${resUsersInvitation.acceptedAt} is null`,
          sql`${resUsersInvitation.cancelledAt} is null`,
          gt(resUsersInvitation.expiresAt, now),
        ),
      )
      .returning();
    if (!invitation) return null;
    const [user] = await tx
      .insert(resUsers)
      .values({
        login: invitation.email,
        name: request.name,
        passwordHash,
        partnerId: invitation.partnerId,
        role: invitation.role,
        emailVerifiedAt: now,
        lastLoginAt: now,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: resUsers.id });
    if (!user) return tx.rollback();
    return user.id;
  }).catch((error: unknown) => {
    if (error instanceof TransactionRollbackError) return null;
    throw error;
  });
  if (userId === null) throw invalidInvitation();
  return userId;
}
