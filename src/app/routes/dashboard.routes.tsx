import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RequireSession } from '../../views/shell/RequireSession';
import { paths } from '../paths';
import { lazyArea, page } from './page';

const dashboardArea = lazyArea(() => import('../areas/dashboard.area'), { effects: false });
const catalogueArea = lazyArea(() => import('../areas/catalogue.area'), { effects: true });
const ordersArea = lazyArea(() => import('../areas/orders.area'), { effects: true });
const invoicesArea = lazyArea(() => import('../areas/invoices.area'), { effects: true });
const addressesArea = lazyArea(() => import('../areas/addresses.area'), { effects: true });

const DashboardLayout = lazy(() => dashboardArea().then((area) => ({ default: area.DashboardLayout })));
const UnderConstructionPage = lazy(() => dashboardArea().then((area) => ({ default: area.UnderConstructionPage })));
const CataloguePage = lazy(() => catalogueArea().then((area) => ({ default: area.CataloguePage })));
const OrdersPage = lazy(() => ordersArea().then((area) => ({ default: area.OrdersPage })));
const InvoicesPage = lazy(() => invoicesArea().then((area) => ({ default: area.InvoicesPage })));
const AddressesPage = lazy(() => addressesArea().then((area) => ({ default: area.AddressesPage })));

/** /dashboard/*: the signed-in area with the side navigation. */
export const dashboardRoutes: RouteObject[] = [
  {
    path: paths.dashboard,
    element: <RequireSession>{page(<DashboardLayout />)}</RequireSession>,
    children: [
      { index: true, element: page(<CataloguePage />) },
      { path: paths.catalogue, element: page(<CataloguePage />) },
      { path: paths.analytics, element: <UnderConstructionPage page="analytics" /> },
      { path: paths.subscription, element: <UnderConstructionPage page="subscription" /> },
      { path: paths.orders, element: page(<OrdersPage />) },
      { path: paths.company, element: <UnderConstructionPage page="company" /> },
      { path: paths.invoices, element: page(<InvoicesPage />) },
      { path: paths.addresses, element: page(<AddressesPage />) },
      { path: paths.cards, element: <UnderConstructionPage page="cards" /> },
    ],
  },
];
