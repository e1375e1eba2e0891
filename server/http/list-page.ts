import { defaultPageSize, invalidCursorMessage } from '../../contract/lists';
import { parseId } from '../../contract/params';
import { ApiError } from './errors';

/** Where the previous page stopped: the sort key (a date or instant, as text) and the id that breaks ties. */
export interface Keyset {
  key: string;
  id: number;
}

export interface PageRequest {
  limit: number;
  after: Keyset | null;
}

const separator = '~';

const badCursor = () =>
  new ApiError(400, 'invalid_request', 'Revisa los datos enviados.', { cursor: [invalidCursorMessage] });

function encodeCursor({ key, id }: Keyset): string {
  return Buffer.from(`${key}${separator}${id}`).toString('base64url');
}

function decodeCursor(cursor: string, isKey: (key: string) => boolean): Keyset {
  const [key = '', id = '', ...rest] = Buffer.from(cursor, 'base64url').toString('latin1').split(separator);
  const number = parseId(id);
  if (rest.length > 0 || !isKey(key) || number === null) throw badCursor();
  return { key, id: number };
}

/**
 * Null asks for the whole list (the spec's plain array); otherwise one page after the cursor. The key
 * is checked here so that nothing malformed ever reaches SQL as a date.
 */
export function pageRequest(
  query: { limit?: number | undefined; cursor?: string | undefined },
  isKey: (key: string) => boolean,
): PageRequest | null {
  if (query.limit === undefined && query.cursor === undefined) return null;
  return {
    limit: query.limit ?? defaultPageSize,
    after: query.cursor === undefined ? null : decodeCursor(query.cursor, isKey),
  };
}

/** Pages are read one row long: the extra row only says whether a next page exists. */
export function splitPage<T>(rows: T[], page: PageRequest | null, keysetOf: (row: T) => Keyset) {
  if (!page || rows.length <= page.limit) return { rows, next: null };
  const kept = rows.slice(0, page.limit);
  const last = kept[kept.length - 1];
  return { rows: kept, next: last ? encodeCursor(keysetOf(last)) : null };
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const isoMicros = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3})\d{3}Z$/;

/** `YYYY-MM-DD` naming a real calendar day. */
export function isDayKey(key: string): boolean {
  if (!isoDay.test(key)) return false;
  const date = new Date(`${key}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === key;
}

/** A UTC instant with microseconds, as PostgreSQL keeps timestamps: milliseconds would skip rows. */
export function isInstantKey(key: string): boolean {
  const millis = isoMicros.exec(key)?.[1];
  if (!millis) return false;
  const date = new Date(`${millis}Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 23) === millis;
}
