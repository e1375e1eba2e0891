import { can } from '../../../contract/permissions';
import { roleOf } from '../../../machines/session.machine';
import { SessionContext } from '../../kernel/session-context';

/**
 * Whether the signed-in user's role may buy (contract/permissions.ts, `purchase.place`): finanzas sees
 * the catalogue and its prices, but neither a cart nor the ways into it.
 */
export function useMayBuy(): boolean {
  return SessionContext.useSelector((s) => s.hasTag('signedIn') && can(roleOf(s.context), 'purchase.place'));
}
