import { eq } from 'drizzle-orm';
import { sessionEndpoints, type MailPreferences } from '../../contract/session';
import type { AppDeps } from '../context';
import { resUsers } from '../db/schema';
import { endpointRouter } from '../http/endpoint';
import { readUserProfile } from '../profile/user-profile';

/** GET /api/user-profile: the signed-in user; and which reminders they get by e-mail. */
export function profileRoutes(deps: AppDeps) {
  const { db } = deps;
  const preferencesOf = async (userId: number): Promise<MailPreferences> => {
    const [row] = await db.select({ reminders: resUsers.mailReminders }).from(resUsers).where(eq(resUsers.id, userId));
    return { mail_reminders: row?.reminders ?? true };
  };
  return endpointRouter(deps)
    .on(sessionEndpoints.profile, (_c, { user }) => readUserProfile(deps, user.id))
    .on(sessionEndpoints.mailPreferences, (_c, { user }) => preferencesOf(user.id))
    .on(sessionEndpoints.updateMailPreferences, async (_c, { user, body }) => {
      await db.update(resUsers).set({ mailReminders: body.mail_reminders }).where(eq(resUsers.id, user.id));
      return preferencesOf(user.id);
    }).app;
}
