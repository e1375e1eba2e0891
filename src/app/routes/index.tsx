import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '../../kernel/paths';
import { SessionContext } from '../../kernel/session-context';
import { authRoutes } from './auth.routes';
import { page } from './page';
import { publicRoutes } from './public.routes';

const SignedInRoutes = lazy(() => import('./signed-in.routes'));

/**
 * `/`: a buyer's catalogue; for a visitor the welcome page, which browses the catalogue, signs in or
 * registers (straight to sign-in would leave a visitor no way to look first). Nothing while the session
 * is still being restored, which decides which.
 */
function Home() {
  const signedIn = SessionContext.useSelector((s) => s.hasTag('signedIn'));
  const busy = SessionContext.useSelector((s) => s.hasTag('busy'));
  if (busy && !signedIn) return null;
  return <Navigate to={signedIn ? paths.dashboard : paths.welcome} replace />;
}

/**
 * The route table (spec section 2). Each area loads its layout and pages as chunks of their own on first
 * visit, and the signed-in areas' table with them (signed-in.routes.tsx); anything thrown while loading
 * or rendering a page lands on the error page (AppRoutes). Each page is also a row of ../route-table.ts,
 * which the e2e sweep, axe and first-routes.ts read without rendering it; tests/views/route-table.test.ts
 * fails when the two differ.
 */
export const routes: RouteObject[] = [
  { path: paths.home, element: <Home /> },
  ...authRoutes,
  ...publicRoutes,
  { path: '*', element: page(<SignedInRoutes />) },
];
