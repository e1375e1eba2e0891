import { lazy, type ReactNode } from 'react';
import { can, type Action } from '../../../contract/permissions';
import { roleOf } from '../../../machines/session.machine';
import { SessionContext } from '../../kernel/session-context';
import { page } from './page';

const ForbiddenPage = lazy(() => import('../areas/dashboard.area').then((area) => ({ default: area.ForbiddenPage })));

/**
 * A page for the roles whose permissions include `action` (contract/permissions.ts, the table the
 * gateway's guard reads too); anyone else who opens it by its address is told they lack the right.
 */
export function Permitted({ action, children }: { action: Action; children: ReactNode }) {
  const role = SessionContext.useSelector((s) => roleOf(s.context));
  return can(role, action) ? children : page(<ForbiddenPage />);
}
