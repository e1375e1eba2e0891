import { describe, expect, it } from 'vitest';
import { orderFiltersOf, withOrderFilters } from '../../src/views/orders/orders-address';

const read = (query: string) => orderFiltersOf(new URLSearchParams(query));
const bare = { search: '', product: '', days: { from: null, to: null }, sort: 'newest' };

describe('Pedidos’ filters in its address', () => {
  it('reads a shared address, and a bare one as the defaults', () => {
    expect(read('buscar=OC-4512&producto=aceite&desde=2026-05-01&hasta=2026-05-31&orden=mayor-total')).toEqual({
      search: 'OC-4512',
      product: 'aceite',
      days: { from: '2026-05-01', to: '2026-05-31' },
      sort: 'highestTotal',
    });
    expect(read('')).toEqual(bare);
  });

  it('takes what it does not know as the default rather than refusing the page', () => {
    expect(read('desde=ayer&hasta=2026-02-30&orden=highestTotal')).toEqual(bare);
    expect(read(`producto=${'a'.repeat(300)}`).product).toHaveLength(100);
  });

  it('writes only what differs from the defaults, in one order, keeping the page’s own month and open order', () => {
    const written = withOrderFilters(new URLSearchParams('orden=antiguos&mes=2026-05&pedido=12'), {
      search: '',
      product: 'ají',
      days: { from: null, to: '2026-05-20' },
      sort: 'newest',
    });
    expect(written.toString()).toBe('mes=2026-05&pedido=12&producto=aj%C3%AD&hasta=2026-05-20');
    expect(withOrderFilters(new URLSearchParams(), read('')).toString()).toBe('');
  });

  it('reads back what it wrote', () => {
    const filters = { search: 's0001', product: 'ACE-005', days: { from: '2026-01-01', to: null }, sort: 'lowestTotal' } as const;
    expect(orderFiltersOf(withOrderFilters(new URLSearchParams(), filters))).toEqual(filters);
  });
});
