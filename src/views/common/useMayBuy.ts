import { can, type Action } from '../../../contract/permissions';
import { roleOf } from '../../../machines/session.machine';
import { SessionContext } from '../../kernel/session-context';

const useMay = (action: Action): boolean => SessionContext.useSelector((s) => s.hasTag('signedIn') && can(roleOf(s.context), action));

/**
 * Whether the signed-in user's role may buy (contract/permissions.ts, `purchase.place`): finanzas sees
 * the catalogue and its prices, but neither a cart nor the ways into it.
 */
export function useMayBuy(): boolean {
  return useMay('purchase.place');
}

/** What the signed-in user's role may do, asked of several actions at once (the shop's tabs). */
export function useMayDo(): (action: Action) => boolean {
  const role = SessionContext.useSelector((s) => (s.hasTag('signedIn') ? roleOf(s.context) : null));
  return (action) => role !== null && can(role, action);
}

/** Whether the signed-in user's role may use Mis habituales (`orderGuide.read`): the buyers, not finanzas. */
export function useMayUseGuide(): boolean {
  return useMay('orderGuide.read');
}

/**
 * Whether the signed-in user's role is known yet: until the profile is read the role defaults to an
 * admin's, so a page whose words depend on it says only what holds for every role meanwhile.
 */
export function useRoleKnown(): boolean {
  return SessionContext.useSelector((s) => s.hasTag('signedIn') && s.context.user !== null);
}
