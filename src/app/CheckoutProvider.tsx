import { lazy, Suspense, useState, type ReactNode } from 'react';
import { roleOf } from '../../machines/session.machine';
import { CheckoutActorContext, type CheckoutActor } from '../kernel/checkout-context';
import { SessionContext } from '../kernel/session-context';

const BuyerCheckout = lazy(() => import('./BuyerCheckout'));

/**
 * One cart per signed-in user whose role may buy (finanzas has none; the lazy part asks the permission
 * table, which the login path does not carry), read from `checkout-{userId}` when the user is known and
 * dropped from memory (never from storage) when the session ends, so signing back in finds it where it
 * was. The machine runs beside the pages rather than around them, so its lazy arrival never remounts a page.
 */
export function CheckoutProvider({ children }: { children: ReactNode }) {
  const userId = SessionContext.useSelector((s) => (s.hasTag('signedIn') ? (s.context.user?.id ?? null) : null));
  const role = SessionContext.useSelector((s) => roleOf(s.context));
  const isClubMember = SessionContext.useSelector((s) => s.context.user?.isPremium ?? false);
  const [actor, setActor] = useState<CheckoutActor | null>(null);
  return (
    <>
      {userId !== null && (
        <Suspense fallback={null}>
          <BuyerCheckout key={userId} userId={userId} role={role} isClubMember={isClubMember} onActor={setActor} />
        </Suspense>
      )}
      <CheckoutActorContext.Provider value={userId === null ? null : actor}>{children}</CheckoutActorContext.Provider>
    </>
  );
}
