import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { idempotencyKeyHeader } from '../../contract/endpoint';
import { isUniqueViolation } from '../db/unique-violation';
import { parseIdempotencyKey, requestHash } from '../domain/idempotency';
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
function idempotencyKeyReused(): ApiError {
  return new ApiError(
    422,
    'idempotency_key_reused',
    'Esta clave Idempotency-Key ya se usó con otros datos. Genera una nueva para esta solicitud.',
  );
}

/** Where a creation keeps its key: the row a key made, and the unique index that lets only one be made. */
export interface KeyedRecords<Row extends { requestHash: string | null }, Answer> {
  /** The row this company's key made, if any. */
  find: () => Promise<Row | undefined>;
  /** What that row answers again; null when it cannot (it never got as far as an answer). */
  answerOf: (row: Row) => Answer | null;
  /** The unique index on (company, key) that a concurrent request with the same key runs into. */
  uniqueIndex: string;
}

/**
 * Creates something once per Idempotency-Key. A key seen before answers what it answered (same body, with
 * `Idempotent-Replayed`), or is refused when it came with another payload; a concurrent request with the
 * same key that loses the race on the unique index answers what the winner made. `create` gets the
 * payload's hash to store with the key.
 */
export async function oncePerKey<Row extends { requestHash: string | null }, Answer>(
  c: Context,
  payload: unknown,
  records: KeyedRecords<Row, Answer>,
  create: (hash: string) => Promise<Answer>,
): Promise<Answer> {
  const hash = requestHash(payload);
  const replay = (row: Row): Answer => {
    const answer = row.requestHash === hash ? records.answerOf(row) : null;
    if (answer === null) throw idempotencyKeyReused();
    c.header('Idempotent-Replayed', 'true');
    return answer;
  };
  const earlier = await records.find();
  if (earlier) return replay(earlier);
  try {
    return await create(hash);
  } catch (error) {
    if (!isUniqueViolation(error, records.uniqueIndex)) throw error;
    const winner = await records.find();
    if (!winner) throw error;
    return replay(winner);
  }
}
