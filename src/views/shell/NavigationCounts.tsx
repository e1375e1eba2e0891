import { lazy, Suspense, useCallback } from 'react';
import { can } from '../../../contract/permissions';
import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from '../../../machines/session.machine';
import { SessionContext } from '../../kernel/session-context';
import { useFirstPaintBehind } from '../common/AfterFirstPaint';

// Its read and the resource machine come after the layout's first paint, never on its way.
const WaitingApprovals = lazy(() => import('./WaitingApprovals'));

export type NavCounts = Readonly<Record<string, number>>;

/** No count to show: one object, so a read that finds nothing again leaves the navigation as it was. */
export const noCounts: NavCounts = {};

/**
 * The signed-in user's id when the profile says they approve orders. Not before the profile arrives: the
 * role stands in as admin until then, and a comprador must never ask (the gateway answers 403).
 */
const approverOf = (s: SnapshotFrom<typeof sessionMachine>): number | null => {
  const user = s.context.user;
  return s.hasTag('signedIn') && user !== null && user.id !== null && can(user.role, 'purchase.approve') ? user.id : null;
};

/**
 * Reads the counts the navigation shows beside its items, once the layout's first paint is behind it, and
 * again each time a page asks (`asked` grows); draws nothing.
 */
export function NavigationCounts({ onCounts, asked }: { onCounts: (counts: NavCounts) => void; asked: number }) {
  const approver = SessionContext.useSelector(approverOf);
  const behind = useFirstPaintBehind();
  const onWaiting = useCallback((waiting: number | null) => onCounts(waiting === null ? noCounts : { orderApprovals: waiting }), [onCounts]);
  if (approver === null || !behind) return null;
  return (
    <Suspense fallback={null}>
      <WaitingApprovals key={approver} onCount={onWaiting} asked={asked} />
    </Suspense>
  );
}
