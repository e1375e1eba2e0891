import { knownFilters, type CatalogueFilters, type CatalogueSort, type CatalogueView } from '../../../machines/catalogue.machine';

/*
 * The catalogue's filters in its address, so back, forward, a bookmark and a shared link keep them:
 * `?buscar=aceite&categoria=abarrotes&orden=precio&vista=lista`. Spanish words, as the buyer reads and
 * shares the address; a part left at its default is left out, so the bare page keeps its bare address.
 */

const query = { q: 'buscar', category: 'categoria', sort: 'orden', view: 'vista' } as const;

const sortWords: Record<CatalogueSort, string> = { name_asc: 'nombre', name_desc: 'nombre-desc', price_asc: 'precio', price_desc: 'precio-desc' };
const viewWords: Record<CatalogueView, string> = { grid: 'cuadricula', list: 'lista' };

const fromWord = <T extends string>(words: Record<T, string>, word: string | null) =>
  (Object.keys(words) as T[]).find((value) => words[value] === word);

/** The filters an address asks for; what it does not say, or says wrongly, is the default. */
export function filtersOf(params: URLSearchParams): CatalogueFilters {
  return knownFilters({
    q: params.get(query.q) ?? '',
    category: params.get(query.category),
    sort: fromWord(sortWords, params.get(query.sort)),
    view: fromWord(viewWords, params.get(query.view)),
  });
}

/** `params` with the filters written in, always in one order (the address's other parts kept before them). */
export function withFilters(params: URLSearchParams, filters: CatalogueFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(query)) next.delete(name);
  const defaults = knownFilters({});
  const write = (name: string, value: string | null, fallback: string | null) => {
    if (value !== null && value !== fallback) next.set(name, value);
  };
  write(query.q, filters.q, defaults.q);
  write(query.category, filters.category, defaults.category);
  write(query.sort, sortWords[filters.sort], sortWords[defaults.sort]);
  write(query.view, viewWords[filters.view], viewWords[defaults.view]);
  return next;
}
