import { useEffect } from 'react';

/** What index.html's boot script leaves on window: a Ctrl+K pressed before this hook listened. */
interface EarlySearch {
  __searchPressedAt?: number;
  __searchShortcutTaken?: boolean;
}

/** A press older than this is not the one the buyer is waiting on. */
const earlyPressMs = 5_000;

const isSearchShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

/**
 * Ctrl+K and Meta+K toggle the search dialog from anywhere on the page, the browser's own use included;
 * a press made while the page was still loading (kept by index.html's boot script) opens it on arrival.
 */
export function useSearchShortcut(onToggle: () => void): void {
  useEffect(() => {
    const early = window as Window & EarlySearch;
    early.__searchShortcutTaken = true;
    const pressedAt = early.__searchPressedAt;
    early.__searchPressedAt = undefined;
    if (pressedAt !== undefined && Date.now() - pressedAt < earlyPressMs) onToggle();
    const onKeyDown = (event: KeyboardEvent) => {
      if (isSearchShortcut(event)) {
        event.preventDefault();
        onToggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      early.__searchShortcutTaken = false;
    };
  }, [onToggle]);
}
