/**
 * Chilean phone numbers: since 2016 every number, mobile (9…) or fixed (2… in Santiago, 32…, 41…),
 * has nine digits after the country code +56. Pure, shared by the forms and the gateway.
 */

/**
 * The number in E.164 (`+56912345678`) when `text` is a Chilean one written in any common way
 * (`+56 9 1234 5678`, `9 1234 5678`, `(2) 2345 6789`, `0056…`); null otherwise.
 */
export function normalizeChileanPhone(text: string): string | null {
  if (!/^[\d\s().+-]*$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  const plus = text.trim().startsWith('+');
  let national: string;
  if (plus || digits.startsWith('0056')) {
    const international = plus ? digits : digits.slice(2);
    if (!international.startsWith('56')) return null;
    national = international.slice(2);
  } else {
    national = digits.length === 11 && digits.startsWith('56') ? digits.slice(2) : digits;
  }
  return /^[2-9]\d{8}$/.test(national) ? `+56${national}` : null;
}

/**
 * The number as a Chilean reads and writes it when `text` is a Chilean one (any spelling
 * `normalizeChileanPhone` takes): `+56 9 1234 5678` for a mobile, `+56 2 2345 6789` in Santiago,
 * `+56 32 268 1234` for another area's two-digit code; null otherwise. What the gateway stores and
 * every screen shows, so what the buyer saved reads back the same.
 */
export function formatChileanPhone(text: string): string | null {
  const normalized = normalizeChileanPhone(text);
  if (normalized === null) return null;
  const national = normalized.slice(3);
  return /^[29]/.test(national)
    ? `+56 ${national.slice(0, 1)} ${national.slice(1, 5)} ${national.slice(5)}`
    : `+56 ${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}`;
}
