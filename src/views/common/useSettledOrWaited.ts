import { useEffect, useReducer } from 'react';

/**
 * Whether a page may draw the part that waits on a secondary read (a card beside the list), so that part
 * arrives in the same paint as the rest instead of pushing it: once the read has settled, or once the
 * page's own content has been `ready` for `ms` (a slow read must not hold the page back).
 */
export function useSettledOrWaited(settled: boolean, ready: boolean, ms: number): boolean {
  const [waited, endWait] = useReducer(() => true, false);
  useEffect(() => {
    if (!ready || settled) return;
    const timer = setTimeout(endWait, ms);
    return () => clearTimeout(timer);
  }, [ready, settled, ms]);
  return settled || waited;
}
