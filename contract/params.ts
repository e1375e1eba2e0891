import * as z from 'zod/mini';

/**
 * Path parameters. A parameter that cannot name anything (not a number, too large) is answered like
 * one that names nothing of the caller's: 404, so every miss looks alike.
 */

/** PostgreSQL's `integer` ids. */
export const maxId = 2_147_483_647;

/** A path id as text: `1` to `2147483647`, no sign, no leading zero. */
const idParam = z.pipe(
  z.string().check(z.regex(/^[1-9]\d{0,9}$/)),
  z.pipe(z.transform(Number), z.int().check(z.lte(maxId))),
);

export const idParams = z.strictObject({ id: idParam });

/** An id read from the address bar (`?id=`, `?pedido=`), or null when it names nothing. */
export function parseId(raw: string | null): number | null {
  if (raw === null) return null;
  const parsed = z.safeParse(idParam, raw);
  return parsed.success ? parsed.data : null;
}
