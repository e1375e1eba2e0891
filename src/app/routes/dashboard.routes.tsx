import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RequireSession } from '../../views/shell/RequireSession';
import { page } from './page';

const dashboardArea = () => import('../../views/shell/dashboard.area');

const DashboardLayout = lazy(() => dashboardArea().then((area) => ({ default: area.DashboardLayout })));
const DashboardPage = lazy(() => dashboardArea().then((area) => ({ default: area.DashboardPage })));
const UnderConstructionPage = lazy(() => dashboardArea().then((area) => ({ default: area.UnderConstructionPage })));

/** /dashboard/*: the signed-in area with the side navigation. */
export const dashboardRoutes: RouteObject[] = [
  {
    path: '/dashboard',
    element: <RequireSession>{page(<DashboardLayout />)}</RequireSession>,
    children: [
      { index: true, element: <DashboardPage /> },
      { path: 'two', element: <DashboardPage /> },
      { path: 'one', element: <UnderConstructionPage page="analytics" /> },
      { path: 'suscripcion', element: <UnderConstructionPage page="subscription" /> },
      { path: 'three', element: <UnderConstructionPage page="orders" /> },
      { path: 'group', element: <UnderConstructionPage page="company" /> },
      { path: 'group/five', element: <UnderConstructionPage page="invoices" /> },
      { path: 'group/six', element: <UnderConstructionPage page="addresses" /> },
      { path: 'group/card', element: <UnderConstructionPage page="cards" /> },
    ],
  },
];
