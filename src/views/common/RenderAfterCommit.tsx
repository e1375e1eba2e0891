import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Draws its children one commit after the rest of the page, in a transition. The machines reach the
 * views through `useSelector` (useSyncExternalStore), whose updates React always renders in one
 * uninterruptible task; when a page's data arrives, that task would draw the whole page at once. What is
 * wrapped here is left out of that task and drawn in a transition, which React renders in slices that
 * give the browser back its main thread between them (bench:lighthouse's longest task after the data).
 * For what a buyer does not need in the first paint: below the fold, or beside the page's main content.
 */
export function RenderAfterCommit({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}
