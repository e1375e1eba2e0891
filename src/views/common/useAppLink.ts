import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/** A path that leaves the app (spec: a path containing http opens in a new tab). */
export function isExternalPath(path: string): boolean {
  return path.includes('http');
}

export interface AppLinkProps {
  href: string;
  target?: '_blank';
  rel?: string;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * Props that make any Fluent anchor a router link: a real href (so open-in-new-tab and middle click
 * work), client-side navigation on a plain click, and a new tab for addresses outside the app.
 */
export function useAppLink(): (path: string, onFollow?: () => void) => AppLinkProps {
  const navigate = useNavigate();
  return useCallback(
    (path: string, onFollow?: () => void) => {
      if (isExternalPath(path)) {
        return { href: path, target: '_blank', rel: 'noopener noreferrer', onClick: () => onFollow?.() };
      }
      return {
        href: path,
        onClick: (event: MouseEvent<HTMLElement>) => {
          onFollow?.();
          if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          void navigate(path);
        },
      };
    },
    [navigate],
  );
}
