import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RequireSession } from '../../views/shell/RequireSession';
import { paths } from '../paths';
import { lazyArea, page } from './page';

const dashboardArea = lazyArea(() => import('../areas/dashboard.area'), { effects: false });
const catalogueArea = lazyArea(() => import('../areas/catalogue.area'), { effects: true });
const checkoutArea = lazyArea(() => import('../areas/checkout.area'), { effects: true });
const paymentArea = lazyArea(() => import('../areas/payment.area'), { effects: true });

const DashboardLayout = lazy(() => dashboardArea().then((area) => ({ default: area.DashboardLayout })));
const UnderConstructionPage = lazy(() => dashboardArea().then((area) => ({ default: area.UnderConstructionPage })));
const CataloguePage = lazy(() => catalogueArea().then((area) => ({ default: area.CataloguePage })));
const CheckoutPage = lazy(() => checkoutArea().then((area) => ({ default: area.CheckoutPage })));
const PaymentSuccessPage = lazy(() => paymentArea().then((area) => ({ default: area.PaymentSuccessPage })));
const PaymentErrorPage = lazy(() => paymentArea().then((area) => ({ default: area.PaymentErrorPage })));
const PaymentPendingPage = lazy(() => paymentArea().then((area) => ({ default: area.PaymentPendingPage })));

/** /product/*: checkout, the payment outcomes and the batch cart, signed in, in the dashboard layout. */
export const productRoutes: RouteObject[] = [
  {
    path: paths.product,
    element: <RequireSession>{page(<DashboardLayout />)}</RequireSession>,
    children: [
      { index: true, element: page(<CataloguePage />) },
      { path: paths.checkout, element: page(<CheckoutPage />) },
      { path: paths.paymentSuccess, element: page(<PaymentSuccessPage />) },
      { path: paths.paymentError, element: page(<PaymentErrorPage />) },
      { path: paths.paymentPending, element: page(<PaymentPendingPage />) },
      { path: paths.batchCart, element: <UnderConstructionPage page="batchCart" /> },
      { path: paths.teamPurchaseDone, element: <UnderConstructionPage page="teamPurchaseDone" /> },
    ],
  },
];
