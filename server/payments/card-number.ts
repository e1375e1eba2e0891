/**
 * What the sandbox provider's card-entry page checks before it keeps a card, as a real provider's page
 * does: the digits pass the Luhn check, their prefix and length name a brand the distributor accepts,
 * the expiry month has not passed and the CVC has the brand's length. Only the provider side reads a
 * card number; the gateway never receives one.
 */
import { cardExpiry } from '../../machines/rules/card-expiry';

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'diners';

interface BrandRule {
  brand: CardBrand;
  prefix: RegExp;
  lengths: readonly number[];
  cvcLength: number;
}

const brandRules: readonly BrandRule[] = [
  { brand: 'visa', prefix: /^4/, lengths: [13, 16, 19], cvcLength: 3 },
  { brand: 'mastercard', prefix: /^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/, lengths: [16], cvcLength: 3 },
  { brand: 'amex', prefix: /^3[47]/, lengths: [15], cvcLength: 4 },
  { brand: 'diners', prefix: /^3(0[0-5]|[689])/, lengths: [14, 16], cvcLength: 3 },
];

/** The digits of what was typed, spaces and dashes dropped; null when anything else is in it. */
export function cardDigits(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) ? digits : null;
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function ruleOf(digits: string): BrandRule | null {
  return brandRules.find((rule) => rule.prefix.test(digits) && rule.lengths.includes(digits.length)) ?? null;
}

export interface TypedCard {
  number: string;
  holder: string;
  /** `MM/AA`, as printed on the card. */
  expiry: string;
  cvc: string;
}

export interface CheckedCard {
  brand: CardBrand;
  digits: string;
  last4: string;
  expMonth: number;
  expYear: number;
  holderName: string;
}

export type CardField = keyof TypedCard;

/** The card when every field is right, else the Spanish problem of each wrong field. */
export function checkCard(
  typed: TypedCard,
  today: string,
): { card: CheckedCard; problems?: undefined } | { card?: undefined; problems: Partial<Record<CardField, string>> } {
  const problems: Partial<Record<CardField, string>> = {};
  const digits = cardDigits(typed.number);
  const rule = digits ? ruleOf(digits) : null;
  if (!digits || !passesLuhn(digits)) problems.number = 'El número de la tarjeta no es válido.';
  else if (!rule) problems.number = 'Aceptamos Visa, Mastercard, American Express y Diners Club.';

  const holderName = typed.holder.trim().replace(/\s+/g, ' ').toUpperCase();
  if (holderName.length < 2 || holderName.length > 60) problems.holder = 'Escribe el nombre como aparece en la tarjeta.';

  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(typed.expiry.trim());
  const expMonth = expiry ? Number(expiry[1]) : 0;
  const expYear = expiry ? 2000 + Number(expiry[2]) : 0;
  if (!expiry || expMonth < 1 || expMonth > 12) problems.expiry = 'Escribe el vencimiento como MM/AA.';
  else if (cardExpiry({ expMonth, expYear }, today) === 'expired') problems.expiry = 'La tarjeta está vencida.';

  const cvcLength = rule?.cvcLength ?? 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(typed.cvc.trim())) {
    problems.cvc = `El código de seguridad tiene ${cvcLength} dígitos.`;
  }

  if (Object.keys(problems).length > 0 || !digits || !rule) return { problems };
  return { card: { brand: rule.brand, digits, last4: digits.slice(-4), expMonth, expYear, holderName } };
}
