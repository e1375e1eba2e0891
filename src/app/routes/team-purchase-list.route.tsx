import { lazy } from 'react';
import { lazyArea, page } from './page';

const teamPurchaseArea = lazyArea(() => import('../areas/team-purchase.area'), { effects: true });
const TeamPurchaseListPage = lazy(() => teamPurchaseArea().then((area) => ({ default: area.TeamPurchaseListPage })));

/**
 * /teampurchase's page behind a chunk of its own: the route table on the login path names only this
 * module, not the area's many chunks.
 */
export default function TeamPurchaseListRoute() {
  return page(<TeamPurchaseListPage />);
}
