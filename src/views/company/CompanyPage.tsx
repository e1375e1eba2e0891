import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { companyMachine } from '../../../machines/company.machine';
import { useEffects } from '../../kernel/effects';
import { CompanyView } from './CompanyView';
import { useRetryOnReconnect } from '../common/useRetryOnReconnect';

/** /dashboard/group (Empresa): the company machine with the app's effects. */
export function CompanyPage() {
  const effects = useEffects().company;
  const actor = useActorRef(useMemo(() => companyMachine.provide(effects), [effects]));
  useRetryOnReconnect(actor, { type: 'company.retry' });
  return <CompanyView actor={actor} />;
}
