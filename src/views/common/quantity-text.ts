import type { TFunction } from 'i18next';
import { formatQuantity } from '../../../machines/rules/quantity';

/** First-strong isolate and its pop: the text inside takes its own direction and is never reordered with its neighbours. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/**
 * A unit of measure in the reader's language, agreeing with `count` ("1 caja", "2 cajas"). The gateway
 * sends Spanish codes (`un`, `kg`, `caja`, `lt`); one the locale files do not know is shown as it came.
 */
export function unitText(t: TFunction, unit: string, count = 1): string {
  return t(`units.${unit}`, { count, defaultValue: unit });
}

/**
 * A quantity with its unit, as every line, cart and summary shows it: the number first in every
 * language ("2 un", "2,5 kg", "2 وحدة"), isolated so that a right-to-left page does not read "un 2".
 * Without a unit, the number alone. `format` is the page's own number format when it has one.
 */
export function quantityText(t: TFunction, quantity: number, unit: string | null | undefined, format: (quantity: number) => string = formatQuantity): string {
  const number = format(quantity);
  return isolate(unit ? `${number} ${unitText(t, unit, quantity)}` : number);
}
