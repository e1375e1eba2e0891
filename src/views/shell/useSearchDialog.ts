import { useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { searchNavigation, type NavGroup, type NavItem, type SearchGroup } from './navigation';
import { isExternalPath } from '../common/useAppLink';

export interface SearchDialogState {
  query: string;
  setQuery: (query: string) => void;
  results: SearchGroup[];
  /** The results in the order the arrow keys walk them. */
  flat: NavItem[];
  activeIndex: number;
  setActiveIndex: (index: number) => void;
  choose: (item: NavItem) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/** The search dialog's query, results and keyboard: arrows move, Enter opens, the first result starts active. */
export function useSearchDialog(groups: readonly NavGroup[], onClose: () => void): SearchDialogState {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQueryState] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const results = useMemo(() => searchNavigation(groups, query, (item) => t(item.title)), [groups, query, t]);
  const flat = useMemo(() => results.flatMap((result) => result.items), [results]);

  function setQuery(next: string) {
    setQueryState(next);
    setActiveIndex(0);
  }

  function choose(item: NavItem) {
    onClose();
    if (isExternalPath(item.path)) window.open(item.path, '_blank', 'noopener,noreferrer');
    else void navigate(item.path);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (flat.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((activeIndex + step + flat.length) % flat.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = flat[activeIndex];
      if (item) choose(item);
    }
  }

  return { query, setQuery, results, flat, activeIndex, setActiveIndex, choose, onKeyDown };
}
