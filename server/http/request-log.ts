import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AuthUser } from '../context';
import { endpointVariable } from './endpoint';
import type { Logger } from '../log/logger';

/** A request id from the reverse proxy is kept when it looks like one; otherwise the gateway makes one. */
const requestIdPattern = /^[\w.-]{8,128}$/;

export const requestIdHeader = 'X-Request-Id';

/**
 * One line per request once it is answered: its id (also sent back, so a buyer's report can be found),
 * the endpoint as registered, status, duration, and the user and company when signed in. Nothing of
 * the body, the headers or the cookies.
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const incoming = c.req.header(requestIdHeader);
    const requestId = incoming && requestIdPattern.test(incoming) ? incoming : randomUUID();
    c.set('requestId' as never, requestId as never);
    c.header(requestIdHeader, requestId);
    const started = performance.now();
    await next();
    const user = c.get('user' as never) as AuthUser | undefined;
    logger.info({
      event: 'request',
      requestId,
      method: c.req.method,
      // The endpoint as registered, never the path as sent (ids) nor its query (which may carry a token); null when none matched.
      route: (c.get(endpointVariable as never) as string | undefined) ?? null,
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      userId: user?.id,
      companyId: user?.partnerId,
    });
  };
}

