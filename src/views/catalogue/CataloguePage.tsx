import { catalogueMachine } from '../../../machines/catalogue.machine';
import { useEffects } from '../../kernel/effects';
import { SessionContext } from '../../kernel/session-context';
import { CatalogueView } from './CatalogueView';
import { usePageMachine } from '../common/usePageMachine';

/** /dashboard, /dashboard/two and /product: the catalogue machine with the app's effects. */
export default function CataloguePage() {
  const catalogue = usePageMachine(catalogueMachine, useEffects().catalogue, { retryOn: { type: 'catalogue.retry' } });
  const displayName = SessionContext.useSelector((s) => s.context.user?.displayName ?? '');
  return <CatalogueView catalogue={catalogue} displayName={displayName} />;
}
