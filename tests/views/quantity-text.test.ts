import { afterEach, describe, expect, it } from 'vitest';
import { i18n, switchLanguage } from '../../src/i18n';
import { languages } from '../../machines/rules/settings';
import { quantityText, unitText } from '../../src/views/common/quantity-text';
import { unitsOfMeasure } from '../../contract/vocabulary';

afterEach(async () => {
  document.documentElement.dir = 'ltr';
  await i18n.changeLanguage('es');
});

/** The text between the first-strong isolate and its pop, direction marks aside. */
const inside = (text: string) => {
  expect(text.startsWith('\u2068') && text.endsWith('\u2069'), `${JSON.stringify(text)} is isolated`).toBe(true);
  return text.slice(1, -1).replace(/[\u200e\u200f]/g, '');
};

describe('a quantity with its unit', () => {
  it.each(languages)('reads the number first in %s, for every unit, isolated from the text around it', async (language) => {
    await switchLanguage(language);
    for (const unit of unitsOfMeasure) {
      for (const quantity of [1, 2, 2.5, 1000]) {
        const words = inside(quantityText(i18n.t, quantity, unit));
        const number = quantity === 2.5 ? '2,5' : quantity === 1000 ? '1.000' : String(quantity);
        expect(words.startsWith(`${number} `), `${language}: ${words}`).toBe(true);
        expect(words.slice(number.length + 1), 'a unit in words, never the code "lt"').not.toMatch(/^(lt)?$/);
      }
    }
  });

  it('writes the units the gateway sends as Spanish codes in the reader’s words, litres always "L" in Spanish', async () => {
    expect(quantityText(i18n.t, 2, 'un')).toBe('\u20682 un\u2069');
    expect(quantityText(i18n.t, 1, 'caja')).toBe('\u20681 caja\u2069');
    expect(quantityText(i18n.t, 3, 'caja')).toBe('\u20683 cajas\u2069');
    expect(quantityText(i18n.t, 2.5, 'kg')).toBe('\u20682,5 kg\u2069');
    expect(quantityText(i18n.t, 12, 'lt')).toBe('\u206812 L\u2069');
    await switchLanguage('ar');
    expect(quantityText(i18n.t, 2, 'un')).toBe('\u20682 وحدتان\u2069');
    expect(quantityText(i18n.t, 1, 'caja')).toBe('\u20681 صندوق\u2069');
    await switchLanguage('en');
    expect(quantityText(i18n.t, 2, 'un')).toBe('\u20682 units\u2069');
  });

  it('shows a unit no locale file knows as the gateway sent it, and the number alone without a unit', () => {
    expect(unitText(i18n.t, 'saco', 2)).toBe('saco');
    expect(quantityText(i18n.t, 2, 'saco')).toBe('\u20682 saco\u2069');
    expect(quantityText(i18n.t, 2, undefined)).toBe('\u20682\u2069');
  });

  it('takes the page’s own number format when it has one', () => {
    expect(quantityText(i18n.t, 1234.5, 'kg', (value) => value.toFixed(1))).toBe('\u20681234.5 kg\u2069');
  });
});
