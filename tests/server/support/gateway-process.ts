import { silentLogger } from '../../../server/log/logger';
import { startServer } from '../../../server/serve';

/**
 * A gateway in a process of its own on GATEWAY_DATABASE_URL, for the tests that kill it: it prints its
 * address as one JSON line once it serves.
 */
const server = await startServer({
  database: { kind: 'postgres', url: process.env.GATEWAY_DATABASE_URL ?? '' },
  port: 0,
  host: '127.0.0.1',
  version: 'test',
  outboxDir: process.env.GATEWAY_OUTBOX ?? '',
  trustProxy: process.env.GATEWAY_TRUST_PROXY === '1',
  logger: silentLogger,
});
process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
