import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFormula, settleLine, splitLine, unitOf, type SettledProduct } from '../../machines/rules/quick-order';

const palta: SettledProduct = { uom: 'kg', quantity_rule: { step: 10, min: 10 }, stock_state: 'in_stock' };
const aceite: SettledProduct = { uom: 'un', quantity_rule: { step: 1, min: 1 }, stock_state: 'low' };

describe('splitLine', () => {
  it.each([
    ['AC-002 3', { query: 'AC-002', quantity: '3', unit: null }],
    ['palta hass 2,5 kg', { query: 'palta hass', quantity: '2,5', unit: 'kg' }],
    ['palta hass 2,5kg', { query: 'palta hass', quantity: '2,5', unit: 'kg' }],
    ['3 x aceite de oliva', { query: 'aceite de oliva', quantity: '3', unit: null }],
    ['3x aceite', { query: 'aceite', quantity: '3', unit: null }],
    ['2 kg x palta hass', { query: 'palta hass', quantity: '2', unit: 'kg' }],
    ['1.000 × servilletas', { query: 'servilletas', quantity: '1.000', unit: null }],
    ['  Lechuga costina  ', { query: 'Lechuga costina', quantity: null, unit: null }],
    ['FV-001\t10\tkg', { query: 'FV-001', quantity: '10', unit: 'kg' }],
    ['FV-001;10', { query: 'FV-001', quantity: '10', unit: null }],
    ['Limón 5 kilos', { query: 'Limón', quantity: '5', unit: 'kilos' }],
  ])('reads %j', (text, parts) => {
    expect(splitLine(text)).toEqual(parts);
  });

  it('skips a blank line and a row of empty cells', () => {
    expect(splitLine('   ')).toBeNull();
    expect(splitLine(';;')).toBeNull();
  });

  it('never loses what was written: the parts hold every word of the line', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const parts = splitLine(text.replace(/[\t;]/g, ' '));
        if (parts === null) return text.replace(/[\t;]/g, ' ').trim() === '';
        // The same characters, whatever order the parts put them in (`3 x aceite` puts the quantity first).
        const kept = (written: string) => [...written.replace(/[\t;\sx×*]/gi, '')].sort().join('');
        return kept([parts.query, parts.quantity, parts.unit].filter((part) => part !== null).join('')) === kept(text);
      }),
    );
  });
});

describe('unitOf', () => {
  it.each([
    ['kg', 'kg'],
    ['Kilos', 'kg'],
    ['un', 'un'],
    ['unidades', 'un'],
    ['Cajas', 'caja'],
    ['lts.', 'lt'],
    ['litro', 'lt'],
    ['bolsas', null],
  ])('%s is %s', (text, unit) => {
    expect(unitOf(text)).toBe(unit);
  });
});

describe('settleLine', () => {
  it('fits a written quantity to the product rule and says what changed', () => {
    expect(settleLine(palta, '2,5', 'kg')).toEqual({ status: 'ready', quantity: 10, change: 'belowMinimum' });
    expect(settleLine(palta, '24', 'kilos')).toEqual({ status: 'ready', quantity: 20, change: 'notMultiple' });
    expect(settleLine(palta, '30', null)).toEqual({ status: 'ready', quantity: 30, change: null });
    expect(settleLine(palta, '1.000.000', null)).toEqual({ status: 'ready', quantity: 10_000, change: 'aboveMaximum' });
    expect(settleLine(aceite, null, null)).toEqual({ status: 'ready', quantity: 1, change: 'noQuantity' });
  });

  it('refuses a formula, another unit, a quantity that is not a positive number, and no stock', () => {
    expect(settleLine(palta, '=A2*2', null)).toEqual({ status: 'refused', reason: 'formula' });
    expect(settleLine(palta, '2', '@unidad')).toEqual({ status: 'refused', reason: 'formula' });
    expect(settleLine(palta, '2', 'litros')).toEqual({ status: 'refused', reason: 'wrongUnit' });
    expect(settleLine(palta, '2', 'bolsas')).toEqual({ status: 'refused', reason: 'wrongUnit' });
    for (const quantity of ['dos', '-3', '0', '0,01', '2,5,1']) expect(settleLine(aceite, quantity, null)).toEqual({ status: 'refused', reason: 'notANumber' });
    expect(settleLine({ ...aceite, stock_state: 'out' }, '2', null)).toEqual({ status: 'refused', reason: 'outOfStock' });
  });

  it('takes a formula for what a spreadsheet would: =, + or @ first, a negative number not', () => {
    expect(['=SUM(A1)', '+3', '@x', ' =1'].every(isFormula)).toBe(true);
    expect(['-3', '3', 'palta', null].some(isFormula)).toBe(false);
  });

  it('a ready quantity is always one the product is sold in', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.1, max: 20_000, noNaN: true }), (typed) => {
        const settled = settleLine(palta, String(typed).replace('.', ','), null);
        if (settled.status !== 'ready') return true;
        return settled.quantity >= 10 && settled.quantity <= 10_000 && settled.quantity % 10 === 0;
      }),
    );
  });
});
