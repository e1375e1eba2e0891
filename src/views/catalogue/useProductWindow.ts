import type { Product } from '../../../contract/catalogue';
import { defaultRangeExtractor, measureElement, useWindowVirtualizer, type Range, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useState } from 'react';
import type { CatalogueView } from '../../../machines/catalogue.machine';
import { cardMinWidth, pictureRatio } from './catalogue.styles';

/** Spec budget: a list of any length mounts about 100 cards at most (DESIGN.md, Budgets). */
export const maxMountedCards = 100;
/** Rows mounted beyond each edge of the window, when the budget allows. */
const overscanRows = 3;
/** Until the list has been laid out (or where nothing is, as in jsdom), it is taken as one card this wide. */
const fallbackWidth = 320;
/** Fluent's spacingHorizontalM, for when the list's own column gap cannot be read. */
const fallbackGap = 12;
/** A grid card's padding and border across, beside its picture. */
const cardChrome = 26;
/** A grid card's height below its picture (badge, name, SKU line, prices, quantity and add, padding) and the gap under it. */
const gridCardText = 235;
/** A compact list line on a laptop; a phone's two-line one is measured as drawn. */
const listCard = 54;

interface Geometry {
  /** The list's inner width, 0 until it is laid out. */
  width: number;
  /** Gap between columns, px. */
  gap: number;
  /** The list's top in the document: what scrolls by before the first row. */
  top: number;
}

const noGeometry: Geometry = { width: 0, gap: fallbackGap, top: 0 };

function measure(list: HTMLElement): Geometry {
  const gap = Number.parseFloat(getComputedStyle(list).columnGap);
  return {
    width: list.clientWidth,
    gap: Number.isFinite(gap) ? gap : fallbackGap,
    top: Math.round(list.getBoundingClientRect().top + window.scrollY),
  };
}

const sameGeometry = (a: Geometry, b: Geometry) => a.width === b.width && a.gap === b.gap && a.top === b.top;

export interface WindowRow {
  key: string;
  index: number;
  /** From the top of the list. */
  offset: number;
  /** The 0-based place of the row's first card in the whole list. */
  first: number;
  products: Product[];
}

/**
 * The mounted rows in runs of neighbours (the rows in view, and apart from them the focused card's), each
 * run placed at its first row's offset with its rows stacked in the page's flow: a row is never drawn over
 * another while its real height is still an estimate.
 */
export function runsOf(rows: readonly WindowRow[]): WindowRow[][] {
  const runs: WindowRow[][] = [];
  for (const row of rows) {
    const last = runs.at(-1);
    if (last && last.at(-1)!.index === row.index - 1) last.push(row);
    else runs.push([row]);
  }
  return runs;
}

/** As many columns as `repeat(auto-fill, minmax(cardMinWidth, 1fr))` gives at this width; one in the list view. */
export function columnsFor(view: CatalogueView, width: number, gap: number) {
  if (view === 'list') return 1;
  return Math.max(1, Math.floor((width + gap) / (cardMinWidth + gap)));
}

/**
 * The rows of cards the catalogue mounts: the ones in the window's view, a few either side within the
 * budget, and the row holding focus with its neighbours, so a focused card is never unmounted and Tab
 * and Shift+Tab always find the next and previous card. The page scrolls with the window (the shell
 * has no scrolling element of its own), so the list is virtualised against the window, offset by where
 * the list starts. Each row is measured as drawn; until then it is estimated from the column width.
 */
