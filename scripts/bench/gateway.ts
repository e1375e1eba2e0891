import { createApp } from '../../server/app';
import { defaultConfig, systemClock, type Clock } from '../../server/context';
import type { Db } from '../../server/db/client';
import type { GatewayCache } from '../../server/http/gateway-cache';
import { silentLogger, type Logger } from '../../server/log/logger';

/** The gateway as `npm start` builds it, for an in-process benchmark: no payments, mail dropped. */
export function benchGateway(
  db: Db,
  { clock = systemClock, cache = null, logger = silentLogger }: { clock?: Clock; cache?: GatewayCache | null; logger?: Logger } = {},
) {
  return createApp({
    db,
    clock,
    jwtSecret: 'bench-secret-not-for-production',
    version: 'bench',
    mailer: { send: async () => {} },
    payments: null,
    config: defaultConfig,
    cache,
    logger,
  });
}

/** Signs `email` in with the demo password: the access token and the Authorization header that carries it. */
export async function benchSignIn(app: ReturnType<typeof createApp>, email: string) {
  const login = await app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'despensa-demo' }),
  });
  if (login.status !== 200) throw new Error(`login of ${email} answered ${login.status}: ${await login.text()}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  return { accessToken, auth: { Authorization: `Bearer ${accessToken}` } };
}
