import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RequireSession } from '../../views/shell/RequireSession';
import { page } from './page';

const dashboardArea = () => import('../../views/shell/dashboard.area');

const DashboardLayout = lazy(() => dashboardArea().then((area) => ({ default: area.DashboardLayout })));
const UnderConstructionPage = lazy(() => dashboardArea().then((area) => ({ default: area.UnderConstructionPage })));

/** /product/*: checkout, the payment outcomes and the batch cart, signed in, in the dashboard layout. */
export const productRoutes: RouteObject[] = [
  {
    path: '/product',
    element: <RequireSession>{page(<DashboardLayout />)}</RequireSession>,
    children: [
      { index: true, element: <UnderConstructionPage page="products" /> },
      { path: 'checkout', element: <UnderConstructionPage page="checkout" /> },
      { path: 'finalpago', element: <UnderConstructionPage page="paymentSuccess" /> },
      { path: 'errorpago', element: <UnderConstructionPage page="paymentError" /> },
      { path: 'pendiente', element: <UnderConstructionPage page="paymentPending" /> },
      { path: 'carritolote', element: <UnderConstructionPage page="batchCart" /> },
      { path: 'finalteampurchase', element: <UnderConstructionPage page="teamPurchaseDone" /> },
    ],
  },
];
