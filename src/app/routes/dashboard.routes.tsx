import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RequireSession } from '../../views/shell/RequireSession';
import { page, withAreaTexts } from './page';

const dashboardArea = withAreaTexts(() => import('../../views/shell/dashboard.area'));
const catalogueArea = withAreaTexts(() => import('../../views/catalogue/catalogue.area'));
const ordersArea = withAreaTexts(() => import('../../views/orders/orders.area'));
const invoicesArea = withAreaTexts(() => import('../../views/invoices/invoices.area'));
const addressesArea = withAreaTexts(() => import('../../views/addresses/addresses.area'));

const DashboardLayout = lazy(() => dashboardArea().then((area) => ({ default: area.DashboardLayout })));
const UnderConstructionPage = lazy(() => dashboardArea().then((area) => ({ default: area.UnderConstructionPage })));
const CataloguePage = lazy(() => catalogueArea().then((area) => ({ default: area.CataloguePage })));
const OrdersPage = lazy(() => ordersArea().then((area) => ({ default: area.OrdersPage })));
const InvoicesPage = lazy(() => invoicesArea().then((area) => ({ default: area.InvoicesPage })));
const AddressesPage = lazy(() => addressesArea().then((area) => ({ default: area.AddressesPage })));

/** /dashboard/*: the signed-in area with the side navigation. */
export const dashboardRoutes: RouteObject[] = [
  {
    path: '/dashboard',
    element: <RequireSession>{page(<DashboardLayout />)}</RequireSession>,
    children: [
      { index: true, element: page(<CataloguePage />) },
      { path: 'two', element: page(<CataloguePage />) },
      { path: 'one', element: <UnderConstructionPage page="analytics" /> },
      { path: 'suscripcion', element: <UnderConstructionPage page="subscription" /> },
      { path: 'three', element: page(<OrdersPage />) },
      { path: 'group', element: <UnderConstructionPage page="company" /> },
      { path: 'group/five', element: page(<InvoicesPage />) },
      { path: 'group/six', element: page(<AddressesPage />) },
      { path: 'group/card', element: <UnderConstructionPage page="cards" /> },
    ],
  },
];
