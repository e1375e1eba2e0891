import { describe, expect, it } from 'vitest';
import { filtersOf, withFilters } from '../../src/views/catalogue/catalogue-address';

const read = (query: string) => filtersOf(new URLSearchParams(query));

describe('the catalogue’s filters in its address', () => {
  it('reads a shared address, and a bare one as the defaults', () => {
    expect(read('buscar=aceite&categoria=abarrotes&orden=precio-desc&vista=lista')).toEqual({ q: 'aceite', category: 'abarrotes', sort: 'price_desc', view: 'list' });
    expect(read('')).toEqual({ q: '', category: null, sort: 'name_asc', view: 'grid' });
  });

  it('takes what it does not know as the default rather than refusing the page', () => {
    expect(read('categoria=<script>&orden=price_asc&vista=tabla&buscar=%20%20')).toEqual({ q: '', category: null, sort: 'name_asc', view: 'grid' });
    expect(read(`buscar=${'a'.repeat(300)}`).q).toHaveLength(100);
  });

  it('writes only what differs from the defaults, in one order, keeping the address’s other parts', () => {
    const written = withFilters(new URLSearchParams('vista=lista&otro=1'), { q: 'sal de mar', category: null, sort: 'price_asc', view: 'grid' });
    expect(written.toString()).toBe('otro=1&buscar=sal+de+mar&orden=precio');
    expect(withFilters(new URLSearchParams(), { q: '', category: null, sort: 'name_asc', view: 'grid' }).toString()).toBe('');
  });

  it('reads back what it wrote', () => {
    const filters = { q: 'ají', category: 'condimentos', sort: 'name_desc', view: 'list' } as const;
    expect(filtersOf(withFilters(new URLSearchParams(), filters))).toEqual(filters);
  });
});
