import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { roleOf } from '../../../machines/session.machine';
import { SessionContext } from '../../kernel/session-context';
import { activeItemId, navigationFor, withCounts, type NavGroup } from './navigation';
import type { NavCounts } from './NavigationCounts';

/** The navigation the signed-in user sees, with `counts` beside their items, and the item of the current page. */
export function useNavigation(counts: NavCounts): { groups: NavGroup[]; activeId: string | null } {
  const role = SessionContext.useSelector((s) => roleOf(s.context));
  const isPremium = SessionContext.useSelector((s) => s.context.user?.isPremium ?? false);
  const { pathname } = useLocation();
  const groups = useMemo(() => withCounts(navigationFor({ role, isPremium }), counts), [role, isPremium, counts]);
  return { groups, activeId: activeItemId(groups, pathname) };
}
