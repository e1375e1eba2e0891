import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RequireSession } from '../../views/shell/RequireSession';
import { paths } from '../../kernel/paths';
import { lazyArea, page } from './page';
import { Permitted } from './permitted';

const dashboardArea = lazyArea(() => import('../areas/dashboard.area'), { effects: false });
const catalogueArea = lazyArea(() => import('../areas/catalogue.area'), { effects: true });
const checkoutArea = lazyArea(() => import('../areas/checkout.area'), { effects: true });
const paymentArea = lazyArea(() => import('../areas/payment.area'), { effects: true });

const DashboardLayout = lazy(() => dashboardArea().then((area) => ({ default: area.DashboardLayout })));
const teamPurchaseArea = lazyArea(() => import('../areas/team-purchase.area'), { effects: true });
const BatchCartPage = lazy(() => teamPurchaseArea().then((area) => ({ default: area.BatchCartPage })));
const TeamPurchaseDonePage = lazy(() => teamPurchaseArea().then((area) => ({ default: area.TeamPurchaseDonePage })));
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
      { path: paths.checkout, element: <Permitted action="purchase.place">{page(<CheckoutPage />)}</Permitted> },
      { path: paths.paymentSuccess, element: <Permitted action="purchase.place">{page(<PaymentSuccessPage />)}</Permitted> },
      { path: paths.paymentError, element: <Permitted action="purchase.place">{page(<PaymentErrorPage />)}</Permitted> },
      { path: paths.paymentPending, element: <Permitted action="purchase.place">{page(<PaymentPendingPage />)}</Permitted> },
      { path: paths.batchCart, element: <Permitted action="teamPurchase.join">{page(<BatchCartPage />)}</Permitted> },
      { path: paths.teamPurchaseDone, element: <Permitted action="teamPurchase.join">{page(<TeamPurchaseDonePage />)}</Permitted> },
    ],
  },
];
