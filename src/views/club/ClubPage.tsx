import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { clubChargeReturnParam } from '../../../contract/club';
import { subscriptionMachine } from '../../../machines/subscription.machine';
import { useEffects } from '../../kernel/effects';
import { SessionContext } from '../../kernel/session-context';
import { ClubView } from './ClubView';
import { useRetryOnReconnect } from '../common/useRetryOnReconnect';

/**
 * /dashboard/suscripcion (Club CXTI): the subscription machine with the app's effects. Once a payment
 * is approved the session reads the profile again, in this tab and the others, so the navigation and
 * the cart take the club prices without a reload. `?pago=` is read once and leaves the address.
 */
export function ClubPage() {
  const effects = useEffects().subscription;
  const session = SessionContext.useActorRef();
  const [params, setParams] = useSearchParams();
  const [returningCharge] = useState(() => params.get(clubChargeReturnParam));
  const logic = useMemo(
    () => subscriptionMachine.provide({ ...effects, actions: { ...effects.actions, announceMembership: () => session.send({ type: 'session.profileChanged' }) } }),
    [effects, session],
  );
  const actor = useActorRef(logic, { input: { returningCharge } });
  useRetryOnReconnect(actor, { type: 'club.retry' });
  useEffect(() => {
    if (returningCharge !== null) setParams({}, { replace: true });
  }, [returningCharge, setParams]);
  return <ClubView actor={actor} />;
}
