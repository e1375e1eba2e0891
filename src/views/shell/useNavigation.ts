import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { roleOf } from '../../../machines/session.machine';
import { SessionContext } from '../../kernel/session-context';
import { activeItemId, navigationFor, type NavGroup } from './navigation';

/** The navigation the signed-in user sees and the item of the current page. */
export function useNavigation(): { groups: NavGroup[]; activeId: string | null } {
  const role = SessionContext.useSelector((s) => roleOf(s.context));
  const isPremium = SessionContext.useSelector((s) => s.context.user?.isPremium ?? false);
  const { pathname } = useLocation();
  const groups = useMemo(() => navigationFor({ role, isPremium }), [role, isPremium]);
  return { groups, activeId: activeItemId(groups, pathname) };
}
