import { describe, expect, it } from 'vitest';
import ar from '../../src/i18n/ar.json';
import cn from '../../src/i18n/cn.json';
import en from '../../src/i18n/en.json';
import esAreas from '../../src/i18n/es.areas.json';
import es from '../../src/i18n/es.json';
import fr from '../../src/i18n/fr.json';
import vi from '../../src/i18n/vi.json';

/** Spanish is the reference: every other locale has exactly its keys, each one translated. */
const locales = { en, fr, vi, cn, ar };
type Locale = keyof typeof locales;

/** BCP 47 tags for `Intl.PluralRules` (the product's `cn` is not a language subtag). */
const pluralTags: Record<Locale, string> = { en: 'en', fr: 'fr', vi: 'vi', cn: 'zh-CN', ar: 'ar' };

/**
 * i18next picks `key_<category>` by `Intl.PluralRules`, so a language with more plural categories than
 * Spanish needs more forms of each plural key, or it falls back to Spanish for those counts.
 */
const extraPluralForms: Partial<Record<Locale, readonly string[]>> = { ar: ['zero', 'two', 'few', 'many'] };

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function flatten(node: unknown, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return leaves.set(prefix, node);
  for (const [key, value] of Object.entries(node)) {
    for (const [path, leaf] of flatten(value, prefix ? `${prefix}.${key}` : key)) leaves.set(path, leaf);
  }
  return leaves;
}

const firstPage = flatten(es);
const areas = flatten(esAreas);
/** Spanish comes in two files (the first page's texts and the lazy areas'); together they are the reference. */
const reference = new Map([...firstPage, ...areas]);
const pluralBases = [...new Set([...reference.keys()].filter((key) => pluralSuffix.test(key)).map((key) => key.replace(pluralSuffix, '')))];

function expectedKeys(locale: Locale): Set<string> {
  const keys = new Set(reference.keys());
  for (const base of pluralBases) for (const form of extraPluralForms[locale] ?? []) keys.add(`${base}_${form}`);
  return keys;
}

/** The Spanish text a key translates: its own, or the `_other` form for a plural form Spanish lacks. */
function spanishFor(key: string): string {
  return String(reference.get(key) ?? reference.get(key.replace(pluralSuffix, '_other')) ?? '');
}

const placeholders = (text: string) => text.match(/\{\{[^}]*\}\}/g) ?? [];
const componentTags = (text: string) => (text.match(/<\/?[A-Za-z0-9]+>/g) ?? []).sort();

describe.each(Object.keys(locales) as Locale[])('locale %s', (locale) => {
  const texts = flatten(locales[locale]);

  it('has exactly the keys of es', () => {
    const expected = expectedKeys(locale);
    const missing = [...expected].filter((key) => !texts.has(key));
    const extra = [...texts.keys()].filter((key) => !expected.has(key));
    expect({ missing, extra }, `${locale}.json differs from the Spanish texts`).toEqual({ missing: [], extra: [] });
  });

  it('has a non-empty string for every key', () => {
    const notText = [...texts].filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => key);
    expect(notText, `${locale}.json keys without a text`).toEqual([]);
  });

  it('keeps every {{placeholder}} and component tag of the Spanish text', () => {
    const broken = [...texts]
      .filter(([key]) => spanishFor(key) !== '')
      .flatMap(([key, value]) => {
        const text = String(value);
        const lost = placeholders(spanishFor(key)).filter((placeholder) => !text.includes(placeholder));
        const tagsKept = componentTags(spanishFor(key)).join() === componentTags(text).join();
        return [...lost.map((placeholder) => `${key} lacks ${placeholder}`), ...(tagsKept ? [] : [`${key} changes its <tags>`])];
      });
    expect(broken, `${locale}.json placeholders`).toEqual([]);
  });

  it('names every language in that language itself, as es does', () => {
    const names = [...reference].filter(([key]) => key.startsWith('language.') && key !== 'language.menu');
    expect(names.map(([key]) => [key, texts.get(key)])).toEqual(names);
  });
});

describe('the two Spanish files', () => {
  it('share no key, so neither silently overrides the other', () => {
    expect([...firstPage.keys()].filter((key) => areas.has(key))).toEqual([]);
  });
});

describe('plural forms beyond Spanish', () => {
  it.each(Object.keys(extraPluralForms) as Locale[])('%s has every plural key in each category its plural rules use', (locale) => {
    const texts = flatten(locales[locale]);
    const categories = new Intl.PluralRules(pluralTags[locale]).resolvedOptions().pluralCategories;
    const lacking = pluralBases.flatMap((base) => categories.map((category) => `${base}_${category}`)).filter((key) => !texts.has(key));
    expect(lacking).toEqual([]);
  });
});

describe('label in name (WCAG 2.5.3)', () => {
  const every = { es: reference, ...Object.fromEntries(Object.entries(locales).map(([locale, texts]) => [locale, flatten(texts)])) };
  it.each(Object.keys(every))('%s names a control after the words it shows: each `<key>Named` starts with `<key>`', (locale) => {
    const texts = every[locale as keyof typeof every];
    const astray = [...texts]
      .filter(([key]) => key.endsWith('Named') && texts.has(key.slice(0, -'Named'.length)))
      .filter(([key, named]) => !String(named).startsWith(String(texts.get(key.slice(0, -'Named'.length)))))
      .map(([key, named]) => `${key}: ${String(named)}`);
    expect(astray).toEqual([]);
  });
});
