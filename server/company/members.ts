import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { CompanyMember, UpdateUserRequest } from '../../contract/company';
import type { Role } from '../../contract/vocabulary';
import type { AppDeps } from '../context';
import type { Db } from '../db/client';
import { lockCompany, type Tx } from '../db/company-lock';
import { resUsers, resUsersInvitation } from '../db/schema';
import { ApiError } from '../http/errors';
import { revokeUserSessions } from '../http/session';


const userColumns = {
  id: resUsers.id,
  name: resUsers.name,
  login: resUsers.login,
  role: resUsers.role,
  active: resUsers.active,
  lastLoginAt: resUsers.lastLoginAt,
};
type UserRow = { id: number; name: string; login: string; role: string; active: boolean; lastLoginAt: Date | null };
type InvitationRow = typeof resUsersInvitation.$inferSelect;

export const memberOfUser = (row: UserRow): CompanyMember => ({
  kind: 'user',
  id: row.id,
  name: row.name,
  email: row.login,
  role: row.role as Role,
  state: row.active ? 'activo' : 'desactivado',
  last_sign_in: row.lastLoginAt?.toISOString() ?? null,
  expires_at: null,
});

export const memberOfInvitation = (row: InvitationRow): CompanyMember => ({
  kind: 'invitation',
  id: row.id,
  name: null,
  email: row.email,
  role: row.role as Role,
  state: 'invitado',
  last_sign_in: null,
  expires_at: row.expiresAt.toISOString(),
});

/** The pending invitations of a company: neither accepted nor cancelled (an expired one stays listed to resend). */
export const pendingOf = (companyId: number) =>
  and(eq(resUsersInvitation.partnerId, companyId), isNull(resUsersInvitation.acceptedAt), isNull(resUsersInvitation.cancelledAt));

/** The company's users by name, then its pending invitations, newest first. */
export async function listMembers(db: Db, companyId: number): Promise<CompanyMember[]> {
  const users = await db.select(userColumns).from(resUsers).where(eq(resUsers.partnerId, companyId)).orderBy(asc(resUsers.name), asc(resUsers.id));
  const invitations = await db
    .select()
    .from(resUsersInvitation)
    .where(pendingOf(companyId))
    .orderBy(sql`${resUsersInvitation.createdAt} desc`, sql`${resUsersInvitation.id} desc`);
  return [...users.map(memberOfUser), ...invitations.map(memberOfInvitation)];
}

const lastAdmin = () =>
  new ApiError(
    409,
    'last_admin',
    'La empresa necesita al menos una persona administradora activa. Nombra a otra antes de cambiar o desactivar a esta.',
  );

async function otherActiveAdmins(tx: Tx, companyId: number, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(resUsers)
    .where(and(eq(resUsers.partnerId, companyId), eq(resUsers.role, 'admin'), eq(resUsers.active, true), ne(resUsers.id, userId)));
  return row?.n ?? 0;
}

/**
 * Changes a user's role or whether they may sign in. A demoted or deactivated user's sessions end at once
 * (their next request is refused and their refresh cookie no longer works); the last active admin
 * stays. Another company's user is a miss.
 */
export async function updateMember(deps: AppDeps, companyId: number, userId: number, change: UpdateUserRequest): Promise<CompanyMember> {
  const { db, clock } = deps;
  const now = clock.now();
  const updated = await db.transaction(async (tx) => {
    // One edit of the company's users at a time: the last-admin count cannot race.
    await lockCompany(tx, companyId);
    const [user] = await tx.select(userColumns).from(resUsers).where(and(eq(resUsers.id, userId), eq(resUsers.partnerId, companyId))).limit(1);
    if (!user) throw new ApiError(404, 'not_found', 'El usuario no existe en tu empresa.');
    const role = change.role ?? user.role;
    const active = change.active ?? user.active;
    const losesAdmin = user.role === 'admin' && user.active && (role !== 'admin' || !active);
    if (losesAdmin && (await otherActiveAdmins(tx, companyId, userId)) === 0) throw lastAdmin();
    const [row] = await tx.update(resUsers).set({ role, active }).where(eq(resUsers.id, userId)).returning(userColumns);
    if (!row) throw new Error(`user ${userId} vanished`);
    // A deactivated user's refresh is refused as such whatever the reason; a new role is said as one.
    if (role !== user.role || !active) await revokeUserSessions(tx, userId, now, active ? 'role_changed' : null);
    return row;
  });
  await deps.cache?.forgetSessions();
  return memberOfUser(updated);
}
