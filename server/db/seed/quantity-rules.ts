import type { QuantityRule } from '../../../machines/rules/quantity';
import type { Uom } from './catalogue-data';

const decimal = (text: string) => Number(text.replace(',', '.'));

/**
 * How the demo distributor sells each product, read from its pack: a weighed piece by the half kilo and
 * at least the piece's weight; a box, sack or bag of N kg sold by the kilo in whole boxes (multiples of
 * N); a case of N litre cartons or a pail of N litres sold by the litre likewise; units and boxes whole.
 * Migration 0013 gives the catalogue seeded before it the same rules in SQL.
 */
export function packRuleOf(uom: Uom, packSize: string): QuantityRule {
  if (uom === 'kg') {
    const piece = /aprox\. (\d+(?:,\d)?) kg$/.exec(packSize);
    if (piece) return { step: 0.5, min: Math.max(0.5, Math.floor(decimal(piece[1]!) * 2) / 2) };
    const pack = /^\S+ (\d+(?:,\d)?) kg$/.exec(packSize);
    if (pack) return { step: decimal(pack[1]!), min: decimal(pack[1]!) };
  }
  if (uom === 'lt') {
    const pack = /^Caja (\d+) x 1 L$/.exec(packSize) ?? /^\S+ (\d+(?:,\d)?) L$/.exec(packSize);
    if (pack) return { step: decimal(pack[1]!), min: decimal(pack[1]!) };
  }
  return { step: 1, min: 1 };
}
