import { useSearchParams } from 'react-router-dom';
import { catalogueMachine } from '../../../machines/catalogue.machine';
import { useEffects } from '../../kernel/effects';
import { SessionContext } from '../../kernel/session-context';
import { CatalogueView } from './CatalogueView';
import { usePageMachine } from '../common/usePageMachine';
import { filtersOf } from './catalogue-address';
import { useCatalogueAddress } from './useCatalogueAddress';

/** /dashboard, /dashboard/two and /product: the catalogue machine with the app's effects, its filters in the address. */
export default function CataloguePage() {
  const [params] = useSearchParams();
  const catalogue = usePageMachine(catalogueMachine, useEffects().catalogue, { input: filtersOf(params), retryOn: { type: 'catalogue.retry' } });
  useCatalogueAddress(catalogue);
  const displayName = SessionContext.useSelector((s) => s.context.user?.displayName ?? '');
  return <CatalogueView catalogue={catalogue} displayName={displayName} />;
}
