import * as z from 'zod/mini';

/**
 * Text a person types. Control characters (C0, DEL, C1) never come from a keyboard, and PostgreSQL
 * refuses NUL in text, so the contract refuses them beside their field before anything stores them.
 * No field of the portal is multi-line, so tabs and line breaks are refused too.
 */
export const controlCharacterMessage = 'No se permiten caracteres de control.';

/** A check for any string field: refused, in Spanish, when it holds a control character. */
export const noControlCharacters = () => z.regex(/^\P{Cc}*$/u, { error: controlCharacterMessage });

/** A one-line text as the forms take it: trimmed, between `min` and `max` characters, no control characters. */
export const text = (min: number, max: number, required: string, tooLong: string) =>
  z.string({ error: required }).check(
    z.trim(),
    z.minLength(min, { error: required }),
    z.maxLength(max, { error: tooLong }),
    noControlCharacters(),
  );