export function useProductWindow(items: readonly Product[], view: CatalogueView) {
  const [list, setList] = useState<HTMLDivElement | null>(null);
  const [geometry, setGeometry] = useState<Geometry>(noGeometry);
  const [focusedId, setFocusedId] = useState<number | null>(null);

  // Measured as the list mounts (before it is painted), and again whenever the list or the page
  // around it changes size: the greeting, a notice or the toolbar wrapping move where the list starts.
  const mountList = useCallback((element: HTMLDivElement | null) => {
    setList(element);
    if (!element) return;
    const next = measure(element);
    setGeometry((old) => (sameGeometry(old, next) ? old : next));
  }, []);
  useEffect(() => {
    if (!list) return;
    const update = () => setGeometry((old) => {
      const next = measure(list);
      return sameGeometry(old, next) ? old : next;
    });
    const observer = new ResizeObserver(update);
    observer.observe(list);
    observer.observe(document.body);
    // Focus entering a card keeps its row mounted; leaving the list lets it go.
    const focusIn = (event: FocusEvent) => {
      const cell = (event.target as Element).closest<HTMLElement>('[data-product-id]');
      if (cell) setFocusedId(Number(cell.dataset.productId));
    };
    // Where focus went is known once it has moved. A window that loses focus keeps its active element,
    // so a buyer who switches tabs comes back to the card they left.
    let leaving: number | undefined;
    const focusOut = () => {
      window.clearTimeout(leaving);
      leaving = window.setTimeout(() => {
        if (!list.contains(document.activeElement)) setFocusedId(null);
      }, 0);
    };
    list.addEventListener('focusin', focusIn);
    list.addEventListener('focusout', focusOut);
    return () => {
      window.clearTimeout(leaving);
      observer.disconnect();
      list.removeEventListener('focusin', focusIn);
      list.removeEventListener('focusout', focusOut);
    };
  }, [list]);

  const width = geometry.width > 0 ? geometry.width : fallbackWidth;
  const columns = columnsFor(view, width, geometry.gap);
  const rowCount = Math.ceil(items.length / columns);
  const columnWidth = (width - geometry.gap * (columns - 1)) / columns;
  const estimate = view === 'list' ? listCard : Math.round((columnWidth - cardChrome) * pictureRatio) + gridCardText;

  const focusedIndex = focusedId === null ? -1 : items.findIndex((product) => product.id === focusedId);
  const focusedRow = focusedIndex < 0 ? null : Math.floor(focusedIndex / columns);
  const maxRows = Math.max(1, Math.floor(maxMountedCards / columns));

  const rangeExtractor = useCallback(
    (range: Range) => {
      // The rows in view always; the overscan only as far as the budget leaves room for.
      const inView = range.endIndex - range.startIndex + 1;
      const overscan = Math.min(overscanRows, Math.max(1, Math.floor((maxRows - inView) / 2)));
      const rows = new Set(defaultRangeExtractor({ ...range, overscan }));
      if (focusedRow !== null) {
        for (const row of [focusedRow - 1, focusedRow, focusedRow + 1]) if (row >= 0 && row < range.count) rows.add(row);
      }
      return [...rows].sort((a, b) => a - b);
    },
    [focusedRow, maxRows],
  );

  const getItemKey = useCallback(
    (row: number) => `${view}:${columns}:${items[row * columns]?.id ?? `row-${row}`}`,
    [view, columns, items],
  );

  // A row not laid out (no size at all) keeps its estimate rather than collapsing to nothing.
  const measuredSize = useCallback(
    (element: HTMLDivElement, entry: ResizeObserverEntry | undefined, instance: Virtualizer<Window, HTMLDivElement>) => {
      const size = measureElement(element, entry, instance);
      return size > 0 ? size : estimate;
    },
    [estimate],
  );

  const virtualizer = useWindowVirtualizer<HTMLDivElement>({
    count: rowCount,
    estimateSize: () => estimate,
    overscan: overscanRows,
    scrollMargin: geometry.top,
    getItemKey,
    rangeExtractor,
    measureElement: measuredSize,
    // The first window is drawn before the window's size has been read: take it as it is now.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });

  const rows: WindowRow[] = virtualizer.getVirtualItems().map((row) => ({
    key: String(row.key),
    index: row.index,
    offset: row.start - virtualizer.options.scrollMargin,
    first: row.index * columns,
    products: items.slice(row.index * columns, row.index * columns + columns),
  }));

  return {
    /** Give it the list element (as its `ref`). */
    mountList,
    rows,
    columns,
    totalSize: virtualizer.getTotalSize(),
    /** Give it each row element (as its `ref`, with `data-index`): rows are measured as drawn. */
    measureRow: virtualizer.measureElement,
  };
}
