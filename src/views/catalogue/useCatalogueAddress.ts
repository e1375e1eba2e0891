import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CatalogueActor, CatalogueFilters, CatalogueSnapshot } from '../../../machines/catalogue.machine';
import { filtersOf, withFilters } from './catalogue-address';

/** The filters the shown products answer: the search once its pause is over, not every keystroke. */
const selectShown = (s: CatalogueSnapshot): CatalogueFilters => ({
  q: s.context.query,
  category: s.context.category,
  sort: s.context.sort,
  view: s.context.view,
});

/**
 * Keeps the catalogue's filters and its address in step. A category, a sort or a view is a step of its
 * own in the history, so back undoes it; a search replaces the address, or every pause in typing would be
 * one. Back, forward or a link that changes the address tells the machine the whole question at once.
 */
export function useCatalogueAddress(catalogue: CatalogueActor) {
  const [params, setParams] = useSearchParams();
  const shown = useSelector(catalogue, selectShown, shallowEqual);
  const address = params.toString();
  // The address as it is now, and how to change it: both change with every navigation, which must not
  // by itself write the shown filters back (in the render where back changed it, `shown` is still old).
  const latest = useRef({ params, setParams, written: address });
  useLayoutEffect(() => {
    latest.current.params = params;
    latest.current.setParams = setParams;
  });

  useEffect(() => {
    if (address === latest.current.written) return;
    latest.current.written = address;
    catalogue.send({ type: 'catalogue.show', ...filtersOf(new URLSearchParams(address)) });
  }, [address, catalogue]);

  useEffect(() => {
    const current = latest.current.params;
    const next = withFilters(current, shown);
    if (next.toString() === current.toString()) return;
    const before = filtersOf(current);
    const searchOnly = before.category === shown.category && before.sort === shown.sort && before.view === shown.view;
    latest.current.written = next.toString();
    latest.current.setParams(next, { replace: searchOnly });
  }, [shown]);
}
