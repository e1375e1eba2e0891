import { useActorRef } from '@xstate/react';
import { catalogueMachine } from '../../../machines/catalogue.machine';
import { catalogueImplementations } from '../../actors/catalogue.actors';
import { api } from '../../app/api';
import { SessionContext } from '../../app/session-context';
import { CatalogueView } from './CatalogueView';

const liveCatalogue = catalogueMachine.provide(catalogueImplementations(api));

/** /dashboard, /dashboard/two and /product: the catalogue machine over the real gateway. */
export default function CataloguePage() {
  const catalogue = useActorRef(liveCatalogue);
  const displayName = SessionContext.useSelector((s) => s.context.user?.displayName ?? '');
  return <CatalogueView catalogue={catalogue} displayName={displayName} />;
}
