import { mergeClasses } from '@fluentui/react-components';
import { useLayoutEffect, useState, type JSX, type KeyboardEvent, type ReactNode } from 'react';
import { narrowScreenQuery } from '../layout.constants';
import { useMediaQuery } from '../useMediaQuery';
import { useVirtualWindow } from './useVirtualWindow';
import { useVirtualTableStyles } from './VirtualTable.styles';

export interface VirtualColumn<Row> {
  id: string;
  /** Header content (text, or e.g. a select-all checkbox). */
  header: ReactNode;
  /** A CSS grid track: '1fr', 'minmax(120px, 1fr)', '140px'. */
  width: string;
  cell: (row: Row) => ReactNode;
  align?: 'start' | 'end';
  /**
   * On a phone: `false` leaves the column out (the row's detail still shows it), a track replaces
   * `width`. A phone keeps the key columns in view instead of scrolling sideways to reach them.
   */
  phone?: false | string;
}

export interface VirtualTableProps<Row> {
  rows: readonly Row[];
  columns: readonly VirtualColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** Accessible name of the table. */
  label: string;
  /** Fixed row height in px (virtualisation needs it). */
  rowHeight?: number;
  /** Height of the scroll area (CSS); the window of rows follows its scroll position. */
  height?: string;
  /** Enter/click on a row (e.g. open the detail). Rows are focusable when given. */
  onRowActivate?: (row: Row) => void;
  /** Keys of highlighted (selected) rows, for aria-selected. */
  selectedKeys?: ReadonlySet<string | number>;
  /** What to show instead of rows when `rows` is empty. */
  empty?: ReactNode;
}

/**
 * A table for lists of any length: only the rows in view (and a few either side) are mounted, over a
 * spacer as tall as all of them. Screen readers learn the real size from aria-rowcount and each row's
 * place from aria-rowindex. With `onRowActivate` it is a grid whose rows take focus one at a time
 * (roving tabindex): arrows, Page keys, Home and End move it, Enter activates. The focusable row stays
 * mounted wherever the list is scrolled, so Tab always lands on it.
 */
export function VirtualTable<Row>({
  rows,
  columns: allColumns,
  rowKey,
  label,
  rowHeight = 48,
  height = 'min(70vh, 640px)',
  onRowActivate,
  selectedKeys,
  empty,
}: VirtualTableProps<Row>): JSX.Element {
  const styles = useVirtualTableStyles();
  const { scrollerRef, first, last, pageSize, onScroll, reveal } = useVirtualWindow(rows.length, rowHeight, height);
  const [activeIndex, setActiveIndex] = useState(0);
  // A new object per key press, so pressing End twice still focuses.
  const [focusRequest, setFocusRequest] = useState<{ index: number } | null>(null);

  const focusable = onRowActivate !== undefined;
  const isGrid = focusable || selectedKeys !== undefined;
  const cellRole = isGrid ? 'gridcell' : 'cell';
  const active = Math.min(activeIndex, rows.length - 1);
  const narrow = useMediaQuery(narrowScreenQuery);
  const columns = narrow ? allColumns.filter((column) => column.phone !== false) : allColumns;
  const trackOf = (column: VirtualColumn<Row>) => (narrow && typeof column.phone === 'string' ? column.phone : column.width);
  const track = { gridTemplateColumns: columns.map(trackOf).join(' '), height: `${rowHeight}px` };

  useLayoutEffect(() => {
    if (!focusRequest) return;
    const selector = `[aria-rowindex="${focusRequest.index + 2}"]`;
    scrollerRef.current?.querySelector<HTMLElement>(selector)?.focus({ preventScroll: true });
  }, [focusRequest, scrollerRef]);

  const moveTo = (index: number) => {
    const target = Math.max(0, Math.min(index, rows.length - 1));
    reveal(target);
    setActiveIndex(target);
    setFocusRequest({ index: target });
  };

  const onRowKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number, row: Row) => {
    // Keys typed into a control inside a cell (a checkbox, a link) belong to that control.
    if (event.target !== event.currentTarget) return;
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + pageSize,
      PageUp: index - pageSize,
      Home: 0,
      End: rows.length - 1,
    };
    if (Object.hasOwn(moves, event.key)) {
      event.preventDefault();
      moveTo(moves[event.key] as number);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onRowActivate?.(row);
    }
  };

  const mounted: number[] = [];
  for (let index = first; index <= last; index++) mounted.push(index);
  if (focusable && rows.length > 0 && (active < first || active > last)) {
    mounted.push(active);
    mounted.sort((a, b) => a - b);
  }

  const showEmpty = rows.length === 0 && empty !== undefined;
  // Without focusable rows the scroll area itself takes focus, so keyboard users can still scroll it.
  const scrollerFocusable = !focusable;

  return (
    <div
      ref={scrollerRef}
      className={styles.scroller}
      style={{ height }}
      onScroll={onScroll}
      // A scroll area is operable by keyboard only when focusable (WCAG 2.1.1); its role names it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={scrollerFocusable ? 0 : undefined}
      role={scrollerFocusable ? 'region' : undefined}
      aria-label={scrollerFocusable ? label : undefined}
    >
      <div
        role={isGrid ? 'grid' : 'table'}
        aria-label={label}
        aria-rowcount={rows.length + 1 + (showEmpty ? 1 : 0)}
        aria-colcount={columns.length}
        className={styles.table}
      >
        <div role="rowgroup" className={styles.head}>
          <div role="row" aria-rowindex={1} className={styles.row} style={track}>
            {columns.map((column) => (
              <div
                key={column.id}
                role="columnheader"
                className={mergeClasses(styles.cell, styles.headerCell, column.align === 'end' && styles.end)}
              >
                {column.header}
              </div>
            ))}
          </div>
        </div>
        <div role="rowgroup" className={styles.body} style={showEmpty ? undefined : { height: `${rows.length * rowHeight}px` }}>
          {showEmpty ? (
            <div role="row" aria-rowindex={2} className={styles.row}>
              <div role={cellRole} className={mergeClasses(styles.cell, styles.empty)}>
                {empty}
              </div>
            </div>
          ) : (
            mounted.map((index) => {
              const row = rows[index] as Row;
              const key = rowKey(row);
              return (
                <div
                  key={key}
                  role="row"
                  aria-rowindex={index + 2}
                  aria-selected={isGrid && selectedKeys ? selectedKeys.has(key) : undefined}
                  tabIndex={focusable ? (index === active ? 0 : -1) : undefined}
                  className={mergeClasses(
                    styles.row,
                    focusable && styles.interactive,
                    selectedKeys?.has(key) && styles.selected,
                  )}
                  style={{ ...track, position: 'absolute', insetInline: 0, top: `${index * rowHeight}px` }}
                  onClick={focusable ? () => onRowActivate(row) : undefined}
                  onKeyDown={focusable ? (event) => onRowKeyDown(event, index, row) : undefined}
                  onFocus={focusable ? () => setActiveIndex(index) : undefined}
                >
                  {columns.map((column) => (
                    <div
                      key={column.id}
                      role={cellRole}
                      className={mergeClasses(styles.cell, column.align === 'end' && styles.end)}
                    >
                      {column.cell(row)}
                    </div>
                  ))}
                </div>
              );
            })
          )}
        </div>
      </div>
    </div>
  );
}
