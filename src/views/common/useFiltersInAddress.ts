import { useEffect, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

interface FiltersInAddress<Filters> {
  /** The filters the page shows now, from its machine. */
  shown: Filters;
  /** The filters an address asks for (unknown parts as the defaults). */
  read: (params: URLSearchParams) => Filters;
  /** `params` with `filters` written in, defaults left out, the address's other parts kept. */
  write: (params: URLSearchParams, filters: Filters) => URLSearchParams;
  /** Whether going from `before` to `after` changes only what is typed: that replaces the address instead of adding a step. */
  isTypedOnly: (before: Filters, after: Filters) => boolean;
  /** Tells the machine the whole question an address asks. */
  show: (filters: Filters) => void;
}

const sameQuestion = <Filters>(write: FiltersInAddress<Filters>['write'], a: Filters, b: Filters) =>
  write(new URLSearchParams(), a).toString() === write(new URLSearchParams(), b).toString();

/**
 * Keeps a page's filters and its address in step, so back, forward, a bookmark and a shared link keep
 * them. A choice is a step of its own in the history, so back undoes it; what is typed replaces the
 * address, or every keystroke would be one. Back, forward or a link that changes the question tells the
 * machine the whole of it at once; a change to the address's other parts (an open order) asks nothing.
 */
export function useFiltersInAddress<Filters>(options: FiltersInAddress<Filters>) {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  // The address as it is now, how to change it, and what the page shows: all change with every
  // navigation, which must not by itself write the shown filters back (in the render where back changed
  // the address, the machine has not been told yet).
  const latest = useRef({ ...options, params, setParams, written: address });
  useLayoutEffect(() => {
    Object.assign(latest.current, options, { params, setParams });
  });

  useEffect(() => {
    const { written, read, write, shown, show } = latest.current;
    if (address === written) return;
    latest.current.written = address;
    const asked = read(new URLSearchParams(address));
    if (!sameQuestion(write, asked, shown)) show(asked);
  }, [address]);

  const { shown } = options;
  useEffect(() => {
    const { params: current, setParams: change, read, write, isTypedOnly } = latest.current;
    const next = write(current, shown);
    if (next.toString() === current.toString()) return;
    latest.current.written = next.toString();
    change(next, { replace: isTypedOnly(read(current), shown) });
  }, [shown]);
}
