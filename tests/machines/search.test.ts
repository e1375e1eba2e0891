import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldForSearch, foldQuery, matchesQuery, searchKey } from '../../machines/rules/search';

describe('search folding', () => {
  it('ignores case and accents', () => {
    expect(foldForSearch('Pérez')).toBe(foldForSearch('perez'));
    expect(foldForSearch('JOSÉ MARÍA Güemes')).toBe('jose maria guemes');
  });

  it('folds ñ to n, so a keyboard without ñ still finds ÑANDÚ', () => {
    expect(foldForSearch('ÑANDÚ')).toBe(foldForSearch('ñandu'));
    expect(foldForSearch('ÑANDÚ')).toBe('nandu');
  });

  it('folds text whatever its Unicode form (composed or decomposed)', () => {
    expect(foldForSearch('Pe\u0301rez')).toBe(foldForSearch('P\u00e9rez'));
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => {
      expect(foldForSearch(foldForSearch(text))).toBe(foldForSearch(text));
    }));
  });

  it('treats a blank query as no search', () => {
    expect(foldQuery('   ')).toBe('');
    expect(matchesQuery(searchKey(['Almacén Don Pepe']), foldQuery('  '))).toBe(true);
  });

  it('matches a query inside one field but never across two', () => {
    const key = searchKey(['Restaurante Ñuble', 'S00042']);
    expect(matchesQuery(key, foldQuery(' ñuble '))).toBe(true);
    expect(matchesQuery(key, foldQuery('s000'))).toBe(true);
    expect(matchesQuery(key, foldQuery('nubles0'))).toBe(false);
    expect(matchesQuery(key, foldQuery('pérez'))).toBe(false);
  });
});
