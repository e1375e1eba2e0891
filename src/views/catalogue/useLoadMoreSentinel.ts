import { useEffect, useRef } from 'react';

/**
 * Calls `onVisible` when the element at the end of the list scrolls into view (with some margin, so
 * the next page is usually there before the buyer is). Where there is no IntersectionObserver, the
 * visible "load more" button does the same.
 */
export function useLoadMoreSentinel<T extends Element>(enabled: boolean, onVisible: () => void) {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) callback.current();
    }, { rootMargin: '400px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
