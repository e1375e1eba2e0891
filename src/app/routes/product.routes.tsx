import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RequireSession } from '../../views/shell/RequireSession';
import { page, withAreaTexts } from './page';

const dashboardArea = withAreaTexts(() => import('../../views/shell/dashboard.area'));
const catalogueArea = withAreaTexts(() => import('../../views/catalogue/catalogue.area'));
const checkoutArea = withAreaTexts(() => import('../../views/checkout/checkout.area'));
const paymentArea = withAreaTexts(() => import('../../views/payment/payment.area'));

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
    path: '/product',
    element: <RequireSession>{page(<DashboardLayout />)}</RequireSession>,
    children: [
      { index: true, element: page(<CataloguePage />) },
      { path: 'checkout', element: page(<CheckoutPage />) },
      { path: 'finalpago', element: page(<PaymentSuccessPage />) },
      { path: 'errorpago', element: page(<PaymentErrorPage />) },
      { path: 'pendiente', element: page(<PaymentPendingPage />) },
      { path: 'carritolote', element: <UnderConstructionPage page="batchCart" /> },
      { path: 'finalteampurchase', element: <UnderConstructionPage page="teamPurchaseDone" /> },
    ],
  },
];
