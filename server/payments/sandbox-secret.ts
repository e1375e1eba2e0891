import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { irConfigParameter } from '../db/schema';
import { newSecret } from '../auth/tokens';

const key = 'payment.sandbox.webhook_secret';

/**
 * The secret the sandbox signs its webhooks with: SANDBOX_WEBHOOK_SECRET when set, otherwise one
 * generated on first start and kept in ir_config_parameter, so deliveries verify across restarts and
 * across gateway processes on one database.
 */
export async function loadSandboxWebhookSecret(db: Db, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  await db.insert(irConfigParameter).values({ key, value: newSecret() }).onConflictDoNothing();
  const [row] = await db.select().from(irConfigParameter).where(eq(irConfigParameter.key, key)).limit(1);
  if (!row) throw new Error(`${key} could not be stored`);
  return row.value;
}
