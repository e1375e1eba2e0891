import { lazy } from 'react';
import { FullPageSpinner } from '../../views/shell/FullPageSpinner';
import { SessionContext } from '../../kernel/session-context';
import { lazyArea } from './page';

const publicArea = lazyArea(() => import('../areas/public.area'), { effects: false });
const dashboardArea = lazyArea(() => import('../areas/dashboard.area'), { effects: false });
const MainLayout = lazy(() => publicArea().then((area) => ({ default: area.MainLayout })));
const DashboardLayout = lazy(() => dashboardArea().then((area) => ({ default: area.DashboardLayout })));

/**
 * A page open to visitors that a signed-in buyer reaches from the catalogue: in the dashboard's layout
 * for them, with its navigation and cart, and in the main layout for a visitor. A chunk of its own, so
 * the login path does not carry the choice.
 */
export default function VisitorOrDashboardLayout() {
  const signedIn = SessionContext.useSelector((s) => s.hasTag('signedIn'));
  const busy = SessionContext.useSelector((s) => s.hasTag('busy'));
  if (busy && !signedIn) return <FullPageSpinner />;
  return signedIn ? <DashboardLayout /> : <MainLayout />;
}
