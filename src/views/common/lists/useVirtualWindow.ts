import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** Rows mounted beyond each edge of the viewport, so a fast wheel never shows a blank band. */
const overscan = 6;

/** Used while the scroll area has no measured height: the first paint and jsdom, which does no layout. */
const defaultViewportHeight = 640;

function fallbackHeightOf(height: string): number {
  const px = /^\s*(\d+(?:\.\d+)?)px\s*$/.exec(height);
  return px ? Number(px[1]) : defaultViewportHeight;
}

export interface VirtualWindow {
  scrollerRef: RefObject<HTMLDivElement | null>;
  /** Positions of the rows to mount, ascending. */
  first: number;
  last: number;
  /** Rows a page key moves by. */
  pageSize: number;
  onScroll: () => void;
  /** Scrolls the least needed so that row `index` sits fully below the sticky header. */
  reveal: (index: number) => void;
}

/**
 * Which rows of a fixed-height list are in view of a scroll area whose first `rowHeight` pixels are
 * covered by a sticky header row. Follows the scroll position and the area's size.
 */
export function useVirtualWindow(rowCount: number, rowHeight: number, height: string): VirtualWindow {
  const scrollerRef = useRef<HTMLDivElement | null>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(() => fallbackHeightOf(height));

  // Measured when the observer reports the area's first layout, not read in the commit: reading it there
  // would force the whole page's layout inside the task that renders it, and re-render it at once
  // (bench:lighthouse's longest task after the data). Until then the fallback height stands in.
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const observer = new ResizeObserver(() => setViewport(scroller.clientHeight || fallbackHeightOf(height)));
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [height]);

  const onScroll = useCallback(() => setScrollTop(scrollerRef.current?.scrollTop ?? 0), []);

  const reveal = useCallback(
    (index: number) => {
      const scroller = scrollerRef.current;
      if (!scroller) return;
      const top = (index + 1) * rowHeight;
      let next = scroller.scrollTop;
      if (top < next + rowHeight) next = index * rowHeight;
      else if (top + rowHeight > next + viewport) next = top + rowHeight - viewport;
      if (next === scroller.scrollTop) return;
      scroller.scrollTop = next;
      // The browser's scroll event comes a frame later; the row must be mounted now to take focus.
      setScrollTop(next);
    },
    [rowHeight, viewport],
  );

  const firstInView = Math.floor(scrollTop / rowHeight);
  const lastInView = Math.ceil((scrollTop + viewport) / rowHeight) - 2;
  const first = Math.max(0, Math.min(firstInView - overscan, rowCount - 1));
  const last = Math.max(first - 1, Math.min(lastInView + overscan, rowCount - 1));
  const pageSize = Math.max(1, Math.floor(viewport / rowHeight) - 1);
  return { scrollerRef, first, last, pageSize, onScroll, reveal };
}
