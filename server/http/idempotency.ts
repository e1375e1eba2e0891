import { createMiddleware } from 'hono/factory';
import { idempotencyKeyHeader } from '../../contract/endpoint';
import { parseIdempotencyKey } from '../domain/idempotency';
import { ApiError } from './errors';

export type IdempotencyEnv = { Variables: { idempotencyKey: string } };

/** Routes that create something require an Idempotency-Key (a UUID), so a retried request never makes two. */
export function requireIdempotencyKey() {
  return createMiddleware<IdempotencyEnv>(async (c, next) => {
    const key = parseIdempotencyKey(c.req.header(idempotencyKeyHeader));
    if (!key) {
      throw new ApiError(
        400,
        'idempotency_key_required',
        'Falta el encabezado Idempotency-Key o no es un UUID válido: envía uno nuevo con cada intento.',
      );
    }
    c.set('idempotencyKey', key);
    await next();
  });
}

/** A key already used by this company for another payload. */
export function idempotencyKeyReused(): ApiError {
  return new ApiError(
    422,
    'idempotency_key_reused',
    'Esta clave Idempotency-Key ya se usó con otros datos. Genera una nueva para esta solicitud.',
  );
}
