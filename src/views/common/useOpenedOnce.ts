import { useState } from 'react';

/**
 * True from the first time `open` is, and then for good: an overlay's code is fetched the first time it
 * opens, and its component stays mounted after, so it can animate closed and open again at once.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}
