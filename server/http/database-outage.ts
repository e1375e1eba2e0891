/**
 * Whether an error says the database cannot be reached right now (stopped, restarting, dropped the
 * connection, or too slow to accept one), as node-postgres and PostgreSQL word it, through Drizzle's
 * wrapping (`cause`). Such a request is answered 503 with Retry-After: a moment's wait, not a fault.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === 'string' && (socketCodes.has(code) || code.startsWith('08') || shutdownCodes.has(code))) return true;
    if (droppedMessages.test(current.message)) return true;
  }
  return false;
}

/** The socket could not be opened or was cut. */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** PostgreSQL is shutting down or starting (admin_shutdown, crash_shutdown, cannot_connect_now). */
const shutdownCodes = new Set(['57P01', '57P02', '57P03']);
/** node-postgres' own words for a connection lost or never made in time (the pool's, then the client's own). */
const droppedMessages = /Connection terminated|timeout exceeded when trying to connect|^timeout expired$|Client has encountered a connection error/i;
