/**
 * Idempotency-Key rules shared by order and payment creation: a UUID names one attempt; the attempt's
 * payload is remembered as a hash of its canonical JSON, so the same key with another payload is told
 * apart from a retry.
 */
import { createHash } from 'node:crypto';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The key in its stored form (lower case), or null when absent or not a UUID. */
export function parseIdempotencyKey(header: string | undefined): string | null {
  const key = header?.trim() ?? '';
  return uuid.test(key) ? key.toLowerCase() : null;
}

/** JSON with object keys sorted at every level, so two spellings of one payload hash alike. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}

export function requestHash(payload: unknown): string {
  return createHash('sha256').update(canonicalJson(payload)).digest('hex');
}
