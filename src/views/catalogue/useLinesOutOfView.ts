import { useCallback, useEffect, useState } from 'react';

/**
 * How many of a scrolling list's lines lie wholly or partly below its visible part, so the cart can say
 * that more lines are there (a scroller's edge does not show it), and a way to bring the next ones in.
 */
export function useLinesOutOfView(lineCount: number) {
  const [list, setList] = useState<HTMLElement | null>(null);
  const [below, setBelow] = useState(0);

  useEffect(() => {
    if (!list) return;
    const count = () => {
      const bottom = list.getBoundingClientRect().bottom;
      setBelow([...list.children].filter((line) => line.getBoundingClientRect().bottom > bottom + 1).length);
    };
    count();
    const observer = new ResizeObserver(count);
    observer.observe(list);
    list.addEventListener('scroll', count, { passive: true });
    return () => {
      observer.disconnect();
      list.removeEventListener('scroll', count);
    };
  }, [list, lineCount]);

  const showMore = useCallback(() => {
    if (!list) return;
    const bottom = list.getBoundingClientRect().bottom;
    const next = [...list.children].find((line) => line.getBoundingClientRect().bottom > bottom + 1);
    next?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [list]);

  return { mountList: setList, below, showMore };
}
