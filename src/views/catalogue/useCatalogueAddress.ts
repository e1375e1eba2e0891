import { shallowEqual, useSelector } from '@xstate/react';
import type { CatalogueActor, CatalogueFilters, CatalogueSnapshot } from '../../../machines/catalogue.machine';
import { useFiltersInAddress } from '../common/useFiltersInAddress';
import { filtersOf, withFilters } from './catalogue-address';

/** The filters the shown products answer: the search once its pause is over, not every keystroke. */
const selectShown = (s: CatalogueSnapshot): CatalogueFilters => ({
  q: s.context.query,
  category: s.context.category,
  sort: s.context.sort,
  view: s.context.view,
});

const searchOnly = (before: CatalogueFilters, after: CatalogueFilters) =>
  before.category === after.category && before.sort === after.sort && before.view === after.view;

/** The catalogue's search, category, sort and view in its address (catalogue-address.ts). */
export function useCatalogueAddress(catalogue: CatalogueActor) {
  useFiltersInAddress({
    shown: useSelector(catalogue, selectShown, shallowEqual),
    read: filtersOf,
    write: withFilters,
    isTypedOnly: searchOnly,
    show: (filters) => catalogue.send({ type: 'catalogue.show', ...filters }),
  });
}
