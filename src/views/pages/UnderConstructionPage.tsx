import type { PendingPage } from './pending-pages';
import { UnderConstructionCard } from './UnderConstructionCard';

/** The route element of a page not built yet. */
export default function UnderConstructionPage({ page }: { page: PendingPage }) {
  return <UnderConstructionCard page={page} />;
}
