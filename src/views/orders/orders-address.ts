import { knownOrderFilters, type OrderFilters, type OrderSort, type RawOrderFilters } from '../../../machines/orders-list.machine';

/*
 * Pedidos' filters in its address, so back, forward, a bookmark and a shared link keep them:
 * `?buscar=OC-4512&producto=aceite&desde=2026-05-01&hasta=2026-05-31&orden=mayor-total`. Spanish words, as
 * the buyer reads the address; a part left at its default is left out. `?pedido=` and `?mes=` are the
 * page's own and are kept.
 */

const query = { search: 'buscar', product: 'producto', from: 'desde', to: 'hasta', sort: 'orden' } as const;

const sortWords: Record<OrderSort, string> = { newest: 'recientes', oldest: 'antiguos', highestTotal: 'mayor-total', lowestTotal: 'menor-total' };

/** The filters as the address says them, for the list machine to check (its input). */
export function rawOrderFiltersOf(params: URLSearchParams): RawOrderFilters {
  const word = params.get(query.sort);
  return {
    search: params.get(query.search),
    product: params.get(query.product),
    from: params.get(query.from),
    to: params.get(query.to),
    sort: (Object.keys(sortWords) as OrderSort[]).find((sort) => sortWords[sort] === word) ?? null,
  };
}

/** The filters an address asks for; what it does not say, or says wrongly, is the default. */
export const orderFiltersOf = (params: URLSearchParams): OrderFilters => knownOrderFilters(rawOrderFiltersOf(params));

/** `params` with the filters written in, always in one order (the address's other parts kept before them). */
export function withOrderFilters(params: URLSearchParams, filters: OrderFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(query)) next.delete(name);
  const defaults = knownOrderFilters({});
  const write = (name: string, value: string | null, fallback: string | null) => {
    if (value !== null && value !== fallback) next.set(name, value);
  };
  write(query.search, filters.search, defaults.search);
  write(query.product, filters.product, defaults.product);
  write(query.from, filters.days.from, null);
  write(query.to, filters.days.to, null);
  write(query.sort, sortWords[filters.sort], sortWords[defaults.sort]);
  return next;
}
