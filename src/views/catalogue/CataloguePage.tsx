import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { catalogueMachine } from '../../../machines/catalogue.machine';
import { useEffects } from '../../kernel/effects';
import { SessionContext } from '../../kernel/session-context';
import { CatalogueView } from './CatalogueView';
import { useRetryOnReconnect } from '../common/useRetryOnReconnect';

/** /dashboard, /dashboard/two and /product: the catalogue machine with the app's effects. */
export default function CataloguePage() {
  const effects = useEffects().catalogue;
  const catalogue = useActorRef(useMemo(() => catalogueMachine.provide(effects), [effects]));
  useRetryOnReconnect(catalogue, { type: 'catalogue.retry' });
  const displayName = SessionContext.useSelector((s) => s.context.user?.displayName ?? '');
  return <CatalogueView catalogue={catalogue} displayName={displayName} />;
}
