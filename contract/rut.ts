/**
 * Chilean RUT (rol único tributario): up to eight digits and a módulo-11 check digit, written
 * `12.345.678-5`. Pure, so the registration form validates and formats as the buyer types and the
 * gateway applies the very same rule.
 */

/** The check digit of a RUT's body (its digits without the check digit): `0`-`9` or `K`. */
export function rutCheckDigit(body: string): string {
  let sum = 0;
  let factor = 2;
  for (let i = body.length - 1; i >= 0; i--) {
    sum += Number(body[i]) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const rest = 11 - (sum % 11);
  return rest === 11 ? '0' : rest === 10 ? 'K' : String(rest);
}

/** Digits and check digit only, upper case: what the buyer typed without dots, hyphen or spaces. */
function compactRut(text: string): string {
  return text.replace(/[.\s-]/g, '').toUpperCase();
}

/** Body and check digit when `text` has the shape of a RUT, whatever its check digit. */
function splitRut(text: string): { body: string; digit: string } | null {
  const match = /^(\d{1,8})([\dK])$/.exec(compactRut(text));
  if (!match) return null;
  const body = match[1]!.replace(/^0+/, '');
  return body === '' ? null : { body, digit: match[2]! };
}

const withDots = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** Has the shape of a RUT (digits and a check digit), so a wrong check digit can be told apart. */
export function isRutShaped(text: string): boolean {
  return splitRut(text) !== null;
}

/** The check digit matches the body. */
export function isValidRut(text: string): boolean {
  const rut = splitRut(text);
  return rut !== null && rutCheckDigit(rut.body) === rut.digit;
}

/**
 * The RUT written the usual way (`12.345.678-5`) when `text` is a valid one in any common spelling
 * (dots or not, hyphen or not, k or K); null otherwise.
 */
export function normalizeRut(text: string): string | null {
  const rut = splitRut(text);
  if (!rut || rutCheckDigit(rut.body) !== rut.digit) return null;
  return `${withDots(rut.body)}-${rut.digit}`;
}

/**
 * Formats a RUT while it is being typed: `123456785` reads `12.345.678-5`, `1234` reads `123-4`.
 * Characters that cannot be part of a RUT are dropped; the check digit is not judged here.
 */
export function formatRutInput(text: string): string {
  const compact = compactRut(text).replace(/[^\dK]/g, '').slice(0, 9);
  // Only the last character may be a K.
  const clean = compact.slice(0, -1).replace(/K/g, '') + compact.slice(-1);
  if (clean.length < 2) return clean;
  return `${withDots(clean.slice(0, -1))}-${clean.slice(-1)}`;
}
