import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { clubChargeReturnParam } from '../../../contract/club';
import { subscriptionMachine } from '../../../machines/subscription.machine';
import { useEffects } from '../../kernel/effects';
import { SessionContext } from '../../kernel/session-context';
import { ClubView } from './ClubView';
import { usePageMachine } from '../common/usePageMachine';

/**
 * /dashboard/suscripcion (Club CXTI): the subscription machine with the app's effects. Once a payment
 * is approved the session reads the profile again, in this tab and the others, so the navigation and
 * the cart take the club prices without a reload. `?pago=` is read once and leaves the address.
 */
export function ClubPage() {
  const session = SessionContext.useActorRef();
  const [params, setParams] = useSearchParams();
  const [returningCharge] = useState(() => params.get(clubChargeReturnParam));
  const actor = usePageMachine(subscriptionMachine, useEffects().subscription, {
    input: { returningCharge },
    actions: { announceMembership: () => session.send({ type: 'session.profileChanged' }) },
    retryOn: { type: 'club.retry' },
  });
  useEffect(() => {
    if (returningCharge !== null) setParams({}, { replace: true });
  }, [returningCharge, setParams]);
  return <ClubView actor={actor} />;
}
