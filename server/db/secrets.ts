import { eq } from 'drizzle-orm';
import { newSecret } from '../auth/tokens';
import type { Db } from './client';
import { irConfigParameter } from './schema';

/**
 * The JWT secret lives in the database so that tokens survive restarts and every gateway process on
 * the same database agrees; JWT_SECRET overrides it for deployments that manage secrets outside.
 */
export async function loadJwtSecret(db: Db, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  await db.insert(irConfigParameter).values({ key: 'auth.jwt_secret', value: newSecret() }).onConflictDoNothing();
  const [row] = await db.select().from(irConfigParameter).where(eq(irConfigParameter.key, 'auth.jwt_secret'));
  if (!row) throw new Error('auth.jwt_secret could not be stored');
  return row.value;
}
