import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { RefusalBody } from '../../contract/errors';
import type { RefusalCode } from '../../contract/refusals';
import type { Logger } from '../log/logger';
import { safeMessage } from '../log/safe-error';
import { isDatabaseUnreachable } from './database-outage';

/**
 * A refusal the caller can act on, its code one of the contract's (contract/refusals.ts); anything else
 * that escapes a handler is our fault (500).
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: RefusalCode,
    message: string,
    readonly fields?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
    /** What a refusal carries beside its message, such as the current prices of a price change. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

function errorBody(code: RefusalCode, message: string, fields?: Record<string, string[]>): RefusalBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

function refusalBody(error: ApiError) {
  const body = errorBody(error.code, error.message, error.fields);
  return error.details ? { error: { ...body.error, ...error.details } } : body;
}

/** Seconds a caller waits before trying again while the database cannot be reached. */
const outageRetryAfterSeconds = 2;

/** Refusals as the caller's to fix; an unreachable database as a moment's wait (503); anything else as ours (500, logged). */
export function errorHandler(logger: Logger): ErrorHandler {
  return (err, c) => {
    if (err instanceof ApiError) {
      for (const [name, value] of Object.entries(err.headers ?? {})) c.header(name, value);
      return c.json(refusalBody(err), err.status);
    }
    if (err instanceof HTTPException) {
      // Hono raises these for bodies it cannot parse; they are the caller's mistake, never a 500.
      const status = err.status;
      const message = status === 400 ? 'El cuerpo de la solicitud no es JSON válido.' : 'Solicitud no válida.';
      return c.json(errorBody('bad_request', message), status as ContentfulStatusCode);
    }
    const requestId = c.get('requestId' as never) as string | undefined;
    if (isDatabaseUnreachable(err)) {
      logger.warn({ event: 'database.unreachable', requestId, reason: safeMessage(err) });
      c.header('Retry-After', String(outageRetryAfterSeconds));
      return c.json(errorBody('database_unavailable', 'Sin conexión con la base de datos. Inténtalo de nuevo en unos segundos.'), 503);
    }
    logger.error({ event: 'error', requestId, err }, 'Unhandled gateway error');
    return c.json(errorBody('internal', 'Ocurrió un error inesperado. Intenta de nuevo en unos minutos.'), 500);
  };
}

export const onNotFound: NotFoundHandler = (c: Context) =>
  c.json(errorBody('not_found', 'El recurso solicitado no existe.'), 404);
